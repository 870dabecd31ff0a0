import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@site/api-client/http';
import type { BookingRules } from '@site/contracts/api-types';
import { bookingRules } from '@site/contracts/endpoints/bookings';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import {
  scheduleSessionMinutes,
  schedulesForWindow,
  type Schedule,
} from '@site/contracts/schedules/schedule';
import { defaultBookingWindow } from '@site/contracts/slots';

/** The free call's schedule a site starts with, stated when the API cannot be read. */
export const defaultFreeCallSchedule: Schedule = schedulesForWindow(
  defaultBookingWindow,
  scheduleSessionMinutes,
).freeCall;

/**
 * GET /api/booking-rules: the free call's schedule in force, whose hours the consulting page
 * states (its server render prefetches it with these options). The defaults if it cannot be read.
 */
export function freeCallScheduleQueryOptions() {
  return queryOptions({
    queryKey: queryKeyOf(bookingRules),
    queryFn: async (): Promise<BookingRules> => getJson<BookingRules>(urlOf(bookingRules)),
    select: (rules: BookingRules): Schedule => rules.schedules.freeCall,
  });
}
