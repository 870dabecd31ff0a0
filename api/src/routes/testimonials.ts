import type { FastifyPluginAsync } from 'fastify';

const testimonials: FastifyPluginAsync = async (app) => {
  app.get('/testimonials', async () => app.repos.testimonials.listActive());
};

export default testimonials;
