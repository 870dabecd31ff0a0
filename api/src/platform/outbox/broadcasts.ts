/**
 * The outbox's rows of newsletter broadcasts (`broadcast_id`, `subscription_id` set): one per
 * recipient, each with its own dedupe key (`broadcast:<id>:<subscription id>`), so a broadcast
 * is never queued twice for one subscriber. Who may still receive one is the newsletter's rule:
 * it hands in its sub-query of deliverable subscriptions (`id`); the rows, their statuses and
 * leases are the outbox's.
 */
import type { Knex } from 'knex';
import { toNumber } from '../../db/mapping';
import type { OutboxRow } from './repository';

type Db = Knex | Knex.Transaction;

export interface BroadcastOutboxRow extends OutboxRow {
  broadcast_id: number | string;
  subscription_id: number | string | null;
}

/** A broadcast's outbox row (`o`) waiting for another try. */
const retryingRow =
  "((o.status = 'queued' AND o.attempts > 0) OR (o.status = 'sending' AND o.locked_until < now()))";

/**
 * The delivery counts of the broadcast whose id is the caller's column `broadcastId` (`b.id`), as
 * columns of its select list: recipients, sent, failed, pending, cancelled, retrying (queued again
 * after a failed attempt, or still `sending` under a lease that ran out: its sender stopped, and
 * they go at the next round) and next_retry_at (when the first of those is tried again).
 */
export function broadcastDeliveryColumns(db: Db, broadcastId: string): Knex.Raw[] {
  const count = (name: string, condition: string) =>
    db.raw(
      `(SELECT count(*) FROM outbox_messages o WHERE o.broadcast_id = ??${condition}) AS ${name}`,
      [broadcastId],
    );
  return [
    count('recipients', ''),
    count('sent', " AND o.status = 'sent'"),
    count('failed', " AND o.status = 'failed'"),
    count('pending', " AND o.status IN ('queued', 'sending')"),
    count('cancelled', " AND o.status = 'cancelled'"),
    count('retrying', ` AND ${retryingRow}`),
    db.raw(
      `(SELECT min(CASE WHEN o.status = 'queued' THEN o.next_attempt_at ELSE now() END) FROM outbox_messages o WHERE o.broadcast_id = ?? AND ${retryingRow}) AS next_retry_at`,
      [broadcastId],
    ),
  ];
}

/** The broadcast's letter, the same for every recipient but for his token in `tokenSlot`. */
export interface BroadcastLetter {
  kind: string;
  broadcastId: number;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  tokenSlot: string;
  /** The host of each Message-ID (`<broadcast-<id>-<subscription>@host>`). */
  messageIdHost: string;
}

/**
 * Writes one queued row per recipient of `recipients` (a sub-query of `id`, `email` and
 * `unsubscribe_token`), each message with that recipient's own token in place of the slot.
 * Answers how many rows the broadcast has in all.
 */
