import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encodings a cached page is kept in; `identity` is the HTML as rendered. */
export type PageEncoding = 'br' | 'gzip' | 'identity';

/**
 * What a render hands the cache. `cacheable: false` is answered once and never kept.
 * `provisional`: a stand-in (a page its remote did not render in time), kept only while there is
 * nothing better, always stale, so the next request re-renders it behind the answer.
 */
export interface RenderedPage {
  status: number;
  html: string;
  cacheable: boolean;
  provisional?: boolean;
  /** Where a moved page (a 301) now lives: a path of this site. */
  location?: string;
}

/** How a render is asked for: for a visitor who waits (`miss`) or behind a stale answer. */
export type RenderReason = 'miss' | 'refresh';

/** A page as the cache answers it. */
export interface CachedPage {
  status: number;
  etag: string;
  /** Whether it came from the cache (fresh or stale) rather than a render made for this request. */
  outcome: 'hit' | 'stale' | 'miss' | 'uncacheable';
  /** A stand-in (see RenderedPage): answered, but not for shared caches to keep. */
  provisional: boolean;
  location?: string;
  /** The body in one of the encodings, compressed once and kept. */
  body(encoding: PageEncoding): Promise<Buffer>;
}

export interface PageCacheOptions {
  /** The budget of kept pages, in bytes (the HTML and each compressed copy); the least recently used go first. */
  maxBytes: number;
  /** How long a page is served without a re-render; after that it is served stale and re-rendered behind it. */
  freshMs: number;
  now?: () => number;
  /** Told when a background re-render fails (the stale copy stays). */
  onRefreshError?: (key: string, error: unknown) => void;
}

interface Entry {
  key: string;
  status: number;
  html: Buffer;
  etag: string;
  renderedAt: number;
  /** The invalidation generation the page was rendered in; an older one is stale. */
  generation: number;
  encoded: Map<PageEncoding, Promise<Buffer>>;
  bytes: number;
  refreshing: boolean;
  provisional: boolean;
  location?: string;
  /** How the page was last asked to be rendered: what `refreshKept()` renders it with again. */
  render?: (reason: RenderReason) => Promise<RenderedPage>;
}

