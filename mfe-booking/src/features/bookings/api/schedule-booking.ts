import { sendJson } from '@site/api-client/http';
import type { ConsultationBooking, ScheduleRequest } from '@site/contracts/api-types';
import { withAccessKey } from './booking';

/** POST /api/consultation-bookings/:id/schedule: books the chosen start for this booking. */
export function scheduleBooking(
  bookingId: number,
  request: ScheduleRequest,
  accessKey: string | null = null,
): Promise<ConsultationBooking> {
  return sendJson<ConsultationBooking>(
    'POST',
    withAccessKey(`/api/consultation-bookings/${bookingId}/schedule`, accessKey),
    request,
  );
}
