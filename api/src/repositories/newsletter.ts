import type { Knex } from 'knex';

export function createNewsletterRepository(db: Knex) {
  return {
    /** One row per address: subscribing again succeeds and reactivates an inactive row. */
    async subscribe(email: string, trx?: Knex.Transaction): Promise<void> {
      await (trx ?? db)('newsletter_subscriptions')
        .insert({ email, is_active: true })
        .onConflict('email')
        .merge({ is_active: true, updated_at: db.fn.now() });
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
