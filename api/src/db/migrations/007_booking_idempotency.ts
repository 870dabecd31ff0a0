import type { Knex } from 'knex';

/**
 * Checkout requests carry the browser's idempotency key: a booking remembers the key it was
 * created for, unique, so two requests with one key (a double click, a retry) can only ever
 * create one booking (and so one PaymentIntent). Bookings created without a key keep null.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('consultation_bookings', (table) => {
    table.text('idempotency_key');
    table.unique(['idempotency_key'], {
      indexName: 'consultation_bookings_idempotency_key_unique',
    });
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('consultation_bookings', (table) => {
    table.dropUnique(['idempotency_key'], 'consultation_bookings_idempotency_key_unique');
    table.dropColumn('idempotency_key');
  });
}
