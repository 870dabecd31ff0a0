import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The content encodings an answer is kept in besides UTF-8, the preferred first. */
export const readEncodings = ['br', 'gzip'] as const;
export type ReadEncoding = (typeof readEncodings)[number];

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * How each encoding is made, in the thread pool, off the event loop; Brotli's quality 9 (of 11) is
 * within a few per cent of the smallest at a fraction of the time.
 */
const compressors: Record<ReadEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipped(body, { level: 9 }),
};

/** Every encoding of `body`, made at once; none under `compressFromBytes`. */
async function compress(body: Buffer): Promise<Partial<Record<ReadEncoding, Buffer>>> {
  if (body.length < compressFromBytes) return {};
  const made = await Promise.all(readEncodings.map((encoding) => compressors[encoding](body)));
  return Object.fromEntries(readEncodings.map((encoding, i) => [encoding, made[i]!]));
}

/** Below this size an answer is sent as it is: compressing it would save next to nothing. */
export const compressFromBytes = 1024;

export interface CachedRead {
  /** The answer, serialized and encoded once (UTF-8): sent as it is, never encoded again. */
  body: Buffer;
  /**
   * The same answer compressed, once per answer, for the clients that accept it (every browser):
   * the 78 KB list of posts is 25 KB in Brotli. None for an answer under `compressFromBytes`.
   */
  compressed: Partial<Record<ReadEncoding, Buffer>>;
  /** A validator of `body`: the same answer has the same ETag on every replica. */
  etag: string;
  /** Headers that go with the answer (paging). */
  headers: Record<string, string>;
}

export interface ReadCacheOptions {
  /**
   * The longest an answer is reused even when the content version has not moved (posts whose
   * publication time arrives change what is public without a change of content).
   */
  ttlMs: number;
  /** The budget of kept answers, in bytes; the least recently used go first. */
  maxBytes: number;
  now?: () => number;
}

interface Entry {
  version: number | undefined;
  at: number;
  value: Promise<CachedRead>;
  bytes: number;
}

/**
 * Public answers of the API (posts, testimonials) kept serialized (and compressed) in memory, per
 * key (path and query) and content version: an answer made under another version, or older than
 * `ttlMs`, is made again. Concurrent requests for a missing answer share one database read. A failed read is
 * not kept. Memory is bounded by `maxBytes`.
 */
export function createReadCache(options: ReadCacheOptions) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let bytes = 0;

  function drop(key: string, entry: Entry) {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  return {
    get(
      key: string,
      version: number | undefined,
      load: () => Promise<{ body: string; headers?: Record<string, string> }>,
    ): Promise<CachedRead> {
      const hit = entries.get(key);
      if (hit && hit.version === version && now() - hit.at < options.ttlMs) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      if (hit) drop(key, hit);
      const value = load().then(async ({ body, headers = {} }) => {
        const encoded = Buffer.from(body);
        return {
          body: encoded,
          compressed: await compress(encoded),
          headers,
          etag: `W/"${createHash('sha256').update(encoded).digest('base64url').slice(0, 27)}"`,
        };
      });
      const entry: Entry = { version, at: now(), value, bytes: 0 };
      if (options.ttlMs <= 0) return value;
      entries.set(key, entry);
      value.then(
        (read) => {
          if (entries.get(key) !== entry) return;
          entry.bytes = [read.body, ...Object.values(read.compressed)].reduce(
            (sum, copy) => sum + copy.length,
            Buffer.byteLength(key),
          );
          bytes += entry.bytes;
          for (const [oldestKey, oldest] of entries) {
            if (bytes <= options.maxBytes) break;
            drop(oldestKey, oldest);
          }
        },
        () => drop(key, entry),
      );
      return value;
    },

    /** Drops every answer (tests, and a change this process made itself). */
    clear() {
      entries.clear();
      bytes = 0;
    },

    stats: () => ({ entries: entries.size, bytes }),
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;
