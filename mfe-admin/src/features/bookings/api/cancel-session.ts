import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsultationBooking } from '@site/contracts/api-types';
import { ownerCancelSession } from '@site/contracts/endpoints/admin-bookings';
import { urlOf } from '@site/contracts/endpoints/define';
import { adminSend } from '../../../lib/admin-http';
import { invalidateBooking } from './invalidate';

/**
 * POST /api/admin/bookings/:id/sessions/:sessionId/cancel: the owner cancels one session at any
 * time; its credit returns to the package and the client gets the cancellation.
 */
export function useCancelSession(bookingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number) =>
      adminSend<ConsultationBooking>(
        'POST',
        urlOf(ownerCancelSession, { id: bookingId, sessionId }),
      ),
    onSuccess: () => invalidateBooking(queryClient, bookingId),
  });
}
