import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultSiteSettings } from '@site/contracts/site-settings';
import { createBuildRenderer } from '../build-renderer';

/** A server build whose pages are `size` characters of HTML (the path says how many). */
function buildWithPagesOfSize() {
  const root = mkdtempSync(path.join(tmpdir(), 'fragment-cache-'));
  mkdirSync(path.join(root, 'server'));
  writeFileSync(
    path.join(root, 'server', 'render.js'),
    `let renders = 0;
    exports.renders = () => renders;
    exports.render = async ({ url }) => {
      renders += 1;
      const size = Number(new URL(url, 'http://x').searchParams.get('size') || 10);
      return { status: 200, html: 'x'.repeat(size), headHtml: '', css: '', head: null, state: {} };
    };`,
  );
  return root;
}

const request = (url: string, contentVersion?: number) => ({
  url,
  assetBase: 'https://www.example.com/remotes/blog/',
  settings: { ...defaultSiteSettings, remotes: {} },
  ...(contentVersion === undefined ? {} : { contentVersion }),
});

describe('the render cache', () => {
  it('keeps pages within its budget of bytes, whatever pages are asked for', async () => {
    const renderer = createBuildRenderer({
      root: buildWithPagesOfSize(),
      apiOrigin: 'http://127.0.0.1:9',
      cacheBytes: 1_000_000,
    });
    // 200 different pages of 100 KB each: 20 MB rendered, at most 1 MB kept.
    for (let i = 0; i < 200; i += 1) {
      await renderer.render(request(`/blog?page=${i}&size=100000`));
      expect(renderer.cachedBytes()).toBeLessThanOrEqual(1_000_000);
    }
    expect(renderer.cachedBytes()).toBeGreaterThan(800_000);
    // A page larger than the whole budget is rendered, never kept.
    const huge = await renderer.render(request('/blog?size=2000000'));
    expect(huge?.html).toHaveLength(2_000_000);
    expect(renderer.cachedBytes()).toBeLessThanOrEqual(1_000_000);
  });

  it('reuses a page while it is fresh and drops expired pages', async () => {
    let clock = 1_000_000;
    const root = buildWithPagesOfSize();
    const renderer = createBuildRenderer({
      root,
      apiOrigin: 'http://127.0.0.1:9',
      cacheTtlMs: 30_000,
      now: () => clock,
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const build = require(path.join(root, 'server', 'render.js')) as { renders: () => number };
    await renderer.render(request('/blog?size=50000'));
    await renderer.render(request('/blog?size=50000'));
    expect(build.renders()).toBe(1);
    const oneOldPage = renderer.cachedBytes();
    expect(oneOldPage).toBeGreaterThan(50_000);

    clock += 31_000;
    await renderer.render(request('/blog?size=10'));
    // The expired page is gone: only the small new one is kept.
    expect(renderer.cachedBytes()).toBeLessThan(5_000);
    await renderer.render(request('/blog?size=50000'));
    expect(build.renders()).toBe(3);
  });

  it('renders a page again for a new content version, within the page’s time to live', async () => {
    const root = buildWithPagesOfSize();
    const renderer = createBuildRenderer({ root, apiOrigin: 'http://127.0.0.1:9' });
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const build = require(path.join(root, 'server', 'render.js')) as { renders: () => number };
    await renderer.render(request('/blog', 4));
    await renderer.render(request('/blog', 4));
    expect(build.renders()).toBe(1);
    await renderer.render(request('/blog', 5));
    expect(build.renders()).toBe(2);
  });

  it('never keeps a page rendered with a cookie (one person’s page), nor answers it from the cache', async () => {
    const root = buildWithPagesOfSize();
    const renderer = createBuildRenderer({ root, apiOrigin: 'http://127.0.0.1:9' });
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const build = require(path.join(root, 'server', 'render.js')) as { renders: () => number };
    await renderer.render(request('/admin/bookings'));
    const owners = { ...request('/admin/bookings'), cookie: 'owner_session=abc' };
    await renderer.render(owners);
    await renderer.render(owners);
    expect(build.renders()).toBe(3);
    expect(renderer.cachedBytes()).toBeLessThan(1_000);
  });
});
