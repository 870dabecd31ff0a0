/** @jest-environment node */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { fragmentRoute } from '@site/contracts/rendering';
import { etagMatches, pagePolicy } from '../page-answers';
import { fakeRemote, ownerCookie, shellServer, type RemoteBehaviour } from './support';

const publicCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

describe('which pages may be kept', () => {
  it.each([
    ['/', 'public'],
    ['/about', 'public'],
    ['/blog', 'public'],
    ['/blog?page=2', 'public'],
    ['/blog?category=frameworks&page=3', 'public'],
    ['/blog/two-of-you-framework', 'public'],
    ['/calendar/strategy-call', 'public'],
    // One visitor's pages, the owner's back office, and public pages asked with a parameter they
    // do not read (it may be a token or a key).
    ['/checkout?package=single', 'private'],
    ['/consultation-success?payment_intent=pi_1', 'private'],
    ['/schedule/42?key=secret', 'private'],
    ['/questionnaire', 'private'],
    ['/questionnaire/42', 'private'],
    ['/admin', 'private'],
    ['/admin/bookings/42', 'private'],
    ['/blog?key=secret', 'private'],
    ['/newsletter/unsubscribe?token=abc', 'private'],
    ['/about?utm_source=mail', 'private'],
    ['/no-such-page', 'unrouted'],
  ])('%s is %s', (url, policy) => {
    expect(pagePolicy(url)).toBe(policy);
  });

  it.each([
    ['W/"abc"', 'W/"abc"', true],
    ['"abc"', 'W/"abc"', true],
    ['W/"x", W/"abc"', 'W/"abc"', true],
    ['*', 'W/"abc"', true],
    ['W/"abd"', 'W/"abc"', false],
    [undefined, 'W/"abc"', false],
  ])('If-None-Match %s against %s: %s', (header, etag, matches) => {
    expect(etagMatches(header, etag)).toBe(matches);
  });
});

