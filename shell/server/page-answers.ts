import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { bookingAccessCookies, bookingPageId } from '@site/contracts/booking-access';
import { portalHintCookies } from '@site/contracts/client-portal';
import { redactUrl } from '@site/contracts/log-redaction';
import {
  hasOwnerSessionCookie,
  ownerSessionCookies,
  signInPath,
} from '@site/contracts/owner-session';
import { paths } from '@site/contracts/routes';
import { noCache } from '@site/static-server/cache-control';
import type { ShellServerConfig } from './config';
import { watchContentVersion } from './content-version';
import { createPageCache, negotiateEncoding } from './page-cache';
import { routeFor, type createPageRenderer } from './render-page';

type RenderPage = ReturnType<typeof createPageRenderer>;

/**
 * How a page may be kept:
 * - `public`: the same HTML for every visitor (a public route, with no query parameter but those
 *   its page reads): kept by the shell's page cache, and by browsers, proxies and CDNs under
 *   `publicPageCacheControl`, with an ETag.
 * - `private`: one visitor's page (a booking, a payment, answers), the owner's back office, or a
 *   public page asked with a parameter it does not read (a token, a key): never kept anywhere
 *   (`no-store`).
 * - `unrouted`: a path no route has (the 404 page): revalidated each time, not kept here.
 */
export type PagePolicy = 'public' | 'private' | 'unrouted';

/** Routes found per path, so a cached page's request matches the registry once (bounded). */
const routeByPath = new Map<string, ReturnType<typeof routeFor> | null>();

function cachedRouteFor(pathname: string) {
  let match = routeByPath.get(pathname);
  if (match === undefined) {
    if (routeByPath.size >= 2000) routeByPath.clear();
    match = routeFor(pathname) ?? null;
    routeByPath.set(pathname, match);
  }
  return match ?? undefined;
}

export function pagePolicy(url: string): PagePolicy {
  const [pathname = '/', search = ''] = url.split('?', 2);
  const match = cachedRouteFor(pathname);
  if (!match) return 'unrouted';
  if (match.route.private || match.route.visitorData) return 'private';
  const allowed = match.route.query ?? [];
  for (const name of new URLSearchParams(search).keys()) {
    if (!allowed.includes(name)) return 'private';
  }
  return 'public';
}

/**
 * Where to send a request for one of the owner's pages that carries no owner session cookie: the
 * sign-in page, coming back to the page after. Null when the page is not the owner's alone or the
 * cookie is there (whether its session is live, the page asks the API in the browser).
 */
export function signInRedirect(url: string, cookieHeader: string | undefined): string | null {
  if (!isSignedInPage(url)) return null;
  return hasOwnerSessionCookie(cookieHeader) ? null : signInPath(url);
}

/** The path of a page's URL (without its query). */
const pathOf = (url: string) => url.split('?', 1)[0] ?? '/';

/** Whether the page at `url` is one only the signed-in owner sees (the registry's `signedIn`). */
function isSignedInPage(url: string): boolean {
  return cachedRouteFor(pathOf(url))?.route.signedIn === true;
}

/**
 * The cookies a page's remote may render it with, so the server draws one person's page with his
 * data: the owner's session cookie on the back office's pages (the sign-in page too: without one
 * he is certainly signed out, and the form is drawn at once), a booking's access cookie on that
 * booking's scheduling page, and the portal's signed-in hint (never its session) on the portal,
 * which without it draws its sign-in form at once. Nothing for any other page, and no other
 * cookie the browser sent.
 */
export function renderCookies(url: string, cookieHeader: string | undefined): string | undefined {
  const pathname = pathOf(url);
  const route = cachedRouteFor(pathname)?.route;
  if (route?.private === true) return ownerSessionCookies(cookieHeader);
  if (pathname === paths.portal) return portalHintCookies(cookieHeader);
  const bookingId = route?.visitorData === true ? bookingPageId(pathname) : null;
  return bookingId === null ? undefined : bookingAccessCookies(cookieHeader, bookingId);
}

/** Whether an If-None-Match header names `etag` (weak comparison, as for GET). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Answers page requests: public pages from the page cache (stale-while-revalidate, invalidated
 * when the content version moves), each encoding compressed once, with an ETag and 304; every
 * other page rendered for its request. The page's HTML depends only on its URL and the origin it
 * is written for (never on cookies or other headers), which is the cache's key; the encoding is
 * the one request header that changes the bytes (`Vary: Accept-Encoding`).
 */
