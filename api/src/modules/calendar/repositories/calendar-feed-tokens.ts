/**
 * The calendar feed's address: only the SHA-256 of its token is stored, and at most one is live
 * (the partial unique index `calendar_feed_tokens_one_live`).
 */
import type { Knex } from 'knex';
import { toIso } from '../../../db/mapping';

interface FeedTokenRow {
  id: number;
  token_hash: string;
  created_at: Date | string;
  revoked_at: Date | string | null;
}

export function createCalendarFeedTokenRepository(db: Knex) {
  const table = (trx?: Knex.Transaction) => (trx ?? db)<FeedTokenRow>('calendar_feed_tokens');
  return {
    /** When the live address was made; null when none is live. */
    async liveSince(trx?: Knex.Transaction): Promise<string | null> {
      const row = await table(trx).whereNull('revoked_at').first();
      return row ? toIso(row.created_at) : null;
    },

    /** Whether `hash` is the live token's. */
    async isLive(hash: string, trx?: Knex.Transaction): Promise<boolean> {
      const row = await table(trx).where({ token_hash: hash }).whereNull('revoked_at').first();
      return row !== undefined;
    },

    /** Ends the live token, if any. */
    async revoke(at: Date, trx?: Knex.Transaction): Promise<void> {
      await table(trx).whereNull('revoked_at').update({ revoked_at: at });
    },

    /** The live token from now: the previous one ends in the same transaction. */
    async replace(hash: string, at: Date, trx: Knex.Transaction): Promise<void> {
      // Two at once wait for each other: the second revokes the first's new token.
      await trx.raw('LOCK TABLE calendar_feed_tokens IN SHARE ROW EXCLUSIVE MODE');
      await table(trx).whereNull('revoked_at').update({ revoked_at: at });
      await table(trx).insert({ token_hash: hash, created_at: at });
    },
  };
}

export type CalendarFeedTokenRepository = ReturnType<typeof createCalendarFeedTokenRepository>;