describe('the page cache of the shell server', () => {
  const behaviour = { current: 'render' as RemoteBehaviour };
  let remote: FastifyInstance;
  let received: string[];
  let app: FastifyInstance;
  const renders = () => received.filter((url) => url === fragmentRoute).length;

  beforeAll(async () => {
    let url: string;
    ({ remote, url, received } = await fakeRemote(behaviour));
    app = await shellServer(url, { PAGE_CACHE_FRESH_MS: '60000' });
  });
  afterAll(async () => {
    await app.close();
    remote.server.closeAllConnections();
    await remote.close();
  });
  beforeEach(() => {
    behaviour.current = 'render';
    app.pageAnswers.invalidate();
  });

  it('renders a public page once, then answers it from memory with CDN headers and an ETag', async () => {
    const before = renders();
    const first = await app.inject({ url: '/blog?page=7' });
    const second = await app.inject({ url: '/blog?page=7' });
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(renders() - before).toBe(1);
    expect(second.body).toBe(first.body);
    for (const response of [first, second]) {
      expect(response.headers['cache-control']).toBe(publicCacheControl);
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.headers.etag).toMatch(/^W\/".+"$/);
    }
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('answers 304 to a matching If-None-Match, and the page to any other', async () => {
    const page = await app.inject({ url: '/blog?page=8' });
    const etag = page.headers.etag as string;
    const revalidated = await app.inject({
      url: '/blog?page=8',
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['cache-control']).toBe(publicCacheControl);
    const other = await app.inject({
      url: '/blog?page=8',
      headers: { 'if-none-match': 'W/"something-else"' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('keeps each encoding, compressed once, for the same page and ETag', async () => {
    const identity = await app.inject({
      url: '/blog?page=9',
      headers: { 'accept-encoding': 'identity' },
    });
    const br = await app.inject({ url: '/blog?page=9', headers: { 'accept-encoding': 'br' } });
    const gzip = await app.inject({
      url: '/blog?page=9',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(identity.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(identity.body);
    expect(new Set([identity, br, gzip].map((r) => r.headers.etag)).size).toBe(1);
  });

  it('answers a stale page at once after content changed, and the re-render after that', async () => {
    await app.inject({ url: '/blog?page=10' });
    const before = renders();
    app.pageAnswers.invalidate();
    const stale = await app.inject({ url: '/blog?page=10' });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['x-page-cache']).toBe('stale');
    await app.pageAnswers.settled();
    expect(renders() - before).toBe(1);
    const fresh = await app.inject({ url: '/blog?page=10' });
    expect(fresh.headers['x-page-cache']).toBe('hit');
    expect(renders() - before).toBe(1);
  });

  it('renders kept pages again as soon as a new content version is seen, so the next visitor reads it fresh', async () => {
    await app.inject({ url: '/blog?page=40' });
    const before = renders();
    app.pageAnswers.contentChanged();
    await app.pageAnswers.settled();
    expect(renders() - before).toBeGreaterThanOrEqual(1);
    const next = await app.inject({ url: '/blog?page=40' });
    expect(next.headers['x-page-cache']).toBe('hit');
  });

  it('keeps answering a kept page while its remote is down', async () => {
    const good = await app.inject({ url: '/blog?page=11' });
    behaviour.current = 'fail';
    app.pageAnswers.invalidate();
    await app.inject({ url: '/blog?page=11' });
    await app.pageAnswers.settled();
    const later = await app.inject({ url: '/blog?page=11' });
    expect(later.statusCode).toBe(200);
    expect(later.body).toBe(good.body);
    expect(later.body).not.toContain('data-page-rendered-in-browser');
  });

  it('keeps a post’s 404 too, and a page its remote did not render only until it renders it', async () => {
    const missing = await app.inject({ url: '/blog/no-such-post' });
    expect(missing.statusCode).toBe(404);
    expect((await app.inject({ url: '/blog/no-such-post' })).headers['x-page-cache']).toBe('hit');

    behaviour.current = 'fail';
    const degraded = await app.inject({ url: '/blog?page=12' });
    expect(degraded.body).toContain('data-page-rendered-in-browser');
    expect(degraded.headers['cache-control']).toBe('no-cache');
    behaviour.current = 'render';
    // The stand-in is answered at once while the page is rendered behind it, never to CDNs.
    const standIn = await app.inject({ url: '/blog?page=12' });
    expect(standIn.headers['x-page-cache']).toBe('stale');
    expect(standIn.headers['cache-control']).toBe('no-cache');
    await app.pageAnswers.settled();
    const rendered = await app.inject({ url: '/blog?page=12' });
    expect(rendered.headers['x-page-cache']).toBe('hit');
    expect(rendered.headers['cache-control']).toBe(publicCacheControl);
    expect(rendered.body).not.toContain('data-page-rendered-in-browser');
  });

  it.each([
    '/checkout?package=single',
    '/schedule/42?key=booking-secret-key',
    '/questionnaire/42',
    '/consultation-success?payment_intent=pi_123',
    '/admin',
    '/admin/bookings/42',
    '/blog?key=booking-secret-key',
  ])('never keeps %s: no-store, no ETag, rendered for each request', async (url) => {
    // The owner's pages as he sees them, signed in.
    const headers = { cookie: ownerCookie };
    const first = await app.inject({ url, headers });
    const second = await app.inject({ url, headers });
    for (const response of [first, second]) {
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.etag).toBeUndefined();
      expect(response.headers['x-page-cache']).toBeUndefined();
    }
  });

  it.each([
    ['/admin', '/admin/sign-in?next=%2Fadmin'],
    [
      '/admin/bookings/42?tab=sessions',
      '/admin/sign-in?next=%2Fadmin%2Fbookings%2F42%3Ftab%3Dsessions',
    ],
  ])(
    'sends a request for %s without the owner’s session cookie to sign in, rendering nothing',
    async (url, location) => {
      const before = renders();
      for (const cookie of [
        undefined,
        'site_booking=abc',
        'owner_session=',
        'owner_sessions=abc',
      ]) {
        const response = await app.inject({ url, headers: cookie ? { cookie } : {} });
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe(location);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      }
      expect(renders()).toBe(before);
    },
  );

  it.each(['owner_session=abc', 'theme=dark; __Host-owner_session=abc'])(
    'renders the owner’s page for a request with the session cookie (%s): the browser asks the API whether it is live',
    async (cookie) => {
      const response = await app.inject({ url: '/admin/bookings/42', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers.location).toBeUndefined();
    },
  );

  it('renders the sign-in page without the cookie', async () => {
    const response = await app.inject({ url: '/admin/sign-in?next=%2Fadmin' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('renders a page asked with a parameter it does not read for that request only', async () => {
    const before = renders();
    await app.inject({ url: '/blog?key=booking-secret-key' });
    await app.inject({ url: '/blog?key=booking-secret-key' });
    expect(renders() - before).toBe(2);
  });

  it('holds nothing of the visitor in a kept page: cookies and headers change nothing', async () => {
    const visitor = await app.inject({
      url: '/blog?page=13',
      headers: {
        cookie: 'site_booking=booking-cookie-secret; __Host-site_owner=owner-session-secret',
        authorization: 'Bearer token-secret',
        'accept-language': 'de-DE',
        'user-agent': 'Visitor Browser 1.0',
      },
    });
    const stranger = await app.inject({ url: '/blog?page=13' });
    expect(stranger.headers['x-page-cache']).toBe('hit');
    expect(stranger.body).toBe(visitor.body);
    for (const secret of [
      'booking-cookie-secret',
      'owner-session-secret',
      'token-secret',
      'de-DE',
      'Visitor Browser',
    ]) {
      expect(visitor.body).not.toContain(secret);
    }
    expect(visitor.headers['set-cookie']).toBeUndefined();
  });
});

describe('the page cache turned off', () => {
  it('renders every page for its request, revalidated each time', async () => {
    const behaviour = { current: 'render' as RemoteBehaviour };
    const { remote, url, received } = await fakeRemote(behaviour);
    const app = await shellServer(url, { PAGE_CACHE_BYTES: '0' });
    try {
      await app.inject({ url: '/blog' });
      const second = await app.inject({ url: '/blog' });
      expect(received.filter((path) => path === fragmentRoute)).toHaveLength(2);
      expect(second.headers['cache-control']).toBe('no-cache');
    } finally {
      await app.close();
      await remote.close();
    }
  });
});

describe('the cookies a page is rendered with', () => {
  const behaviour = { current: 'render' as RemoteBehaviour };
  let remote: FastifyInstance;
  let renderRequests: Array<{ url: string; cookie: string | undefined }>;
  let app: FastifyInstance;
  const bookingCookie = 'booking_7=booking-seven-secret';
  const browserCookies = `site_booking=booking-cookie-secret; ${ownerCookie}; booking_70=another-booking; ${bookingCookie}; theme=dark`;

  beforeAll(async () => {
    let url: string;
    ({ remote, url, renderRequests } = await fakeRemote(behaviour));
    // The one fake remote answers for every remote.
    app = await shellServer(url, {
      REMOTE_ADMIN_SERVER: url,
      REMOTE_BOOKING_SERVER: url,
      REMOTE_INTAKE_SERVER: url,
      PAGE_CACHE_FRESH_MS: '60000',
    });
  });
  afterAll(async () => {
    await app.close();
    remote.server.closeAllConnections();
    await remote.close();
  });

  const renderedWith = async (url: string) => {
    renderRequests.length = 0;
    await app.inject({ url, headers: { cookie: browserCookies } });
    expect(renderRequests.map((request) => request.url)).toEqual([url]);
    return renderRequests[0]!.cookie;
  };

  it.each([
    '/admin',
    '/admin/bookings?status=paid',
    '/admin/posts/3',
    '/admin/sign-in?next=%2Fadmin',
  ])(
    'sends the owner’s session cookie alone with %s, so his screen is drawn with his data',
    async (url) => {
      expect(await renderedWith(url)).toBe(ownerCookie);
    },
  );

  it.each(['/schedule/7', '/schedule/7?key=abc'])(
    'sends booking 7’s access cookie alone with %s, so the visitor’s booking is drawn on the server',
    async (url) => {
      expect(await renderedWith(url)).toBe(bookingCookie);
    },
  );

  it('sends the portal’s signed-in hint alone with /portal, never the portal’s session', async () => {
    renderRequests.length = 0;
    await app.inject({
      url: '/portal',
      headers: {
        cookie: `client_session=portal-session-secret; ${browserCookies}; portal_signed_in=1`,
      },
    });
    expect(renderRequests.map((request) => request.cookie)).toEqual(['portal_signed_in=1']);
    // Without the hint: nothing, and the page draws its sign-in form.
    expect(await renderedWith('/portal')).toBeUndefined();
  });

  it.each([
    '/blog?page=14',
    '/blog?key=booking-secret-key',
    '/schedule/8',
    '/questionnaire',
    '/questionnaire/7',
    '/checkout?package=single',
    '/consultation-success?bookingId=7',
  ])('sends no cookie with %s', async (url) => {
    expect(await renderedWith(url)).toBeUndefined();
  });
});
