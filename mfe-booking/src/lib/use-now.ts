import { useSyncExternalStore } from 'react';
import { currentZoneName } from '@site/contracts/timezones';
import { dayMs, rememberLocalZoneDays } from '@site/contracts/zone-conversion';

/** The current time, read in the browser only (see @site/ui/use-now). */
export { useNow } from '@site/ui/use-now';

const noSubscription = () => () => {};

/** `Temporal.Now`, where the browser has it (TypeScript's library does not know it yet). */
declare const Temporal: { Now?: { timeZoneId?: () => string } } | undefined;

/**
 * The browser's IANA zone, under its current name (`Asia/Calcutta` → `Asia/Kolkata`), or null
 * when the browser does not say. Where the browser has `Temporal`, from it:
 * `Intl.DateTimeFormat().resolvedOptions()` loads ICU's data for the page's first formatter
 * (about 40 ms on a fast computer, 150 ms on a phone), where `Temporal.Now.timeZoneId()` answers
 * in a tenth of a millisecond.
 */
export function readBrowserZone(): string | null {
  try {
    const zone =
      (typeof Temporal === 'undefined' ? undefined : Temporal.Now?.timeZoneId?.()) ??
      Intl.DateTimeFormat().resolvedOptions().timeZone;
    return typeof zone === 'string' && zone !== '' ? currentZoneName(zone) : null;
  } catch {
    return null;
  }
}

/** How many days of the browser zone's offsets are read from `Date` (a year and a margin). */
const localZoneDays = 400;

let browserZone: string | null | undefined;
/**
 * Read once: React reads a snapshot on every render of every component that asks. The zone's
 * offsets for the coming year come from `Date` at the same time, so calendars and times drawn in
 * the browser's own zone load no ICU zone data, whatever that zone is.
 */
function browserZoneSnapshot(): string | null {
  if (browserZone === undefined) {
    browserZone = readBrowserZone();
    if (browserZone) rememberLocalZoneDays(browserZone, Date.now() - dayMs, localZoneDays);
  }
  return browserZone;
}

/** The browser's IANA zone; null on the server, while hydrating, and where it cannot be read. */
export function useBrowserTimezone(): string | null {
  return useSyncExternalStore(noSubscription, browserZoneSnapshot, () => null);
}
