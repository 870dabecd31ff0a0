import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingKeys } from '@site/api-client/bookings';
import { sendJson } from '@site/api-client/http';
import type { ConsultationBooking } from '@site/contracts/api-types';
import { cancelSession as endpoint } from '@site/contracts/endpoints/bookings';
import { urlOf } from '@site/contracts/endpoints/define';
import { scheduledSlotsKey } from './scheduled-slots';

/**
 * POST /api/consultation-bookings/:id/sessions/:sessionId/cancel: cancels one session (at least
 * 24 hours before it starts); its credit returns to the package.
 */
export function cancelSession(
  bookingId: number,
  sessionId: number,
  accessKey: string | null = null,
): Promise<ConsultationBooking> {
  return sendJson<ConsultationBooking>(
    'POST',
    urlOf(endpoint, { id: bookingId, sessionId }, { key: accessKey }),
  );
}

/** The cancellation as a mutation: the booking and the taken times are refetched after it. */
export function useCancelSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { bookingId: number; sessionId: number; accessKey: string | null }) =>
      cancelSession(input.bookingId, input.sessionId, input.accessKey),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: scheduledSlotsKey }),
      ]),
  });
}
