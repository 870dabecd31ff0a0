import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingKeys } from '@site/api-client/bookings';
import { sendJson } from '@site/api-client/http';
import type { ConsultationBooking } from '@site/contracts/api-types';
import { requestRefund as endpoint } from '@site/contracts/endpoints/bookings';
import { urlOf } from '@site/contracts/endpoints/define';
import { scheduledSlotsKey } from './scheduled-slots';

/**
 * POST /api/consultation-bookings/:id/refund: refunds a card-paid booking in full (within 24 hours
 * of purchase; the API enforces it); the booking becomes refunded and its sessions are cancelled.
 */
export function requestRefund(
  bookingId: number,
  accessKey: string | null = null,
): Promise<ConsultationBooking> {
  return sendJson<ConsultationBooking>(
    'POST',
    urlOf(endpoint, { id: bookingId }, { key: accessKey }),
  );
}

/** The refund as a mutation: the booking and the taken times (its sessions are freed) refetch. */
export function useRequestRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { bookingId: number; accessKey: string | null }) =>
      requestRefund(input.bookingId, input.accessKey),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: scheduledSlotsKey }),
      ]),
  });
}
