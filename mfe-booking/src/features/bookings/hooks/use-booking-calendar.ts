import { useMemo } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { bookableDates, defaultBookingWindow, type BookingWindow } from '@site/contracts/slots';
import { coachTimezone } from '@site/contracts/timezones';
import {
  dayMs,
  readZoneDays,
  rememberZoneDays,
  type ZoneDays,
} from '@site/contracts/zone-conversion';
import { useNow } from '../../../lib/use-now';
import { bookingRulesQueryOptions } from '../api/booking-rules';

export interface BookingCalendar {
  now: Date;
  bookingWindow: BookingWindow;
  /** Today and the last bookable date in the grid's zone, YYYY-MM-DD. */
  today: string;
  lastDate: string;
  isDisabled: (date: string) => boolean;
}

/**
 * What the server that rendered a calendar page leaves for the browser: the instant it rendered
 * it, and the offsets of the zones its calendars may be drawn in, on each day they can show.
 */
export interface ServerCalendar {
  renderedAt: number;
  zoneDays: ZoneDays[];
}

const serverCalendarKey = ['booking', 'server-calendar'] as const;

/**
 * On the server, with the page's data: the rules, the server's clock and the offsets of `zones`
 * (the coach's by default) on the days a calendar can show (from yesterday, the horizon and a
 * day's margin), read from the server's time-zone data. The server then renders the coach's
 * calendar as of now, and the browser hydrates it, and draws a calendar in any of those zones,
 * without loading ICU's zone data.
 */
export async function prefetchServerCalendar(
  queryClient: QueryClient,
  { zones = [coachTimezone], now = Date.now() }: { zones?: readonly string[]; now?: number } = {},
) {
  const rules = await queryClient.ensureQueryData(bookingRulesQueryOptions());
  queryClient.setQueryData<ServerCalendar>(serverCalendarKey, {
    renderedAt: now,
    zoneDays: zones.map((zone) => readZoneDays(zone, now - dayMs, rules.horizonDays + 3)),
  });
}

/** Server calendars whose offsets this page has taken as its own (once each). */
const remembered = new WeakSet<ServerCalendar>();

/**
 * What the calendar needs for a grid in `zone`: today, the horizon and the disabled days
 * (weekends, the past, beyond the horizon). "Today" depends on the clock: in the browser it is
 * the browser's; a page the server rendered with the zone's offsets first shows (and hydrates) the
 * calendar as of the instant the server rendered it, then the browser's clock takes over (the
 * same days unless the page was rendered on another day). Otherwise null until the page runs in
 * the browser. `isDisabled` keeps its identity while the days stay the same, so the calendar is
 * not drawn again every minute, nor when the browser's clock takes over.
 */
export function useBookingCalendar(zone: string): BookingCalendar | null {
  const browserNow = useNow();
  const queryClient = useQueryClient();
  const server = queryClient.getQueryData<ServerCalendar>(serverCalendarKey);
  if (server && !remembered.has(server)) {
    server.zoneDays.forEach(rememberZoneDays);
    remembered.add(server);
  }
  // The server's instant, for a zone whose offsets it sent.
  const serverNow = server?.zoneDays.some((days) => days.zone === zone)
    ? new Date(server.renderedAt)
    : null;
  const now = browserNow ?? serverNow;
  const rules = useQuery({ ...bookingRulesQueryOptions(), enabled: now !== null });
  const bookingWindow = rules.data ?? defaultBookingWindow;
  const dates =
    now && !rules.isPending
      ? bookableDates({ zone, now, horizonDays: bookingWindow.horizonDays })
      : null;
  const isBookable = dates?.isBookable;
  const isDisabled = useMemo(
    () => (isBookable ? (date: string) => !isBookable(date) : null),
    // The rule changes with today and the horizon only (the first reading of the day serves).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [dates?.today, dates?.lastDate],
  );
  if (!now || !dates || !isDisabled) return null;
  return { now, bookingWindow, today: dates.today, lastDate: dates.lastDate, isDisabled };
}
