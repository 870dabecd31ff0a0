import type { Knex } from 'knex';
import type { AdminPostSummary, PostFields, PostStatus } from '@site/contracts/admin-posts';
import type { BlogPost, BlogPostSummary } from '@site/contracts/api-types';
import { affectedRows, toIso, toNumber } from '../../../db/mapping';
import { tableAsJson } from '../../../platform/table-json';

/* ---- The row as read (snake_case) and its mapping (camelCase). ---- */

export interface BlogPostRow {
  id: number;
  title: string;
  slug: string;
  subtitle: string | null;
  excerpt: string;
  content: string;
  featured_image: string;
  /** Present once posts have image descriptions (migration 018); null until written. */
  featured_image_alt?: string | null;
  category: string;
  author_name: string;
  author_bio: string | null;
  tags: string[] | null;
  /** Present once the owner's editing columns exist (migration 011). */
  seo_description?: string | null;
  reading_time: number;
  is_published: boolean;
  published_at: Date | string;
  updated_at: Date | string;
}

/** A post for the list: the row without its body and the author's bio. */
export function toBlogPostSummary(
  row: Omit<BlogPostRow, 'content' | 'author_bio'>,
): BlogPostSummary {
  const post: BlogPostSummary = {
    id: toNumber(row.id),
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    featuredImage: row.featured_image,
    category: row.category,
    readingTime: toNumber(row.reading_time),
    publishedAt: toIso(row.published_at),
    updatedAt: toIso(row.updated_at),
    authorName: row.author_name,
  };
  if (row.subtitle !== null) post.subtitle = row.subtitle;
  if (row.featured_image_alt) post.featuredImageAlt = row.featured_image_alt;
  if (row.tags !== null) post.tags = row.tags;
  return post;
}

export function toBlogPost(row: BlogPostRow): BlogPost {
  const post: BlogPost = { ...toBlogPostSummary(row), content: row.content };
  if (row.seo_description) post.seoDescription = row.seo_description;
  if (row.author_bio !== null) post.authorBio = row.author_bio;
  return post;
}

