import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getJson, sendJson } from '@site/api-client/http';
import type { ConsultationBooking, ScheduleRequest } from '@site/contracts/api-types';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import {
  bookEmergency,
  bookFollowUp,
  fileCheckIn,
  listEmergencySlots,
  type CheckIn,
  type EmergencySlots,
} from '@site/contracts/endpoints/promises';
import { listOpenSlots } from '@site/contracts/endpoints/schedules';
import type { CheckInRequest } from '@site/contracts/schemas/portal';
import { addDays, todayIn } from '@site/contracts/slots';
import { portalKeys } from './portal-keys';

type OpenSlots = Pick<EmergencySlots, 'timeZone' | 'dates'>;

/** The free call's open times from today to the follow-up window's end: the follow-up's grid. */
export function followUpSlotsQueryOptions(input: { zone: string; now: Date; closesAt: string }) {
  const from = todayIn(input.zone, input.now);
  const last = todayIn(input.zone, new Date(input.closesAt));
  // One request covers at most 62 days; the window is 30.
  const to = last < addDays(from, 61) ? last : addDays(from, 61);
  return queryOptions({
    queryKey: [
      'portal',
      ...queryKeyOf(listOpenSlots, { kind: 'free-call', zone: input.zone, from, to }),
    ],
    queryFn: () =>
      getJson<OpenSlots>(
        urlOf(listOpenSlots, { kind: 'free-call' }, { timezone: input.zone, from, to }),
      ),
  });
}

/** The emergency session's times (the next working days), or why it cannot be booked. */
export function emergencySlotsQueryOptions(input: { bookingId: number; zone: string }) {
  return queryOptions({
    queryKey: [
      'portal',
      ...queryKeyOf(listEmergencySlots, { id: input.bookingId, zone: input.zone }),
    ],
    queryFn: () =>
      getJson<EmergencySlots>(
        urlOf(listEmergencySlots, { id: input.bookingId }, { timezone: input.zone }),
      ),
  });
}

/** Every write here changes the portal's packages: they are read again after. */
function usePortalWrite<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // Not awaited: the caller hears of its success first, before the packages read again may
    // take away the form that sent it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: portalKeys.all });
    },
  });
}

export const useFileCheckIn = () =>
  usePortalWrite((input: { bookingId: number; form: CheckInRequest }) =>
    sendJson<CheckIn>('POST', urlOf(fileCheckIn, { id: input.bookingId }), input.form),
  );

export const useBookFollowUp = () =>
  usePortalWrite((input: { bookingId: number; time: ScheduleRequest }) =>
    sendJson<ConsultationBooking>('POST', urlOf(bookFollowUp, { id: input.bookingId }), input.time),
  );

export const useBookEmergency = () =>
  usePortalWrite((input: { bookingId: number; time: ScheduleRequest }) =>
    sendJson<ConsultationBooking>(
      'POST',
      urlOf(bookEmergency, { id: input.bookingId }),
      input.time,
    ),
  );
