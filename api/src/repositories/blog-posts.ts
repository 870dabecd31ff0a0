import type { Knex } from 'knex';
import type { BlogPost } from '@site/contracts/api-types';
import { toBlogPost, type BlogPostRow } from '../db/mapping';

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

export function createBlogPostRepository(db: Knex) {
  const published = (trx?: Knex.Transaction) =>
    (trx ?? db)<BlogPostRow>('blog_posts')
      .where({ is_published: true })
      .andWhere('published_at', '<=', db.fn.now());

  return {
    /** Published posts, newest first. */
    async listPublished(trx?: Knex.Transaction): Promise<BlogPost[]> {
      const rows = await published(trx).orderBy([
        { column: 'published_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
      return rows.map(toBlogPost);
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
