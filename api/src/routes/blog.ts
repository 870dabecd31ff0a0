import type { FastifyPluginAsync } from 'fastify';
import { getPost, listPosts } from '@site/contracts/endpoints/blog';
import { route } from '../endpoints';
import { notFound } from '../errors';
import { withContentHtml } from '../services/post-html';
import blogFeed from './blog-feed';
import blogSocialImage from './blog-social-image';

/**
 * GET /api/blog (published posts, newest first; each carries `updatedAt`, e.g. for the sitemap's
 * lastmod), GET /api/blog/:slug, the feed and the posts' social images.
 */
const blog: FastifyPluginAsync = async (app) => {
  route(app, listPosts, { handler: async () => app.repos.blogPosts.listPublished() });

  route(app, getPost, {
    handler: async (request) => {
      const post = await app.repos.blogPosts.findPublishedBySlug(request.params.slug);
      if (post === null) throw notFound('Blog post not found');
      return withContentHtml(post);
    },
  });

  await app.register(blogFeed);
  await app.register(blogSocialImage);
};

export default blog;
