import type { Knex } from 'knex';

/**
 * The coach's own calendar: time he blocks in the back office (visitors can no longer book it)
 * and the private address of his bookings' iCalendar feed.
 *
 * `calendar_blocks`: an interval [starts_at, ends_at) with his note (his own words, shown to him
 * alone). `calendar_feed_tokens`: the feed address's token is kept only as its SHA-256 (the
 * address is shown once, when made); at most one is live (revoked_at null), enforced by a partial
 * unique index, and a revoked one stays as a record of when it stopped.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('calendar_blocks', (table) => {
    table.increments('id');
    table.timestamp('starts_at', { useTz: true }).notNullable();
    table.timestamp('ends_at', { useTz: true }).notNullable();
    table.text('note').notNullable().defaultTo('');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.check('ends_at > starts_at', [], 'calendar_blocks_ends_after_start');
    table.index(['starts_at', 'ends_at']);
  });

  await db.schema.createTable('calendar_feed_tokens', (table) => {
    table.increments('id');
    table.text('token_hash').notNullable().unique();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('revoked_at', { useTz: true });
  });
  await db.raw(
    `CREATE UNIQUE INDEX calendar_feed_tokens_one_live ON calendar_feed_tokens ((true))
     WHERE revoked_at IS NULL`,
  );
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('calendar_feed_tokens');
  await db.schema.dropTable('calendar_blocks');
}
