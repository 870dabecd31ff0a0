/**
 * Sends newsletter broadcasts from the outbox, apart from the site's other mail so a broadcast to
 * thousands never delays a booking's receipt, and paced: each round claims what the rate
 * (NEWSLETTER_RATE_PER_MINUTE, over any 60 seconds, all instances together) allows, in batches.
 *
 * Nothing is lost and nothing goes twice: a message is claimed under a lease before it is sent
 * and marked sent only once the transport accepted it. A worker that dies mid-batch leaves its
 * messages `sending`; when the lease runs out another round takes them again. (The one message
 * a crash can interrupt between the server's acceptance and the mark may go again; it keeps its
 * Message-ID, so the receiving side can recognise it.) Right before each send the subscriber is
 * checked again: who unsubscribed since the claim receives nothing, and the message is
 * `cancelled`. A refusal for good (an SMTP 5xx) fails the message at once and marks the address
 * bounced, so later broadcasts skip it; other failures retry with the outbox's backoff.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from '../mail/transport';
import type { BroadcastRepository } from '../repositories/broadcasts';
import type { OutboxRepository } from './repository';
import { serialRounds } from './rounds';
import { backoffMs } from './worker';

export interface BroadcastSenderOptions {
  broadcasts: BroadcastRepository;
  outbox: OutboxRepository;
  transport: MailTransport;
  log: FastifyBaseLogger;
  ratePerMinute: number;
  batchSize: number;
  maxAttempts: number;
  retryBaseMs: number;
  /** Starts scheduled broadcasts whose time has come (before each round). */
  startDue?: (now: Date) => Promise<unknown>;
  leaseMs?: number;
  workerId?: string;
  /** Where a round that failed for want of the database is reported (once per outage). */
  outage?: { report(error: unknown): boolean };
}

export interface BroadcastRoundResult {
  sent: number;
  retrying: number;
  failed: number;
  cancelled: number;
}

/** An SMTP reply in the 5xx range: the receiving server refuses this for good. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export function createBroadcastSender(options: BroadcastSenderOptions) {
  const workerId = options.workerId ?? `newsletter-${randomUUID()}`;
  const leaseMs = options.leaseMs ?? 10 * 60 * 1000;
  const { broadcasts, outbox, transport, log } = options;

  async function round(now: Date): Promise<BroadcastRoundResult> {
    const result: BroadcastRoundResult = { sent: 0, retrying: 0, failed: 0, cancelled: 0 };
    if (options.startDue) await options.startDue(now);
    for (;;) {
      const batch = await broadcasts.claimDue({
        workerId,
        now,
        limit: options.batchSize,
        leaseMs,
        ratePerMinute: options.ratePerMinute,
      });
      if (batch.length === 0) break;
      for (const message of batch) {
        if (!(await broadcasts.stillDeliverable(message.id, workerId))) {
          result.cancelled += 1;
          continue;
        }
        try {
          await transport.send(message.mail, { outboxId: message.id, kind: message.kind });
          if (await outbox.markSent(message.id, workerId)) result.sent += 1;
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          if (isPermanentFailure(error)) {
            await broadcasts.markBounced({
              id: message.id,
              workerId,
              subscriptionId: message.subscriptionId,
              error: reason,
              now,
            });
            result.failed += 1;
            log.warn(
              { outboxId: message.id },
              'broadcast refused for good; address marked bounced',
            );
            continue;
          }
          const giveUp = message.attempts >= options.maxAttempts;
          const retryAt = giveUp
            ? null
            : new Date(now.getTime() + backoffMs(message.attempts, options.retryBaseMs));
          await outbox.markAttemptFailed({ id: message.id, workerId, error: reason, retryAt });
          if (giveUp) result.failed += 1;
          else result.retrying += 1;
          log.error(
            { outboxId: message.id, attempts: message.attempts, retryAt, err: error },
            giveUp ? 'broadcast message failed for good' : 'broadcast message failed; will retry',
          );
        }
      }
    }
    await broadcasts.completeFinished(now);
    return result;
  }

  const rounds = serialRounds(round, log, 'newsletter round failed', options.outage);
  return {
    workerId,
    /** One round at `now` (after the current one): what the rate allows now is sent. */
    drain: rounds.drain,
    /** Asks for a round after the current one; queued kicks make one round. */
    kick: rounds.kick,
    idle: rounds.idle,
  };
}

export type BroadcastSender = ReturnType<typeof createBroadcastSender>;
