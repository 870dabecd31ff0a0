/**
 * A worker's hold on a claimed message while it sends it. A claim lasts `leaseMs` (short: a
 * crashed worker's messages are taken again that soon); right before the send the claim is
 * renewed (false: another worker took it once the lease ran out, so this one leaves it), and
 * every third of the lease while the send lasts, so a slow server never lets a second worker
 * send the same message.
 */

export const claimLost = Symbol('claim lost');

export interface HeldClaim {
  /** Extends the claim to `until`; false when the worker no longer holds it. */
  renew(until: Date): Promise<boolean>;
  leaseMs: number;
  /** The worker's clock. */
  now(): Date;
}

export async function whileHeld<T>(
  claim: HeldClaim,
  work: () => Promise<T>,
): Promise<T | typeof claimLost> {
  const until = () => new Date(claim.now().getTime() + claim.leaseMs);
  if (!(await claim.renew(until()))) return claimLost;
  const timer = setInterval(
    () => void claim.renew(until()).catch(() => undefined),
    Math.max(20, Math.floor(claim.leaseMs / 3)),
  );
  timer.unref();
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

/** A round's clock: `start` (the round's `now`, maybe a test's) moved on by the real time since. */
export function roundClock(start: Date): () => Date {
  const startedAt = Date.now();
  return () => new Date(start.getTime() + (Date.now() - startedAt));
}
