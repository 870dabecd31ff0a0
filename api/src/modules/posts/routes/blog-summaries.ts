import type { FastifyPluginAsync } from 'fastify';
import { blogCategoryBySlug, blogPageSize } from '@site/contracts/blog';
import { listSummaries } from '@site/contracts/endpoints/blog';
import { route } from '../../../platform/endpoints';

/**
 * GET /api/blog-summaries: one page of the blog's list, posts without their bodies, optionally in
 * one category. Served from memory per content version (see plugins/app/public-reads).
 */
const blogSummaries: FastifyPluginAsync = async (app) => {
  route(app, listSummaries, {
    handler: async (request, reply) =>
      app.publicReads.send(request, reply, async () => {
        const page = request.query.page ?? 1;
        const perPage = request.query.perPage ?? blogPageSize;
        const category = blogCategoryBySlug(request.query.category)?.label;
        const [total, posts] = await Promise.all([
          app.repos.blogPosts.countPublished(category),
          app.repos.blogPosts.listSummaries(
            { limit: perPage, offset: (page - 1) * perPage },
            category,
          ),
        ]);
        return { data: { posts, page, perPage, total, pageCount: Math.ceil(total / perPage) } };
      }),
  });
};

export default blogSummaries;
