import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FragmentRequest, RenderedFragment } from '@site/contracts/rendering';

type Render = (
  request: FragmentRequest,
  options: { apiOrigin: string },
) => Promise<RenderedFragment | null>;

export interface FragmentRendererOptions {
  /** The app's build folder; its server build is `server/render.js` inside it. */
  root: string;
  apiOrigin: string;
  /** How long a rendered page is reused (a new blog post shows within this time). */
  cacheTtlMs?: number;
  /** How many rendered pages are kept. */
  cacheSize?: number;
  now?: () => number;
}

/**
 * Runs a remote's server build (dist/server/render.js) to render its pages. A redeploy that replaces
 * the build is picked up on the next request (the file is checked at most every two seconds), and the
 * rendered pages of the old build are dropped. Rendered pages are cached briefly, per URL and
 * settings: the pages hold only public data.
 */
export function createFragmentRenderer(options: FragmentRendererOptions) {
  const file = path.join(path.resolve(options.root), 'server', 'render.js');
  const ttl = options.cacheTtlMs ?? 30_000;
  const size = options.cacheSize ?? 500;
  const now = options.now ?? Date.now;
  let loaded: { render: Render; mtimeMs: number } | undefined;
  let checkedAt = -Infinity;
  const cache = new Map<string, { at: number; value: Promise<RenderedFragment | null> }>();

  function currentRender(): Render | undefined {
    if (loaded && now() - checkedAt < 2000) return loaded.render;
    checkedAt = now();
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      loaded = undefined;
      return undefined;
    }
    if (!loaded || loaded.mtimeMs !== mtimeMs) {
      // A fresh require of the new build; the old module is released with the cache entry.
      const load = createRequire(file);
      delete load.cache[file];
      const module = load(file) as { render?: Render };
      if (typeof module.render !== 'function') throw new Error(`${file} exports no render()`);
      loaded = { render: module.render, mtimeMs };
      cache.clear();
    }
    return loaded.render;
  }

  return {
    /** Whether this app has a server build at all. */
    available: () => currentRender() !== undefined,
    render(request: FragmentRequest): Promise<RenderedFragment | null> {
      const render = currentRender();
      if (!render) return Promise.reject(new Error(`No server build at ${file}`));
      const key = `${request.url}\n${request.assetBase}\n${JSON.stringify(request.settings)}`;
      const hit = cache.get(key);
      if (hit && now() - hit.at < ttl) return hit.value;
      const value = render(request, { apiOrigin: options.apiOrigin });
      cache.set(key, { at: now(), value });
      // A failed render is not kept: the next request tries again.
      value.catch(() => cache.delete(key));
      while (cache.size > size) cache.delete(cache.keys().next().value as string);
      return value;
    },
  };
}
