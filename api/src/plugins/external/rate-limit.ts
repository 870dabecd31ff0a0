import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/**
 * Registered without a global limit: every POST route sets `config.rateLimit` from
 * app.config.rateLimit (a test checks that none is missing). Keyed by client IP; behind the
 * shell's proxy that is X-Forwarded-For, trusted per TRUST_PROXY.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        message: `Too many requests. Please wait ${context.after} and try again.`,
      }),
    });
  },
  { name: 'rate-limit' },
);
