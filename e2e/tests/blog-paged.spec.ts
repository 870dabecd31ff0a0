import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { shownAs } from '../support/quotes';
import { expect, test } from '@playwright/test';
import { coachName, fragmentSecret, ports, remoteUrl, runDir } from '../support/site';

/**
 * The blog at the size a writing coach reaches: its own API (a fresh embedded database with the
 * site's seeds and 80 more posts), its own blog server and a shell in front, beside the main
 * site (whose eight posts fit on one page). Ports: the run's base + 20, 21 and 1020.
 */
const repoRoot = path.resolve(__dirname, '..', '..');
const base = ports.shell;
const site = `http://127.0.0.1:${base + 20}`;
const blogServer = `http://127.0.0.1:${base + 21}`;
const api = `http://127.0.0.1:${base + 1020}`;
const dataDir = path.join(runDir, 'pglite-paged');
const extraPosts = 80;

const servers: ChildProcess[] = [];

function start(command: string, args: string[], cwd: string, env: Record<string, string>) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  servers.push(child);
}

async function waitFor(url: string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer`);
}

interface Summary {
  slug: string;
  title: string;
}
interface Page {
  posts: Summary[];
  total: number;
  pageCount: number;
}

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(dataDir, { recursive: true, force: true });
  const seeded = spawnSync('npx', ['tsx', 'bench/seed-posts.ts', String(extraPosts)], {
    cwd: path.join(repoRoot, 'api'),
    env: { ...process.env, DATA_DIR: dataDir, COACH_NAME: coachName },
    stdio: 'inherit',
  });
  expect(seeded.status).toBe(0);
  start('node', ['server-dist/server.js'], path.join(repoRoot, 'api'), {
    PORT: String(base + 1020),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_ORIGIN: site,
    COACH_NAME: coachName,
  });
  await waitFor(`${api}/api/health`);
  start(
    path.join(repoRoot, 'node_modules', '.bin', 'site-static-server'),
    [],
    path.join(repoRoot, 'mfe-blog'),
    { PORT: String(base + 21), HOST: '127.0.0.1', API_URL: api, FRAGMENT_SECRET: fragmentSecret },
  );
  await waitFor(`${blogServer}/mf-manifest.json`);
  start('node', ['server-dist/main.js'], path.join(repoRoot, 'shell'), {
    PORT: String(base + 20),
    HOST: '127.0.0.1',
    API_URL: api,
    REMOTE_MARKETING_SERVER: remoteUrl('marketing'),
    REMOTE_BLOG_SERVER: blogServer,
    REMOTE_BOOKING_SERVER: remoteUrl('booking'),
    REMOTE_INTAKE_SERVER: remoteUrl('intake'),
    REMOTE_ADMIN_SERVER: remoteUrl('admin'),
    FRAGMENT_SECRET: fragmentSecret,
    SITE_ORIGIN: site,
    COACH_NAME: coachName,
  });
  await waitFor(`${site}/runtime-config.json`);
});

test.afterAll(() => {
  for (const server of servers) server.kill('SIGTERM');
});

const headLink = (html: string, rel: string) =>
  new RegExp(`<link rel="${rel}" href="([^"]*)"`).exec(html)?.[1] ?? null;

