/**
 * Sends newsletter broadcasts from the outbox, apart from the site's other mail so a broadcast to
 * thousands never delays a booking's receipt, and paced evenly (pace.ts): one message every
 * 60 s / NEWSLETTER_RATE_PER_MINUTE, and claims of at most the per-second share in each window,
 * all instances together; when the window's share is spent the round ends and the next one is
 * asked for when the window has passed.
 *
 * Nothing is lost and nothing goes twice: a message is claimed under a lease before it is sent
 * and marked sent only once the transport accepted it. A worker that dies mid-batch leaves its
 * messages `sending`; when the lease (MAIL_LEASE_SECONDS, renewed while a message is being sent)
 * runs out another round takes them again. (The one message
 * a crash can interrupt between the server's acceptance and the mark may go again; it keeps its
 * Message-ID, so the receiving side can recognise it.) Right before each send the subscriber is
 * checked again: who unsubscribed since the claim receives nothing, and the message is
 * `cancelled`. A refusal for good (an SMTP 5xx) fails the message at once and marks the address
 * bounced, so later broadcasts skip it; other failures retry with the outbox's backoff.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from '../../platform/mail/transport';
import type { BroadcastRepository } from './repositories/broadcasts';
import type { OutboxRepository } from '../../platform/outbox/repository';
import { claimLost, roundClock, whileHeld } from '../../platform/outbox/lease';
import { createPacer, paceWindow, realClock, type PaceClock } from '../../platform/outbox/pace';
import { serialRounds } from '../../platform/outbox/rounds';
import { backoffMs } from '../../platform/outbox/worker';

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
  /** How long a claim lasts unless renewed (it is, while a message is being sent). */
  leaseMs: number;
  workerId?: string;
  /** The pace's clock (tests inject one). */
  clock?: PaceClock;
  /** A round spent its window's share: the next round is wanted in `waitMs`. */
  onWindowSpent?: (waitMs: number) => void;
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
  const { broadcasts, outbox, transport, log, leaseMs } = options;
  const clock = options.clock ?? realClock;
  const pacer = createPacer(options.ratePerMinute, clock);
  const { perWindow, windowMs } = paceWindow(options.ratePerMinute);
  /** This worker's claims in the current window, so it asks for no more than the window allows. */
  let window = { startedAt: -Infinity, claimed: 0 };
  let stopped = false;

  async function round(now: Date): Promise<BroadcastRoundResult> {
    const result: BroadcastRoundResult = { sent: 0, retrying: 0, failed: 0, cancelled: 0 };
    if (options.startDue) await options.startDue(now);
    const at = roundClock(now);
    let windowSpent = false;
    while (!stopped) {
      if (clock.now() - window.startedAt >= windowMs) {
        window = { startedAt: clock.now(), claimed: 0 };
      }
      if (window.claimed >= perWindow) {
        windowSpent = true;
        break;
      }
      // Claimed at the round's instant: a second claim in the same round counts the first in
      // the window, so one round never takes more than the window's share.
      const batch = await broadcasts.claimDue({
        workerId,
        now,
        limit: Math.min(options.batchSize, perWindow - window.claimed),
        leaseMs,
        ratePerMinute: options.ratePerMinute,
      });
      if (batch.length === 0) break;
      window.claimed += batch.length;
      for (const message of batch) {
        if (!(await broadcasts.stillDeliverable(message.id, workerId))) {
          result.cancelled += 1;
          continue;
        }
        await pacer.wait();
        try {
          const sent = await whileHeld(
            {
              renew: (until) => outbox.renewClaim(message.id, workerId, until),
              leaseMs,
              now: at,
            },
            () => transport.send(message.mail, { outboxId: message.id, kind: message.kind }),
          );
          if (sent === claimLost) continue;
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
    // The window's share is spent and more may be due: the next round is wanted when it has
    // passed, not at the next poll.
    if (windowSpent && !stopped) {
      options.onWindowSpent?.(Math.max(0, window.startedAt + windowMs - clock.now()));
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
    /** No round after the current one (the app is closing); `idle()` then waits for it. */
    stop() {
      stopped = true;
    },
  };
}

export type BroadcastSender = ReturnType<typeof createBroadcastSender>;
