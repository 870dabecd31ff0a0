import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingKeys } from '@site/api-client/bookings';
import { sendJson } from '@site/api-client/http';
import type { ConsultationBooking, ScheduleRequest } from '@site/contracts/api-types';
import { rescheduleSession as endpoint } from '@site/contracts/endpoints/bookings';
import { urlOf } from '@site/contracts/endpoints/define';
import { scheduledSlotsKey } from './scheduled-slots';

/**
 * POST /api/consultation-bookings/:id/sessions/:sessionId/reschedule: moves one session to the
 * chosen start (at least 24 hours before its current start; the API enforces it).
 */
export function rescheduleSession(
  bookingId: number,
  sessionId: number,
  request: ScheduleRequest,
  accessKey: string | null = null,
): Promise<ConsultationBooking> {
  return sendJson<ConsultationBooking>(
    'POST',
    urlOf(endpoint, { id: bookingId, sessionId }, { key: accessKey }),
    request,
  );
}

/** The move as a mutation: the booking and the taken times are refetched after it. */
export function useRescheduleSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      bookingId: number;
      sessionId: number;
      request: ScheduleRequest;
      accessKey: string | null;
    }) => rescheduleSession(input.bookingId, input.sessionId, input.request, input.accessKey),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: scheduledSlotsKey }),
      ]),
  });
}
