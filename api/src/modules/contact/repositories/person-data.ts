/**
 * The contact form's part of a person's data: the messages he sent (by lower-cased address).
 * Works on any Knex or transaction, so a backup's restore uses it without the app.
 */
import type { Knex } from 'knex';
import type { ContactMessage } from '@site/contracts/admin';
import { affectedRows } from '../../../db/mapping';
import { toContactMessage } from './contact-forms';

type Db = Knex | Knex.Transaction;

export interface ContactPersonRecords {
  messages: ContactMessage[];
}

async function find(address: string, db: Db): Promise<ContactPersonRecords> {
  const rows = await db('contact_forms').whereRaw('lower(email) = ?', [address]).orderBy('id');
  return { messages: rows.map(toContactMessage) };
}

/** The outbox's dedupe-key prefixes of the emails about his messages. */
const outboxKeys = (found: ContactPersonRecords) =>
  found.messages.map((message) => `contact:${message.id}:`);

async function erase(
  found: ContactPersonRecords,
  trx: Knex.Transaction,
): Promise<{ messagesDeleted: number }> {
  return {
    messagesDeleted: affectedRows(
      await trx('contact_forms')
        .whereIn(
          'id',
          found.messages.map((message) => message.id),
        )
        .delete(),
    ),
  };
}

async function addresses(db: Db): Promise<string[]> {
  const result = await db.raw('SELECT DISTINCT lower(email) AS address FROM contact_forms');
  return (result.rows as { address: string }[]).map((row) => row.address);
}

export const contactPersonData = { find, outboxKeys, erase, addresses };
