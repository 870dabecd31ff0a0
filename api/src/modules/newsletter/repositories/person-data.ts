/**
 * The newsletter's part of a person's data: his subscription (by lower-cased address; its opens
 * go with it, ON DELETE CASCADE). Works on any Knex or transaction, so a backup's restore uses it
 * without the app.
 */
import type { Knex } from 'knex';
import type { Subscriber } from '@site/contracts/admin';
import { affectedRows } from '../../../db/mapping';
import { toSubscriber } from './newsletter';

type Db = Knex | Knex.Transaction;

export interface NewsletterPersonRecords {
  subscription: Subscriber | null;
}

async function find(address: string, db: Db): Promise<NewsletterPersonRecords> {
  const row = (await db('newsletter_subscriptions')
    .whereRaw('lower(email) = ?', [address])
    .first()) as Record<string, unknown> | undefined;
  return { subscription: row ? toSubscriber(row) : null };
}

/** The outbox's dedupe-key prefixes of the emails about his subscription (welcome, confirmation). */
const outboxKeys = (found: NewsletterPersonRecords) =>
  found.subscription === null
    ? []
    : [`newsletter:${found.subscription.id}:`, `newsletter-confirm:${found.subscription.id}:`];

async function erase(
  found: NewsletterPersonRecords,
  trx: Knex.Transaction,
): Promise<{ subscriptionsDeleted: number }> {
  return {
    subscriptionsDeleted: found.subscription
      ? affectedRows(
          await trx('newsletter_subscriptions').where({ id: found.subscription.id }).delete(),
        )
      : 0,
  };
}

async function addresses(db: Db): Promise<string[]> {
  const result = await db.raw(
    'SELECT DISTINCT lower(email) AS address FROM newsletter_subscriptions',
  );
  return (result.rows as { address: string }[]).map((row) => row.address);
}

export const newsletterPersonData = { find, outboxKeys, erase, addresses };
