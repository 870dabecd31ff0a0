/**
 * The owner's posts: every rule of writing, publishing, scheduling, unpublishing and deleting.
 *
 * - Two tabs never silently overwrite each other: every change names the version it was made
 *   on, and a change on an older version is refused with 409 (`postMessages.conflict`).
 * - The public site follows at once: each change bumps the site's content version in its own
 *   transaction, so every page cache in front of the site drops what it holds.
 * - A post that was ever public keeps its old address working: changing its slug records a
 *   redirect (301) from the old one.
 * - Publishing needs every required field; a draft needs a title and an address only.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import {
  missingForPublishing,
  postFieldNames,
  postMessages,
  slugFromTitle,
  type AdminPost,
  type AdminPostSummary,
  type CreatePostRequest,
  type PostFields,
  type PostStatus,
  type PublishPostRequest,
  type SavePostRequest,
} from '@site/contracts/admin-posts';
import { blogCategoryLabels } from '@site/contracts/blog';
import { instantInZone } from '@site/contracts/slots';
import { pgErrorCode, pgErrorCodes } from '../../../db/knex';
import { toIso, toNumber } from '../../../db/mapping';
import { authorBio, readingTimeMinutes } from '../blog-post-files';
import { conflict, HttpError, notFound } from '../../../platform/errors';
import {
  postStatusOf,
  type BlogPostRepository,
  type EditableBlogPostRow,
} from '../repositories/blog-posts';
import { InvalidFieldsError } from '../../../platform/validation';
import { audit as recordAudit, changedFields } from '../../owner';
import { markContentChanged } from '../../site';

/**
 * What the rules need: the posts' repository, the owner's audit log, the site's content version,
 * the clock, the coach's zone and the defaults.
 */
export interface PostsContext {
  repos: Pick<FastifyInstance['repos'], 'blogPosts'>;
  /** Writes one line of the owner's audit log in `trx`. */
  audit: (
    entry: {
      username: string;
      action: string;
      target: string;
      detail: string | null;
      ip: string;
      at: Date;
    },
    trx: Knex.Transaction,
  ) => Promise<void>;
  /** Public content changed at `now`: page caches drop what they hold. */
  contentChanged: (trx: Knex.Transaction, now: Date) => Promise<void>;
  now: Date;
  timezone: string;
  coachName: string;
}

/** Who did it, for the audit log. */
export interface PostActor {
  username: string;
  ip: string;
}

/** The signed-in owner acting through a request. */
export const postActorOf = (request: FastifyRequest): PostActor => ({
  username: request.owner!.username,
  ip: request.ip,
});

/** The context of one request (inside `trx` when it runs in one: the coach's zone is read there). */
export async function postsContext(
  app: FastifyInstance,
  trx?: Knex.Transaction,
): Promise<PostsContext> {
  return {
    repos: { blogPosts: app.repos.blogPosts },
    audit: (entry, trx) => recordAudit(app, entry, trx),
    contentChanged: (trx, now) => markContentChanged(app, trx, now),
    now: app.now(),
    timezone: await app.coachZone(trx),
    coachName: app.config.coachName,
  };
}

function toAdminPost(row: EditableBlogPostRow, context: PostsContext): AdminPost {
  const status = postStatusOf(row, context.now);
  return {
    id: toNumber(row.id),
    ...fieldsOf(row),
    status,
    publishedAt: status === 'draft' ? null : toIso(row.published_at),
    updatedAt: toIso(row.updated_at),
    createdAt: toIso(row.created_at),
    readingTime: toNumber(row.reading_time),
    version: toNumber(row.version),
    timezone: context.timezone,
  };
}

function fieldsOf(row: EditableBlogPostRow): PostFields {
  return {
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    subtitle: row.subtitle ?? '',
    seoDescription: row.seo_description ?? '',
    category: row.category,
    tags: row.tags ?? [],
    authorName: row.author_name,
    authorBio: row.author_bio ?? '',
    featuredImage: row.featured_image,
    featuredImageAlt: row.featured_image_alt ?? '',
    content: row.content,
  };
}

const slugTaken = () => new InvalidFieldsError({ slug: postMessages.slugTaken });

async function audit(
  context: PostsContext,
  actor: PostActor,
  action: string,
  post: { id: number | string; slug: string },
  trx: Knex.Transaction,
  detail: string | null = null,
) {
  await context.audit(
    {
      username: actor.username,
      action,
      target: `post ${post.id} (${post.slug})`,
      detail,
      ip: actor.ip,
      at: context.now,
    },
    trx,
  );
}

