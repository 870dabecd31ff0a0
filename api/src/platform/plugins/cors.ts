import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/** Only the site's own origins (SITE_ORIGIN, SITE_ALIASES) may call the API from a browser, with cookies. */
export default fp(
  async (app) => {
    await app.register(cors, {
      origin: app.config.siteOrigins,
      credentials: true,
      // PATCH and DELETE: the owner's back office.
      methods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
    });
  },
  { name: 'cors' },
);
