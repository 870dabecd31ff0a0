import { queryOptions } from '@tanstack/react-query';
import type { BookingRules } from '@site/contracts/api-types';
import { bookingRules } from '@site/contracts/endpoints/bookings';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { adminGet } from './admin-http';

/**
 * GET /api/booking-rules: the schedules the API holds every session to, the owner's moves
 * included; the reschedule form offers only the times they give.
 */
export const bookingRulesKey = ['admin', ...queryKeyOf(bookingRules)] as const;

export function bookingRulesQueryOptions() {
  return queryOptions({
    queryKey: bookingRulesKey,
    queryFn: () => adminGet<BookingRules>(urlOf(bookingRules)),
    staleTime: 5 * 60_000,
  });
}
