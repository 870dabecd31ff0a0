import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsultationBooking, ScheduleRequest } from '@site/contracts/api-types';
import { ownerRescheduleSession } from '@site/contracts/endpoints/admin-bookings';
import { urlOf } from '@site/contracts/endpoints/define';
import { adminSend } from '../../../lib/admin-http';
import { invalidateBooking } from './invalidate';

/**
 * POST /api/admin/bookings/:id/sessions/:sessionId/reschedule: the owner moves a session, at any
 * time (no 24-hour notice; the slot and no-overlap rules still hold). The client gets an updated
 * invitation.
 */
export function useRescheduleSession(bookingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { sessionId: number; request: ScheduleRequest }) =>
      adminSend<ConsultationBooking>(
        'POST',
        urlOf(ownerRescheduleSession, { id: bookingId, sessionId: input.sessionId }),
        input.request,
      ),
    onSuccess: () => invalidateBooking(queryClient, bookingId),
  });
}
