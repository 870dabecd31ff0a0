import type { FastifyPluginAsync } from 'fastify';
import { testimonials as endpoint } from '@site/contracts/endpoints/site';
import { route } from '../../../platform/endpoints';

const testimonials: FastifyPluginAsync = async (app) => {
  route(app, endpoint, {
    handler: async (request, reply) =>
      app.publicReads.send(request, reply, async () => ({
        data: await app.repos.testimonials.listActive(),
      })),
  });
};

export default testimonials;
