import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@site/api-client/http';
import type { ConsultationBooking } from '@site/contracts/api-types';
import { withAccessKey } from './access-key';

export const bookingKeys = {
  all: ['consultation-bookings'] as const,
  detail: (bookingId: number, accessKey: string | null) =>
    [...bookingKeys.all, bookingId, { accessKey }] as const,
};

/** GET /api/consultation-bookings/:id: one visitor's booking, so never prefetched on the server. */
export function bookingQueryOptions(bookingId: number, accessKey: string | null) {
  return queryOptions({
    queryKey: bookingKeys.detail(bookingId, accessKey),
    queryFn: () =>
      getJson<ConsultationBooking>(
        withAccessKey(`/api/consultation-bookings/${bookingId}`, accessKey),
      ),
  });
}
