import type { Knex } from 'knex';

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
     * Deactivates the subscription holding `token`. 'already-unsubscribed' when the link is used
     * again, null when no subscription holds it (nothing changes).
     */
    async unsubscribe(token: string, trx?: Knex.Transaction): Promise<UnsubscribeOutcome> {
      const q = trx ?? db;
      const updated = await q('newsletter_subscriptions')
        .where({ unsubscribe_token: token, is_active: true })
        .update({ is_active: false, unsubscribed_at: db.fn.now(), updated_at: db.fn.now() })
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
