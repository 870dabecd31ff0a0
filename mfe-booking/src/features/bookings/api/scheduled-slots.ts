import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@site/api-client/http';
import type { ScheduledSlot } from '@site/contracts/api-types';
import { scheduledSlots } from '@site/contracts/endpoints/bookings';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';

export const scheduledSlotsKey = queryKeyOf(scheduledSlots);

/** GET /api/consultation-bookings: the times already taken (no personal data). */
export function scheduledSlotsQueryOptions() {
  return queryOptions({
    queryKey: scheduledSlotsKey,
    queryFn: () => getJson<ScheduledSlot[]>(urlOf(scheduledSlots)),
  });
}
