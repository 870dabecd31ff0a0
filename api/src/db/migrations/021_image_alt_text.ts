import type { Knex } from 'knex';

/**
 * A post's featured image gets its alternative text (what the picture shows, for readers who
 * cannot see it): empty until the owner writes it, and required before a post is published.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('blog_posts', (table) => {
    table.text('featured_image_alt');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('blog_posts', (table) => {
    table.dropColumn('featured_image_alt');
  });
}
