import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@site/api-client/http';
import type { BookingRules } from '@site/contracts/api-types';
import { bookingRules } from '@site/contracts/endpoints/bookings';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { defaultBookingWindow } from '@site/contracts/slots';

/**
 * GET /api/booking-rules: how far ahead the coach can be booked and the working hours every
 * session must fit in. The API enforces the same rules on every request, so if this call fails
 * the pickers fall back to the default window instead of blocking the visitor.
 */
export function bookingRulesQueryOptions() {
  return queryOptions({
    queryKey: queryKeyOf(bookingRules),
    queryFn: async (): Promise<BookingRules> => {
      try {
        return await getJson<BookingRules>(urlOf(bookingRules));
      } catch {
        return defaultBookingWindow;
      }
    },
  });
}
