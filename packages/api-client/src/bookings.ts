/**
 * One booking, as every remote that shows it asks for it (booking's schedule page, intake's
 * questionnaire): the same URL, query key and cache entry.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ConsultationBooking } from '@site/contracts/api-types';
import { getBooking } from '@site/contracts/endpoints/bookings';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
// By package path, not './http': remotes share this module with the shell as a singleton, so the
// ApiError class here must be the one the shared fetch wrapper throws.
import { ApiError, getJson } from '@site/api-client/http';

export const bookingKeys = {
  /** Every booking answer (invalidated after scheduling). */
  all: queryKeyOf(getBooking),
  detail: (bookingId: number, accessKey: string | null) =>
    queryKeyOf(getBooking, { id: bookingId }, { key: accessKey }),
};

/** GET /api/consultation-bookings/:id's address, the link's key included. */
export const bookingUrl = (bookingId: number, accessKey: string | null) =>
  urlOf(getBooking, { id: bookingId }, { key: accessKey });

/**
 * GET /api/consultation-bookings/:id: the booking, for the browser that made it or a link with
 * its key. Resolves to null when it is not found (or not this visitor's), a state of the pages.
 * One visitor's data: a server reads it only with the booking's own cookie (see the booking
 * remote's server build), and never keeps what it rendered with it.
 */
export function bookingQueryOptions(bookingId: number, accessKey: string | null) {
  return queryOptions({
    queryKey: bookingKeys.detail(bookingId, accessKey),
    queryFn: async (): Promise<ConsultationBooking | null> => {
      try {
        return await getJson<ConsultationBooking>(bookingUrl(bookingId, accessKey));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}
