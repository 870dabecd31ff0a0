import { expect, test } from '@playwright/test';
import { adminSignIn } from '@site/contracts/endpoints/admin';
import { urlOf } from '@site/contracts/endpoints/define';
import { ownerSessionCookies } from '@site/contracts/owner-session';
import { remotes } from '@site/contracts/registry';
import { hydrated } from '../support/hydrated';
import { pages } from '../support/routes';
import { owner, remoteUrl, siteOrigin } from '../support/site';

/** What a crawler or link-preview bot sees: the first HTML, without running any script. */
const headingIn = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
const metaContent = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

test.describe('the first HTML carries the page', () => {
  // The owner's pages as the server sends them to him, signed in: drawn with his data.
  let ownerCookie = '';
  test.beforeAll(async ({ playwright }) => {
    const context = await playwright.request.newContext({ baseURL: siteOrigin });
    const answer = await context.post(urlOf(adminSignIn), {
      data: owner,
      headers: { origin: siteOrigin },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    ownerCookie =
      ownerSessionCookies(
        answer
          .headersArray()
          .filter(({ name }) => name.toLowerCase() === 'set-cookie')
          .map(({ value }) => value.split(';', 1)[0])
          .join('; '),
      ) ?? '';
    expect(ownerCookie).not.toBe('');
    await context.dispose();
  });

  for (const row of pages) {
    test(`${row.path} arrives rendered, with its head tags`, async ({ request }) => {
      const response = await request.get(row.path, {
        headers: row.signedIn ? { cookie: ownerCookie } : {},
        maxRedirects: 0,
      });
      expect(response.status()).toBe(row.firstHtmlStatus ?? 200);
      // Public pages may be kept by shared caches (and are revalidated by browsers); a visitor's
      // own pages and the owner's are never kept by a browser, a proxy or a CDN.
      expect(response.headers()['cache-control']).toBe(
        row.cacheable ? 'public, max-age=0, s-maxage=60, stale-while-revalidate=600' : 'no-store',
      );
      const html = await response.text();
      const pathname = new URL(row.path, siteOrigin).pathname;

      const h1 = decode(headingIn(html) ?? '');
      const expectedH1 = row.firstHtmlH1 ?? row.h1;
      if (typeof expectedH1 === 'string') expect(h1).toBe(expectedH1);
      else expect(h1).toMatch(expectedH1);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);

      const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
      const expectedTitle = row.firstHtmlTitle ?? row.title;
      if (typeof expectedTitle === 'string') expect(title).toBe(expectedTitle);
      else expect(title).toMatch(expectedTitle);
      expect(metaContent(html, 'name', 'description')).toMatch(/\S/);
      expect(html).toContain(`<link rel="canonical" href="${siteOrigin}${pathname}">`);
      expect(metaContent(html, 'property', 'og:url')).toBe(`${siteOrigin}${pathname}`);
      expect(decode(metaContent(html, 'property', 'og:title') ?? '')).toBe(title);
      expect(metaContent(html, 'property', 'og:description')).toMatch(/\S/);
      expect(metaContent(html, 'property', 'og:image')).toMatch(
        /^https?:\/\/[^"]+\.(png|jpe?g|webp)(\?[^"]*)?$/,
      );
      expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(metaContent(html, 'name', 'robots')).toBe(
        row.indexable ? undefined : 'noindex, nofollow',
      );
      // Styles arrive with the page, and the browser is told what to fetch: first the two
      // faces every first paint draws; the page's code once its script starts (held in a
      // template until then, on a page drawn whole).
      expect(html).toMatch(/<style data-styled[^>]*>[\s\S]+<\/style>/);
      for (const face of ['lora', 'source-sans-3'])
        expect(html).toMatch(
          new RegExp(
            `<link rel="preload" as="font" type="font/woff2" href="/assets/${face}-latin-wght-normal\\.[0-9a-f]+\\.woff2" crossorigin>`,
          ),
        );
      expect(html).toMatch(
        /<link rel="preload" as="script" href="\/remotes\/\w+\/remoteEntry\.js">/,
      );
    });
  }

  // A page's own code (a named chunk of its remote) downloads with the first HTML, beside the
  // entry scripts, instead of after the remote has started.
  for (const [path, remote, chunks] of [
    ['/about', 'marketing', ['about-page']],
    ['/blog', 'blog', ['blog-list-page']],
    ['/calendar/strategy-call', 'booking', ['strategy-call-page', 'date-picker']],
  ] as const) {
    test(`${path} preloads its page’s code: ${chunks.join(', ')}`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      for (const chunk of chunks) {
        const href = new RegExp(
          `<link rel="preload" href="((?:https?://[^/"]+)?/remotes/${remote}/${chunk}\\.[0-9a-f]{10}\\.js)" as="script"/>`,
        ).exec(html)?.[1];
        expect(href, chunk).toBeDefined();
        expect((await request.get(href!)).status(), href).toBe(200);
      }
    });
  }

  test('a page drawn whole leaves the wire to its first paint: its code downloads after that paint, each file once', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/blog');
    await hydrated(page);
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(paint).toBeGreaterThan(0);
    expect(scripts.map((script) => script.url)).toContain('/remotes/blog/remoteEntry.js');
    for (const script of scripts) expect(script.start, script.url).toBeGreaterThanOrEqual(paint);
    const code = asked.filter((path) => path.endsWith('.js'));
    expect(code.length).toBeGreaterThan(2);
    expect(new Set(code).size, code.join(' ')).toBe(code.length);
  });

  test('an unknown path answers 404 with the 404 page', async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(headingIn(html)).toBe('404 Page Not Found');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  test('a malformed address answers 404 with the 404 page', async ({ request }) => {
    const response = await request.get('/about%E0%A4%A');
    expect(response.status()).toBe(404);
    expect(headingIn(await response.text())).toBe('404 Page Not Found');
  });

  test('the remotes render pages for the shell’s server only', async ({ request }) => {
    const body = {
      url: '/blog',
      assetBase: `${siteOrigin}/remotes/blog/`,
      settings: (await (await request.get('/runtime-config.json')).json()) as unknown,
    };
    for (const url of [
      '/remotes/blog/__fragment',
      '/remotes/blog/%5F_fragment',
      '/remotes/blog/__fragmen%74',
      `${remoteUrl('blog')}/__fragment`,
    ]) {
      const response = await request.post(url, { data: body });
      expect({ url, status: response.status() }).toEqual({ url, status: 404 });
    }
  });

  test('an unknown post answers 404 with "Blog Post Not Found"', async ({ request }) => {
    const response = await request.get('/blog/no-such-post');
    expect(response.status()).toBe(404);
    expect(headingIn(await response.text())).toBe('Blog Post Not Found');
  });

  test('pages, scripts and data are compressed as the browser asks', async ({ request }) => {
    for (const encoding of ['br', 'gzip']) {
      for (const url of ['/', '/main.js', '/remotes/blog/remoteEntry.js', '/api/blog']) {
        const response = await request.get(url, { headers: { 'accept-encoding': encoding } });
        expect(response.status(), url).toBe(200);
        expect(response.headers()['content-encoding'], `${url} ${encoding}`).toBe(encoding);
      }
    }
  });

  test('every script starts with V8’s compile hint, so the browser compiles it as it downloads', async ({
    request,
  }) => {
    // On the first line, as minified: the browser compiles every function of the file on a
    // background thread instead of on the main thread at its first call while the page starts.
    const scripts = [
      '/main.js',
      ...remotes.map((remote) => `/remotes/${remote.name}/remoteEntry.js`),
    ];
    const page = await (await request.get('/blog')).text();
    const chunk =
      /<link rel="preload" href="(?:https?:\/\/[^/"]+)?(\/remotes\/blog\/[^"]+\.js)" as="script"/.exec(
        page,
      )?.[1];
    expect(chunk, 'the blog list preloads its chunk').toBeDefined();
    for (const url of [...scripts, chunk!]) {
      const text = await (await request.get(url)).text();
      expect(text.split('\n', 1)[0], url).toBe('//# allFunctionsCalledOnLoad');
    }
  });

  test('source maps are not served, robots.txt names the sitemap, the favicon exists', async ({
    request,
  }) => {
    expect((await request.get('/main.js.map')).status()).toBe(404);
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain(`Sitemap: ${siteOrigin}/sitemap.xml`);
    const favicon = await request.get('/favicon.ico');
    expect(favicon.status()).toBe(200);
    expect((await request.get('/social-card.png')).headers()['content-type']).toBe('image/png');
  });
});
