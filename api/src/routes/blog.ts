import type { FastifyPluginAsync } from 'fastify';
import { blogApi } from '@site/contracts/blog';
import { getPost, listPosts } from '@site/contracts/endpoints/blog';
import { route } from '../endpoints';
import { notFound } from '../errors';
import { withContentHtml } from '../services/post-html';
import blogFeed from './blog-feed';
import blogSocialImage from './blog-social-image';

/**
 * GET /api/blog (published posts, newest first; each carries `updatedAt`, e.g. for the sitemap's
 * lastmod), GET /api/blog/:slug (301 to the current address of a post whose slug changed), the feed and the posts' social images.
 */
const blog: FastifyPluginAsync = async (app) => {
  route(app, listPosts, { handler: async () => app.repos.blogPosts.listPublished() });

  route(app, getPost, {
    handler: async (request, reply) => {
      const post = await app.repos.blogPosts.findPublishedBySlug(request.params.slug);
      if (post !== null) return withContentHtml(post);
      // A post whose slug changed: its old address points to the current one for good.
      const moved = await app.repos.blogPosts.findRedirect(request.params.slug);
      if (moved !== null) return reply.redirect(blogApi.post(moved), 301);
      throw notFound('Blog post not found');
    },
  });

  await app.register(blogFeed);
  await app.register(blogSocialImage);
};

export default blog;