/** The post, locked for this transaction, at the version the editor read; else 404 / 409. */
async function postAtVersion(
  context: PostsContext,
  id: number,
  version: number,
  trx: Knex.Transaction,
): Promise<EditableBlogPostRow> {
  const row = await context.repos.blogPosts.findById(id, trx, true);
  if (row === null) throw notFound(postMessages.notFound);
  if (toNumber(row.version) !== version) throw conflict(postMessages.conflict);
  return row;
}

async function updated(
  context: PostsContext,
  row: EditableBlogPostRow,
  changes: Parameters<BlogPostRepository['updateAtVersion']>[2],
  trx: Knex.Transaction,
): Promise<EditableBlogPostRow> {
  const saved = await context.repos.blogPosts.updateAtVersion(
    toNumber(row.id),
    toNumber(row.version),
    changes,
    context.now,
    trx,
  );
  // The row is locked, so this cannot happen but by a bug: never report a save that did not happen.
  if (saved === null) throw conflict(postMessages.conflict);
  return saved;
}

export async function listPosts(
  context: PostsContext,
  status?: PostStatus,
): Promise<AdminPostSummary[]> {
  const posts = await context.repos.blogPosts.listAll(context.now);
  return status === undefined ? posts : posts.filter((post) => post.status === status);
}

export async function getPost(context: PostsContext, id: number): Promise<AdminPost> {
  const row = await context.repos.blogPosts.findById(id);
  if (row === null) throw notFound(postMessages.notFound);
  return toAdminPost(row, context);
}

/** A free address for a new post: the title's, then `-2`, `-3`… */
async function freeSlug(context: PostsContext, title: string, trx: Knex.Transaction) {
  const base = slugFromTitle(title) || 'post';
  const taken = new Set(await context.repos.blogPosts.slugsStartingWith(base, trx));
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** A new draft: the title, a free address from it, the first category and the author's defaults. */
export async function createDraft(
  db: Knex,
  context: PostsContext,
  actor: PostActor,
  input: CreatePostRequest,
): Promise<AdminPost> {
  // Two drafts of one title at once: the database keeps the slug unique, the second tries again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await insertDraft(db, context, actor, input);
    } catch (error) {
      if (attempt >= 3 || pgErrorCode(error) !== pgErrorCodes.uniqueViolation) throw error;
    }
  }
}

async function insertDraft(
  db: Knex,
  context: PostsContext,
  actor: PostActor,
  input: CreatePostRequest,
): Promise<AdminPost> {
  return db.transaction(async (trx) => {
    const slug = await freeSlug(context, input.title, trx);
    const row = await context.repos.blogPosts.insertDraft(
      {
        title: input.title,
        slug,
        excerpt: '',
        subtitle: '',
        seoDescription: '',
        category: blogCategoryLabels[0]!,
        tags: [],
        authorName: context.coachName,
        authorBio: authorBio(context.coachName),
        featuredImage: '',
        featuredImageAlt: '',
        content: '',
        readingTime: 1,
      },
      context.now,
      trx,
    );
    await audit(context, actor, 'post.create', row, trx);
    return toAdminPost(row, context);
  });
}

/**
 * Saves every field. A public post changes on the site at once; its old address, when the slug
 * changed, answers 301 to the new one. An address another post holds is refused.
 */
export async function savePost(
  db: Knex,
  context: PostsContext,
  actor: PostActor,
  id: number,
  input: SavePostRequest,
): Promise<AdminPost> {
  try {
    return await db.transaction(async (trx) => {
      const row = await postAtVersion(context, id, input.version, trx);
      const { version: _version, ...fields } = input;
      const status = postStatusOf(row, context.now);
      // A public post must stay complete: what publishing needs, saving it needs too.
      if (status === 'published' || status === 'scheduled') refuseIncomplete(fields);
      if (fields.slug !== row.slug) {
        const holder = await context.repos.blogPosts.idBySlug(fields.slug, trx);
        if (holder !== null && holder !== id) throw slugTaken();
        // Its old address keeps working if anyone may have seen or linked it.
        if (status !== 'draft') await context.repos.blogPosts.addRedirect(row.slug, id, trx);
        // A public post's address is its own: an old address of another post stops redirecting.
        if (status === 'published' || status === 'scheduled')
          await context.repos.blogPosts.removeRedirect(fields.slug, trx);
      }
      const saved = await updated(
        context,
        row,
        { ...fields, readingTime: readingTimeMinutes(fields.content) },
        trx,
      );
      await context.contentChanged(trx, context.now);
      await audit(
        context,
        actor,
        'post.save',
        saved,
        trx,
        changedFields(fieldsOf(row), fieldsOf(saved), postFieldNames),
      );
      return toAdminPost(saved, context);
    });
  } catch (error) {
    // Two saves taking the same new address at once: the database keeps one.
    if (pgErrorCode(error) === pgErrorCodes.uniqueViolation) throw slugTaken();
    throw error;
  }
}

