import type { Knex } from 'knex';

/**
 * The API's rate-limit counters, shared by every replica on this database: one row per route and
 * client address, counting the requests of its current window. A request is one upsert (a new
 * window starts in place when the last one has run out); rows whose window ended are removed by a
 * background job.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('rate_limit_counters', (table) => {
    // `<METHOD><route>-<client address>`, as the rate limiter names its buckets.
    table.text('key').primary();
    table.integer('hits').notNullable();
    table.timestamp('window_ends_at', { useTz: true }).notNullable();
    table.index(['window_ends_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('rate_limit_counters');
}
