/**
 * One worker's rounds, one at a time: `drain(now)` runs a round after the current one and gives
 * its result; `kick()` asks for a round at the current time after the current one (an event
 * committed, or the poll timer), and kicks that arrive while one is already waiting make that
 * single round; `idle()` resolves when the last round asked for has finished. A failed kicked
 * round is logged and never stops the next.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface Rounds<Result> {
  drain(now?: Date): Promise<Result>;
  kick(): void;
  idle(): Promise<void>;
}

export function serialRounds<Result>(
  round: (now: Date) => Promise<Result>,
  log: FastifyBaseLogger,
  failureMessage: string,
  /** A database outage is logged there, once, rather than at every failed round. */
  outage?: { report(error: unknown): boolean },
): Rounds<Result> {
  let running: Promise<unknown> = Promise.resolve();
  let kickQueued = false;
  return {
    drain(now) {
      const next = running.then(() => round(now ?? new Date()));
      running = next.catch(() => undefined);
      return next;
    },
    kick() {
      if (kickQueued) return;
      kickQueued = true;
      const next = running.then(() => {
        kickQueued = false;
        return round(new Date());
      });
      running = next.catch((error: unknown) => {
        if (!outage?.report(error)) log.error({ err: error }, failureMessage);
      });
    },
    idle() {
      return running.then(() => undefined);
    },
  };
}
