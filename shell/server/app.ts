import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import proxy from '@fastify/http-proxy';
import { registerStaticSite } from '@site/static-server/static-site';
import { noCache } from '@site/static-server/cache-control';
import type { ShellServerConfig } from './config';
import { contentSecurityPolicy } from './content-security-policy';
import { apiHeadersFor } from './forwarded-for';
import { fetchBlogSlugs, renderSitemap } from './sitemap';

/**
 * The site's front door: the shell's static build, /runtime-config.json from the environment,
 * /api/* proxied to the API (so the browser calls its own origin and cookies just work) and
 * /sitemap.xml.
 */
export async function buildShellServer(config: ShellServerConfig, logger = false) {
  const app = Fastify({ logger, trustProxy: true });

  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config.runtime) },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(proxy, {
    upstream: config.apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    replyOptions: {
      // The API rate-limits by X-Forwarded-For from this server: the visitor's real address,
      // never a value the visitor wrote; no Expect header (already answered here).
      rewriteRequestHeaders: (request, headers) =>
        apiHeadersFor(config.trustedProxies, request.socket.remoteAddress, headers),
      // The API is down or restarting: answer like the API does ({ message }), without internals.
      onError(reply, { error }) {
        reply.log.error({ err: error }, 'API unreachable');
        void reply.code(503).send({
          message: 'The service is temporarily unavailable. Please try again in a moment.',
        });
      },
    },
  });

  app.get('/runtime-config.json', async (_request, reply) =>
    reply.header('Cache-Control', noCache).send(config.runtime),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const slugs = await fetchBlogSlugs(config.apiUrl);
    return reply
      .type('application/xml')
      .header('Cache-Control', 'public, max-age=3600')
      .send(renderSitemap(config.runtime.siteOrigin, slugs));
  });

  await registerStaticSite(app, { root: config.distDir, spaFallback: true });
  return app;
}
