import { createPacer, paceWindow, type PaceClock } from './pace';

/** A clock that moves only when someone sleeps (no real time passes). */
function testClock(): PaceClock & { at: number } {
  const clock = {
    at: 0,
    now: () => clock.at,
    sleep: async (ms: number) => {
      clock.at += ms;
    },
  };
  return clock;
}

/** The most sends in any window of `windowMs` (half open: [t, t + windowMs)). */
function busiest(times: number[], windowMs: number): number {
  let most = 0;
  for (const start of times) {
    most = Math.max(most, times.filter((t) => t >= start && t < start + windowMs).length);
  }
  return most;
}

describe('the newsletter pace', () => {
  it('sends 300 a minute as at most 5 in any second, evenly, not 300 at once', async () => {
    const clock = testClock();
    const pacer = createPacer(300, clock);
    const sent: number[] = [];
    for (let n = 0; n < 600; n += 1) {
      await pacer.wait();
      sent.push(clock.now());
      // Sending itself takes a little time.
      clock.at += 3;
    }
    expect(busiest(sent, 1000)).toBe(5);
    expect(busiest(sent, 60_000)).toBe(300);
    // One every 200 ms: the 300th goes out a minute after the first, not 1.2 s after.
    expect(sent[299]! - sent[0]!).toBeGreaterThanOrEqual(59_800);
    const gaps = sent.slice(1).map((t, i) => t - sent[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(200);
  });

  it('does not make up for idle time with a burst', async () => {
    const clock = testClock();
    const pacer = createPacer(300, clock);
    await pacer.wait();
    clock.at += 10_000; // nothing to send for ten seconds
    const sent: number[] = [];
    for (let n = 0; n < 20; n += 1) {
      await pacer.wait();
      sent.push(clock.now());
    }
    expect(busiest(sent, 1000)).toBe(5);
  });

  it('goes slower than one a second when the rate is under 60 a minute', async () => {
    const clock = testClock();
    const pacer = createPacer(20, clock);
    const sent: number[] = [];
    for (let n = 0; n < 5; n += 1) {
      await pacer.wait();
      sent.push(clock.now());
    }
    expect(sent).toEqual([0, 3000, 6000, 9000, 12_000]);
  });

  it('claims the per-second share, rounded up, in the time that share takes', () => {
    expect(paceWindow(300)).toEqual({ perWindow: 5, windowMs: 1000 });
    expect(paceWindow(90)).toEqual({ perWindow: 2, windowMs: 60_000 / 45 });
    expect(paceWindow(20)).toEqual({ perWindow: 1, windowMs: 3000 });
  });
});
