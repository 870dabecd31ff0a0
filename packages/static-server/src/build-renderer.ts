import path from 'node:path';
import type { FragmentRequest, RenderedFragment } from '@site/contracts/rendering';
import { reloadingBuild } from './build-reload';

type Render = (
  request: FragmentRequest,
  options: { apiOrigin: string },
) => Promise<RenderedFragment | null>;

export interface BuildRendererOptions {
  /** The app's build folder; its server build is `server/render.js` inside it. */
  root: string;
  apiOrigin: string;
  /** How long a rendered page is reused (a new blog post shows within this time). */
  cacheTtlMs?: number;
  /**
   * How much rendered output is kept, in bytes (UTF-8 size of each page's answer and its key); the
   * oldest pages go first. A page larger than this is rendered but not kept.
   */
  cacheBytes?: number;
  now?: () => number;
}

/**
 * Runs a remote's server build (dist/server/render.js) to render its pages. A redeploy that replaces
 * the build is picked up on the next request (the file is checked at most every two seconds), and the
 * rendered pages of the old build are dropped. Rendered pages are cached briefly, per URL and
 * settings (the pages hold only public data; one rendered with a cookie is never kept), within a
 * budget of bytes: expired pages are dropped first, then the oldest, so the cache's memory is
 * bounded whatever URLs are asked for.
 */
export function createBuildRenderer(options: BuildRendererOptions) {
  const file = path.join(path.resolve(options.root), 'server', 'render.js');
  const ttl = options.cacheTtlMs ?? 30_000;
  const budget = options.cacheBytes ?? 32 * 1024 * 1024;
  const now = options.now ?? Date.now;
  // The file is checked at most every two seconds.
  const build = reloadingBuild(file, {
    recheckMs: 2000,
    now,
    read: (module, from) => {
      const render = (module as { render?: Render }).render;
      if (typeof render !== 'function') throw new Error(`${from} exports no render()`);
      return render;
    },
  });
  interface Entry {
    at: number;
    value: Promise<RenderedFragment | null>;
    bytes: number;
  }
  /** In insertion order, which is age order: the first entry is the oldest. */
  const cache = new Map<string, Entry>();
  let cachedBytes = 0;

  function remove(key: string, entry: Entry) {
    if (cache.get(key) !== entry) return;
    cache.delete(key);
    cachedBytes -= entry.bytes;
  }

  function clear() {
    cache.clear();
    cachedBytes = 0;
  }

  /** Drops expired pages, then the oldest ones while the cache is over its budget. */
  function evict() {
    for (const [key, entry] of cache) {
      if (now() - entry.at < ttl && cachedBytes <= budget) break;
      remove(key, entry);
    }
  }

  function currentRender(): Render | undefined {
    const current = build();
    // The rendered pages of an older build are dropped with it.
    if (current?.fresh) clear();
    return current?.value;
  }

  return {
    /** How many bytes of rendered pages are kept now. */
    cachedBytes: () => cachedBytes,
    /** Whether this app has a server build at all. */
    available: () => currentRender() !== undefined,
    async render(request: FragmentRequest): Promise<RenderedFragment | null> {
      const render = currentRender();
      if (!render) return Promise.reject(new Error(`No server build at ${file}`));
      // A page rendered with a cookie is one person's (the owner's back office): never kept.
      if (request.cookie !== undefined) return render(request, { apiOrigin: options.apiOrigin });
      // Per content version too: a page rendered before a change is not answered after it.
      const key = `${request.url}\n${request.assetBase}\n${request.contentVersion ?? ''}\n${JSON.stringify(request.settings)}`;
      const hit = cache.get(key);
      if (hit && now() - hit.at < ttl) return hit.value;
      if (hit) remove(key, hit);
      const value = render(request, { apiOrigin: options.apiOrigin });
      // A page in progress counts its key; its output is counted once it is rendered.
      const entry: Entry = { at: now(), value, bytes: Buffer.byteLength(key) };
      cache.set(key, entry);
      cachedBytes += entry.bytes;
      evict();
      value.then(
        (fragment) => {
          if (cache.get(key) !== entry) return;
          const bytes = fragment === null ? 0 : Buffer.byteLength(JSON.stringify(fragment));
          entry.bytes += bytes;
          cachedBytes += bytes;
          evict();
        },
        // A failed render is not kept: the next request tries again.
        () => remove(key, entry),
      );
      return value;
    },
  };
}
