import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingKeys } from '@site/api-client/bookings';
import { sendJson } from '@site/api-client/http';
import type { ConsultationBooking, ScheduleRequest } from '@site/contracts/api-types';
import { scheduleBooking as endpoint } from '@site/contracts/endpoints/bookings';
import { urlOf } from '@site/contracts/endpoints/define';
import { scheduledSlotsKey } from './scheduled-slots';

/** POST /api/consultation-bookings/:id/schedule: books the chosen start for this booking. */
export function scheduleBooking(
  bookingId: number,
  request: ScheduleRequest,
  accessKey: string | null = null,
): Promise<ConsultationBooking> {
  return sendJson<ConsultationBooking>(
    'POST',
    urlOf(endpoint, { id: bookingId }, { key: accessKey }),
    request,
  );
}

/**
 * The schedule call as a mutation: on success every cached booking answer and the list of taken
 * times are refetched, so the pages show the new state.
 */
export function useScheduleBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      bookingId: number;
      request: ScheduleRequest;
      accessKey?: string | null;
    }) => scheduleBooking(input.bookingId, input.request, input.accessKey ?? null),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: scheduledSlotsKey }),
      ]),
  });
}
