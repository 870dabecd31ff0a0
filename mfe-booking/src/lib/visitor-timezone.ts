import { useCallback, useState, useSyncExternalStore } from 'react';
import { initialTimezone, isTimezoneName, type TimezoneName } from '@site/contracts/timezones';
import { useBrowserTimezone } from './use-now';

/** Where the browser keeps the zone its visitor last chose (an IANA name). */
export const timezoneStorageKey = 'booking.timezone';

function readRemembered(): string | null {
  try {
    return window.localStorage.getItem(timezoneStorageKey);
  } catch {
    // Storage refused (a private window, a policy): the browser's zone serves.
    return null;
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

function remember(zone: string) {
  try {
    window.localStorage.setItem(timezoneStorageKey, zone);
  } catch {
    // Not kept: the choice still holds on this page.
  }
}

/**
 * The zone a visitor reads and books times in, the same on every picker: the one he chose (kept
 * by his browser for his next visit), else the one he chose before, else his browser's own, else
 * the coach's (`initialTimezone`). The server and the hydrating page draw the coach's zone, which
 * they cannot tell from the browser's; the browser's rule applies right after. `choose` sets and
 * remembers a zone.
 */
export function useVisitorTimezone(): { zone: TimezoneName; choose: (zone: TimezoneName) => void } {
  const browser = useBrowserTimezone();
  const remembered = useSyncExternalStore(subscribe, readRemembered, () => null);
  const [chosen, setChosen] = useState<TimezoneName | null>(null);
  const choose = useCallback((next: TimezoneName) => {
    if (!isTimezoneName(next)) return;
    setChosen(next);
    remember(next);
  }, []);
  return { zone: chosen ?? initialTimezone({ remembered, browser }), choose };
}
