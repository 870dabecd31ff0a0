/**
 * Delivers the outbox. Each round claims due messages (see the repository), sends them one by
 * one, and records the outcome: sent, or a retry after an exponential backoff
 * (base × 2^(attempt − 1), at most six hours), or failed for good after the last attempt, with the
 * error kept. A message is marked sent only after the transport accepted it, and a claimed message
 * is invisible to every other worker until its lease runs out. The lease is short (MAIL_LEASE_SECONDS)
 * and renewed while a message is being sent (see lease.ts): a worker that dies leaves its claims
 * for at most one lease.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from '../mail/transport';
import type { OutboxRepository } from './repository';
import { claimLost, roundClock, whileHeld } from './lease';
import { serialRounds } from './rounds';

const maxBackoffMs = 6 * 60 * 60 * 1000;

export interface OutboxWorkerOptions {
  repository: OutboxRepository;
  transport: MailTransport;
  log: FastifyBaseLogger;
  maxAttempts: number;
  retryBaseMs: number;
  /** How long a claim lasts unless renewed (it is, while a message is being sent). */
  leaseMs: number;
  batchSize?: number;
  workerId?: string;
  /** Where a round that failed for want of the database is reported (once per outage). */
  outage?: { report(error: unknown): boolean };
}

export interface DrainResult {
  sent: number;
  retrying: number;
  failed: number;
}

export function backoffMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), maxBackoffMs);
}

export function createOutboxWorker(options: OutboxWorkerOptions) {
  const workerId = options.workerId ?? `worker-${randomUUID()}`;
  const { leaseMs } = options;
  const batchSize = options.batchSize ?? 10;
  const { repository, transport, log } = options;

  async function deliverDue(now: Date): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, retrying: 0, failed: 0 };
    const clock = roundClock(now);
    for (;;) {
      const batch = await repository.claimDue({ workerId, now, limit: batchSize, leaseMs });
      if (batch.length === 0) return result;
      for (const message of batch) {
        try {
          const where = await whileHeld(
            {
              renew: (until) => repository.renewClaim(message.id, workerId, until),
              leaseMs,
              now: clock,
            },
            () => transport.send(message.mail, { outboxId: message.id, kind: message.kind }),
          );
          if (where === claimLost) continue;
          if (await repository.markSent(message.id, workerId)) {
            result.sent += 1;
            log.info({ outboxId: message.id, kind: message.kind, where }, 'mail delivered');
          }
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          const giveUp = message.attempts >= options.maxAttempts;
          const retryAt = giveUp
            ? null
            : new Date(now.getTime() + backoffMs(message.attempts, options.retryBaseMs));
          await repository.markAttemptFailed({ id: message.id, workerId, error: reason, retryAt });
          if (giveUp) result.failed += 1;
          else result.retrying += 1;
          log.error(
            {
              outboxId: message.id,
              kind: message.kind,
              attempts: message.attempts,
              retryAt,
              err: error,
            },
            giveUp ? 'mail failed for good' : 'mail failed; will retry',
          );
        }
      }
    }
  }

  const rounds = serialRounds(deliverDue, log, 'outbox round failed', options.outage);
  return {
    workerId,
    /** Sends everything due at `now`; rounds never overlap within one worker. */
    drain: rounds.drain,
    /** Asks for a round after the current one (an event committed); queued kicks make one round. */
    kick: rounds.kick,
    /** Resolves when the current round (if any) has finished. */
    idle: rounds.idle,
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
