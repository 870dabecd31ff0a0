import type { Knex } from 'knex';

/**
 * The site settings the owner set in the back office (the coach's name, links), one row per
 * setting. A setting without a row keeps the value the environment gives (or the built-in
 * default), so an install that never touched them behaves as before.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('site_settings', (table) => {
    table.text('key').primary();
    table.text('value').notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('site_settings');
}