export async function queueBroadcastMessages(
  trx: Knex.Transaction,
  letter: BroadcastLetter,
  recipients: Knex.QueryBuilder,
  now: Date,
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
     FROM :recipients s
     ORDER BY s.id
     ON CONFLICT (dedupe_key) DO NOTHING`,
    {
      kind: letter.kind,
      id: letter.broadcastId,
      subject: letter.subject,
      text: letter.text,
      html: letter.html,
      slot: letter.tokenSlot,
      headers: JSON.stringify(letter.headers),
      host: letter.messageIdHost,
      now,
      recipients,
    },
  );
  const queued = Number(result.rowCount ?? 0);
  const [counted] = await trx('outbox_messages')
    .where({ broadcast_id: letter.broadcastId })
    .count<{ count: string | number }[]>({ count: '*' });
  return toNumber(counted?.count ?? queued);
}

/**
 * Takes up to `limit` due broadcast messages (queued and due, or `sending` under a lease that ran
 * out, e.g. a worker that died mid-batch) and leases them to `workerId`. A message whose
 * subscription is not among `deliverable` is marked `cancelled` with `cancelReason` instead.
 * Rows another transaction holds are skipped.
 */
export async function claimBroadcastMessages(
  trx: Knex.Transaction,
  input: {
    workerId: string;
    now: Date;
    limit: number;
    leaseMs: number;
    deliverable: Knex.QueryBuilder;
    cancelReason: string;
  },
): Promise<BroadcastOutboxRow[]> {
  const candidates = (await trx('outbox_messages as o')
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
    .limit(input.limit)
    .forUpdate('o')
    .skipLocked()
    .select(
      'o.id',
      trx.raw('EXISTS (SELECT 1 FROM ? d WHERE d.id = o.subscription_id) AS deliverable', [
        input.deliverable,
      ]),
    )) as { id: number | string; deliverable: boolean }[];
  const gone = candidates.filter((row) => !row.deliverable).map((row) => row.id);
  const ids = candidates.filter((row) => row.deliverable).map((row) => row.id);
  if (gone.length > 0) {
    await trx('outbox_messages')
      .whereIn('id', gone)
      .update({ status: 'cancelled', last_error: input.cancelReason, locked_until: null });
  }
  if (ids.length === 0) return [];
  return (await trx('outbox_messages')
    .whereIn('id', ids)
    .update({
      status: 'sending',
      locked_by: input.workerId,
      locked_until: new Date(input.now.getTime() + input.leaseMs),
      attempts: trx.raw('attempts + 1'),
    })
    .returning('*')) as BroadcastOutboxRow[];
}

/**
 * Right before sending: true while `workerId` still holds the message and its subscription is
 * among `deliverable`; otherwise a message it still holds is cancelled with `cancelReason`.
 */
export async function holdsDeliverableMessage(
  db: Db,
  input: { id: number; workerId: string; deliverable: Knex.QueryBuilder; cancelReason: string },
): Promise<boolean> {
  const held = { id: input.id, status: 'sending', locked_by: input.workerId };
  const row = await db('outbox_messages')
    .where(held)
    .whereIn('subscription_id', input.deliverable)
    .first('id');
  if (row) return true;
  await db('outbox_messages')
    .where(held)
    .update({ status: 'cancelled', last_error: input.cancelReason, locked_until: null });
  return false;
}

/** The receiving server refused the address for good: the message `workerId` holds fails. */
export async function failBroadcastMessage(
  trx: Knex.Transaction,
  input: { id: number; workerId: string; error: string; now: Date },
): Promise<void> {
  await trx('outbox_messages')
    .where({ id: input.id, status: 'sending', locked_by: input.workerId })
    .update({
      status: 'failed',
      last_error: input.error.slice(0, 2000),
      next_attempt_at: input.now,
      locked_until: null,
    });
}

/** A sub-query of the messages of the caller's broadcast `broadcastId` (`b.id`) still to send. */
export function unsentBroadcastMessages(db: Db, broadcastId: string): Knex.QueryBuilder {
  return db('outbox_messages as o')
    .whereRaw('o.broadcast_id = ??', [broadcastId])
    .whereIn('o.status', ['queued', 'sending'])
    .select(db.raw('1'));
}

/**
 * A sub-query of the message of the caller's broadcast `broadcastId` to its subscription
 * `subscriptionId` (`b.id`, `s.id`), for an EXISTS.
 */
export function broadcastMessageTo(
  db: Db,
  broadcastId: string,
  subscriptionId: string,
): Knex.QueryBuilder {
  return db('outbox_messages as o')
    .whereRaw('o.broadcast_id = ??', [broadcastId])
    .whereRaw('o.subscription_id = ??', [subscriptionId])
    .select(db.raw('1'));
}

/** The queued broadcast messages to the subscriptions of `subscriptionIds` will not go. */
export async function cancelQueuedBroadcastMessages(
  db: Db,
  subscriptionIds: Knex.QueryBuilder,
  cancelReason: string,
): Promise<number> {
  const updated = await db('outbox_messages')
    .whereNotNull('broadcast_id')
    .where({ status: 'queued' })
    .whereIn('subscription_id', subscriptionIds)
    .update({ status: 'cancelled', last_error: cancelReason });
  return Number(updated);
}

/** A sub-query of the subscriptions a broadcast was queued for (`subscription_id`). */
export function broadcastRecipientIds(db: Db, broadcastId: number): Knex.QueryBuilder {
  return db('outbox_messages').where({ broadcast_id: broadcastId }).select('subscription_id');
}

/** A broadcast's failed messages, oldest first. */
export async function failedBroadcastMessages(
  db: Db,
  broadcastId: number,
): Promise<
  {
    to_address: string;
    last_error: string | null;
    next_attempt_at: Date | string;
    subscription_id: number | string | null;
  }[]
> {
  return db('outbox_messages')
    .where({ broadcast_id: broadcastId, status: 'failed' })
    .orderBy('id')
    .select('to_address', 'last_error', 'next_attempt_at', 'subscription_id');
}
