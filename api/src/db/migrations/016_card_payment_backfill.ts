import type { Knex } from 'knex';

/**
 * Checkouts sent with an idempotency key were stored without their way of payment. A paid package
 * without one was bought by card on the site (the owner's offline and complimentary bookings
 * always say so), so it is marked `card`: the client's refund window and the owner's refund read it.
 */
export async function up(db: Knex): Promise<void> {
  await db('consultation_bookings')
    .whereNull('payment')
    .whereNot({ package_type: 'strategy-call' })
    .update({ payment: 'card' });
}

export async function down(): Promise<void> {
  // Nothing to undo: `card` is what those bookings were.
}
