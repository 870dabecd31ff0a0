import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getJson } from '@site/api-client/http';
import type { ScheduledSlot } from '@site/contracts/api-types';
import type { CalendarView } from '@site/contracts/calendar';
import { adminCalendar } from '@site/contracts/endpoints/admin-calendar';
import { scheduledSlots } from '@site/contracts/endpoints/bookings';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import {
  getSchedules,
  saveSchedules,
  type SchedulesDocument,
} from '@site/contracts/endpoints/schedules';
import { adminGet, adminSend } from '../../../lib/admin-http';
import { bookingRulesKey } from '../../../lib/booking-rules';
import { isBackOfficeQuery, sessionQueryKey } from '../../../lib/session';

const key = queryKeyOf(getSchedules);
export const schedulesUrl = urlOf(getSchedules);

export const schedulesQueryOptions = () =>
  queryOptions({
    queryKey: key,
    queryFn: () => adminGet<SchedulesDocument>(schedulesUrl),
    staleTime: 0,
  });

export function useSaveSchedules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (schedules: SchedulesDocument) =>
      adminSend<SchedulesDocument>('PUT', urlOf(saveSchedules), schedules),
    onSuccess: (saved) => {
      const before = queryClient.getQueryData<SchedulesDocument>(key);
      queryClient.setQueryData(key, saved);
      // The reschedule forms offer the times the schedules give: read them again.
      void queryClient.invalidateQueries({ queryKey: bookingRulesKey });
      if (before?.timeZone !== saved.timeZone) {
        // His zone is the whole back office's: the session states it to every screen, and Today,
        // the calendar, the lists and the posts answer in it. Read them again in the new one.
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        void queryClient.invalidateQueries({
          predicate: (query) => isBackOfficeQuery(query) && query.queryKey[0] !== key[0],
        });
      }
    },
  });
}

/** The sessions already booked (times only), which the preview leaves out as visitors see. */
export const bookedTimesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf(scheduledSlots),
    queryFn: () => getJson<ScheduledSlot[]>(urlOf(scheduledSlots)),
  });

/**
 * The coach's calendar over `days` days from `from` (his zone): Google Calendar's busy times and
 * the time he blocked, which the preview takes out as the booking pages do. Read fresh each time.
 */
export const calendarQueryOptions = (from: string, days: number) =>
  queryOptions({
    queryKey: queryKeyOf(adminCalendar, { from, days }),
    queryFn: () => adminGet<CalendarView>(urlOf(adminCalendar, {}, { from, days })),
    staleTime: 0,
  });
