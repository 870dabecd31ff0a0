import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * The API answers JSON and media files only, so its CSP forbids everything; the pages' CSP is the
 * shell's. Media may be embedded by the site's other origins.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
  },
  { name: 'helmet' },
);
