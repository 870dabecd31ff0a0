import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@site/api-client/http';
import type { BookingQuestionnaireStatus } from '@site/contracts/api-types';
import { withAccessKey } from './access-key';

export const questionnaireStatusKeys = {
  all: ['questionnaire-status'] as const,
  forBooking: (bookingId: number, accessKey: string | null) =>
    [...questionnaireStatusKeys.all, bookingId, { accessKey }] as const,
};

/**
 * GET /api/consultation-bookings/:id/questionnaire: whether this booking's questionnaire has been
 * submitted (never the answers), with the booking's access.
 */
export function questionnaireStatusQueryOptions(bookingId: number, accessKey: string | null) {
  return queryOptions({
    queryKey: questionnaireStatusKeys.forBooking(bookingId, accessKey),
    queryFn: () =>
      getJson<BookingQuestionnaireStatus>(
        withAccessKey(`/api/consultation-bookings/${bookingId}/questionnaire`, accessKey),
      ),
  });
}
