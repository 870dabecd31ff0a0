import type { Knex } from 'knex';

/**
 * The owner edits posts in the back office:
 * - `blog_posts.version` grows with each save, so two tabs never silently overwrite each other;
 *   `seo_description` and `created_at` for the editor; `unpublished_at` tells a post taken off
 *   the site from a draft never published (both have `is_published` false).
 * - `blog_post_redirects`: a public post's old slug answers 301 to its current one.
 * - `applied_seeds`: each starter post (by slug) and testimonial (by name) is inserted once;
 *   after that the row is the owner's, and later starts never overwrite or bring it back. The
 *   rows an install already holds count as applied.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('blog_posts', (table) => {
    table.integer('version').notNullable().defaultTo(1);
    table.text('seo_description');
    table.timestamp('unpublished_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });

  await db.schema.createTable('blog_post_redirects', (table) => {
    table.text('from_slug').primary();
    table
      .integer('post_id')
      .notNullable()
      .references('id')
      .inTable('blog_posts')
      .onDelete('CASCADE');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.index(['post_id'], 'blog_post_redirects_post_idx');
  });

  await db.schema.createTable('applied_seeds', (table) => {
    table.text('key').primary();
    table.timestamp('applied_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
  await db.raw(
    `INSERT INTO applied_seeds (key)
       SELECT 'blog-post:' || slug FROM blog_posts
       UNION SELECT 'testimonial:' || name FROM testimonials
     ON CONFLICT DO NOTHING`,
  );
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('applied_seeds');
  await db.schema.dropTable('blog_post_redirects');
  await db.schema.alterTable('blog_posts', (table) => {
    table.dropColumn('created_at');
    table.dropColumn('unpublished_at');
    table.dropColumn('seo_description');
    table.dropColumn('version');
  });
}
