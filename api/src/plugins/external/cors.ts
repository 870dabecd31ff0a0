import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/** Only the site's own origins may call the API from a browser, with cookies. */
export default fp(
  async (app) => {
    await app.register(cors, {
      origin: app.config.corsOrigins,
      credentials: true,
      // PATCH and DELETE: the owner's back office.
      methods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
    });
  },
  { name: 'cors' },
);
