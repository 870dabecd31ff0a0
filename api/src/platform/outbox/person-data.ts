/**
 * The outbox's part of a person's data: every email to his address (any case), naming it
 * anywhere in its body (the owner's notices, for one), about one of his records (by the dedupe-key
 * prefixes his records' modules give) or sent to his newsletter subscription. Works on any Knex or
 * transaction, so a backup's restore uses it without the app.
 */
import type { Knex } from 'knex';
import { affectedRows } from '../../db/mapping';
import { outboxColumns, toOutboxView, type OutboxRowView } from './view';

type Db = Knex | Knex.Transaction;

export interface OutboxPersonRecords {
  emails: OutboxRowView[];
}

/** What else ties an email to him: its dedupe key's prefix, or the subscription it went to. */
export interface OutboxTies {
  dedupePrefixes: string[];
  subscriptionIds: number[];
}

async function find(address: string, ties: OutboxTies, db: Db): Promise<OutboxPersonRecords> {
  const rows = await db('outbox_messages')
    .select(outboxColumns(db as Knex))
    .where((where) => {
      where.whereRaw('lower(to_address) = ?', [address]);
      // Its body names the address: the owner's notices, for one.
      where.orWhereRaw('position(? in lower(message::text)) > 0', [address]);
      for (const prefix of ties.dedupePrefixes) where.orWhere('dedupe_key', 'like', `${prefix}%`);
      for (const id of ties.subscriptionIds) where.orWhere('subscription_id', id);
    })
    .orderBy('id');
  return { emails: rows.map(toOutboxView) };
}

async function erase(
  found: OutboxPersonRecords,
  trx: Knex.Transaction,
): Promise<{ emailsDeleted: number }> {
  return {
    emailsDeleted: affectedRows(
      await trx('outbox_messages')
        .whereIn(
          'id',
          found.emails.map((row) => row.id),
        )
        .delete(),
    ),
  };
}

async function addresses(db: Db): Promise<string[]> {
  const result = await db.raw('SELECT DISTINCT lower(to_address) AS address FROM outbox_messages');
  return (result.rows as { address: string }[]).map((row) => row.address);
}

export const outboxPersonData = { find, erase, addresses };
