import { queryOptions } from '@tanstack/react-query';
import type { BookingRules } from '@site/contracts/api-types';
import { bookingRules } from '@site/contracts/endpoints/bookings';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { adminGet } from '../../../lib/admin-http';

/**
 * GET /api/booking-rules: the horizon and working hours the API holds every session to, the
 * owner's moves included; the reschedule form offers only times inside them.
 */
export function bookingRulesQueryOptions() {
  return queryOptions({
    queryKey: ['admin', ...queryKeyOf(bookingRules)],
    queryFn: () => adminGet<BookingRules>(urlOf(bookingRules)),
    staleTime: 5 * 60_000,
  });
}
