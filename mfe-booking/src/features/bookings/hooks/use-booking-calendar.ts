import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { bookableDates, defaultBookingWindow, type BookingWindow } from '@site/contracts/slots';
import { coachTimezone } from '@site/contracts/timezones';
import { readZoneDays, rememberZoneDays, type ZoneDays } from '@site/contracts/zone-conversion';
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

/** Where a server-rendered page leaves the coach's zone's offsets for the browser. */
const coachZoneDaysKey = ['booking', 'coach-zone-days'] as const;

/**
 * On the server, with the page's data: the coach's zone's offset on each day its calendar can
 * show (from yesterday, the horizon and a day's margin), read from the server's time-zone data
 * and sent with the page, so the browser works out the calendar's days without loading ICU's.
 */
export async function prefetchCoachZoneDays(queryClient: QueryClient, now = Date.now()) {
  const rules = await queryClient.ensureQueryData(bookingRulesQueryOptions());
  const dayMs = 86_400_000;
  queryClient.setQueryData<ZoneDays>(
    coachZoneDaysKey,
    readZoneDays(coachTimezone, now - dayMs, rules.horizonDays + 3),
  );
}

/**
 * What the calendar needs for a grid in `zone`: today, the horizon and the disabled days
 * (weekends, the past, beyond the horizon). Null until the page runs in the browser, since
 * "today" depends on the clock.
 */
export function useBookingCalendar(zone: string): BookingCalendar | null {
  const now = useNow();
  const queryClient = useQueryClient();
  const rules = useQuery({ ...bookingRulesQueryOptions(), enabled: now !== null });
  if (now === null || rules.isPending) return null;
  const known = queryClient.getQueryData<ZoneDays>(coachZoneDaysKey);
  if (known) rememberZoneDays(known);
  const bookingWindow = rules.data ?? defaultBookingWindow;
  const { today, lastDate, isBookable } = bookableDates({
    zone,
    now,
    horizonDays: bookingWindow.horizonDays,
  });
  return { now, bookingWindow, today, lastDate, isDisabled: (date) => !isBookable(date) };
}
