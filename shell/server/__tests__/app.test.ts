/** @jest-environment node */
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { fragmentRoute, fragmentSecretHeader } from '@site/contracts/rendering';
import { afterPaintHintsId } from '../document';
import {
  fakeRemote,
  fragmentSecret,
  ownerCookie,
  shellServer as buildShell,
  type RemoteBehaviour,
} from './support';

/**
 * A page's hints held until its script starts (inside the template the start script moves into
 * the head), and the rest of its HTML.
 */
function afterPaintHints(html: string) {
  const pattern = new RegExp(`<template id="${afterPaintHintsId}">(.*?)</template>`);
  return { held: pattern.exec(html)?.[1] ?? '', rest: html.replace(pattern, '') };
}

describe('the shell server', () => {
  const behaviour = { current: 'render' as RemoteBehaviour };
  let remote: FastifyInstance;
  let remoteUrl: string;
  let app: FastifyInstance;

  const shellServer = (env: Record<string, string> = {}) => buildShell(remoteUrl, env);

  beforeAll(async () => {
    ({ remote, url: remoteUrl } = await fakeRemote(behaviour));
  });
  afterAll(async () => {
    // Keep-alive sockets of the shell's fetch would hold the fake remote's close open.
    remote.server.closeAllConnections();
    await remote.close();
  });
  beforeEach(async () => {
    behaviour.current = 'render';
    app = await shellServer();
  });
  afterEach(() => app.close());

  it('serves a page rendered by its remote inside its own chrome, with the head written from the page', async () => {
    const response = await app.inject({ url: '/blog', headers: { host: 'www.example.com' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
    const html = response.body;
    expect(html).toContain(
      '<header>Sam Doe</header><main><!--$--><h1>INSIGHTS FOR AUTHENTICITY</h1>',
    );
    expect(html).toContain('<title>Blog | Insights</title>');
    expect(html).toContain('<meta name="description" content="Articles &amp; guides">');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/blog">');
    expect(html).toContain('<meta property="og:url" content="https://www.example.com/blog">');
    expect(html).toContain(
      '<meta property="og:image" content="https://www.example.com/social-card.png">',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).not.toContain('name="robots"');
    // Styles of the chrome and of the page, and the page's data for hydration.
    expect(html).toContain('<style data-styled="active">.chrome{color:navy}</style>');
    expect(html).toContain('<style data-page-styles>.page{color:gold}</style>');
    expect(html).toMatch(
      /<script type="application\/json" id="site-query-state">.*blog.*<\/script>/,
    );
    const config = /<script type="application\/json" id="site-runtime-config">(.*)<\/script>/.exec(
      html,
    )?.[1];
    expect(JSON.parse(config ?? '{}')).toMatchObject({
      coachName: 'Sam Doe',
      remotes: { blog: '/remotes/blog' },
    });
  });

  it('hints the files the page’s script needs, held until the page is shown: the shell’s start chunks, the remote’s entry, routes, manifest and the page’s code, nothing more', async () => {
    const html = (await app.inject({ url: '/blog', headers: { host: 'www.example.com' } })).body;
    const { held, rest } = afterPaintHints(html);
    for (const href of [
      '/696.0123456789.js',
      '/remotes/blog/remoteEntry.js',
      '/remotes/blog/__federation_expose_routes.abc.js',
    ]) {
      expect(held).toContain(`<link rel="preload" as="script" href="${href}">`);
    }
    // The page's own code, as its remote asked for it.
    expect(held).toContain(
      '<link rel="preload" href="https://www.example.com/remotes/blog/blog-list-page.0a1b2c3d4e.js" as="script"/>',
    );
    // The remote's manifest, as the federation runtime fetches it (no cookies).
    expect(held).toContain(
      '<link rel="preload" as="fetch" href="/remotes/blog/mf-manifest.json" crossorigin>',
    );
    // None of them fetched before the first paint: only what that paint draws (the hero image).
    expect(rest).not.toMatch(/as="(script|fetch)"/);
    expect(rest).toContain(
      '<link rel="preload" as="image" href="https://www.example.com/remotes/blog/assets/hero.webp">',
    );
    // Not the remote's own copies of shared libraries: the page uses the shell's.
    expect(html).not.toContain('/remotes/blog/176.def.js');
    // Not the shell's entry either: the page starts it after its first frame (below).
    expect(html).not.toMatch(/<link rel="preload" as="script" href="\/main\.js"/);
  });

  it('starts the shell’s entry only after the page has loaded and painted, with an inline script its CSP allows by hash', async () => {
    const response = await app.inject({ url: '/blog' });
    const html = response.body;
    // No script tag for main.js in the HTML: a deferred script would run ahead of the first frame.
    expect(html).not.toMatch(/<script[^>]*src="\/main\.js"/);
    const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1]);
    expect(inline).toHaveLength(1);
    expect(inline[0]).toContain("s.src='/main.js'");
    expect(inline[0]).toMatch(/requestAnimationFrame\(function\(\)\{requestAnimationFrame/);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    expect(response.headers['content-security-policy']).toContain(
      `script-src 'self' 'sha256-${hash}'`,
    );
    expect(response.headers['content-security-policy']).not.toContain("'unsafe-inline' ");
  });

  it.each([['the checkout, whose card form the browser draws', '/checkout?package=single']])(
    'fetches the shell’s entry at once on %s (%s), which needs it soon, and still runs it after the first paint',
    async (_what, url) => {
      // Their remotes render them (here the fake remote answers for both).
      const rendered = await shellServer({
        REMOTE_BOOKING_SERVER: remoteUrl,
        REMOTE_ADMIN_SERVER: remoteUrl,
      });
      const html = (await rendered.inject({ url })).body;
      await rendered.close();
      // At low priority: the fonts and the page's own code go first.
      expect(html).toContain(
        '<link rel="preload" as="script" href="/main.js" fetchpriority="low">',
      );
      // And the remote's manifest, which the federation runtime reads (no cookies) before it
      // loads the page's code: one round trip fewer before the content.
      const remote = url.startsWith('/admin') ? 'admin' : 'booking';
      expect(html).toContain(
        `<link rel="preload" as="fetch" href="/remotes/${remote}/mf-manifest.json" crossorigin>`,
      );
      // In the head as it arrives, not held until the page is shown.
      expect(afterPaintHints(html).held).toBe('');
      expect(html).not.toMatch(/<script[^>]*src="\/main\.js"/);
      expect(html).toMatch(/<script>\(function\(\)\{var started=0,/);
    },
  );

  it.each([
    ['the back office, drawn with the owner’s data', '/admin', ownerCookie],
    ['the sign-in form, drawn for a browser without his session', '/admin/sign-in', undefined],
    ['a visitor’s booking, drawn with its cookie', '/schedule/12', undefined],
    ['the questionnaire', '/questionnaire/12', undefined],
    [
      'the portal, drawn with its sign-in form for a browser without a session',
      '/portal',
      undefined,
    ],
  ])(
    'leaves the bandwidth to the first paint on %s (%s): its entry starts after it',
    async (_what, url, cookie) => {
      const rendered = await shellServer({
        REMOTE_ADMIN_SERVER: remoteUrl,
        REMOTE_BOOKING_SERVER: remoteUrl,
        REMOTE_INTAKE_SERVER: remoteUrl,
      });
      // Signed in: without the owner's cookie the back office sends its visitor to sign in.
      const html = (await rendered.inject({ url, headers: cookie ? { cookie } : {} })).body;
      await rendered.close();
      expect(html).not.toMatch(/<link rel="preload" as="script" href="\/main\.js"/);
      // The files its script asks for are hinted only once it starts.
      const { held, rest } = afterPaintHints(html);
      expect(held).toContain('mf-manifest.json');
      expect(rest).not.toMatch(/as="(script|fetch)"/);
      expect(html).not.toMatch(/<script[^>]*src="\/main\.js"/);
      expect(html).toMatch(/<script>\(function\(\)\{var started=0,/);
    },
  );

  it('loads the shell’s entry as a deferred script on a page its remote could not render, which needs it to show anything', async () => {
    const html = (await app.inject({ url: '/about' })).body;
    expect(html).toContain('<script defer src="/main.js"></script>');
    expect(html).not.toMatch(/<script>/);
  });

  it('starts the shell’s entry after the page is shown on the 404 page, which its first HTML holds whole', async () => {
    const html = (await app.inject({ url: '/no-such-page' })).body;
    expect(html).not.toContain('<script defer src="/main.js"></script>');
    expect(html).toMatch(/<script>\(function\(\)\{var started=0,/);
  });

  it('preloads the heading face from the site’s own origin and caches it for a year', async () => {
    const html = (await app.inject({ url: '/blog' })).body;
    const font = '/assets/lora-latin-wght-normal.0123456789.woff2';
    expect(html).toContain(
      `<link rel="preload" as="font" type="font/woff2" href="${font}" crossorigin>`,
    );
    // The @font-face rules sit in a style of their own, ahead of styled-components' sheet.
    expect(html).toMatch(
      /<style data-fonts>@font-face\{[^<]*lora-latin-wght-normal[^<]*<\/style><style data-styled/,
    );
    const file = await app.inject({ url: font });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('font/woff2');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('passes the remote the absolute base its files load from: on the site’s origin', async () => {
    const html = (await app.inject({ url: '/blog' })).body;
    expect(html).toContain('<img src="https://www.example.com/remotes/blog/assets/hero.webp"');
    expect(html).toContain(
      '<link rel="preload" as="image" href="https://www.example.com/remotes/blog/assets/hero.webp">',
    );
  });

  it.each([
    ['another host', 'site.test:8443', '/blog?page=2'],
    ['the site’s host on another port', 'www.example.com:3000', '/admin/sign-in?next=%2Fadmin'],
    ['an IP address', '127.0.0.1:3000', '/'],
  ])(
    'redirects a page asked on %s (308) to the same path and query on the site’s origin',
    async (_case, host, url) => {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await app.inject({ method, url, headers: { host } });
        expect(response.statusCode).toBe(308);
        expect(response.headers.location).toBe(`https://www.example.com${url}`);
        expect(response.headers['cache-control']).toBe('no-store');
      }
    },
  );

  it('serves a page on an alias and on the site’s own host, and redirects no file or API call', async () => {
    const aliased = await shellServer({ SITE_ALIASES: 'http://127.0.0.1:3000' });
    try {
      expect(
        (await aliased.inject({ url: '/about', headers: { host: '127.0.0.1:3000' } })).statusCode,
      ).toBe(200);
      expect((await aliased.inject({ url: '/about' })).statusCode).toBe(200);
      for (const url of ['/favicon.ico', '/api/blog', '/robots.txt']) {
        const response = await aliased.inject({ url, headers: { host: 'other.example' } });
        expect(response.statusCode).not.toBe(308);
      }
    } finally {
      await aliased.close();
    }
  });

  it('writes a page’s absolute URLs on an alias the owner declared when it is requested there', async () => {
    const aliased = await shellServer({
      SITE_ALIASES: 'http://127.0.0.1:3000, http://localhost:3000',
    });
    const html = (await aliased.inject({ url: '/blog', headers: { host: '127.0.0.1:3000' } })).body;
    expect(html).toContain('<img src="http://127.0.0.1:3000/remotes/blog/assets/hero.webp"');
    // The canonical link stays on the site's origin.
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/blog">');
    await aliased.close();
  });

  it.each([[undefined], ['identity'], ['gzip'], ['br']])(
    'serves the home page to every client, whatever encodings it accepts (%s)',
    async (encoding) => {
      const response = await app.inject({
        url: '/',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      const head = await app.inject({ method: 'HEAD', url: '/' });
      expect(head.statusCode).toBe(200);
    },
  );

  it('answers 404 with the 404 page for an unknown path', async () => {
    const response = await app.inject({ url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<h1>404 Page Not Found</h1>');
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('answers the status the page gave: 404 for an unknown post', async () => {
    const response = await app.inject({ url: '/blog/no-such-post' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<h1>Blog Post Not Found</h1>');
  });

  it('answers a page that moved with 301 to its new address on this site, never elsewhere', async () => {
    const moved = await app.inject({ url: '/blog/moved-post' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/blog/new-address');
    const away = await app.inject({ url: '/blog/moved-away' });
    expect(away.statusCode).toBe(200);
    expect(away.headers.location).toBeUndefined();
  });

  it('answers a page that sends its visitor elsewhere this time with 302, kept by no cache', async () => {
    const response = await app.inject({ url: '/blog/elsewhere-for-now' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/blog');
    expect(response.headers['cache-control']).not.toMatch(/public/);
  });

  it.each<[RemoteBehaviour, string]>([
    ['fail', 'broken'],
    ['slow', 'slower than its budget'],
  ])(
    'leaves the page to the browser, with its head tags, when the remote is %s (%s)',
    async (mode) => {
      await app.inject({ url: '/blog' }); // a visit while it worked: its head is remembered
      behaviour.current = mode;
      // Another page of the list, which the page cache does not hold yet.
      const response = await app.inject({ url: '/blog?page=2' });
      expect(response.statusCode).toBe(200);
      // Not kept: the next visitor gets the remote's page once it answers again.
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root" data-page-rendered-in-browser>');
      expect(response.body).toContain('<div role="status">Loading…</div>');
      expect(response.body).toContain('<title>Blog | Insights</title>');
      expect(response.body).toContain('<link rel="canonical" href="https://www.example.com/blog">');
    },
  );

  it('gives a page whose remote is down the site’s head tags, never a 5xx', async () => {
    const response = await app.inject({ url: '/about' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<title>Sam Doe | Consciousness Coach, Speaker and Consultant</title>',
    );
    expect(response.body).toContain('<link rel="canonical" href="https://www.example.com/about">');
  });

  it('marks pages that are not for search engines noindex even when left to the browser', async () => {
    const response = await app.inject({ url: '/checkout?package=single' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it.each(['/admin', '/admin/bookings/42'])(
    'never lets %s of the owner’s back office be stored or indexed, even left to the browser',
    async (url) => {
      const response = await app.inject({ url, headers: { cookie: ownerCookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.body).toContain('<meta name="robots" content="noindex, nofollow">');
    },
  );

  it('keeps the back office out of the sitemap and disallows it in robots.txt', async () => {
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain('/admin');
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.body).toMatch(/^Disallow: \/admin$/m);
    expect(robots.body).not.toMatch(/^Allow: \/admin/m);
    const publicPage = await app.inject({ url: '/blog' });
    expect(publicPage.headers['x-robots-tag']).toBeUndefined();
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('compresses pages with %s when the browser accepts it', async (encoding, decompress) => {
    const response = await app.inject({
      url: '/blog',
      headers: { 'accept-encoding': `${encoding}` },
    });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(decompress(response.rawPayload).toString()).toContain('INSIGHTS FOR AUTHENTICITY');
  });

  it('serves the remotes’ files under the site’s origin, but not their render route', async () => {
    const entry = await app.inject({ url: '/remotes/blog/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var mfe_blog = {};');
    const render = await app.inject({
      method: 'POST',
      url: `/remotes/blog${fragmentRoute}`,
      headers: { [fragmentSecretHeader]: fragmentSecret },
      payload: { url: '/blog', settings: {}, assetBase: 'https://www.example.com/remotes/blog/' },
    });
    expect(render.statusCode).toBe(404);
  });

  it('caches hashed chunks for a year, revalidates main.js, and never serves source maps', async () => {
    const chunk = await app.inject({ url: '/812.0123456789.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await app.inject({ url: '/main.js' });
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/main.js.map' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/server/render.js' })).statusCode).toBe(404);
  });

  it('renders /runtime-config.json from the environment, never cached', async () => {
    const response = await app.inject({ url: '/runtime-config.json' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({
      coachName: 'Sam Doe',
      remotes: { blog: '/remotes/blog', marketing: '/remotes/marketing' },
    });
  });

  it('allows a remote on another origin and Stripe in its content security policy, and nothing else', async () => {
    const other = await shellServer({ REMOTE_INTAKE_URL: 'https://intake.example.com' });
    const csp = (await other.inject({ url: '/' })).headers['content-security-policy'] as string;
    expect(csp).toMatch(
      /script-src 'self' 'sha256-[A-Za-z0-9+/]+=*' https:\/\/intake\.example\.com https:\/\/js\.stripe\.com/,
    );
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(csp).toContain("object-src 'none'");
    await other.close();
  });

  it('answers a JSON message, without internals, when the API is down', async () => {
    const response = await app.inject({ url: '/api/blog' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'The service is temporarily unavailable. Please try again in a moment.',
    });
    expect(response.body).not.toContain('127.0.0.1');
  });

  it('serves a sitemap even when the API cannot list the posts, robots.txt naming it, and the favicon', async () => {
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>https://www.example.com/about</loc>');
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.body).toBe(
      'User-agent: *\nAllow: /api/media/\nAllow: /api/blog/*/social.png\nAllow: /api/blog/feed.xml\n' +
        'Disallow: /api/\nDisallow: /checkout\nDisallow: /consultation-success\nDisallow: /portal\n' +
        'Disallow: /questionnaire\nDisallow: /schedule/\nDisallow: /admin\n\nSitemap: https://www.example.com/sitemap.xml\n',
    );
    expect((await app.inject({ url: '/favicon.ico' })).statusCode).toBe(200);
  });
});
