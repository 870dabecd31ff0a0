/**
 * The rate limiter's store (the `store` option of @fastify/rate-limit) on the database, so a limit
 * holds for the site as a whole however many API replicas answer: each request is one upsert of its
 * bucket's row (see platform/rate-limit-counters.ts). Buckets are per route, like the
 * plugin's own stores: `<METHOD><route>-<client address>`. Rows whose window has ended are
 * removed by this process at most once per `cleanupEveryMs`, after a request.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitCounterRepository } from '../rate-limit-counters';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin passes to the store and its children (its options merged with the route's). */
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Hands a counter's promise to the plugin's callback, as the plugin's own stores do. */
function answer(counted: Promise<{ hits: number; ttlMs: number }>, callback: Callback): void {
  counted.then(
    ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
    (error: unknown) =>
      callback(error instanceof Error ? error : new Error(String(error), { cause: error })),
  );
}

export interface DatabaseStoreOptions {
  /** The counters (read when a request is counted, so the store exists before the database). */
  counters: () => RateLimitCounterRepository;
  cleanupEveryMs: number;
  onCleanupError: (error: unknown) => void;
}

export function databaseStore(settings: DatabaseStoreOptions): FastifyRateLimitStoreCtor {
  let lastCleanup = Date.now();

  async function cleanUpWhenDue(): Promise<void> {
    const now = Date.now();
    if (now - lastCleanup < settings.cleanupEveryMs) return;
    lastCleanup = now;
    await settings
      .counters()
      .deleteExpired()
      .catch((error: unknown) => settings.onCleanupError(error));
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(options: StoreOptions) {
      // Both change a window after it started; nothing here uses them, so they are refused
      // rather than silently ignored.
      if (options.continueExceeding === true || options.exponentialBackoff === true) {
        throw new Error(
          'The database rate-limit store supports neither continueExceeding nor exponentialBackoff',
        );
      }
      const { method, url } = options.routeInfo ?? {};
      this.prefix = url === undefined ? '' : `${[method ?? ''].flat().join(',')}${url}-`;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      answer(
        settings
          .counters()
          .hit(this.prefix + key, timeWindow)
          .then(async (counted) => {
            await cleanUpWhenDue();
            return counted;
          }),
        callback,
      );
    }

    /** The plugin's non-counting read (`{ increment: false }`). */
    read(key: string, callback: Callback): void {
      answer(settings.counters().read(this.prefix + key), callback);
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions as StoreOptions);
    }
  }

  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
