import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsultationBooking } from '@site/contracts/api-types';
import { ownerCancelUnpaidBooking } from '@site/contracts/endpoints/admin-bookings';
import { urlOf } from '@site/contracts/endpoints/define';
import { adminSend } from '../../../lib/admin-http';
import { invalidateBooking } from './invalidate';

/**
 * POST /api/admin/bookings/:id/cancel-unpaid: the owner cancels a booking never paid; its payment
 * is stopped at Stripe, the booking closes and its sessions are cancelled, freeing their time.
 */
export function useCancelUnpaid(bookingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      adminSend<ConsultationBooking>('POST', urlOf(ownerCancelUnpaidBooking, { id: bookingId })),
    onSuccess: () => invalidateBooking(queryClient, bookingId),
  });
}
