import { useQuery } from '@tanstack/react-query';
import { bookableDates, defaultBookingWindow, type BookingWindow } from '@site/contracts/slots';
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
 * What the calendar needs for a grid in `zone`: today, the horizon and the disabled days
 * (weekends, the past, beyond the horizon). Null until the page runs in the browser, since
 * "today" depends on the clock.
 */
export function useBookingCalendar(zone: string): BookingCalendar | null {
  const now = useNow();
  const rules = useQuery({ ...bookingRulesQueryOptions(), enabled: now !== null });
  if (now === null || rules.isPending) return null;
  const bookingWindow = rules.data ?? defaultBookingWindow;
  const { today, lastDate, isBookable } = bookableDates({
    zone,
    now,
    horizonDays: bookingWindow.horizonDays,
  });
  return { now, bookingWindow, today, lastDate, isDisabled: (date) => !isBookable(date) };
}
