import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@site/api-client/http';
import type { ScheduledSlot } from '@site/contracts/api-types';

/** GET /api/consultation-bookings: the times already taken (no personal data). */
export function scheduledSlotsQueryOptions() {
  return queryOptions({
    queryKey: ['consultation-bookings', 'taken'],
    queryFn: () => getJson<ScheduledSlot[]>('/api/consultation-bookings'),
  });
}
