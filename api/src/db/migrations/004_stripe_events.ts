import type { Knex } from 'knex';

/** Every Stripe webhook event id we have handled: a replayed event finds its id and does nothing. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('stripe_events', (table) => {
    table.text('id').primary();
    table.text('type').notNullable();
    table.text('payment_intent_id');
    table.timestamp('received_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('stripe_events');
}
