import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@site/api-client/http';
import { defaultBookingWindow, type BookingWindow } from '@site/contracts/slots';

/**
 * GET /api/booking-rules: how far ahead the coach can be booked and the working hours every
 * session must fit in. The API enforces the same rules on every request, so if this call fails
 * the pickers fall back to the default window instead of blocking the visitor.
 */
export function bookingRulesQueryOptions() {
  return queryOptions({
    queryKey: ['booking-rules'],
    queryFn: async (): Promise<BookingWindow> => {
      try {
        return await getJson<BookingWindow>('/api/booking-rules');
      } catch {
        return defaultBookingWindow;
      }
    },
  });
}
