import type { Knex } from 'knex';

export function createStripeEventRepository(db: Knex) {
  return {
    /** Records an event id; false when it was already recorded (a replay). */
    async record(
      event: { id: string; type: string; paymentIntentId: string | null },
      trx?: Knex.Transaction,
    ): Promise<boolean> {
      const rows = await (trx ?? db)('stripe_events')
        .insert({ id: event.id, type: event.type, payment_intent_id: event.paymentIntentId })
        .onConflict('id')
        .ignore()
        .returning('id');
      return rows.length === 1;
    },
  };
}

export type StripeEventRepository = ReturnType<typeof createStripeEventRepository>;
