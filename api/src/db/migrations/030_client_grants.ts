import type { Knex } from 'knex';

/**
 * What the coach gives a client besides what he bought.
 *
 * `consultation_bookings.extra_credits`: sessions the coach added to a package on top of the ones
 * its type includes; the package's credits are its type's plus these.
 *
 * `client_grants`: one row per gift, with the coach's reason (required, shown in the client's
 * record): `credits` added to one of his packages (how many), or a `package` given to him (the
 * booking made for it, paid with `payment = 'complimentary'`). Each row is written in the same
 * transaction as the change and its audit line; it goes with the client's row on erasure.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('consultation_bookings', (table) => {
    table.integer('extra_credits').notNullable().defaultTo(0);
    table.check('extra_credits >= 0', [], 'consultation_bookings_extra_credits');
  });

  await db.schema.createTable('client_grants', (table) => {
    table.bigIncrements('id');
    table
      .integer('client_id')
      .notNullable()
      .references('id')
      .inTable('clients')
      .onDelete('CASCADE');
    table
      .integer('booking_id')
      .notNullable()
      .references('id')
      .inTable('consultation_bookings')
      .onDelete('CASCADE');
    table.text('kind').notNullable();
    table.integer('credits');
    table.text('reason').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.check("kind IN ('credits', 'package')", [], 'client_grants_kind');
    table.check(
      "(kind = 'credits' AND credits > 0) OR (kind = 'package' AND credits IS NULL)",
      [],
      'client_grants_credits',
    );
    table.check('length(btrim(reason)) > 0', [], 'client_grants_reason');
    table.index(['client_id', 'created_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('client_grants');
  await db.schema.alterTable('consultation_bookings', (table) => {
    table.dropChecks(['consultation_bookings_extra_credits']);
    table.dropColumn('extra_credits');
  });
}
