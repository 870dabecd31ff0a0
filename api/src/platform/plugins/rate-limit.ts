import rateLimit from '@fastify/rate-limit';
import type { HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import { databaseStore } from './rate-limit-store';

export interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, as the server will answer it. */
    registeredRoutes: RegisteredRoute[];
  }
}

/**
 * Registered without a global limit: every POST route sets `config.rateLimit` from
 * app.config.rateLimit, and a POST route without one stops the app at boot. Keyed by the client
 * address: the socket's, or X-Forwarded-For when the request comes from a proxy listed in
 * TRUST_PROXY (the shell's server, which replaces any value a visitor sent). The counters live in
 * the database (table rate_limit_counters), so a limit holds across every API replica.
 */
export default fp(
  async (app) => {
    const routes: RegisteredRoute[] = [];
    app.decorate('registeredRoutes', routes);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        routes.push({ method, url: route.url });
        const config = route.config as { rateLimit?: unknown } | undefined;
        if (method === 'POST' && config?.rateLimit === undefined) {
          throw new Error(`POST ${route.url} has no rate limit (config.rateLimit)`);
        }
      }
    });
    await app.register(rateLimit, {
      global: false,
      // The database is registered after this plugin; counters are first used by a request.
      store: databaseStore({
        counters: () => app.repos.rateLimitCounters,
        cleanupEveryMs: 60_000,
        onCleanupError: (error) =>
          app.log.warn({ err: error }, 'expired rate-limit counters not removed'),
      }),
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        message: `Too many requests. Please wait ${context.after} and try again.`,
      }),
    });
  },
  { name: 'rate-limit' },
);
