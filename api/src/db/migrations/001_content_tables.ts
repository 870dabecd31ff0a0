import type { Knex } from 'knex';

/** The site's content tables: everything without booking logic. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('users', (table) => {
    table.increments('id');
    table.text('username').notNullable().unique();
    table.text('password').notNullable();
  });

  await db.schema.createTable('contact_forms', (table) => {
    table.increments('id');
    table.text('name').notNullable();
    table.text('email').notNullable();
    table.text('message').notNullable();
    table.text('type').notNullable();
    // Nothing a visitor submits is dropped: optional fields have columns too.
    table.text('organization');
    table.text('referral_source');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });

  await db.schema.createTable('newsletter_subscriptions', (table) => {
    table.increments('id');
    table.text('email').notNullable().unique();
    table.boolean('is_active').notNullable().defaultTo(true);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });

  await db.schema.createTable('testimonials', (table) => {
    table.increments('id');
    // The natural key the seeds upsert by.
    table.text('name').notNullable().unique();
    table.text('title').notNullable();
    table.text('content').notNullable();
    table.integer('rating').notNullable();
    table.text('image_url');
    table.boolean('is_active').notNullable().defaultTo(true);
    table.integer('sort_order').notNullable().defaultTo(0);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.check('rating BETWEEN 1 AND 5', [], 'testimonials_rating_range');
  });

  await db.schema.createTable('blog_posts', (table) => {
    table.increments('id');
    table.text('title').notNullable();
    table.text('slug').notNullable().unique();
    table.text('subtitle');
    table.text('excerpt').notNullable();
    table.text('content').notNullable();
    table.text('featured_image').notNullable();
    table.text('category').notNullable();
    table.text('author_name').notNullable();
    table.text('author_bio');
    table.specificType('tags', 'text[]');
    table.integer('reading_time').notNullable();
    table.boolean('is_published').notNullable().defaultTo(true);
    table.timestamp('published_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.check('reading_time >= 1', [], 'blog_posts_reading_time_positive');
    table.index(['is_published', 'published_at'], 'blog_posts_published_idx');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('blog_posts');
  await db.schema.dropTable('testimonials');
  await db.schema.dropTable('newsletter_subscriptions');
  await db.schema.dropTable('contact_forms');
  await db.schema.dropTable('users');
}
