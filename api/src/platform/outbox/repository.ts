/**
 * The outbox's SQL. Messages are enqueued inside the caller's transaction (the event's), and
 * claimed by workers with `FOR UPDATE SKIP LOCKED`, so two workers on one database never take the
 * same row: the claim marks it `sending` for a lease, and only the worker holding the lease may
 * mark it sent or schedule its retry.
 */
import type { Knex } from 'knex';
import type { NewOutboxMessage, OutboxMail, OutboxMessage, OutboxStatus } from './types';

/** A row of `outbox_messages` as a driver returns it (bigint ids as string or BigInt). */
export interface OutboxRow {
  id: number | string | bigint;
  kind: string;
  dedupe_key: string;
  to_address: string;
  message: OutboxMail | string;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | string;
  sent_at: Date | string | null;
}

export function toMessage(row: OutboxRow): OutboxMessage {
  return {
    id: Number(row.id),
    kind: row.kind,
    dedupeKey: row.dedupe_key,
    to: row.to_address,
    mail: typeof row.message === 'string' ? (JSON.parse(row.message) as OutboxMail) : row.message,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: new Date(row.next_attempt_at),
    sentAt: row.sent_at === null ? null : new Date(row.sent_at),
  };
}

export interface EnqueueResult {
  /** Rows written (a replayed event writes none). */
  queued: number;
  /** Rows written as `suppressed` because their address reached its hourly limit. */
  suppressed: number;
}

