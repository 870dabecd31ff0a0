import type { Knex } from 'knex';
import type { Page, Subscriber, SubscriberMonth } from '@site/contracts/admin';
import { affectedRows } from '../../../db/mapping';
import { likePattern, newestFirstPage } from '../../../platform/newest-first-page';
import { toIso, toIsoOrNull, toNumber } from '../../../db/mapping';
import { tableAsJson } from '../../../platform/table-json';

export interface Subscription {
  id: number;
  /** The secret that unsubscribes this address in one click. */
  token: string;
  /** True when the address was new or had unsubscribed (or had no token yet): welcome it. */
  activated: boolean;
}

export type UnsubscribeOutcome = 'unsubscribed' | 'already-unsubscribed' | null;

export function createNewsletterRepository(db: Knex) {
  const q = (trx?: Knex.Transaction) => trx ?? db;
  return {
    /**
     * One row per address: subscribing again succeeds and reactivates an inactive row. An active
     * subscription keeps its token; a new or reactivated one gets `newToken`, so links from before
     * an unsubscribe stop working.
     */
    async subscribe(
      email: string,
      newToken: string,
      trx?: Knex.Transaction,
    ): Promise<Subscription> {
      const result = await (trx ?? db).raw<{
        rows: { id: number | string; unsubscribe_token: string; activated: boolean }[];
      }>(
        `WITH prior AS (
           SELECT is_active, unsubscribe_token FROM newsletter_subscriptions WHERE email = :email
         )
         INSERT INTO newsletter_subscriptions (email, is_active, unsubscribe_token)
         VALUES (:email, true, :token)
         ON CONFLICT (email) DO UPDATE SET
           is_active = true,
           unsubscribed_at = NULL,
           updated_at = now(),
           unsubscribe_token = CASE
             WHEN newsletter_subscriptions.is_active
               AND newsletter_subscriptions.unsubscribe_token IS NOT NULL
             THEN newsletter_subscriptions.unsubscribe_token
             ELSE EXCLUDED.unsubscribe_token
           END
         RETURNING id, unsubscribe_token,
           NOT EXISTS (
             SELECT 1 FROM prior WHERE prior.is_active AND prior.unsubscribe_token IS NOT NULL
           ) AS activated`,
        { email, token: newToken },
      );
      const row = result.rows[0];
      if (!row) throw new Error('Subscribe returned no row');
      return { id: Number(row.id), token: row.unsubscribe_token, activated: row.activated };
    },

    /**
     * Double opt-in: an address asks to join. An active subscription stays as it is (null: send
     * nothing). Otherwise the row waits, inactive, with a confirmation token (a waiting one keeps
     * its token, so every confirmation email it was sent works).
     */
    async requestConfirmation(
      email: string,
      newToken: string,
      trx?: Knex.Transaction,
    ): Promise<{ id: number; confirmationToken: string } | null> {
      const result = await (trx ?? db).raw<{
        rows: { id: number | string; confirmation_token: string | null }[];
      }>(
        `INSERT INTO newsletter_subscriptions (email, is_active, confirmation_token)
         VALUES (:email, false, :token)
         ON CONFLICT (email) DO UPDATE SET
           confirmation_token = coalesce(newsletter_subscriptions.confirmation_token, EXCLUDED.confirmation_token),
           updated_at = now()
         WHERE NOT (newsletter_subscriptions.is_active AND newsletter_subscriptions.unsubscribe_token IS NOT NULL)
         RETURNING id, confirmation_token`,
        { email, token: newToken },
      );
      const row = result.rows[0];
      if (!row || row.confirmation_token === null) return null;
      return { id: Number(row.id), confirmationToken: row.confirmation_token };
    },

    /**
     * The confirmation link was opened: the subscription becomes active with a new unsubscribe
     * token. Null when no waiting subscription holds `token` (unknown, or used already).
     */
    async confirm(
      token: string,
      newUnsubscribeToken: string,
      now: Date,
      trx?: Knex.Transaction,
    ): Promise<{ id: number; email: string; token: string } | null> {
      const [row] = (await (trx ?? db)('newsletter_subscriptions')
        .where({ confirmation_token: token })
        .update({
          is_active: true,
          confirmation_token: null,
          unsubscribe_token: newUnsubscribeToken,
          unsubscribed_at: null,
          bounced_at: null,
          bounce_reason: null,
          updated_at: now,
        })
        .returning(['id', 'email', 'unsubscribe_token'])) as {
        id: number | string;
        email: string;
        unsubscribe_token: string;
      }[];
      return row ? { id: Number(row.id), email: row.email, token: row.unsubscribe_token } : null;
    },

    /**
     * Deactivates the subscription holding `token`. 'already-unsubscribed' when the link is used
     * again, null when no subscription holds it (nothing changes).
     */
    async unsubscribe(
      token: string,
      trx?: Knex.Transaction,
      now: Date = new Date(),
    ): Promise<UnsubscribeOutcome> {
      const q = trx ?? db;
      const updated = await q('newsletter_subscriptions')
        .where({ unsubscribe_token: token, is_active: true })
        .update({ is_active: false, unsubscribed_at: now, updated_at: now })
        .returning('id');
      if (updated.length > 0) return 'unsubscribed';
      const existing = await q('newsletter_subscriptions')
        .where({ unsubscribe_token: token })
        .first('id');
      return existing ? 'already-unsubscribed' : null;
    },

    async listSubscribers(
      input: { q?: string; status?: 'active' | 'unsubscribed'; page: number; pageSize: number },
      trx?: Knex.Transaction,
    ): Promise<Page<Subscriber>> {
      const filtered = (builder: Knex.QueryBuilder) => {
        if (input.q) builder.where('email', 'ilike', likePattern(input.q));
        if (input.status) builder.where('is_active', input.status === 'active');
        return builder;
      };
      return newestFirstPage(filtered(q(trx)('newsletter_subscriptions')), input, toSubscriber);
    },
    /** Every subscriber, oldest first (the CSV export). */
    async allSubscribers(trx?: Knex.Transaction): Promise<Subscriber[]> {
      const rows = await q(trx)('newsletter_subscriptions').orderBy([
        { column: 'created_at' },
        { column: 'id' },
      ]);
      return rows.map(toSubscriber);
    },
    async subscriberCounts(
      trx?: Knex.Transaction,
    ): Promise<{ active: number; unsubscribed: number }> {
      const rows = await q(trx)('newsletter_subscriptions')
        .select('is_active')
        .count<{ is_active: boolean; count: string | number }[]>({ count: '*' })
        .groupBy('is_active');
      const count = (active: boolean) =>
        toNumber(rows.find((row) => row.is_active === active)?.count ?? 0);
      return { active: count(true), unsubscribed: count(false) };
    },
    /** Subscriptions and unsubscriptions per month (YYYY-MM in `zone`) since `since`. */
    async subscriberMonths(
      zone: string,
      since: Date,
      trx?: Knex.Transaction,
    ): Promise<SubscriberMonth[]> {
      const result = await q(trx).raw(
        `SELECT month, sum(subscribed) AS subscribed, sum(unsubscribed) AS unsubscribed FROM (
           SELECT to_char(created_at AT TIME ZONE :zone, 'YYYY-MM') AS month, 1 AS subscribed, 0 AS unsubscribed
           FROM newsletter_subscriptions WHERE created_at >= :since
           UNION ALL
           SELECT to_char(unsubscribed_at AT TIME ZONE :zone, 'YYYY-MM'), 0, 1
           FROM newsletter_subscriptions WHERE unsubscribed_at >= :since
         ) events GROUP BY month`,
        { zone, since },
      );
      return (result.rows as Row[]).map((row) => ({
        month: row.month as string,
        subscribed: toNumber(row.subscribed),
        unsubscribed: toNumber(row.unsubscribed),
      }));
    },
    async subscribersSince(
      since: Date,
      limit: number,
      trx?: Knex.Transaction,
    ): Promise<Subscriber[]> {
      const rows = await q(trx)('newsletter_subscriptions')
        .where('created_at', '>=', since)
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(limit);
      return rows.map(toSubscriber);
    },
    async deleteSubscriber(id: number, trx?: Knex.Transaction): Promise<boolean> {
      return affectedRows(await q(trx)('newsletter_subscriptions').where({ id }).delete()) === 1;
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;

type Row = Record<string, unknown>;

export function toSubscriber(row: Row): Subscriber {
  return {
    id: toNumber(row.id),
    email: row.email as string,
    isActive: row.is_active === true,
    createdAt: toIso(row.created_at),
    unsubscribedAt: toIsoOrNull(row.unsubscribed_at),
  };
}

/** Every subscriber, active or not, whole, for the owner's export. */
export const allSubscribersAsJson = (db: Knex) => tableAsJson(db, 'newsletter_subscriptions', 'id');
