import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@site/api-client/http';
import type { BookingQuestionnaireStatus } from '@site/contracts/api-types';
import { bookingQuestionnaireStatus } from '@site/contracts/endpoints/bookings';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';

export const questionnaireStatusKeys = {
  all: queryKeyOf(bookingQuestionnaireStatus),
  forBooking: (bookingId: number, accessKey: string | null) =>
    queryKeyOf(bookingQuestionnaireStatus, { id: bookingId }, { key: accessKey }),
};

/** GET /api/consultation-bookings/:id/questionnaire's address, the link's key included. */
export const questionnaireStatusUrl = (bookingId: number, accessKey: string | null) =>
  urlOf(bookingQuestionnaireStatus, { id: bookingId }, { key: accessKey });

/**
 * GET /api/consultation-bookings/:id/questionnaire: whether this booking's questionnaire has been
 * submitted (never the answers), with the booking's access.
 */
export function questionnaireStatusQueryOptions(bookingId: number, accessKey: string | null) {
  return queryOptions({
    queryKey: questionnaireStatusKeys.forBooking(bookingId, accessKey),
    queryFn: () =>
      getJson<BookingQuestionnaireStatus>(questionnaireStatusUrl(bookingId, accessKey)),
  });
}
