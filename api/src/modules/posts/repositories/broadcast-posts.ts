/**
 * The posts as a newsletter broadcast reads them: the owner's choice of post, whether one exists,
 * and a sub-query of a post's letter fields for the broadcasts' own query to join. Each works on
 * any Knex or transaction.
 */
import type { Knex } from 'knex';
import { toIso, toNumber } from '../../../db/mapping';

type Db = Knex | Knex.Transaction;

export interface BroadcastPostOption {
  id: number;
  title: string;
  slug: string;
  published: boolean;
  publishedAt: string;
}

/** Every post a broadcast may carry, newest first. */
export async function broadcastPostOptions(db: Db): Promise<BroadcastPostOption[]> {
  const rows = await db('blog_posts')
    .select('id', 'title', 'slug', 'is_published', 'published_at')
    .orderBy([
      { column: 'published_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  return rows.map((row: Record<string, unknown>) => ({
    id: toNumber(row.id),
    title: String(row.title),
    slug: String(row.slug),
    published: row.is_published === true,
    publishedAt: toIso(row.published_at),
  }));
}

export async function postExists(db: Db, id: number): Promise<boolean> {
  return (await db('blog_posts').where({ id }).first('id')) !== undefined;
}

/**
 * A sub-query of each post's letter fields, to join on `id`: `title`, `slug`, `excerpt`,
 * `content`, `featured_image`, `is_published`.
 */
export function postLetterFields(db: Db): Knex.QueryBuilder {
  return db('blog_posts').select(
    'id',
    'title',
    'slug',
    'excerpt',
    'content',
    'featured_image',
    'is_published',
  );
}
