/**
 * Adds the newsletter test's unpublished post to the embedded database in DATA_DIR (run after the
 * migrations and seeds, before the API opens the database).
 */
import knex from 'knex';
import ClientPgLite from 'knex-pglite';
import { blogCategoryLabels } from '@site/contracts/blog';
import { draftPost } from './newsletter';

async function main(): Promise<void> {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('DATA_DIR must name the test database folder');
  // The embedded database as the API opens it (one connection; the API is not running yet).
  const db = knex({ client: ClientPgLite, dialect: 'postgres', connection: { filename: dataDir } });
  try {
    await db('blog_posts')
      .insert({
        title: draftPost.title,
        slug: draftPost.slug,
        excerpt: draftPost.excerpt,
        content: draftPost.content,
        featured_image: draftPost.featuredImage,
        // Publishing needs the featured image described.
        featured_image_alt: draftPost.featuredImageAlt,
        // A category of the blog: publishing refuses any other.
        category: blogCategoryLabels[0],
        author_name: 'Jordan Rivers',
        reading_time: 3,
        is_published: false,
      })
      .onConflict('slug')
      .ignore();
  } finally {
    await db.destroy();
  }
}

void main();
