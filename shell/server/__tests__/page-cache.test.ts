/** @jest-environment node */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createPageCache, negotiateEncoding, type RenderedPage } from '../page-cache';

function renderer(html = (n: number) => `<p>render ${n}</p>`) {
  let count = 0;
  const render = jest.fn(async (): Promise<RenderedPage> => ({
    status: 200,
    html: html(++count),
    cacheable: true,
  }));
  return { render, count: () => count };
}

const text = async (page: { body(e: 'identity'): Promise<Buffer> }) =>
  (await page.body('identity')).toString();

describe('the page cache', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000_000;
  });

  it('renders a page once and answers it from memory after that (miss, then hit)', async () => {
    const cache = createPageCache({ maxBytes: 1 << 20, freshMs: 60_000, now });
    const { render } = renderer();
    const first = await cache.get('/about', render);
    const second = await cache.get('/about', render);
    expect([first.outcome, second.outcome]).toEqual(['miss', 'hit']);
    expect(await text(second)).toBe('<p>render 1</p>');
    expect(second.etag).toBe(first.etag);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('keys pages apart and shares one render between concurrent misses of a key', async () => {
    const cache = createPageCache({ maxBytes: 1 << 20, freshMs: 60_000, now });
    const { render } = renderer();
    const pages = await Promise.all([
      cache.get('/blog', render),
      cache.get('/blog', render),
      cache.get('/blog?page=2', render),
    ]);
    expect(render).toHaveBeenCalledTimes(2);
    expect(await text(pages[0]!)).toBe(await text(pages[1]!));
    expect(pages[2]!.etag).not.toBe(pages[0]!.etag);
  });

  it('answers a stale page at once and re-renders it behind the answer, once', async () => {
    const cache = createPageCache({ maxBytes: 1 << 20, freshMs: 60_000, now });
    const { render } = renderer();
    await cache.get('/about', render);
    clock += 60_000;
    const stale = await Promise.all([cache.get('/about', render), cache.get('/about', render)]);
    expect(stale.map((page) => page.outcome)).toEqual(['stale', 'stale']);
    expect(await text(stale[0]!)).toBe('<p>render 1</p>');
    expect(render).toHaveBeenCalledTimes(2);
    await new Promise((resolve) => setImmediate(resolve));
    const fresh = await cache.get('/about', render);
    expect(fresh.outcome).toBe('hit');
    expect(await text(fresh)).toBe('<p>render 2</p>');
    expect(fresh.etag).not.toBe(stale[0]!.etag);
  });

  it('makes every page stale when content changes, and serves the new render after', async () => {
    const cache = createPageCache({ maxBytes: 1 << 20, freshMs: 60_000, now });
    const { render } = renderer();
    await cache.get('/', render);
    await cache.get('/blog', render);
    cache.invalidate();
    expect((await cache.get('/', render)).outcome).toBe('stale');
    await new Promise((resolve) => setImmediate(resolve));
    const after = await cache.get('/', render);
    expect(after.outcome).toBe('hit');
    expect(await text(after)).toBe('<p>render 3</p>');
  });

  it('renders every kept page again at once when told content changed, so the next visitor reads the change', async () => {
    const cache = createPageCache({ maxBytes: 1 << 20, freshMs: 60_000, now });
    let content = 'old';
    const order: string[] = [];
    const renderOf = (key: string) =>
      jest.fn(async (): Promise<RenderedPage> => {
        order.push(key);
        return { status: 200, html: `<p>${key} ${content}</p>`, cacheable: true };
      });
    const home = renderOf('/');
    const specials = renderOf('/consulting/specials');
    await cache.get('/', home);
    await cache.get('/consulting/specials', specials);
    content = 'new';
    order.length = 0;
    cache.invalidate();
    cache.refreshKept();
    await cache.settled();
    // Most recently used first, each once.
    expect(order).toEqual(['/consulting/specials', '/']);
    const after = await cache.get('/consulting/specials', specials);
    expect(after.outcome).toBe('hit');
    expect(await text(after)).toBe('<p>/consulting/specials new</p>');
    expect(await text(await cache.get('/', home))).toBe('<p>/ new</p>');
    // Nothing stale is left to render again.
    cache.refreshKept();
    await cache.settled();
    expect(order).toHaveLength(2);
  });

  it('counts a render that began before a change as stale', async () => {
    const cache = createPageCache({ maxBytes: 1 << 20, freshMs: 60_000, now });
    let release!: () => void;
    const slow = jest.fn(
      () =>
        new Promise<RenderedPage>((resolve) => {
          release = () => resolve({ status: 200, html: '<p>old</p>', cacheable: true });
        }),
    );
    const pending = cache.get('/', slow);
    cache.invalidate();
    release();
    await pending;
    const { render } = renderer();
    expect((await cache.get('/', render)).outcome).toBe('stale');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('keeps the stale copy when a re-render fails or is not cacheable', async () => {
    const errors: unknown[] = [];
    const cache = createPageCache({
      maxBytes: 1 << 20,
      freshMs: 1000,
      now,
      onRefreshError: (_key, error) => errors.push(error),
    });
    await cache.get('/', renderer().render);
    clock += 1000;
    await cache.get('/', () => Promise.reject(new Error('remote down')));
    await new Promise((resolve) => setImmediate(resolve));
    await cache.get('/', async () => ({ status: 200, html: '<p>degraded</p>', cacheable: false }));
    await new Promise((resolve) => setImmediate(resolve));
    const page = await cache.get('/', async () => ({ status: 200, html: 'x', cacheable: false }));
    expect(page.outcome).toBe('stale');
    expect(await text(page)).toBe('<p>render 1</p>');
    expect(errors).toHaveLength(1);
  });

  it('keeps a provisional page only until a real render replaces it, and never over a real one', async () => {
    const cache = createPageCache({ maxBytes: 1 << 20, freshMs: 60_000, now });
    const standIn = async () => ({
      status: 200,
      html: '<p>stand-in</p>',
      cacheable: true,
      provisional: true,
    });
    const first = await cache.get('/', standIn);
    expect([first.outcome, first.provisional]).toEqual(['miss', true]);
    const { render } = renderer();
    const again = await cache.get('/', render);
    expect([again.outcome, await text(again)]).toEqual(['stale', '<p>stand-in</p>']);
    expect(render).toHaveBeenCalledWith('refresh');
    await new Promise((resolve) => setImmediate(resolve));
    const real = await cache.get('/', standIn);
    expect([real.outcome, real.provisional, await text(real)]).toEqual([
      'hit',
      false,
      '<p>render 1</p>',
    ]);
    cache.invalidate();
    await cache.get('/', standIn);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await text(await cache.get('/', standIn))).toBe('<p>render 1</p>');
  });

  it('answers an uncacheable render to its request and keeps nothing', async () => {
    const cache = createPageCache({ maxBytes: 1 << 20, freshMs: 60_000, now });
    const render = jest.fn(async () => ({
      status: 200,
      html: '<p>degraded</p>',
      cacheable: false,
    }));
    const first = await cache.get('/', render);
    expect(first.outcome).toBe('uncacheable');
    expect(await text(first)).toBe('<p>degraded</p>');
    expect((await cache.get('/', render)).outcome).toBe('uncacheable');
    expect(cache.stats().pages).toBe(0);
  });

  it('compresses each encoding once and keeps the copies within its byte budget', async () => {
    const cache = createPageCache({ maxBytes: 1 << 20, freshMs: 60_000, now });
    const html = `<main>${'calm and clear '.repeat(2000)}</main>`;
    const page = await cache.get('/', async () => ({ status: 200, html, cacheable: true }));
    const br = await page.body('br');
    expect(brotliDecompressSync(br).toString()).toBe(html);
    expect(gunzipSync(await page.body('gzip')).toString()).toBe(html);
    expect(await page.body('br')).toBe(br);
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.stats().bytes).toBeGreaterThan(html.length);
  });

  it('drops the least recently used pages past its budget and never keeps one larger than it', async () => {
    const cache = createPageCache({ maxBytes: 2500, freshMs: 60_000, now });
    const page = (n: number) => async () => ({
      status: 200,
      html: `${n}`.padEnd(1000, '.'),
      cacheable: true,
    });
    await cache.get('/a', page(1));
    await cache.get('/b', page(2));
    await cache.get('/a', page(3)); // /a is now the most recently used
    await cache.get('/c', page(4)); // over budget: /b goes
    expect(cache.stats().pages).toBe(2);
    expect(cache.stats().bytes).toBeLessThanOrEqual(2500);
    expect((await cache.get('/a', page(5))).outcome).toBe('hit');
    expect((await cache.get('/b', page(6))).outcome).toBe('miss');

    const huge = await cache.get('/huge', async () => ({
      status: 200,
      html: 'x'.repeat(5000),
      cacheable: true,
    }));
    expect(huge.outcome).toBe('miss');
    expect((await cache.get('/huge', page(7))).outcome).toBe('miss');
  });
});

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['identity', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ] as const)('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
