import type { Knex } from 'knex';

/**
 * What the package promises keep track of between sessions.
 *
 * `client_promise_notices`: one row per e-mail a package's promises sent on their own (a check-in
 * falling due, the follow-up call opening, the follow-up call closing in a week). The key
 * (booking, kind, period) is unique and the row is written in the transaction that queues the
 * e-mail, so however many times the job runs, on however many API instances, each notice goes out
 * once. `period` names the occasion: the instant a check-in fell due, or the follow-up window's
 * opening.
 *
 * `client_check_ins.read_at`: when the coach opened the check-in (null: new, shown on his Today).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('client_promise_notices', (table) => {
    table.bigIncrements('id');
    table
      .integer('booking_id')
      .notNullable()
      .references('id')
      .inTable('consultation_bookings')
      .onDelete('CASCADE');
    table.text('kind').notNullable();
    table.text('period').notNullable();
    table.timestamp('sent_at', { useTz: true }).notNullable();
    table.check(
      "kind IN ('check-in-due', 'follow-up-opened', 'follow-up-closing')",
      [],
      'client_promise_notices_kind',
    );
    table.unique(['booking_id', 'kind', 'period'], {
      indexName: 'client_promise_notices_once',
    });
  });

  await db.schema.alterTable('client_check_ins', (table) => {
    table.timestamp('read_at', { useTz: true });
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('client_check_ins', (table) => {
    table.dropColumn('read_at');
  });
  await db.schema.dropTable('client_promise_notices');
}
