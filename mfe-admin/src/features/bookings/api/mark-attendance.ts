import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getClient,
  listClients,
  markAttendance,
  type ClientSession,
} from '@site/contracts/endpoints/admin-clients';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import type { Attendance } from '@site/contracts/schemas/portal';
import { adminSend } from '../../../lib/admin-http';
import { invalidateBooking } from './invalidate';

/**
 * POST /api/admin/sessions/:id/attendance from a booking's page: what happened to one of its
 * sessions that has started (held, no-show, cancelled); the booking, the lists, Today's count and
 * the clients' (whose rows count sessions to mark) are read again.
 */
export function useMarkSessionAttendance(bookingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { sessionId: number; attendance: Attendance }) =>
      adminSend<ClientSession>('POST', urlOf(markAttendance, { id: input.sessionId }), {
        attendance: input.attendance,
      }),
    onSettled: () =>
      Promise.all([
        invalidateBooking(queryClient, bookingId),
        queryClient.invalidateQueries({ queryKey: queryKeyOf(getClient) }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf(listClients) }),
      ]),
  });
}
