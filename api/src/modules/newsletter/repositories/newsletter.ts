import type { Knex } from 'knex';
import type { Subscriber } from '@site/contracts/admin';
import { toIso, toIsoOrNull, toNumber } from '../../../db/mapping';

export interface Subscription {
  id: number;
  /** The secret that unsubscribes this address in one click. */
  token: string;
  /** True when the address was new or had unsubscribed (or had no token yet): welcome it. */
  activated: boolean;
}

export type UnsubscribeOutcome = 'unsubscribed' | 'already-unsubscribed' | null;

export function createNewsletterRepository(db: Knex) {
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
     * its token, so every confirmation e-mail it was sent works).
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
