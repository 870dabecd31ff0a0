import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsultationBooking } from '@site/contracts/api-types';
import {
  ownerCancelBooking,
  type OwnerCancelBookingRequest,
} from '@site/contracts/endpoints/admin-bookings';
import { urlOf } from '@site/contracts/endpoints/define';
import { adminSend } from '../../../lib/admin-http';
import { invalidateBooking } from './invalidate';

/**
 * POST /api/admin/bookings/:id/cancel {refund}: the owner ends a paid booking at any time, with a
 * full refund through Stripe (the booking becomes refunded) or without (cancelled); its booked
 * sessions are cancelled either way.
 */
export function useCancelBooking(bookingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: OwnerCancelBookingRequest) =>
      adminSend<ConsultationBooking>('POST', urlOf(ownerCancelBooking, { id: bookingId }), request),
    onSuccess: () => invalidateBooking(queryClient, bookingId),
  });
}
