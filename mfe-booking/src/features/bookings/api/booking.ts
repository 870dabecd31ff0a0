import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@site/api-client/http';
import type { ConsultationBooking } from '@site/contracts/api-types';
import { isApiStatus } from '../../../lib/api-error-message';

/** `?key=…` for a link opened on another device (the key comes from the booking's e-mails). */
export function withAccessKey(url: string, accessKey: string | null): string {
  return accessKey ? `${url}?key=${encodeURIComponent(accessKey)}` : url;
}

/**
 * GET /api/consultation-bookings/:id: the booking, for the browser that made it or a link with
 * its key. Resolves to null when it is not found (or not this visitor's), a state of the page.
 */
export function bookingQueryOptions(bookingId: number, accessKey: string | null) {
  return queryOptions({
    queryKey: ['consultation-bookings', bookingId, accessKey],
    queryFn: async (): Promise<ConsultationBooking | null> => {
      try {
        return await getJson<ConsultationBooking>(
          withAccessKey(`/api/consultation-bookings/${bookingId}`, accessKey),
        );
      } catch (error) {
        if (isApiStatus(error, 404)) return null;
        throw error;
      }
    },
  });
}
