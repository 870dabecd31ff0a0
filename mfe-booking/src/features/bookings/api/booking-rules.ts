import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@site/api-client/http';
import type { BookingRules } from '@site/contracts/api-types';
import { bookingRules } from '@site/contracts/endpoints/bookings';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { defaultBookingWindow } from '@site/contracts/slots';
import { scheduleSessionMinutes, schedulesForWindow } from '@site/contracts/schedules/schedule';

/** The rules a site starts with: its default window and the schedules that reproduce it. */
export const defaultBookingRules: BookingRules = {
  ...defaultBookingWindow,
  schedules: schedulesForWindow(defaultBookingWindow, scheduleSessionMinutes),
};

/**
 * GET /api/booking-rules: the coach's schedules (the pickers draw their times from them with the
 * slot rules the API applies to every request). If this call fails the pickers fall back to the
 * default schedules instead of blocking the visitor; the API still refuses any other time.
 */
export function bookingRulesQueryOptions() {
  return queryOptions({
    queryKey: queryKeyOf(bookingRules),
    queryFn: async (): Promise<BookingRules> => {
      try {
        return await getJson<BookingRules>(urlOf(bookingRules));
      } catch {
        return defaultBookingRules;
      }
    },
  });
}
