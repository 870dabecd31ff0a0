import type { Knex } from 'knex';
import type { BlogPost, BlogPostSummary } from '@site/contracts/api-types';
import { toBlogPost, toBlogPostSummary, type BlogPostRow } from '../db/mapping';

export interface BlogPostInput {
  title: string;
  slug: string;
  subtitle?: string;
  excerpt: string;
  content: string;
  featuredImage: string;
  category: string;
  authorName: string;
  authorBio?: string;
  tags?: string[];
  readingTime: number;
  publishedAt: Date;
}

/** A slice of the list: `limit` posts after the first `offset`. */
export interface Paging {
  limit: number;
  offset: number;
}

/** The columns of a summary: every column but the body and the author's bio. */
const summaryColumns = [
  'id',
  'title',
  'slug',
  'subtitle',
  'excerpt',
  'featured_image',
  'category',
  'author_name',
  'tags',
  'reading_time',
  'published_at',
  'updated_at',
] as const;

const newestFirst = [
  { column: 'published_at', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;

export function createBlogPostRepository(db: Knex) {
  /** What the public sees: the one rule of visibility every public read goes through. */
  const published = (trx?: Knex.Transaction) =>
    (trx ?? db)<BlogPostRow>('blog_posts')
      .where({ is_published: true })
      .andWhere('published_at', '<=', db.fn.now());

  /** Posts whose category or one of whose tags is `label`, case aside. */
  const inCategory = (query: Knex.QueryBuilder, label: string | undefined) =>
    label === undefined
      ? query
      : query.andWhere((where) =>
          where
            .whereRaw('lower(category) = lower(?)', [label])
            .orWhereRaw('exists (select 1 from unnest(tags) as tag where lower(tag) = lower(?))', [
              label,
            ]),
        );

  const count = async (query: Knex.QueryBuilder): Promise<number> => {
    const row = (await query.clearSelect().count({ n: '*' }).first()) as
      { n: number | string | bigint } | undefined;
    return Number(row?.n ?? 0);
  };

  return {
    /** Published posts, newest first: all of them, or a slice. */
    async listPublished(trx?: Knex.Transaction, paging?: Paging): Promise<BlogPost[]> {
      const query = published(trx).orderBy([...newestFirst]);
      if (paging) void query.limit(paging.limit).offset(paging.offset);
      const rows = await query;
      return rows.map(toBlogPost);
    },

    /** How many posts are published (in a category, by its label). */
    async countPublished(category?: string, trx?: Knex.Transaction): Promise<number> {
      return count(inCategory(published(trx), category));
    },

    /** A slice of the published posts without their bodies, newest first, in a category or all. */
    async listSummaries(
      paging: Paging,
      category?: string,
      trx?: Knex.Transaction,
    ): Promise<BlogPostSummary[]> {
      const rows = (await inCategory(published(trx), category)
        .select(...summaryColumns)
        .orderBy([...newestFirst])
        .limit(paging.limit)
        .offset(paging.offset)) as Omit<BlogPostRow, 'content' | 'author_bio'>[];
      return rows.map(toBlogPostSummary);
    },

    async findPublishedBySlug(slug: string, trx?: Knex.Transaction): Promise<BlogPost | null> {
      const row = await published(trx).andWhere({ slug }).first();
      return row ? toBlogPost(row) : null;
    },

    /** Insert or update by slug; updated_at moves only when something changed. */
    async upsert(input: BlogPostInput, trx?: Knex.Transaction): Promise<void> {
      const values = {
        title: input.title,
        slug: input.slug,
        subtitle: input.subtitle ?? null,
        excerpt: input.excerpt,
        content: input.content,
        featured_image: input.featuredImage,
        category: input.category,
        author_name: input.authorName,
        author_bio: input.authorBio ?? null,
        tags: input.tags ?? null,
        reading_time: input.readingTime,
        published_at: input.publishedAt,
      };
      const q = trx ?? db;
      const existing = await q<BlogPostRow>('blog_posts').where({ slug: input.slug }).first();
      if (!existing) {
        await q('blog_posts').insert(values);
        return;
      }
      const unchanged =
        existing.title === values.title &&
        existing.subtitle === values.subtitle &&
        existing.excerpt === values.excerpt &&
        existing.content === values.content &&
        existing.featured_image === values.featured_image &&
        existing.category === values.category &&
        existing.author_name === values.author_name &&
        existing.author_bio === values.author_bio &&
        JSON.stringify(existing.tags) === JSON.stringify(values.tags) &&
        existing.reading_time === values.reading_time &&
        new Date(existing.published_at).getTime() === values.published_at.getTime();
      if (!unchanged) {
        await q('blog_posts')
          .where({ id: existing.id })
          .update({ ...values, updated_at: db.fn.now() });
      }
    },
  };
}

export type BlogPostRepository = ReturnType<typeof createBlogPostRepository>;
