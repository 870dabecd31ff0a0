/**
 * Newsletter broadcasts and their delivery: the only SQL of the feature.
 *
 * Delivery rows live in `outbox_messages` (`broadcast_id`, `subscription_id`): one per recipient,
 * written by one INSERT … SELECT over the active subscriptions in the transaction that moves the
 * broadcast to `sending`, each with its own dedupe key (`broadcast:<id>:<subscription id>`), so a
 * broadcast can never be queued twice for one subscriber. The paced sender claims them here with
 * the outbox's lease rules (`sending` until `locked_until`, only the holder may finish a row), and
 * `newsletter_send_pace` keeps every instance's claims within the rate over any 60 seconds.
 */
import type { Knex } from 'knex';
import type { BroadcastRequest, BroadcastStatus } from '@site/contracts/endpoints/broadcasts';
import { toIso, toIsoOrNull, toNumber } from '../../../db/mapping';
import type { OutboxMessage } from '../../../platform/outbox/types';
import { paceWindow } from '../../../platform/outbox/pace';
import { toMessage as toOutboxMessage, type OutboxRow } from '../../../platform/outbox/repository';

export const broadcastKind = 'newsletter.broadcast';

/** An outbox row (`o`) of a broadcast waiting for another try. */
const retryingRow =
  "((o.status = 'queued' AND o.attempts > 0) OR (o.status = 'sending' AND o.locked_until < now()))";

export interface BroadcastCounts {
  recipients: number;
  sent: number;
  failed: number;
  pending: number;
  /** Of `pending`: after a failed attempt, or left by a sender whose lease ran out. */
  retrying: number;
  /** When the first of those is tried again (ISO), or null. */
  nextRetryAt: string | null;
  cancelled: number;
}

export interface BroadcastRecord {
  id: number;
  publicKey: string;
  subject: string;
  preheader: string;
  source: 'post' | 'markdown';
  postId: number | null;
  postContent: 'excerpt' | 'full';
  markdown: string;
  subscriberOnly: boolean;
  status: BroadcastStatus;
  scheduledAt: string | null;
  startedAt: string | null;
  completedAt: string | null;
  createdAt: string;
  updatedAt: string;
  post: {
    title: string;
    slug: string;
    excerpt: string;
    content: string;
    featuredImage: string;
    published: boolean;
  } | null;
  counts: BroadcastCounts;
}

export interface BroadcastFailure {
  email: string;
  error: string;
  at: string;
  permanent: boolean;
}

export interface BroadcastPostOption {
  id: number;
  title: string;
  slug: string;
  published: boolean;
  publishedAt: string;
}

interface BroadcastRow {
  id: number;
  public_key: string;
  subject: string;
  preheader: string;
  source: 'post' | 'markdown';
  post_id: number | null;
  post_content: 'excerpt' | 'full';
  markdown: string;
  subscriber_only: boolean;
  status: BroadcastStatus;
  scheduled_at: Date | string | null;
  started_at: Date | string | null;
  completed_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  post_title: string | null;
  post_slug: string | null;
  post_excerpt: string | null;
  post_body: string | null;
  post_image: string | null;
  post_published: boolean | null;
  recipients: string | number;
  sent: string | number;
  failed: string | number;
  pending: string | number;
  retrying: string | number;
  next_retry_at: Date | string | null;
  cancelled: string | number;
}

function toRecord(row: BroadcastRow): BroadcastRecord {
  return {
    id: toNumber(row.id),
    publicKey: row.public_key,
    subject: row.subject,
    preheader: row.preheader,
    source: row.source,
    postId: row.post_id === null ? null : toNumber(row.post_id),
    postContent: row.post_content,
    markdown: row.markdown,
    subscriberOnly: row.subscriber_only,
    status: row.status,
    scheduledAt: toIsoOrNull(row.scheduled_at),
    startedAt: toIsoOrNull(row.started_at),
    completedAt: toIsoOrNull(row.completed_at),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    post:
      row.post_title === null
        ? null
        : {
            title: row.post_title,
            slug: row.post_slug ?? '',
            excerpt: row.post_excerpt ?? '',
            content: row.post_body ?? '',
            featuredImage: row.post_image ?? '',
            published: row.post_published === true,
          },
    counts: {
      recipients: toNumber(row.recipients),
      sent: toNumber(row.sent),
      failed: toNumber(row.failed),
      pending: toNumber(row.pending),
      retrying: toNumber(row.retrying),
      nextRetryAt: toIsoOrNull(row.next_retry_at),
      cancelled: toNumber(row.cancelled),
    },
  };
}

