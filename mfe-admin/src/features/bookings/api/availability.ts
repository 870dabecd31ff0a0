import { queryOptions } from '@tanstack/react-query';
import type { CalendarAvailability, ScheduledSlot } from '@site/contracts/api-types';
import { calendarAvailability, scheduledSlots } from '@site/contracts/endpoints/bookings';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { adminGet } from '../../../lib/admin-http';

/**
 * GET /api/consultation-bookings: the times other sessions hold (no personal data), the same list
 * the client's own scheduling page leaves out.
 */
export function takenSlotsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', ...queryKeyOf(scheduledSlots)],
    queryFn: () => adminGet<ScheduledSlot[]>(urlOf(scheduledSlots)),
    staleTime: 0,
  });
}

/** GET /api/calendar-availability/:date: the owner's busy calendar events on a coach day. */
export function busyTimesQueryOptions(date: string) {
  return queryOptions({
    queryKey: ['admin', ...queryKeyOf(calendarAvailability, { date })],
    queryFn: () => adminGet<CalendarAvailability>(urlOf(calendarAvailability, { date })),
    staleTime: 0,
  });
}
