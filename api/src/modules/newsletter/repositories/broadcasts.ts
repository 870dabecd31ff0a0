/**
 * Newsletter broadcasts and their delivery.
 *
 * Delivery rows live in the outbox (platform/outbox/broadcasts.ts): one per recipient, written by
 * one INSERT … SELECT over the subscriptions this module hands in, in the transaction that moves
 * the broadcast to `sending`. The paced sender claims them with the outbox's lease rules
 * (`sending` until `locked_until`, only the holder may finish a row), and `newsletter_send_pace`
 * keeps every instance's claims within the rate over any 60 seconds.
 */
import type { Knex } from 'knex';
import type { BroadcastRequest, BroadcastStatus } from '@site/contracts/endpoints/broadcasts';
import { toIso, toIsoOrNull, toNumber } from '../../../db/mapping';
import type { OutboxMessage } from '../../../platform/outbox/types';
import { paceWindow } from '../../../platform/outbox/pace';
import { toMessage as toOutboxMessage } from '../../../platform/outbox/repository';
import {
  broadcastDeliveryColumns,
  broadcastMessageTo,
  broadcastRecipientIds,
  cancelQueuedBroadcastMessages,
  claimBroadcastMessages,
  failBroadcastMessage,
  failedBroadcastMessages,
  holdsDeliverableMessage,
  queueBroadcastMessages,
  unsentBroadcastMessages,
  type BroadcastLetter,
  type BroadcastOutboxRow,
} from '../../../platform/outbox/broadcasts';
import { postLetterFields } from '../../posts';

export type { BroadcastPostOption } from '../../posts';

export const broadcastKind = 'newsletter.broadcast';

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
export type BroadcastTemplate = Omit<BroadcastLetter, 'kind' | 'broadcastId'>;

const unsubscribedError = 'Unsubscribed before it was sent';
const paceLock = "SELECT pg_advisory_xact_lock(hashtext('newsletter:send-pace'))";

export function createBroadcastRepository(db: Knex) {
  const q = (trx?: Knex.Transaction) => trx ?? db;

  const selectBroadcasts = (trx?: Knex.Transaction) =>
    q(trx)('newsletter_broadcasts as b')
      .leftJoin(postLetterFields(q(trx)).as('p'), 'p.id', 'b.post_id')
      .select(
        'b.*',
        'p.title as post_title',
        'p.slug as post_slug',
        'p.excerpt as post_excerpt',
        'p.content as post_body',
        'p.featured_image as post_image',
        'p.is_published as post_published',
        ...broadcastDeliveryColumns(q(trx), 'b.id'),
      );

  /** Active, never-bounced subscriptions: the ones a broadcast may still reach. */
  const deliverable = (trx: Knex | Knex.Transaction) =>
    trx('newsletter_subscriptions').where({ is_active: true }).whereNull('bounced_at');

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
    /** A post as a letter reads it (the composer's preview of a draft not saved yet). */
    async letterPost(
      postId: number,
      trx?: Knex.Transaction,
    ): Promise<BroadcastRecord['post'] | null> {
      const row = (await postLetterFields(q(trx)).where('id', postId).first()) as
        Record<string, unknown> | undefined;
      if (!row) return null;
      return {
        title: String(row.title),
        slug: String(row.slug ?? ''),
        excerpt: String(row.excerpt ?? ''),
        content: String(row.content ?? ''),
        featuredImage: String(row.featured_image ?? ''),
        published: row.is_published === true,
      };
    },

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
      const recipients = await queueBroadcastMessages(
        trx,
        { ...template, kind: broadcastKind, broadcastId },
        deliverable(trx)
          .whereNotNull('unsubscribe_token')
          .select('id', 'email', 'unsubscribe_token'),
        now,
      );
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
        const rows = await claimBroadcastMessages(trx, {
          workerId: input.workerId,
          now: input.now,
          limit: allowance,
          leaseMs: input.leaseMs,
          deliverable: deliverable(trx).select('id'),
          cancelReason: unsubscribedError,
        });
        if (rows.length === 0) return [];
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
      return holdsDeliverableMessage(db, {
        id,
        workerId,
        deliverable: deliverable(db).select('id'),
        cancelReason: unsubscribedError,
      });
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
        await failBroadcastMessage(trx, input);
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
        .whereNotExists(unsentBroadcastMessages(db, 'b.id'))
        .update({ status: 'sent', completed_at: now, updated_at: now });
      return Number(updated);
    },

    /** The subscriber left: their broadcast messages that are still waiting will not go. */
    async cancelForToken(token: string, trx?: Knex.Transaction): Promise<number> {
      return cancelQueuedBroadcastMessages(
        q(trx),
        q(trx)('newsletter_subscriptions').where({ unsubscribe_token: token }).select('id'),
        unsubscribedError,
      );
    },

    async report(
      broadcast: BroadcastRecord,
      trx?: Knex.Transaction,
    ): Promise<{ unsubscribedSince: number; failures: BroadcastFailure[]; opened: number }> {
      let unsubscribedSince = 0;
      if (broadcast.startedAt !== null) {
        const [counted] = await q(trx)('newsletter_subscriptions')
          .whereIn('id', broadcastRecipientIds(q(trx), broadcast.id))
          .andWhere('is_active', false)
          .andWhere('unsubscribed_at', '>=', broadcast.startedAt)
          .count<{ count: string | number }[]>({ count: '*' });
        unsubscribedSince = toNumber(counted?.count ?? 0);
      }
      const failed = await failedBroadcastMessages(q(trx), broadcast.id);
      const subscriptionIds = failed.flatMap((row) =>
        row.subscription_id === null ? [] : [toNumber(row.subscription_id)],
      );
      const bounced = new Set(
        subscriptionIds.length === 0
          ? []
          : (
              (await q(trx)('newsletter_subscriptions')
                .whereIn('id', subscriptionIds)
                .whereNotNull('bounced_at')
                .select('id')) as { id: number | string }[]
            ).map((row) => toNumber(row.id)),
      );
      const [opens] = await q(trx)('newsletter_broadcast_opens')
        .where({ broadcast_id: broadcast.id })
        .count<{ count: string | number }[]>({ count: '*' });
      return {
        unsubscribedSince,
        failures: failed.map((row) => ({
          email: row.to_address,
          error: row.last_error ?? '',
          at: toIso(row.next_attempt_at),
          permanent: row.subscription_id !== null && bounced.has(toNumber(row.subscription_id)),
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
           AND EXISTS :sent
         ON CONFLICT DO NOTHING`,
        { key, token, now, sent: broadcastMessageTo(db, 'b.id', 's.id') },
      );
    },
  };
}

export type BroadcastRepository = ReturnType<typeof createBroadcastRepository>;
