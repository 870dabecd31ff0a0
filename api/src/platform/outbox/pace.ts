/**
 * The newsletter's pace: NEWSLETTER_RATE_PER_MINUTE spread evenly, never in bursts. A relay that
 * allows 300 a minute often also allows only its per-second share (5) in any second, so the
 * messages go one every 60 s / rate (200 ms at 300 a minute), not 300 at once and then a minute
 * idle. Claims follow the same rule across every instance: at most `perWindow` messages (the
 * per-second share, rounded up) are claimed in any `windowMs` (that share's time at the rate).
 */

export interface PaceClock {
  /** Milliseconds, any origin. */
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: PaceClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** How many messages may be claimed in how long: the per-second share, rounded up. */
export function paceWindow(ratePerMinute: number): { perWindow: number; windowMs: number } {
  const perWindow = Math.ceil(ratePerMinute / 60);
  return { perWindow, windowMs: (perWindow * 60_000) / ratePerMinute };
}

/** One slot every 60 s / rate: `wait()` resolves at the next free slot. */
export function createPacer(ratePerMinute: number, clock: PaceClock = realClock) {
  const intervalMs = 60_000 / ratePerMinute;
  let nextSlot = -Infinity;
  return {
    intervalMs,
    async wait(): Promise<void> {
      const now = clock.now();
      const slot = Math.max(now, nextSlot);
      nextSlot = slot + intervalMs;
      if (slot > now) await clock.sleep(slot - now);
    },
  };
}

export type Pacer = ReturnType<typeof createPacer>;
