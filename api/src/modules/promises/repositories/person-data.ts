/**
 * The package promises' part of a person's data: the notices his packages sent on their own
 * (`client_promise_notices`: a check-in falling due, the follow-up call opening or closing), found
 * by his bookings. A paid booking outlives an erasure as a payment record, so its notices are
 * deleted here rather than left to the booking's cascade. Works on any Knex or transaction.
 */
import type { Knex } from 'knex';
import { affectedRows, toIso, toNumber } from '../../../db/mapping';

type Row = Record<string, unknown>;

export interface PromisePersonRecords {
  promiseNotices: {
    id: number;
    bookingId: number;
    kind: 'check-in-due' | 'follow-up-opened' | 'follow-up-closing';
    sentAt: string;
  }[];
}

/** The notices sent for the bookings `bookingIds` (a person's), oldest first. */
async function find(
  bookingIds: number[],
  db: Knex | Knex.Transaction,
): Promise<PromisePersonRecords> {
  const rows: Row[] =
    bookingIds.length === 0
      ? []
      : await db('client_promise_notices')
          .whereIn('booking_id', bookingIds)
          .orderBy('sent_at')
          .orderBy('id');
  return {
    promiseNotices: rows.map((row) => ({
      id: toNumber(row.id),
      bookingId: toNumber(row.booking_id),
      kind: row.kind as PromisePersonRecords['promiseNotices'][number]['kind'],
      sentAt: toIso(row.sent_at),
    })),
  };
}

/** Deletes, in the caller's transaction, the notices `found` lists. */
async function erase(
  found: PromisePersonRecords,
  trx: Knex.Transaction,
): Promise<{ promiseNoticesDeleted: number }> {
  return {
    promiseNoticesDeleted: affectedRows(
      await trx('client_promise_notices')
        .whereIn(
          'id',
          found.promiseNotices.map((notice) => notice.id),
        )
        .delete(),
    ),
  };
}

export const promisePersonData = { find, erase };
