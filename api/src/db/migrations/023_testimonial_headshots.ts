import type { Knex } from 'knex';

/**
 * A testimonial gets the client's headshot: the uploaded photograph's responsive set (its
 * fallback, size and AVIF and WebP sets) as JSON text, as the site's photos are kept; null until
 * the owner uploads one, and the site draws a line-art mark instead.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('testimonials', (table) => {
    table.text('headshot');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('testimonials', (table) => {
    table.dropColumn('headshot');
  });
}