interface BroadcastOutboxRow extends OutboxRow {
  subscription_id: number | string | null;
}

export interface BroadcastMessage extends OutboxMessage {
  subscriptionId: number | null;
}

function toMessage(row: BroadcastOutboxRow): BroadcastMessage {
  return {
    ...toOutboxMessage(row),
    subscriptionId: row.subscription_id === null ? null : toNumber(row.subscription_id),
  };
}

/** The rendered message every recipient shares; `tokenSlot` is replaced by each one's token. */
export interface BroadcastTemplate {
  subject: string;
  html: string;
  text: string;
  /** The message's headers (List-Id, List-Unsubscribe, …), the slot in place of the token. */
  headers: Record<string, string>;
  tokenSlot: string;
  /** The host of each Message-ID (`<broadcast-<id>-<subscription>@host>`). */
  messageIdHost: string;
}

const unsubscribedError = 'Unsubscribed before it was sent';
const paceLock = "SELECT pg_advisory_xact_lock(hashtext('newsletter:send-pace'))";

export function createBroadcastRepository(db: Knex) {
  const q = (trx?: Knex.Transaction) => trx ?? db;

  const selectBroadcasts = (trx?: Knex.Transaction) =>
    q(trx)('newsletter_broadcasts as b')
      .leftJoin('blog_posts as p', 'p.id', 'b.post_id')
      .select(
        'b.*',
        'p.title as post_title',
        'p.slug as post_slug',
        'p.excerpt as post_excerpt',
        'p.content as post_body',
        'p.featured_image as post_image',
        'p.is_published as post_published',
        q(trx).raw(
          '(SELECT count(*) FROM outbox_messages o WHERE o.broadcast_id = b.id) AS recipients',
        ),
        q(trx).raw(
          "(SELECT count(*) FROM outbox_messages o WHERE o.broadcast_id = b.id AND o.status = 'sent') AS sent",
        ),
        q(trx).raw(
          "(SELECT count(*) FROM outbox_messages o WHERE o.broadcast_id = b.id AND o.status = 'failed') AS failed",
        ),
        q(trx).raw(
          "(SELECT count(*) FROM outbox_messages o WHERE o.broadcast_id = b.id AND o.status IN ('queued', 'sending')) AS pending",
        ),
        q(trx).raw(
          "(SELECT count(*) FROM outbox_messages o WHERE o.broadcast_id = b.id AND o.status = 'cancelled') AS cancelled",
        ),
        // Waiting for another try: queued again after a failed attempt, or still `sending` under
        // a lease that ran out (its sender stopped); the latter go at the next round.
        q(trx).raw(
          `(SELECT count(*) FROM outbox_messages o WHERE o.broadcast_id = b.id AND ${retryingRow}) AS retrying`,
        ),
        q(trx).raw(
          `(SELECT min(CASE WHEN o.status = 'queued' THEN o.next_attempt_at ELSE now() END) FROM outbox_messages o WHERE o.broadcast_id = b.id AND ${retryingRow}) AS next_retry_at`,
        ),
      );

  const columns = (input: BroadcastRequest) => ({
    subject: input.subject,
    preheader: input.preheader,
    source: input.source,
    post_id: input.source === 'post' ? input.postId : null,
    post_content: input.postContent,
    markdown: input.source === 'markdown' ? input.markdown : '',
    subscriber_only: input.subscriberOnly,
  });

  return {
    async create(
      input: BroadcastRequest,
      publicKey: string,
      trx?: Knex.Transaction,
    ): Promise<number> {
      const [row] = await q(trx)('newsletter_broadcasts')
        .insert({ ...columns(input), public_key: publicKey })
        .returning('id');
      return toNumber((row as { id: number }).id);
    },

    /** Changes a draft or scheduled broadcast; false when it is sending or sent. */
    async update(id: number, input: BroadcastRequest, trx?: Knex.Transaction): Promise<boolean> {
      const updated = await q(trx)('newsletter_broadcasts')
        .where({ id })
        .whereIn('status', ['draft', 'scheduled'])
        .update({ ...columns(input), updated_at: q(trx).fn.now() });
      return Number(updated) === 1;
    },

    /** Deletes a draft or scheduled broadcast; false when it is sending or sent. */
    async remove(id: number, trx?: Knex.Transaction): Promise<boolean> {
      const deleted = await q(trx)('newsletter_broadcasts')
        .where({ id })
        .whereIn('status', ['draft', 'scheduled'])
        .delete();
      return Number(deleted) === 1;
    },

    async find(
      id: number,
      trx?: Knex.Transaction,
      options: { lock?: boolean } = {},
    ): Promise<BroadcastRecord | null> {
      if (options.lock) {
        const locked = await q(trx)('newsletter_broadcasts').where({ id }).forUpdate().first('id');
        if (!locked) return null;
      }
      const row = (await selectBroadcasts(trx).where('b.id', id).first()) as
        BroadcastRow | undefined;
      return row ? toRecord(row) : null;
    },

    /** A broadcast that has started sending, by its unlisted key. */
    async findStartedByKey(key: string, trx?: Knex.Transaction): Promise<BroadcastRecord | null> {
      const row = (await selectBroadcasts(trx)
        .where('b.public_key', key)
        .whereIn('b.status', ['sending', 'sent'])
        .first()) as BroadcastRow | undefined;
      return row ? toRecord(row) : null;
    },

    async list(trx?: Knex.Transaction): Promise<BroadcastRecord[]> {
      const rows = (await selectBroadcasts(trx).orderBy('b.id', 'desc')) as BroadcastRow[];
      return rows.map(toRecord);
    },

    async listPosts(trx?: Knex.Transaction): Promise<BroadcastPostOption[]> {
      const rows = await q(trx)('blog_posts')
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
    },

    async postExists(id: number, trx?: Knex.Transaction): Promise<boolean> {
      return (await q(trx)('blog_posts').where({ id }).first('id')) !== undefined;
    },

    /**
     * The post goes live at `now`. Public content: the caller bumps the content version in the
     * same transaction.
     */
    async markPostPublished(postId: number, now: Date, trx: Knex.Transaction): Promise<boolean> {
      const updated = await trx('blog_posts')
        .where({ id: postId, is_published: false })
        .update({ is_published: true, published_at: now, updated_at: now });
      return Number(updated) === 1;
    },

    async schedule(id: number, at: Date, trx?: Knex.Transaction): Promise<void> {
      await q(trx)('newsletter_broadcasts')
        .where({ id })
        .update({ status: 'scheduled', scheduled_at: at, updated_at: q(trx).fn.now() });
    },

    async unschedule(id: number, trx?: Knex.Transaction): Promise<boolean> {
      const updated = await q(trx)('newsletter_broadcasts')
        .where({ id, status: 'scheduled' })
        .update({ status: 'draft', scheduled_at: null, updated_at: q(trx).fn.now() });
      return Number(updated) === 1;
    },

    /** Scheduled broadcasts whose time has come, locked for the caller's transaction. */
    async lockDueScheduled(now: Date, trx: Knex.Transaction): Promise<number[]> {
      const rows = await trx('newsletter_broadcasts')
        .where({ status: 'scheduled' })
        .andWhere('scheduled_at', '<=', now)
        .orderBy('scheduled_at')
        .forUpdate()
        .skipLocked()
        .select('id');
      return rows.map((row: { id: number }) => toNumber(row.id));
    },

    /** Gives a token to any active subscription that has none (rows older than tokens). */
    async ensureTokens(newToken: () => string, trx: Knex.Transaction): Promise<void> {
      const rows = await trx('newsletter_subscriptions')
        .where({ is_active: true })
        .whereNull('unsubscribe_token')
        .select('id');
      for (const row of rows as { id: number }[]) {
        await trx('newsletter_subscriptions')
          .where({ id: row.id })
          .update({ unsubscribe_token: newToken() });
      }
    },

    /** How many subscribers a broadcast sent now would reach: the active, never-bounced ones. */
    async countAudience(trx: Knex | Knex.Transaction = db): Promise<number> {
      const [counted] = await trx('newsletter_subscriptions')
        .where({ is_active: true })
        .whereNull('bounced_at')
        .count<{ count: string | number }[]>({ count: '*' });
      return toNumber(counted?.count ?? 0);
    },

    /**
     * Moves the broadcast to `sending` and writes one outbox row per active, never-bounced
     * subscription, each message with that subscriber's own token. Returns the recipients.
     */
    async queueRecipients(
      broadcastId: number,
      template: BroadcastTemplate,
      now: Date,
      trx: Knex.Transaction,
    ): Promise<number> {
      const result = await trx.raw<{ rowCount: number | null; rows: unknown[] }>(
        `INSERT INTO outbox_messages
           (kind, dedupe_key, to_address, message, status, next_attempt_at, broadcast_id, subscription_id)
         SELECT :kind, 'broadcast:' || :id || ':' || s.id, s.email,
           jsonb_build_object(
             'to', s.email,
             'subject', CAST(:subject AS text),
             'text', replace(CAST(:text AS text), :slot, s.unsubscribe_token),
             'html', replace(CAST(:html AS text), :slot, s.unsubscribe_token),
             'messageId', '<broadcast-' || :id || '-' || s.id || '@' || :host || '>',
             -- Tokens are URL-safe ([A-Za-z0-9_-]): put into the JSON text, it stays valid JSON.
             'headers', CAST(replace(CAST(:headers AS text), :slot, s.unsubscribe_token) AS jsonb)
           ),
           'queued', :now, :id, s.id
         FROM newsletter_subscriptions s
         WHERE s.is_active AND s.bounced_at IS NULL AND s.unsubscribe_token IS NOT NULL
         ORDER BY s.id
         ON CONFLICT (dedupe_key) DO NOTHING`,
        {
          kind: broadcastKind,
          id: broadcastId,
          subject: template.subject,
          text: template.text,
          html: template.html,
          slot: template.tokenSlot,
          headers: JSON.stringify(template.headers),
          host: template.messageIdHost,
          now,
        },
      );
      const queued = Number(result.rowCount ?? 0);
      const [counted] = await trx('outbox_messages')
        .where({ broadcast_id: broadcastId })
        .count<{ count: string | number }[]>({ count: '*' });
      const recipients = toNumber(counted?.count ?? queued);
      await trx('newsletter_broadcasts')
        .where({ id: broadcastId })
        .update({
          status: 'sending',
          started_at: now,
          scheduled_at: trx.raw('coalesce(scheduled_at, ?)', [now]),
          recipients,
          updated_at: now,
        });
      return recipients;
    },

    /**
     * Takes up to `limit` due broadcast messages (queued and due, or `sending` under a lease that
     * ran out, e.g. a worker that died mid-batch) and leases them to `workerId`, within what the
     * rate leaves over the last 60 seconds at `now`, and its per-second share over the last
     * window (platform/outbox/pace.ts). A message whose subscriber unsubscribed, was
     * removed or bounced is marked `cancelled` instead. Serialised across instances by an
     * advisory lock, so the rate holds for all of them together.
     */
    async claimDue(input: {
      workerId: string;
      now: Date;
      limit: number;
      leaseMs: number;
      ratePerMinute: number;
    }): Promise<BroadcastMessage[]> {
      const { perWindow, windowMs } = paceWindow(input.ratePerMinute);
      return db.transaction(async (trx) => {
        await trx.raw(paceLock);
        const claimedSince = async (ms: number) => {
          const [used] = await trx('newsletter_send_pace')
            .where('claimed_at', '>', new Date(input.now.getTime() - ms))
            .sum<{ total: string | number | null }[]>({ total: 'count' });
          return toNumber(used?.total ?? 0);
        };
        // The minute's rate, and its per-second share (no burst of a minute's worth at once).
        const allowance = Math.min(
          input.limit,
          input.ratePerMinute - (await claimedSince(60_000)),
          perWindow - (await claimedSince(windowMs)),
        );
        if (allowance <= 0) return [];
        const candidates = (await trx('outbox_messages as o')
          .leftJoin('newsletter_subscriptions as s', (join) =>
            join
              .on('s.id', '=', 'o.subscription_id')
              .andOnVal('s.is_active', '=', true)
              .andOnNull('s.bounced_at'),
          )
          .whereNotNull('o.broadcast_id')
          .where((where) =>
            where
              .where('o.status', 'queued')
              .andWhere('o.next_attempt_at', '<=', input.now)
              .orWhere((stale) =>
                stale.where('o.status', 'sending').andWhere('o.locked_until', '<=', input.now),
              ),
          )
          .orderBy([{ column: 'o.next_attempt_at' }, { column: 'o.id' }])
          .limit(allowance)
          .forUpdate('o')
          .skipLocked()
          .select('o.id', trx.raw('s.id IS NOT NULL AS deliverable'))) as {
          id: number | string;
          deliverable: boolean;
        }[];
        const gone = candidates.filter((row) => !row.deliverable).map((row) => row.id);
        const ids = candidates.filter((row) => row.deliverable).map((row) => row.id);
        if (gone.length > 0) {
          await trx('outbox_messages')
            .whereIn('id', gone)
            .update({ status: 'cancelled', last_error: unsubscribedError, locked_until: null });
        }
        if (ids.length === 0) return [];
        const rows = (await trx('outbox_messages')
          .whereIn('id', ids)
          .update({
            status: 'sending',
            locked_by: input.workerId,
            locked_until: new Date(input.now.getTime() + input.leaseMs),
            attempts: trx.raw('attempts + 1'),
          })
          .returning('*')) as BroadcastOutboxRow[];
        await trx('newsletter_send_pace').insert({ claimed_at: input.now, count: rows.length });
        await trx('newsletter_send_pace')
          .where('claimed_at', '<', new Date(input.now.getTime() - 3_600_000))
          .delete();
        return rows.map(toMessage).sort((a, b) => a.id - b.id);
      });
    },

    /**
     * Right before sending: true while `workerId` still holds the message and its subscriber is
     * still subscribed. A subscriber who left since the claim has the message cancelled.
     */
    async stillDeliverable(id: number, workerId: string): Promise<boolean> {
      const row = await db('outbox_messages as o')
        .join('newsletter_subscriptions as s', 's.id', 'o.subscription_id')
        .where({ 'o.id': id, 'o.status': 'sending', 'o.locked_by': workerId })
        .andWhere('s.is_active', true)
        .whereNull('s.bounced_at')
        .first('o.id');
      if (row) return true;
      await db('outbox_messages')
        .where({ id, status: 'sending', locked_by: workerId })
        .update({ status: 'cancelled', last_error: unsubscribedError, locked_until: null });
      return false;
    },

    /** The receiving server refused the address for good: the message fails, the address is skipped from now on. */
    async markBounced(input: {
      id: number;
      workerId: string;
      subscriptionId: number | null;
      error: string;
      now: Date;
    }): Promise<void> {
      await db.transaction(async (trx) => {
        await trx('outbox_messages')
          .where({ id: input.id, status: 'sending', locked_by: input.workerId })
          .update({
            status: 'failed',
            last_error: input.error.slice(0, 2000),
            next_attempt_at: input.now,
            locked_until: null,
          });
        if (input.subscriptionId !== null) {
          await trx('newsletter_subscriptions')
            .where({ id: input.subscriptionId })
            .whereNull('bounced_at')
            .update({ bounced_at: input.now, bounce_reason: input.error.slice(0, 500) });
        }
      });
    },

    /** Broadcasts with nothing left to send become `sent`. */
    async completeFinished(now: Date): Promise<number> {
      const updated = await db('newsletter_broadcasts as b')
        .where('b.status', 'sending')
        .whereNotExists(
          db('outbox_messages as o')
            .whereRaw('o.broadcast_id = b.id')
            .whereIn('o.status', ['queued', 'sending'])
            .select(db.raw('1')),
        )
        .update({ status: 'sent', completed_at: now, updated_at: now });
      return Number(updated);
    },

    /** The subscriber left: their broadcast messages that are still waiting will not go. */
    async cancelForToken(token: string, trx?: Knex.Transaction): Promise<number> {
      const updated = await q(trx)('outbox_messages')
        .whereNotNull('broadcast_id')
        .where({ status: 'queued' })
        .whereIn(
          'subscription_id',
          q(trx)('newsletter_subscriptions').where({ unsubscribe_token: token }).select('id'),
        )
        .update({ status: 'cancelled', last_error: unsubscribedError });
      return Number(updated);
    },

    async report(
      broadcast: BroadcastRecord,
      trx?: Knex.Transaction,
    ): Promise<{ unsubscribedSince: number; failures: BroadcastFailure[]; opened: number }> {
      let unsubscribedSince = 0;
      if (broadcast.startedAt !== null) {
        const [counted] = await q(trx)('outbox_messages as o')
          .join('newsletter_subscriptions as s', 's.id', 'o.subscription_id')
          .where('o.broadcast_id', broadcast.id)
          .andWhere('s.is_active', false)
          .andWhere('s.unsubscribed_at', '>=', broadcast.startedAt)
          .count<{ count: string | number }[]>({ count: '*' });
        unsubscribedSince = toNumber(counted?.count ?? 0);
      }
      const failures = (await q(trx)('outbox_messages as o')
        .leftJoin('newsletter_subscriptions as s', 's.id', 'o.subscription_id')
        .where({ 'o.broadcast_id': broadcast.id, 'o.status': 'failed' })
        .orderBy('o.id')
        .select(
          'o.to_address',
          'o.last_error',
          'o.next_attempt_at',
          q(trx).raw('s.bounced_at IS NOT NULL AS permanent'),
        )) as {
        to_address: string;
        last_error: string | null;
        next_attempt_at: Date | string;
        permanent: boolean;
      }[];
      const [opens] = await q(trx)('newsletter_broadcast_opens')
        .where({ broadcast_id: broadcast.id })
        .count<{ count: string | number }[]>({ count: '*' });
      return {
        unsubscribedSince,
        failures: failures.map((row) => ({
          email: row.to_address,
          error: row.last_error ?? '',
          at: toIso(row.next_attempt_at),
          permanent: row.permanent === true,
        })),
        opened: toNumber(opens?.count ?? 0),
      };
    },

    /** The first open of a started broadcast by the subscriber holding `token`. */
    async recordOpen(key: string, token: string, now: Date): Promise<void> {
      await db.raw(
        `INSERT INTO newsletter_broadcast_opens (broadcast_id, subscription_id, opened_at)
         SELECT b.id, s.id, :now FROM newsletter_broadcasts b, newsletter_subscriptions s
         WHERE b.public_key = :key AND b.status IN ('sending', 'sent') AND s.unsubscribe_token = :token
           AND EXISTS (SELECT 1 FROM outbox_messages o WHERE o.broadcast_id = b.id AND o.subscription_id = s.id)
         ON CONFLICT DO NOTHING`,
        { key, token, now },
      );
    },
  };
}

export type BroadcastRepository = ReturnType<typeof createBroadcastRepository>;
