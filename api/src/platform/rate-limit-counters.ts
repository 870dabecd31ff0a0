/**
 * The rate limiter's counters, in the database so that every API replica counts the same
 * requests. One statement per request: the row of a key is created, counted up, or, when its
 * window has run out, started again at 1 with a new window. Times are the database's own clock,
 * the one clock every replica shares.
 */
import type { Knex } from 'knex';

export interface RateLimitCount {
  /** Requests counted in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

interface CountRow {
  hits: number | string;
  ttl_ms: number | string;
}

const maxHits = 2_147_483_647;

function rowsOf(result: { rows?: CountRow[] } | CountRow[]): CountRow[] {
  return Array.isArray(result) ? result : (result.rows ?? []);
}

function toCount(row: CountRow | undefined): RateLimitCount {
  return row === undefined
    ? { hits: 0, ttlMs: 0 }
    : { hits: Number(row.hits), ttlMs: Math.max(0, Number(row.ttl_ms)) };
}

export function createRateLimitCounterRepository(db: Knex) {
  return {
    /** Counts one request of `key`, whose window lasts `windowMs` from its first request. */
    async hit(key: string, windowMs: number): Promise<RateLimitCount> {
      const result = await db.raw<{ rows?: CountRow[] }>(
        `INSERT INTO rate_limit_counters AS c (key, hits, window_ends_at)
         VALUES (?, 1, now() + ? * interval '1 millisecond')
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN c.window_ends_at <= now() THEN 1 ELSE LEAST(c.hits + 1, ${maxHits}) END,
           window_ends_at = CASE WHEN c.window_ends_at <= now()
             THEN EXCLUDED.window_ends_at ELSE c.window_ends_at END
         RETURNING hits, ceil(extract(epoch FROM (window_ends_at - now())) * 1000) AS ttl_ms`,
        [key, windowMs],
      );
      return toCount(rowsOf(result)[0]);
    },

    /** The count of `key` in its current window, without counting (0 when none is open). */
    async read(key: string): Promise<RateLimitCount> {
      const result = await db.raw<{ rows?: CountRow[] }>(
        `SELECT hits, ceil(extract(epoch FROM (window_ends_at - now())) * 1000) AS ttl_ms
         FROM rate_limit_counters WHERE key = ? AND window_ends_at > now()`,
        [key],
      );
      return toCount(rowsOf(result)[0]);
    },

    /** Removes the counters whose window has ended; returns how many. */
    async deleteExpired(): Promise<number> {
      return db('rate_limit_counters').where('window_ends_at', '<=', db.fn.now()).delete();
    },
  };
}

export type RateLimitCounterRepository = ReturnType<typeof createRateLimitCounterRepository>;