test('the list comes 12 posts a page, each page its own address in the head', async ({ page }) => {
  const first = (await (await fetch(`${api}/api/blog-summaries`)).json()) as Page;
  expect(first.total).toBeGreaterThanOrEqual(extraPosts);
  const last = first.pageCount;

  // The first request of a cold server may get a stand-in the browser renders; the page itself
  // follows within moments.
  let html = '';
  await expect
    .poll(async () => (html = await (await fetch(`${site}/blog`)).text()), { timeout: 20_000 })
    .toContain('<link rel="next"');
  expect(headLink(html, 'canonical')).toBe(`${site}/blog`);
  expect(headLink(html, 'prev')).toBeNull();
  expect(headLink(html, 'next')).toBe('/blog?page=2');
  // Light whatever the number of posts: no bodies, twelve cards, each part written once (about
  // 50 KB, of which the shell's own inline styles are 10 KB and the list's query state 6.6 KB;
  // the card grid of the design system added about 1.5 KB of styles, the cards' one meta line and
  // clamped excerpt about 1 KB, the page styles' records of their class names, which spare the
  // browser inserting every rule again as it hydrates, about 2.5 KB; the text face's preload beside
  // the heading face's, 0.1 KB; the one focus ring and the footer's confirmation on navy, 0.8 KB;
  // each card's image description, in its alt and the query state, about 2.4 KB: 54.4 KB in all).
  // A post's body is 5-15 KB.
  expect(Buffer.byteLength(html)).toBeLessThanOrEqual(55 * 1024);

  await page.goto(`${site}/blog`);
  await expect(page.getByRole('article')).toHaveCount(12);
  const pager = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(pager).toContainText(`Page 1 of ${last}`);
  await pager.getByRole('link', { name: /Older posts/ }).click();
  await expect(page).toHaveURL(`${site}/blog?page=2`);
  await expect(page.getByRole('article')).toHaveCount(12);
  const second = (await (await fetch(`${api}/api/blog-summaries?page=2`)).json()) as Page;
  await expect(page.getByRole('link', { name: shownAs(second.posts[0]!.title) })).toBeVisible();
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${site}/blog?page=2`,
  );
  await expect(page.locator('head link[rel="prev"]')).toHaveAttribute('href', '/blog');
  await expect(page.locator('head link[rel="next"]')).toHaveAttribute('href', '/blog?page=3');
  await expect(page).toHaveTitle(/^Page 2 \| Blog/);

  const secondHtml = await (await fetch(`${site}/blog?page=2`)).text();
  expect(headLink(secondHtml, 'canonical')).toBe(`${site}/blog?page=2`);
  expect(headLink(secondHtml, 'prev')).toBe('/blog');
  expect(headLink(secondHtml, 'next')).toBe('/blog?page=3');

  const lastHtml = await (await fetch(`${site}/blog?page=${last}`)).text();
  expect(headLink(lastHtml, 'next')).toBeNull();
  const past = await fetch(`${site}/blog?page=${last + 1}`);
  expect(past.status).toBe(404);
  expect(await past.text()).toContain('<meta name="robots" content="noindex, nofollow">');
});

test('the chips keep working from any page, and a category has pages of its own', async ({
  page,
}) => {
  const frameworks = (await (
    await fetch(`${api}/api/blog-summaries?category=frameworks`)
  ).json()) as Page;
  expect(frameworks.pageCount).toBeGreaterThan(1);

  await page.goto(`${site}/blog?page=3`);
  const chips = page.getByRole('navigation', { name: 'Blog categories' });
  await chips.getByRole('link', { name: 'Frameworks' }).click();
  await expect(page).toHaveURL(`${site}/blog?category=frameworks`);
  await expect(chips.getByRole('link', { name: 'Frameworks' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('article')).toHaveCount(12);
  await expect(page.getByRole('link', { name: shownAs(frameworks.posts[0]!.title) })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Blog pages' })
    .getByRole('link', { name: /Older posts/ })
    .click();
  await expect(page).toHaveURL(`${site}/blog?category=frameworks&page=2`);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${site}/blog?category=frameworks&page=2`,
  );
  await expect(page.locator('head link[rel="prev"]')).toHaveAttribute(
    'href',
    '/blog?category=frameworks',
  );

  await chips.getByRole('link', { name: 'All Posts' }).click();
  await expect(page).toHaveURL(`${site}/blog`);
  await expect(page.getByRole('article')).toHaveCount(12);
});

test('the sitemap lists every post, however many pages the list has', async () => {
  const posts = (await (await fetch(`${api}/api/blog`)).json()) as Summary[];
  const sitemap = await (await fetch(`${site}/sitemap.xml`)).text();
  for (const post of posts) expect(sitemap).toContain(`<loc>${site}/blog/${post.slug}</loc>`);
});

test('a kept page is the same for every visitor and holds nothing of theirs', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.addCookies([
    { name: 'site_booking', value: 'cookie-secret-of-a-visitor', url: site },
  ]);
  const visitor = await context.request.get(`${site}/blog?page=2`);
  const anonymous = await fetch(`${site}/blog?page=2`);
  expect(visitor.headers()['cache-control']).toBe(
    'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
  );
  expect(visitor.headers()['vary']).toBe('Accept-Encoding');
  expect(anonymous.headers.get('x-page-cache')).toBe('hit');
  const html = await visitor.text();
  expect(html).not.toContain('cookie-secret-of-a-visitor');
  expect(await anonymous.text()).toBe(html);
  const etag = visitor.headers()['etag']!;
  const revalidated = await fetch(`${site}/blog?page=2`, { headers: { 'if-none-match': etag } });
  expect(revalidated.status).toBe(304);
  // A booking's key in the address makes a page one visitor's: never kept, never shared.
  const withKey = await fetch(`${site}/blog?key=booking-secret-key`);
  expect(withKey.headers.get('cache-control')).toBe('no-store');
  expect(withKey.headers.get('x-page-cache')).toBeNull();
  await context.close();
});