export interface BlogPostInput {
  title: string;
  slug: string;
  subtitle?: string;
  excerpt: string;
  content: string;
  featuredImage: string;
  featuredImageAlt: string;
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
  'featured_image_alt',
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

/** What the editor writes: every field (empty text is stored as null where a column allows it). */
export type BlogPostFieldsInput = PostFields & { readingTime: number };

/** A row with the columns the owner's editing added. */
export interface EditableBlogPostRow extends BlogPostRow {
  version: number;
  seo_description: string | null;
  unpublished_at: Date | string | null;
  created_at: Date | string;
}

/** The state of a post at `now` (see `@site/contracts/admin-posts`). */
export function postStatusOf(
  row: Pick<EditableBlogPostRow, 'is_published' | 'published_at' | 'unpublished_at'>,
  now: Date,
): PostStatus {
  if (row.is_published)
    return new Date(row.published_at).getTime() <= now.getTime() ? 'published' : 'scheduled';
  return row.unpublished_at === null ? 'draft' : 'unpublished';
}

export function createBlogPostRepository(db: Knex, options: { now?: () => Date } = {}) {
  /**
   * THE rule of what the public sees: a post is public when it is published and its time has
   * come. Every public read (list, page, feed, sitemap, social image, redirects) goes through
   * this function and no other.
   */
  const visible = (trx?: Knex.Transaction) =>
    (trx ?? db)<BlogPostRow>('blog_posts')
      .where('blog_posts.is_published', true)
      .andWhere('blog_posts.published_at', '<=', options.now ? options.now() : db.fn.now());

  const table = (trx?: Knex.Transaction) => (trx ?? db)<EditableBlogPostRow>('blog_posts');

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
    /** Whether a published post's time falls in (after, through]: it became public then. */
    async anyDueBetween(after: Date, through: Date, trx?: Knex.Transaction): Promise<boolean> {
      const row = await (trx ?? db)('blog_posts')
        .where('is_published', true)
        .andWhere('published_at', '>', after)
        .andWhere('published_at', '<=', through)
        .first('id');
      return row !== undefined;
    },

    /** Published posts, newest first: all of them, or a slice. */
    async listPublished(trx?: Knex.Transaction, paging?: Paging): Promise<BlogPost[]> {
      const query = visible(trx).orderBy([...newestFirst]);
      if (paging) void query.limit(paging.limit).offset(paging.offset);
      const rows = await query;
      return rows.map(toBlogPost);
    },

    /** How many posts are published (in a category, by its label). */
    async countPublished(category?: string, trx?: Knex.Transaction): Promise<number> {
      return count(inCategory(visible(trx), category));
    },

    /** A slice of the published posts without their bodies, newest first, in a category or all. */
    async listSummaries(
      paging: Paging,
      category?: string,
      trx?: Knex.Transaction,
    ): Promise<BlogPostSummary[]> {
      const rows = (await inCategory(visible(trx), category)
        .select(...summaryColumns)
        .orderBy([...newestFirst])
        .limit(paging.limit)
        .offset(paging.offset)) as Omit<BlogPostRow, 'content' | 'author_bio'>[];
      return rows.map(toBlogPostSummary);
    },

    async findPublishedBySlug(slug: string, trx?: Knex.Transaction): Promise<BlogPost | null> {
      const row = await visible(trx).andWhere({ slug }).first();
      return row ? toBlogPost(row) : null;
    },

    /**
     * The current slug of the public post that used to be at `slug` (its slug changed since), or
     * null when no public post did.
     */
    async findRedirect(slug: string, trx?: Knex.Transaction): Promise<string | null> {
      const row = await visible(trx)
        .join('blog_post_redirects', 'blog_post_redirects.post_id', 'blog_posts.id')
        .where('blog_post_redirects.from_slug', slug)
        .first<{ slug: string } | undefined>('blog_posts.slug');
      return row?.slug ?? null;
    },

    /** Inserts a starter post; does nothing when its slug is taken. True when inserted. */
    async insertSeed(input: BlogPostInput, trx?: Knex.Transaction): Promise<boolean> {
      const inserted = await table(trx)
        .insert({
          title: input.title,
          slug: input.slug,
          subtitle: input.subtitle ?? null,
          excerpt: input.excerpt,
          content: input.content,
          featured_image: input.featuredImage,
          featured_image_alt: input.featuredImageAlt,
          category: input.category,
          author_name: input.authorName,
          author_bio: input.authorBio ?? null,
          tags: input.tags ?? null,
          reading_time: input.readingTime,
          published_at: input.publishedAt,
          // Written when it was published: the day the site was installed is not an edit.
          created_at: input.publishedAt,
          updated_at: input.publishedAt,
        })
        .onConflict('slug')
        .ignore()
        .returning('id');
      return inserted.length > 0;
    },

    /**
     * Writes a starter post's image description where the post still has that starter image and
     * no description (installed before starter posts carried one); an owner's words or image are
     * never touched. True when it wrote it.
     */
    async describeSeedImage(
      input: Pick<BlogPostInput, 'slug' | 'featuredImage' | 'featuredImageAlt'>,
      trx?: Knex.Transaction,
    ): Promise<boolean> {
      const updated = await table(trx)
        .where({ slug: input.slug, featured_image: input.featuredImage })
        .where((query) =>
          query.whereNull('featured_image_alt').orWhereRaw("trim(featured_image_alt) = ''"),
        )
        .update({ featured_image_alt: input.featuredImageAlt });
      return updated > 0;
    },

    // ---- the owner's editing ----------------------------------------------------------------

    /**
     * Every post in the owner's order: drafts first (most recently changed first), then those
     * scheduled (the next to go out first), then the published (newest first), then those taken
     * down (most recently changed first).
     */
    async listAll(now: Date, trx?: Knex.Transaction): Promise<AdminPostSummary[]> {
      const rows = await table(trx)
        .select(
          'id',
          'title',
          'slug',
          'category',
          'is_published',
          'published_at',
          'unpublished_at',
          'updated_at',
        )
        // The states as postStatusOf reads them: never published and no longer published apart.
        .orderByRaw(
          `case when not is_published then (case when unpublished_at is null then 0 else 3 end)
                when published_at > ? then 1 else 2 end,
           case when is_published and published_at > ? then published_at end asc,
           case when is_published and published_at <= ? then published_at end desc,
           updated_at desc, id desc`,
          [now, now, now],
        );
      return rows.map((row) => {
        const status = postStatusOf(row, now);
        return {
          id: toNumber(row.id),
          title: row.title,
          slug: row.slug,
          category: row.category,
          status,
          publishedAt: status === 'draft' ? null : toIso(row.published_at),
          updatedAt: toIso(row.updated_at),
        };
      });
    },

    async findById(
      id: number,
      trx?: Knex.Transaction,
      lock = false,
    ): Promise<EditableBlogPostRow | null> {
      const query = table(trx).where({ id });
      const row = await (lock ? query.forUpdate() : query).first();
      return row ?? null;
    },

    /** The id of the post holding `slug`, if any. */
    async idBySlug(slug: string, trx?: Knex.Transaction): Promise<number | null> {
      const row = await table(trx).where({ slug }).first('id');
      return row ? toNumber(row.id) : null;
    },

    /** The slugs equal to `base` or starting with `base-`. */
    async slugsStartingWith(base: string, trx?: Knex.Transaction): Promise<string[]> {
      const like = `${base.replace(/[\\%_]/g, (char) => `\\${char}`)}-%`;
      const rows = await table(trx)
        .where({ slug: base })
        .orWhere('slug', 'like', like)
        .select('slug');
      return rows.map((row) => row.slug);
    },

    async insertDraft(
      fields: BlogPostFieldsInput,
      now: Date,
      trx?: Knex.Transaction,
    ): Promise<EditableBlogPostRow> {
      const [row] = await table(trx)
        .insert({
          ...columnsOf(fields),
          is_published: false,
          published_at: now,
          created_at: now,
          updated_at: now,
        })
        .returning('*');
      return row!;
    },

    /**
     * Writes `changes` when the post is still at `version`, and moves it to the next version.
     * Null when the post is gone or another save came first.
     */
    async updateAtVersion(
      id: number,
      version: number,
      changes: Partial<BlogPostFieldsInput> & {
        isPublished?: boolean;
        publishedAt?: Date;
        unpublishedAt?: Date | null;
      },
      now: Date,
      trx?: Knex.Transaction,
    ): Promise<EditableBlogPostRow | null> {
      const { isPublished, publishedAt, unpublishedAt, ...fields } = changes;
      const [row] = await table(trx)
        .where({ id, version })
        .update({
          ...columnsOf(fields),
          ...(isPublished === undefined ? {} : { is_published: isPublished }),
          ...(publishedAt === undefined ? {} : { published_at: publishedAt }),
          ...(unpublishedAt === undefined ? {} : { unpublished_at: unpublishedAt }),
          version: (trx ?? db).raw('version + 1'),
          updated_at: now,
        })
        .returning('*');
      return row ?? null;
    },

    /** Deletes the post when it is still at `version`; its redirects go with it. */
    async deleteAtVersion(id: number, version: number, trx?: Knex.Transaction): Promise<boolean> {
      return affectedRows(await table(trx).where({ id, version }).delete()) > 0;
    },

    /** The old address `fromSlug` answers with the post's current one from now on. */
    async addRedirect(fromSlug: string, postId: number, trx?: Knex.Transaction): Promise<void> {
      await (trx ?? db)('blog_post_redirects')
        .insert({ from_slug: fromSlug, post_id: postId })
        .onConflict('from_slug')
        .merge(['post_id']);
    },

    /** `slug` belongs to a post again: it no longer redirects anywhere. */
    async removeRedirect(slug: string, trx?: Knex.Transaction): Promise<void> {
      await (trx ?? db)('blog_post_redirects').where({ from_slug: slug }).delete();
    },
  };
}

function columnsOf(fields: Partial<BlogPostFieldsInput>): Record<string, unknown> {
  const orNull = (value: string | undefined) =>
    value === undefined ? undefined : value.trim() === '' ? null : value;
  const columns: Record<string, unknown> = {
    title: fields.title,
    slug: fields.slug,
    excerpt: fields.excerpt,
    subtitle: orNull(fields.subtitle),
    seo_description: orNull(fields.seoDescription),
    category: fields.category,
    tags: fields.tags === undefined ? undefined : fields.tags.length > 0 ? fields.tags : null,
    author_name: fields.authorName,
    author_bio: orNull(fields.authorBio),
    featured_image: fields.featuredImage,
    featured_image_alt: orNull(fields.featuredImageAlt),
    content: fields.content,
    reading_time: fields.readingTime,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

export type BlogPostRepository = ReturnType<typeof createBlogPostRepository>;

/** Every post, whole, for the owner's export. */
export const allPostsAsJson = (db: Knex) => tableAsJson(db, 'blog_posts', 'id');
