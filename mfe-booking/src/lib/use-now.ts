import { useSyncExternalStore } from 'react';

const refreshMs = 60_000;
let current: Date | null = null;

/** The clock as an external store: one Date per minute, so renders in between agree. */
function snapshot(): Date {
  if (current === null || Date.now() - current.getTime() >= refreshMs) current = new Date();
  return current;
}

function subscribe(onChange: () => void) {
  const timer = setInterval(onChange, refreshMs);
  return () => clearInterval(timer);
}

/**
 * The current time, read in the browser only: null during server rendering and hydration (both
 * must produce the same HTML), then refreshed every minute so times that have just passed stop
 * being offered.
 */
export function useNow(): Date | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

const noSubscription = () => () => {};

/** The browser's IANA zone; null on the server and while hydrating. */
export function useBrowserTimezone(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => null,
  );
}
