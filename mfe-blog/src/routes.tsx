import { paths } from '@site/contracts/routes';
import { createRemoteRoutes, lazyPage, type RemotePage } from '@site/ui/remote-pages';
import { blogPostQueryOptions } from './features/posts/api/blog-post-query';
import { blogPostsQueryOptions } from './features/posts/api/blog-posts-query';

/**
 * The blog's pages, each loaded when first shown. Both are public, so the server fills the cache
 * with the same query options the pages read: the list (filtered by `?category=` during render)
 * and the post by its slug (its body already HTML, rendered by the API).
 */
export const pages: RemotePage[] = [
  {
    path: paths.blog,
    Component: lazyPage(() => import('./pages/blog-list-page').then((m) => m.BlogListPage)),
    prefetch: ({ queryClient }) => queryClient.prefetchQuery(blogPostsQueryOptions()),
  },
  {
    path: paths.blogPost,
    Component: lazyPage(() => import('./pages/blog-post-page').then((m) => m.BlogPostPage)),
    prefetch: ({ queryClient, params }) =>
      queryClient.prefetchQuery(blogPostQueryOptions(params.slug ?? '')),
  },
];

export default createRemoteRoutes(pages);
