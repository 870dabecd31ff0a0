import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@site/api-client/http';
import type { CalendarAvailability } from '@site/contracts/api-types';
import { calendarAvailability } from '@site/contracts/endpoints/bookings';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';

/** GET /api/calendar-availability/:date: the coach's busy events on a coach day (YYYY-MM-DD). */
export function calendarAvailabilityQueryOptions(date: string) {
  return queryOptions({
    queryKey: queryKeyOf(calendarAvailability, { date }),
    queryFn: () => getJson<CalendarAvailability>(urlOf(calendarAvailability, { date })),
  });
}
