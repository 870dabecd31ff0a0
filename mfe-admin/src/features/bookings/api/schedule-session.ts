import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsultationBooking, ScheduleRequest } from '@site/contracts/api-types';
import { ownerScheduleSession } from '@site/contracts/endpoints/admin-bookings';
import { urlOf } from '@site/contracts/endpoints/define';
import { adminSend } from '../../../lib/admin-http';
import { invalidateBooking } from './invalidate';

/**
 * POST /api/admin/bookings/:id/sessions: the owner books the client's next session (one credit of
 * the package), with the same rules and the same emails as when the client books it himself.
 */
export function useScheduleSession(bookingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ScheduleRequest) =>
      adminSend<ConsultationBooking>(
        'POST',
        urlOf(ownerScheduleSession, { id: bookingId }),
        request,
      ),
    onSuccess: () => invalidateBooking(queryClient, bookingId),
  });
}
