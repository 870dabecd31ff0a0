import { paths } from '@site/contracts/routes';
import { createRemoteRoutes, lazyPage, type RemotePage } from '@site/ui/remote-pages';
import { blogPostQueryOptions } from './features/posts/api/blog-post-query';
import { blogCategoryBySlug, blogListParams, parseBlogPage } from '@site/contracts/blog';
import { blogPageQueryOptions } from './features/posts/api/blog-page-query';

/**
 * The blog's pages, each loaded when first shown. Both are public, so the server fills the cache
 * with the same query options the pages read: the list's page (`?page=`, `?category=`, posts
 * without their bodies) and the post by its slug (its body already HTML, rendered by the API).
 */
export const pages: RemotePage[] = [
  {
    path: paths.blog,
    Component: lazyPage(
      () =>
        import(/* webpackChunkName: "blog-list-page" */ './pages/blog-list-page').then(
          (m) => m.BlogListPage,
        ),
      'blog-list-page',
    ),
    prefetch: ({ queryClient, searchParams }) => {
      const slug = searchParams.get(blogListParams.category);
      const category = blogCategoryBySlug(slug);
      const page = parseBlogPage(searchParams.get(blogListParams.page));
      // An unknown category or page is rendered as such, without asking the API.
      if (page === null || (slug !== null && category === undefined)) return Promise.resolve();
      return queryClient.prefetchQuery(blogPageQueryOptions(category?.slug ?? null, page));
    },
  },
  {
    path: paths.blogPost,
    Component: lazyPage(
      () =>
        import(/* webpackChunkName: "blog-post-page" */ './pages/blog-post-page').then(
          (m) => m.BlogPostPage,
        ),
      'blog-post-page',
    ),
    // The post, and the list's first page its "Keep Reading" cards are chosen from.
    prefetch: ({ queryClient, params }) =>
      Promise.all([
        queryClient.prefetchQuery(blogPostQueryOptions(params.slug ?? '')),
        queryClient.prefetchQuery(blogPageQueryOptions(null, 1)),
      ]).then(() => undefined),
  },
];

export default createRemoteRoutes(pages);
