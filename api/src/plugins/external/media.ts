import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/** Blog images and other files shipped with the API, under /api/media/. */
export default fp(
  async (app) => {
    await app.register(fastifyStatic, {
      root: path.resolve(app.config.mediaDir),
      prefix: '/api/media/',
      maxAge: '1d',
      index: false,
      decorateReply: false,
    });
  },
  { name: 'media' },
);
