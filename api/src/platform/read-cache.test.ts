import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressFromBytes, createReadCache } from './read-cache';

describe('the public read cache', () => {
  it('keeps an answer of a kilobyte or more in Brotli and gzip beside UTF-8, made once', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    const body = JSON.stringify({ text: 'é'.repeat(compressFromBytes) });
    const load = jest.fn(async () => ({ body }));
    const [first, second] = await Promise.all([cache.get('/a', 1, load), cache.get('/a', 1, load)]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(first.body.toString()).toBe(body);
    expect(brotliDecompressSync(first.compressed.br!).toString()).toBe(body);
    expect(gunzipSync(first.compressed.gzip!).toString()).toBe(body);
    expect(first.compressed.br!.length).toBeLessThan(first.body.length / 10);
    // The budget counts the compressed copies too.
    expect(cache.stats().bytes).toBe(
      first.body.length + first.compressed.br!.length + first.compressed.gzip!.length + 2,
    );
  });

  it('sends a smaller answer as it is', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    const read = await cache.get('/small', 1, async () => ({
      body: 'x'.repeat(compressFromBytes - 1),
    }));
    expect(read.compressed).toEqual({});
  });

  it('makes the answer again, compressed again, under a new content version', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    const before = await cache.get('/a', 1, async () => ({ body: 'a'.repeat(2000) }));
    const after = await cache.get('/a', 2, async () => ({ body: 'b'.repeat(2000) }));
    expect(after.etag).not.toBe(before.etag);
    expect(brotliDecompressSync(after.compressed.br!).toString()).toBe('b'.repeat(2000));
  });
});
