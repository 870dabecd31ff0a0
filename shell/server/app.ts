import Fastify from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { remoteMountPath, remotes, robotsDisallowedPrefixes } from '@site/contracts/registry';
import { fragmentRoute } from '@site/contracts/rendering';
import { paths } from '@site/contracts/routes';
import { registerStaticSite } from '@site/static-server/static-site';
import { noCache } from '@site/static-server/cache-control';
import type { ShellServerConfig } from './config';
import { contentSecurityPolicy } from './content-security-policy';
import { apiHeadersFor } from './forwarded-for';
import { shellLoggerOptions } from './log-redaction';
import { createPageRenderer } from './render-page';
import { fetchBlogPosts, renderSitemap } from './sitemap';

const apiUnavailable = {
  message: 'The service is temporarily unavailable. Please try again in a moment.',
};

/**
 * The site's front door, one origin for visitors: pages composed and server-rendered here,
 * /api/* proxied to the API, /remotes/<name>/* proxied to each remote's own server, the shell's
 * own files, /runtime-config.json, /sitemap.xml and /robots.txt. Every text answer is compressed.
 */
export async function buildShellServer(config: ShellServerConfig, logger = false) {
  const app = Fastify({
    // Booking keys in URLs, cookies and authorization headers never reach a log line.
    logger: logger ? shellLoggerOptions : false,
    // Only a proxy the owner declared (TRUST_PROXY) may tell the visitor's scheme and host, which
    // decide the absolute URLs of the remotes' files in the page.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
  });
  await app.register(compress, { encodings: ['br', 'gzip'] });

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
        void reply.code(503).send(apiUnavailable);
      },
    },
  });

  // Each remote's files under the site's own origin: one connection, no CORS, one CSP origin.
  for (const remote of remotes) {
    await app.register(proxy, {
      upstream: config.remoteServers[remote.name],
      prefix: remoteMountPath(remote.name),
      rewritePrefix: '',
      // The render route is for the shell's server only.
      preHandler: async (request, reply) => {
        if (request.url.split('?')[0]!.endsWith(fragmentRoute)) {
          return reply.code(404).send({ message: 'Not found' });
        }
      },
      replyOptions: {
        onError(reply, { error }) {
          reply.log.error({ err: error, remote: remote.name }, 'remote server unreachable');
          void reply.code(503).send(apiUnavailable);
        },
      },
    });
  }

  app.get('/runtime-config.json', async (_request, reply) =>
    reply.header('Cache-Control', noCache).send(config.runtime),
  );

  app.get(paths.sitemap, async (_request, reply) => {
    const posts = await fetchBlogPosts(config.apiUrl);
    return reply
      .type('application/xml')
      .header('Cache-Control', 'public, max-age=3600')
      .send(renderSitemap(config.runtime.siteOrigin, posts));
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain')
      .header('Cache-Control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Disallow: /api/',
          ...robotsDisallowedPrefixes.map((prefix) => `Disallow: ${prefix}`),
          '',
          `Sitemap: ${new URL(paths.sitemap, config.runtime.siteOrigin)}`,
          '',
        ].join('\n'),
      ),
  );

  // Favicon, link-preview card: files kept as they are, beside the build.
  await app.register(fastifyStatic, {
    root: config.publicDir,
    prefix: '/',
    decorateReply: false,
    wildcard: false,
    // `/` is a page, answered below, never a folder's index.
    index: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('Cache-Control', 'public, max-age=86400'),
  });

  const renderPage = createPageRenderer(config, app.log);
  await registerStaticSite(app, {
    root: config.distDir,
    async page(request, reply) {
      const page = await renderPage(request.url, `${request.protocol}://${request.host}`);
      return reply
        .code(page.status)
        .header('Cache-Control', noCache)
        .type('text/html; charset=utf-8')
        .send(page.html);
    },
  });
  return app;
}
