import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@site/api-client/http';
import type { CalendarAvailability } from '@site/contracts/api-types';

/** GET /api/calendar-availability/:date: the coach's busy events on a coach day (YYYY-MM-DD). */
export function calendarAvailabilityQueryOptions(date: string) {
  return queryOptions({
    queryKey: ['calendar-availability', date],
    queryFn: () => getJson<CalendarAvailability>(`/api/calendar-availability/${date}`),
  });
}
