import type { Knex } from 'knex';

/**
 * A client's row exists from his first booking on: every way a booking is made writes the row of
 * its address with it. Bookings made before that have their rows made here, one per lower-cased
 * address, dated from the address's first booking, so nothing that reads a booking's client has
 * to make one. The addresses an erasure leaves on the bookings it keeps (`…@erased.invalid`)
 * belong to no one and get none.
 */
export async function up(db: Knex): Promise<void> {
  await db.raw(`
    INSERT INTO clients (email, created_at, updated_at)
    SELECT lower(btrim(email)), min(created_at), min(created_at)
    FROM consultation_bookings
    WHERE lower(btrim(email)) NOT LIKE '%@erased.invalid'
    GROUP BY lower(btrim(email))
    ON CONFLICT (email) DO NOTHING
  `);
}

export async function down(): Promise<void> {
  // Nothing to undo: the rows are the clients those bookings were made by.
}
