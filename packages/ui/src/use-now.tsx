import { startTransition, useEffect, useState } from 'react';

const refreshMs = 60_000;
let current: Date | null = null;

/**
 * The clock, one Date per minute, so the components that read it in between agree. A clock set
 * back (the computer's, or a test's) is read again at once rather than a minute later.
 */
function snapshot(): Date {
  if (current === null || Math.abs(Date.now() - current.getTime()) >= refreshMs)
    current = new Date();
  return current;
}

/**
 * The current time, read in the browser only: null during server rendering and hydration (both
 * must produce the same HTML), then refreshed every minute so times that have just passed stop
 * being offered. The first reading renders as a transition: what depends on the clock (a month's
 * calendar, its disabled days, the open times) is drawn in short slices that a tap can interrupt,
 * not in one task right after hydration.
 */
export function useNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    startTransition(() => setNow(snapshot()));
    const timer = setInterval(() => setNow(snapshot()), refreshMs);
    return () => clearInterval(timer);
  }, []);
  return now;
}
