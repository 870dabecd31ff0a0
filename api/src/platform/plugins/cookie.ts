import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/** Signed cookies: a booking's access cookie cannot be forged without COOKIE_SECRET. */
export default fp(
  async (app) => {
    await app.register(cookie, { secret: app.config.cookieSecret });
  },
  { name: 'cookie' },
);