export function createPageAnswers(
  config: ShellServerConfig,
  renderPage: RenderPage,
  log: FastifyBaseLogger,
) {
  const cacheOn = config.pageCache.maxBytes > 0;
  const cache = createPageCache({
    maxBytes: config.pageCache.maxBytes,
    freshMs: config.pageCache.freshMs,
    onRefreshError: (key, error) =>
      log.warn({ err: error, url: redactUrl(key.split('\n')[1] ?? '') }, 'page not re-rendered'),
  });
  const settleTimers = new Set<NodeJS.Timeout>();
  // Content changed: every kept page is stale and is rendered again at once, behind the answers.
  const contentChanged = () => {
    cache.invalidate();
    cache.refreshKept();
  };
  const watch = watchContentVersion({
    apiUrl: config.apiUrl,
    intervalMs: Math.max(config.pageCache.pollMs, 1),
    onChange: (version) => {
      log.info({ contentVersion: version }, 'content changed; cached pages are re-rendered');
      contentChanged();
      // Other API replicas see the new version within their own poll: pages re-rendered in
      // that moment may still hold the old content, so every page is refreshed once more.
      const timer = setTimeout(() => {
        settleTimers.delete(timer);
        contentChanged();
      }, 2 * config.pageCache.pollMs);
      timer.unref();
      settleTimers.add(timer);
    },
  });

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    page: {
      status: number;
      etag: string;
      outcome: string;
      location?: string;
      body: (encoding: 'br' | 'gzip' | 'identity') => Promise<Buffer>;
    },
    cacheControl: string,
  ) {
    void reply
      .code(page.status)
      .header('Cache-Control', cacheControl)
      .header('ETag', page.etag)
      .header('Vary', 'Accept-Encoding')
      .header('X-Page-Cache', page.outcome)
      .type('text/html; charset=utf-8');
    if (page.location !== undefined) void reply.header('Location', page.location);
    if (page.status === 200 && etagMatches(request.headers['if-none-match'], page.etag)) {
      return reply.code(304).send();
    }
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    const body = await page.body(encoding);
    // Already compressed: the compression plugin leaves an answer with Content-Encoding alone.
    if (encoding !== 'identity') void reply.header('Content-Encoding', encoding);
    return reply.send(body);
  }

  return {
    policy: pagePolicy,

    async answer(request: FastifyRequest, reply: FastifyReply, origin: string) {
      const url = request.url;
      const policy = pagePolicy(url);
      const contentVersion = watch.current();
      if (policy === 'private') {
        const signIn = signInRedirect(url, request.headers.cookie);
        if (signIn !== null) {
          return reply
            .code(303)
            .header('Location', signIn)
            .header('Cache-Control', 'no-store')
            .header('X-Robots-Tag', 'noindex, nofollow')
            .send();
        }
      }
      if (policy !== 'public' || !cacheOn) {
        const cookie =
          policy === 'private' ? renderCookies(url, request.headers.cookie) : undefined;
        const page = await renderPage({ url, origin, contentVersion, cookie });
        // The owner's back office: never indexed either.
        if (page.private) void reply.header('X-Robots-Tag', 'noindex, nofollow');
        if (page.location !== undefined) void reply.header('Location', page.location);
        return reply
          .code(page.status)
          .header('Cache-Control', policy === 'unrouted' || !cacheOn ? noCache : 'no-store')
          .type('text/html; charset=utf-8')
          .send(page.html);
      }
      const page = await cache.get(`${origin}\n${url}`, async (reason) => {
        const rendered = await renderPage({
          url,
          origin,
          contentVersion: watch.current(),
          ...(reason === 'refresh' ? { timeoutMs: config.pageCache.refreshTimeoutMs } : {}),
        });
        return {
          status: rendered.status,
          html: rendered.html,
          ...(rendered.location === undefined ? {} : { location: rendered.location }),
          cacheable: [200, 301, 404].includes(rendered.status),
          // A page its remote did not render in time is a stand-in: answered until a re-render
          // (with more time, behind the answer) replaces it; never kept by shared caches.
          provisional: rendered.degraded,
        };
      });
      return send(
        request,
        reply,
        page,
        page.outcome === 'uncacheable' || page.provisional
          ? noCache
          : config.publicPageCacheControl,
      );
    },

    /** Follows the content version (when polling is on). */
    start() {
      if (config.pageCache.pollMs > 0 && cacheOn) void watch.start();
    },
    stop() {
      watch.stop();
      for (const timer of settleTimers) clearTimeout(timer);
    },
    /** Content changed: kept pages are stale, each re-rendered behind its next answer. */
    invalidate: () => cache.invalidate(),
    /** What a poll that sees a new version does: kept pages stale, and re-rendered at once. */
    contentChanged,
    /** Resolves once the re-renders behind stale answers have ended. */
    settled: () => cache.settled(),
    stats: () => cache.stats(),
  };
}
