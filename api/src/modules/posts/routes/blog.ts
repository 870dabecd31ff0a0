import type { FastifyPluginAsync } from 'fastify';
import { blogApi, blogPageSize } from '@site/contracts/blog';
import { getPost, listPosts } from '@site/contracts/endpoints/blog';
import { route } from '../../../platform/endpoints';
import { notFound } from '../../../platform/errors';
import { withContentHtml } from '../services/post-html';
import blogFeed from './blog-feed';
import blogSocialImage from './blog-social-image';
import blogSummaries from './blog-summaries';

/** `X-Total-Count` and the `Link` to the previous and next pages, as GitHub's API writes them. */
function pagingHeaders(url: string, page: number, perPage: number, total: number) {
  const pageCount = Math.ceil(total / perPage);
  const link = (to: number, rel: string) => {
    const query = new URLSearchParams({ page: String(to), perPage: String(perPage) });
    return `<${url.split('?')[0]}?${query}>; rel="${rel}"`;
  };
  const links = [
    ...(page > 1 ? [link(Math.min(page - 1, Math.max(pageCount, 1)), 'prev')] : []),
    ...(page < pageCount ? [link(page + 1, 'next')] : []),
  ];
  return {
    'X-Total-Count': String(total),
    ...(links.length > 0 ? { Link: links.join(', ') } : {}),
  };
}

/**
 * GET /api/blog (published posts, newest first; each carries `updatedAt`, e.g. for the sitemap's
 * lastmod; `?page=` pages it), GET /api/blog/:slug (301 to the
 * current address of a post whose slug changed), the list's summaries, the feed and the posts'
 * social images. Public reads are served from memory per content version.
 */
const blog: FastifyPluginAsync = async (app) => {
  route(app, listPosts, {
    handler: async (request, reply) =>
      app.publicReads.send(request, reply, async () => {
        const { page, perPage = blogPageSize } = request.query;
        if (page === undefined) return { data: await app.repos.blogPosts.listPublished() };
        const [total, posts] = await Promise.all([
          app.repos.blogPosts.countPublished(),
          app.repos.blogPosts.listPublished(undefined, {
            limit: perPage,
            offset: (page - 1) * perPage,
          }),
        ]);
        return { data: posts, headers: pagingHeaders(request.url, page, perPage, total) };
      }),
  });

  route(app, getPost, {
    // A missing post is not kept: its 404 is made again, and a post published since is found.
    handler: async (request, reply) => {
      let moved: string | null = null;
      try {
        return await app.publicReads.send(request, reply, async () => {
          const post = await app.repos.blogPosts.findPublishedBySlug(request.params.slug);
          if (post !== null) return { data: await withContentHtml(post) };
          moved = await app.repos.blogPosts.findRedirect(request.params.slug);
          throw notFound('Blog post not found');
        });
      } catch (error) {
        // A post whose slug changed: its old address points to the current one for good.
        if (moved !== null) return reply.redirect(blogApi.post(moved), 301);
        throw error;
      }
    },
  });

  await app.register(blogSummaries);
  await app.register(blogFeed);
  await app.register(blogSocialImage);
};

export default blog;