export function createOutboxRepository(db: Knex) {
  const table = (trx?: Knex.Transaction | Knex) => (trx ?? db)('outbox_messages');

  return {
    /**
     * Records messages in the caller's transaction. A limited message to an address that already
     * had `hourlyLimit` messages in the last hour, or `dailyLimitOfKind` messages of its kind in
     * the last 24 hours, is kept as `suppressed`, never sent. Messages waiting for a later time
     * and never tried (a session's reminders) do not count: they are not sent this hour. A transaction-scoped advisory lock
     * per address makes concurrent events count one by one (across API instances too).
     */
    async enqueue(
      messages: NewOutboxMessage[],
      options: { hourlyLimit: number },
      trx?: Knex.Transaction,
    ): Promise<EnqueueResult> {
      const q = trx ?? db;
      const result: EnqueueResult = { queued: 0, suppressed: 0 };
      for (const message of messages) {
        const address = message.mail.to.trim().toLowerCase();
        let status: OutboxStatus = 'queued';
        let lastError: string | null = null;
        if (message.limited) {
          await q.raw("SELECT pg_advisory_xact_lock(hashtext('outbox:' || ?))", [address]);
          const [counted] = await table(q)
            .count<{ count: string | number }[]>({ count: '*' })
            .whereRaw('lower(to_address) = ?', [address])
            .whereNotIn('status', ['suppressed', 'cancelled'])
            .andWhere('created_at', '>', q.raw("now() - interval '1 hour'"))
            .whereNot((later) =>
              later
                .where({ status: 'queued', attempts: 0 })
                .andWhere('next_attempt_at', '>', q.raw("now() + interval '1 hour'")),
            );
          if (Number(counted?.count ?? 0) >= options.hourlyLimit) {
            status = 'suppressed';
            lastError = `Hourly limit of ${options.hourlyLimit} messages to this address reached`;
          } else if (message.dailyLimitOfKind !== undefined) {
            const [ofKind] = await table(q)
              .count<{ count: string | number }[]>({ count: '*' })
              .whereRaw('lower(to_address) = ?', [address])
              .where({ kind: message.kind })
              .whereNot({ status: 'suppressed' })
              .andWhere('created_at', '>', q.raw("now() - interval '1 day'"));
            if (Number(ofKind?.count ?? 0) >= message.dailyLimitOfKind) {
              status = 'suppressed';
              lastError = `Daily limit of ${message.dailyLimitOfKind} ${message.kind} messages to this address reached`;
            }
          }
        }
        const rows = await table(q)
          .insert({
            kind: message.kind,
            dedupe_key: message.dedupeKey,
            to_address: message.mail.to,
            message: JSON.stringify(message.mail),
            status,
            last_error: lastError,
            ...(message.notBefore === undefined ? {} : { next_attempt_at: message.notBefore }),
            not_after: message.notAfter ?? null,
            session_id: message.sessionId ?? null,
          })
          .onConflict('dedupe_key')
          .ignore()
          .returning('id');
        if (rows.length === 1) {
          result.queued += 1;
          if (status === 'suppressed') result.suppressed += 1;
        }
      }
      return result;
    },

    /**
     * Takes up to `limit` messages that are due at `now` (queued and past their next attempt, or
     * left `sending` by a worker whose lease ran out), marks them `sending` for `leaseMs` under
     * `workerId`, and counts the attempt. Rows another worker holds are skipped, never waited on.
     */
    async claimDue(
      input: { workerId: string; now: Date; limit: number; leaseMs: number },
      trx?: Knex.Transaction,
    ): Promise<OutboxMessage[]> {
      const q = trx ?? db;
      // What is still unsent when its time has passed (a reminder once its session began) is
      // never sent late: it is cancelled instead.
      await table(q)
        .where({ status: 'queued' })
        .andWhere('not_after', '<=', input.now)
        .update({ status: 'cancelled', last_error: 'Not sent in time', locked_until: null });
      const due = table(q)
        .select('id')
        // Broadcast messages go out through the newsletter's paced sender instead.
        .whereNull('broadcast_id')
        .where((where) =>
          where
            .where({ status: 'queued' })
            .andWhere('next_attempt_at', '<=', input.now)
            .orWhere((stale) =>
              stale.where({ status: 'sending' }).andWhere('locked_until', '<=', input.now),
            ),
        )
        .orderBy([{ column: 'next_attempt_at' }, { column: 'id' }])
        .limit(input.limit)
        .forUpdate()
        .skipLocked();
      const rows = await table(q)
        .whereIn('id', due)
        .update({
          status: 'sending',
          locked_by: input.workerId,
          locked_until: new Date(input.now.getTime() + input.leaseMs),
          attempts: q.raw('attempts + 1'),
        })
        .returning('*');
      return (rows as OutboxRow[]).map(toMessage).sort((a, b) => a.id - b.id);
    },

    /**
     * Extends `workerId`'s claim of a message to `until`; false when it no longer holds it (its
     * lease ran out and another worker took it, or it was cancelled).
     */
    async renewClaim(
      id: number,
      workerId: string,
      until: Date,
      trx?: Knex.Transaction,
    ): Promise<boolean> {
      const updated = await table(trx)
        .where({ id, status: 'sending', locked_by: workerId })
        .update({ locked_until: until });
      return updated === 1;
    },

    /** Sent: only by the worker that holds the claim. False when the claim was lost. */
    async markSent(id: number, workerId: string, trx?: Knex.Transaction): Promise<boolean> {
      const updated = await table(trx)
        .where({ id, status: 'sending', locked_by: workerId })
        .update({
          status: 'sent',
          sent_at: (trx ?? db).fn.now(),
          last_error: null,
          locked_until: null,
        });
      return updated === 1;
    },

    /** A failed attempt: back to `queued` at `retryAt`, or `failed` for good when it is null. */
    async markAttemptFailed(
      input: { id: number; workerId: string; error: string; retryAt: Date | null },
      trx?: Knex.Transaction,
    ): Promise<void> {
      await table(trx)
        .where({ id: input.id, status: 'sending', locked_by: input.workerId })
        .update({
          status: input.retryAt === null ? 'failed' : 'queued',
          last_error: input.error.slice(0, 2000),
          next_attempt_at: input.retryAt ?? (trx ?? db).fn.now(),
          locked_until: null,
        });
    },

    /**
     * Cancels the unsent messages of a session (its reminders) when it moves or is cancelled;
     * returns how many. A message already being sent is left to finish.
     */
    async cancelForSession(sessionId: number, trx?: Knex.Transaction): Promise<number> {
      const rows = await table(trx)
        .where({ session_id: sessionId, status: 'queued' })
        .update({ status: 'cancelled', last_error: 'Its session moved or was cancelled' })
        .returning('id');
      return rows.length;
    },

    /**
     * Replaces the content of a message that is still queued (its Message-ID kept); false when
     * there is none, or it is already sent, cancelled or being sent.
     */
    async rewriteQueued(
      dedupeKey: string,
      mail: OutboxMail,
      trx?: Knex.Transaction,
    ): Promise<boolean> {
      const q = trx ?? db;
      const updated = await table(q)
        .where({ dedupe_key: dedupeKey, status: 'queued' })
        .update({
          message: q.raw("?::jsonb || jsonb_build_object('messageId', message->'messageId')", [
            JSON.stringify(mail),
          ]),
          to_address: mail.to,
        });
      return updated === 1;
    },

    async findByDedupeKey(
      dedupeKey: string,
      trx?: Knex.Transaction,
    ): Promise<OutboxMessage | null> {
      const row = (await table(trx).where({ dedupe_key: dedupeKey }).first()) as
        OutboxRow | undefined;
      return row ? toMessage(row) : null;
    },

    /** Every message to an address, oldest first (for support questions and tests). */
    async listTo(address: string, trx?: Knex.Transaction): Promise<OutboxMessage[]> {
      const rows = (await table(trx)
        .whereRaw('lower(to_address) = ?', [address.trim().toLowerCase()])
        .orderBy('id')) as OutboxRow[];
      return rows.map(toMessage);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