/** A weak validator of the HTML: the same for each encoding of it (they are the same page). */
export const etagOf = (html: Buffer) =>
  `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

async function encode(html: Buffer, encoding: PageEncoding): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(html, {
      params: {
        // Quality 9 compresses a page nearly as well as 11 at a fraction of the time; it is done
        // once per page and content version, off the main thread.
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    });
  }
  if (encoding === 'gzip') return gzipAsync(html, { level: 9 });
  return html;
}

/**
 * The shell's page cache: composed public pages kept in memory by key (the caller's: URL, origin
 * and whatever else changes the HTML), each with its ETag and its compressed copies, made once.
 *
 * - A fresh page is answered from memory. A stale one (older than `freshMs`, or rendered before the
 *   last `invalidate()`) is answered at once too, while one re-render per page runs behind it
 *   (stale-while-revalidate): a visitor never waits for a re-render when a copy exists.
 * - Concurrent misses of one key share one render.
 * - A render the caller marks uncacheable is answered to the request it was made for and not
 *   kept. A provisional one (a page its remote did not render in time) is kept only until a real
 *   render replaces it, and never replaces one; a failed background re-render keeps the stale copy.
 * - Memory is bounded: past `maxBytes` the least recently used pages are dropped; a page larger
 *   than the whole budget is answered but not kept.
 */
export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  /** Least recently used first: a hit moves its entry to the end. */
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<CachedPage>>();
  let bytes = 0;
  let generation = 0;

  function drop(entry: Entry) {
    if (entries.get(entry.key) !== entry) return;
    entries.delete(entry.key);
    bytes -= entry.bytes;
  }

  function account(entry: Entry, added: number) {
    if (entries.get(entry.key) !== entry) return;
    entry.bytes += added;
    bytes += added;
    for (const oldest of entries.values()) {
      if (bytes <= options.maxBytes) break;
      drop(oldest);
    }
  }

  function view(entry: Entry, outcome: CachedPage['outcome']): CachedPage {
    return {
      status: entry.status,
      etag: entry.etag,
      outcome,
      provisional: entry.provisional,
      ...(entry.location === undefined ? {} : { location: entry.location }),
      body(encoding) {
        let encoded = entry.encoded.get(encoding);
        if (!encoded) {
          encoded = encode(entry.html, encoding);
          entry.encoded.set(encoding, encoded);
          if (encoding !== 'identity') {
            encoded.then(
              (buffer) => account(entry, buffer.length),
              () => entry.encoded.delete(encoding),
            );
          }
        }
        return encoded;
      },
    };
  }

  function store(key: string, page: RenderedPage, startedIn: number): Entry {
    const html = Buffer.from(page.html);
    const entry: Entry = {
      key,
      status: page.status,
      html,
      etag: etagOf(html),
      renderedAt: now(),
      // A render that began before an invalidation may hold the old content: it counts as stale.
      generation: startedIn,
      encoded: new Map([['identity', Promise.resolve(html)]]),
      bytes: 0,
      refreshing: false,
      provisional: page.provisional === true,
      ...(page.location === undefined ? {} : { location: page.location }),
    };
    if (!page.cacheable || html.length > options.maxBytes) return entry;
    const previous = entries.get(key);
    // A stand-in never replaces a real page, however stale.
    if (previous && entry.provisional && !previous.provisional) return entry;
    if (previous) drop(previous);
    entries.set(key, entry);
    account(entry, html.length + Buffer.byteLength(key));
    return entry;
  }

  /** The re-renders running behind stale answers, so that `settled()` can wait for them. */
  const refreshes = new Set<Promise<void>>();

  function refresh(
    entry: Entry,
    render: (reason: RenderReason) => Promise<RenderedPage>,
  ): Promise<void> {
    entry.refreshing = true;
    const startedIn = generation;
    const refreshing = render('refresh').then(
      (page) => {
        const stored = page.cacheable ? store(entry.key, page, startedIn) : undefined;
        if (stored) stored.render = render;
        if (entries.get(entry.key) !== stored) entry.refreshing = false;
      },
      (error: unknown) => {
        entry.refreshing = false;
        options.onRefreshError?.(entry.key, error);
      },
    );
    refreshes.add(refreshing);
    void refreshing.finally(() => refreshes.delete(refreshing));
    return refreshing;
  }

  /** Whether a kept page must be rendered again before it is answered as fresh. */
  const isStale = (entry: Entry) =>
    entry.provisional ||
    entry.generation !== generation ||
    now() - entry.renderedAt >= options.freshMs;

  return {
    /** The page for `key`: from memory when there is a copy, else rendered (once for concurrent requests). */
    async get(
      key: string,
      render: (reason: RenderReason) => Promise<RenderedPage>,
    ): Promise<CachedPage> {
      const entry = entries.get(key);
      if (entry) {
        // Most recently used now.
        entries.delete(key);
        entries.set(key, entry);
        entry.render = render;
        if (!isStale(entry)) return view(entry, 'hit');
        if (!entry.refreshing) void refresh(entry, render);
        return view(entry, 'stale');
      }
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const startedIn = generation;
      const rendering = render('miss')
        .then((page) => {
          const stored = store(key, page, startedIn);
          stored.render = render;
          return view(stored, page.cacheable ? 'miss' : 'uncacheable');
        })
        .finally(() => pending.delete(key));
      pending.set(key, rendering);
      return rendering;
    },

    /**
     * Content changed: every kept page becomes stale. Each is still answered (once more) while it
     * is re-rendered, so a publish never sends every visitor to wait for a render at once.
     */
    invalidate() {
      generation += 1;
    },

    /**
     * Renders every stale kept page again behind the answers, one at a time, most recently used
     * first: after a change, the next visitor (the owner checking what he saved among them) reads
     * the new content, not the copy from before it, while nobody waits for a render.
     */
    refreshKept() {
      const run = (async () => {
        for (const entry of [...entries.values()].reverse()) {
          if (entries.get(entry.key) !== entry || entry.refreshing || !entry.render) continue;
          if (isStale(entry)) await refresh(entry, entry.render);
        }
      })();
      refreshes.add(run);
      void run.finally(() => refreshes.delete(run));
    },

    /** Resolves once every re-render running behind a stale answer has ended (stored or failed). */
    async settled() {
      while (refreshes.size > 0) await Promise.allSettled([...refreshes]);
    },

    /** How many pages and bytes are kept now. */
    stats: () => ({ pages: entries.size, bytes }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * The encoding to answer in, from Accept-Encoding: brotli, else gzip, else the HTML as it is.
 * `q=0` refuses an encoding; `*` stands for any encoding not named.
 */
export function negotiateEncoding(header: string | string[] | undefined): PageEncoding {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const weights = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}