function refuseIncomplete(fields: PostFields): void {
  const missing = missingForPublishing(fields);
  if (Object.keys(missing).length === 0) return;
  const error = new InvalidFieldsError(missing);
  error.message = postMessages.incomplete;
  throw error;
}

/** `YYYY-MM-DDTHH:mm` read as wall-clock time in `zone`, or a 400 when no such time exists. */
function publishInstant(local: string, zone: string): Date {
  const instant = instantInZone(local, zone);
  if (instant === null)
    throw new InvalidFieldsError({
      publishAt: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)
        ? postMessages.publishAtNotExisting
        : postMessages.publishAtInvalid,
    });
  return instant;
}

/**
 * Publishes a post now, or schedules it for `publishAt` (wall-clock time in the owner's zone),
 * inside the caller's transaction: "publish and email it" publishes and queues the email in one
 * transaction. Needs every required field. A post that was public before and is published again
 * keeps its first publication date; a draft or a scheduled post published now is dated now.
 */
export async function publishPost(
  trx: Knex.Transaction,
  context: PostsContext,
  actor: PostActor,
  id: number,
  input: PublishPostRequest,
): Promise<AdminPost> {
  const row = await postAtVersion(context, id, input.version, trx);
  refuseIncomplete(fieldsOf(row));
  let publishedAt: Date;
  if (input.publishAt !== undefined) {
    publishedAt = publishInstant(input.publishAt, context.timezone);
    if (publishedAt.getTime() <= context.now.getTime())
      throw new InvalidFieldsError({ publishAt: postMessages.publishAtPast });
  } else {
    const status = postStatusOf(row, context.now);
    const wasPublic =
      status === 'published' ||
      (status === 'unpublished' && new Date(row.published_at).getTime() <= context.now.getTime());
    publishedAt = wasPublic ? new Date(row.published_at) : context.now;
  }
  const saved = await updated(
    context,
    row,
    { isPublished: true, publishedAt, unpublishedAt: null },
    trx,
  );
  await context.repos.blogPosts.removeRedirect(saved.slug, trx);
  await context.contentChanged(trx, context.now);
  await audit(context, actor, input.publishAt ? 'post.schedule' : 'post.publish', saved, trx);
  return toAdminPost(saved, context);
}

/** Takes a post off the site: its page answers 404, it leaves the list, sitemap and feed. */
export async function unpublishPost(
  db: Knex,
  context: PostsContext,
  actor: PostActor,
  id: number,
  version: number,
): Promise<AdminPost> {
  return db.transaction(async (trx) => {
    const row = await postAtVersion(context, id, version, trx);
    const wasScheduledOnly = postStatusOf(row, context.now) === 'scheduled';
    const saved = await updated(
      context,
      row,
      // A scheduled post that never went out is a draft again.
      { isPublished: false, unpublishedAt: wasScheduledOnly ? null : context.now },
      trx,
    );
    await context.contentChanged(trx, context.now);
    await audit(context, actor, 'post.unpublish', saved, trx);
    return toAdminPost(saved, context);
  });
}

/** Deletes a post for good (its redirects with it). */
export async function deletePost(
  db: Knex,
  context: PostsContext,
  actor: PostActor,
  id: number,
  version: number,
): Promise<void> {
  await db.transaction(async (trx) => {
    const row = await postAtVersion(context, id, version, trx);
    if (!(await context.repos.blogPosts.deleteAtVersion(id, version, trx)))
      throw new HttpError(409, postMessages.conflict);
    await context.contentChanged(trx, context.now);
    await audit(context, actor, 'post.delete', row, trx);
  });
}

/**
 * Publishes the post as it stands, in `trx`: its row locked and published at the version it has
 * now (a broadcast sends the post as it is when sent). False when the post no longer exists.
 */
export async function publishAsItStands(
  trx: Knex.Transaction,
  context: PostsContext,
  actor: PostActor,
  id: number,
): Promise<boolean> {
  const post = await context.repos.blogPosts.findById(id, trx, true);
  if (post === null) return false;
  await publishPost(trx, context, actor, id, { version: Number(post.version) });
  return true;
}

/** The title of each post still kept, by id (for the activity log; read, never stored). */
export async function postTitlesByIds(
  app: FastifyInstance,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const found = await Promise.all(ids.map((id) => app.repos.blogPosts.findById(id)));
  return new Map(
    found.flatMap((row) => (row ? [[toNumber(row.id), String(row.title)] as const] : [])),
  );
}
