import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../errors';

const blog: FastifyPluginAsync = async (app) => {
  app.get('/blog', async () => app.repos.blogPosts.listPublished());

  app.get<{ Params: { slug: string } }>('/blog/:slug', async (request) => {
    const post = await app.repos.blogPosts.findPublishedBySlug(request.params.slug);
    if (post === null) throw notFound('Blog post not found');
    return post;
  });
};

export default blog;
