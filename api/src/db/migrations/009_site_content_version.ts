import type { Knex } from 'knex';

/**
 * One row holding the version of the public content (posts, testimonials, site settings). Every
 * change to that content bumps it in the same transaction, so every page cache in front of the
 * site (each shell replica's, a CDN's) can tell that what it holds is stale without expiry.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('site_content_version', (table) => {
    table.smallint('id').primary();
    table.bigInteger('version').notNullable().defaultTo(1);
    table.timestamp('changed_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.check('id = 1', [], 'site_content_version_one_row');
  });
  await db('site_content_version').insert({ id: 1, version: 1 });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('site_content_version');
}
