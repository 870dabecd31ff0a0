import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { constants as zlib } from 'node:zlib';
import { remoteMountPath, remotes } from '@site/contracts/registry';
import { paths } from '@site/contracts/routes';
import { isSiteHost } from '@site/contracts/site-origins';
import { siteLoggerOptions } from '@site/contracts/log-redaction';
import {
  answerClientError,
  errorPageHtml,
  isApiPath,
  transportErrorMessages,
  type TransportErrorStatus,
} from '@site/contracts/http-errors';
import { registerStaticSite } from '@site/static-server/static-site';
import { noCache } from '@site/static-server/cache-control';
import type { ShellServerConfig } from './config';
import { contentSecurityPolicy } from './content-security-policy';
import { apiHeadersFor } from './forwarded-for';
import { createPageAnswers } from './page-answers';
import { createPageRenderer } from './render-page';
import { createSettingsSource } from './site-settings-source';
import { decodesCleanly, namesRenderRoute, validHost } from './request-guards';
import { renderRobotsTxt } from './robots';
import { fetchBlogPosts, renderSitemap } from './sitemap';

declare module 'fastify' {
  interface FastifyInstance {
    /** The page cache and how pages are answered (tests look inside). */
    pageAnswers: ReturnType<typeof createPageAnswers>;
  }
}

const apiUnavailable = {
  message: 'The service is temporarily unavailable. Please try again in a moment.',
};
const malformedAddress = {
  message: 'This address is not valid: its percent-encoding is malformed.',
};
const invalidHost = { message: 'Bad request: the Host header is not a valid host name.' };

/**
 * Where a request whose path is not valid percent-encoding is routed instead of the router's
 * raw error: the 404 page for a page, a JSON message for /api.
 */
const malformedUrlPath = '/__malformed-url';

/** A page request: GET or HEAD of a path without a file extension, outside /api and /remotes. */
function isPageRequest(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '';
  return (
    ['GET', 'HEAD'].includes(request.method) &&
    !isApiPath(request.url) &&
    !pathname.startsWith('/remotes/') &&
    !/\.[^/]*$/.test(pathname)
  );
}

const badRequestPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Bad request</title></head>
<body><h1>Bad request</h1><p>This request could not be understood. Please check the address and try again.</p></body>
</html>
`;

function answerInvalidHost(request: FastifyRequest, reply: FastifyReply) {
  void reply.code(400).header('Cache-Control', 'no-store');
  return isPageRequest(request)
    ? reply.type('text/html; charset=utf-8').send(badRequestPage)
    : reply.send(invalidHost);
}

/**
 * The site's front door, one origin for visitors: pages composed and server-rendered here,
 * /api/* proxied to the API, /remotes/<name>/* proxied to each remote's own server, the shell's
 * own files, /runtime-config.json, /sitemap.xml and /robots.txt. Every text answer is compressed.
 */
export async function buildShellServer(
  config: ShellServerConfig,
  /** Logs on (to stdout, or `stream`), or none (false, for tests). */
  logger: false | { stream?: { write(line: string): void } } = false,
) {
  const app = Fastify({
    // Booking keys and tokens in URLs, cookies and authorization headers never reach a log line.
    logger: logger && {
      ...siteLoggerOptions(),
      ...(logger.stream ? { stream: logger.stream } : {}),
    },
    // Only a proxy the owner declared (TRUST_PROXY) may tell the visitor's scheme and host.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    // A path that is not valid percent-encoding gets the site's answer, not the router's error.
    rewriteUrl: (request) => {
      const url = request.url ?? '/';
      return decodesCleanly(url) ? url : malformedUrlPath;
    },
    // Anything else the router refuses (an over-long path segment, say): the site's answer,
    // never the framework's error object.
    frameworkErrors: (error, request, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      const answer = (reply as FastifyReply).code(status).header('Cache-Control', 'no-store');
      if (isPageRequest(request as FastifyRequest)) {
        void answer.type('text/html; charset=utf-8').send(errorPageHtml(status));
      } else {
        void answer.send(
          status === 414 ? { message: transportErrorMessages[414] } : malformedAddress,
        );
      }
    },
    // Refused before routing (headers too large or too slow, bytes that are not HTTP): the same
    // answers, never Node's raw ones.
    clientErrorHandler: answerClientError(true),
  });

  /**
   * Errors of this server's own handling (the API proxy refusing a path with `..`, a body too
   * large): `{ message }` for /api and every other non-page request, the site's error page for a
   * page.
   */
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const code = error.statusCode ?? 500;
    const status: TransportErrorStatus =
      code in transportErrorMessages ? (code as TransportErrorStatus) : code < 500 ? 400 : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    void reply.code(status).header('Cache-Control', 'no-store');
    return isPageRequest(request)
      ? reply.type('text/html; charset=utf-8').send(errorPageHtml(status))
      : reply
          .type('application/json; charset=utf-8')
          .send({ message: transportErrorMessages[status] });
  });

  const origins = { siteOrigin: config.runtime.siteOrigin, siteAliases: config.siteAliases };
  app.addHook('onRequest', async (request, reply) => {
    // A request without a valid Host is malformed (HTTP requires 400); nothing else is done with it.
    if (!validHost(request.host)) return answerInvalidHost(request, reply);
    // A page asked on a host the site is not served at (another port, an IP address, an old
    // domain) moves to the same path on the site's origin, where the owner's cookie and the API's
    // origin checks work: 308 keeps the method.
    if (isPageRequest(request) && !isSiteHost(origins, request.protocol, request.host)) {
      return reply
        .header('Cache-Control', 'no-store')
        .redirect(`${config.runtime.siteOrigin}${request.originalUrl}`, 308);
    }
    // The remotes' render route is internal, whatever encoding, case or dot segments name it.
    // (The 404 handler itself answers such a request as it is.)
    if (!request.is404 && namesRenderRoute(request.originalUrl ?? request.url)) {
      return reply.callNotFound();
    }
  });

  // What is compressed per request: the pages no cache may keep (the owner's, a booking's) and
  // the small answers. Brotli's quality 5 instead of the plugin's 4: a page about 6 % smaller (the
  // owner's post editor, 75 KB of HTML: 15.2 KB at 4, 14.3 KB at 5) for about a millisecond more.
  // Pages kept in the page cache are compressed once, harder (see page-cache.ts).
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: 5,
      },
    },
  });

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
      // Files only: nothing a visitor sends reaches a remote's other routes (its render route
      // answers POST, and only to the shell's server, which sends the shared secret).
      httpMethods: ['GET', 'HEAD'],
      replyOptions: {
        onError(reply, { error }) {
          reply.log.error({ err: error, remote: remote.name }, 'remote server unreachable');
          void reply.code(503).send(apiUnavailable);
        },
      },
    });
  }

  // The environment's settings with the owner's from the back office on top.
  const settings = createSettingsSource(config.apiUrl, config.runtime, app.log);
  app.get('/runtime-config.json', async (_request, reply) =>
    reply.header('Cache-Control', noCache).send(await settings.current()),
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
      .send(renderRobotsTxt(config.runtime.siteOrigin)),
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

  const renderPage = createPageRenderer(config, app.log, settings);
  const pageAnswers = createPageAnswers(config, renderPage, app.log);
  app.decorate('pageAnswers', pageAnswers);
  app.addHook('onReady', async () => pageAnswers.start());
  app.addHook('onClose', async () => pageAnswers.stop());
  const sendPage = (
    reply: FastifyReply,
    page: { status: number; html: string; private?: boolean; location?: string },
  ) =>
    (page.location === undefined ? reply : reply.header('Location', page.location))
      .code(page.status)
      .header('Cache-Control', page.private ? 'no-store' : noCache)
      .type('text/html; charset=utf-8')
      .send(page.html);

  app.all(malformedUrlPath, async (request, reply) => {
    const original = request.originalUrl ?? request.url;
    if (isApiPath(original)) {
      return reply.code(400).header('Cache-Control', 'no-store').send(malformedAddress);
    }
    if (!['GET', 'HEAD'].includes(request.method)) {
      return reply.code(404).send({ message: 'Not found' });
    }
    return sendPage(
      reply,
      await renderPage({ url: original, origin: pageOrigin(request), notFound: true }),
    );
  });

  /**
   * The origin absolute URLs in a page are written on: the request's own when it is one the site
   * is configured to answer at (SITE_ORIGIN, SITE_ALIASES), else SITE_ORIGIN. Never a value taken
   * from the request: a forged Host changes nothing in the page.
   */
  const siteOrigin = new URL(config.runtime.siteOrigin).origin;
  const knownOrigins = new Set([siteOrigin, ...config.siteAliases]);
  function pageOrigin(request: FastifyRequest): string {
    const origin = URL.parse(`${request.protocol}://${request.host}`)?.origin;
    return origin !== undefined && knownOrigins.has(origin) ? origin : siteOrigin;
  }

  const answerPage = (request: FastifyRequest, reply: FastifyReply) =>
    pageAnswers.answer(request, reply, pageOrigin(request));
  await registerStaticSite(app, { root: config.distDir, page: answerPage });
  // The registry's pages go straight to their answer, without first looking for a file of that
  // name (three look-ups on disk per request); any other path still ends at the page answer.
  for (const path of new Set(remotes.flatMap((remote) => remote.routes.map((r) => r.path)))) {
    app.get(path, answerPage);
  }
  return app;
}
