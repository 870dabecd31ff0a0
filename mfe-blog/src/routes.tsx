import { paths } from '@site/contracts/routes';
import { createRemoteRoutes, type RemotePage } from '@site/ui/remote-pages';
import { blogPostQueryOptions } from './features/posts/api/blog-post-query';
import { blogPostsQueryOptions } from './features/posts/api/blog-posts-query';
import { BlogListPage } from './pages/blog-list-page';
import { BlogPostPage } from './pages/blog-post-page';

/**
 * The blog's pages. Both are public, so the server fills the cache with the same query options
 * the pages read: the list (filtered by `?category=` during render) and the post by its slug.
 */
export const pages: RemotePage[] = [
  {
    path: paths.blog,
    Component: BlogListPage,
    prefetch: ({ queryClient }) => queryClient.prefetchQuery(blogPostsQueryOptions()),
  },
  {
    path: paths.blogPost,
    Component: BlogPostPage,
    prefetch: ({ queryClient, params }) =>
      queryClient.prefetchQuery(blogPostQueryOptions(params.slug ?? '')),
  },
];

export default createRemoteRoutes(pages);
