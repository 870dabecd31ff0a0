import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CalendarBlock,
  CalendarBlockRequest,
  CalendarFeedAddress,
  CalendarFeedStatus,
  CalendarView,
} from '@site/contracts/calendar';
import {
  adminBlockTime,
  adminCalendar,
  adminCalendarFeedStatus,
  adminCreateCalendarFeed,
  adminRevokeCalendarFeed,
  adminUnblockTime,
} from '@site/contracts/endpoints/admin-calendar';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { adminGet, adminSend } from '../../../lib/admin-http';

/** GET /api/admin/calendar: the days from `from` (the coach's zone), `days` of them. */
export const calendarUrl = (from: string, days: number) => urlOf(adminCalendar, {}, { from, days });

export function calendarQueryOptions(from: string, days: number) {
  return queryOptions({
    queryKey: queryKeyOf(adminCalendar, { from, days }),
    queryFn: () => adminGet<CalendarView>(calendarUrl(from, days)),
    // Visitors book at any moment: the calendar is read again on every visit.
    staleTime: 0,
  });
}

/** Blocking and freeing time change every calendar range (and the pickers' busy times). */
function useCalendarWrite<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(adminCalendar) }),
  });
}

export function useBlockTime() {
  return useCalendarWrite((request: CalendarBlockRequest) =>
    adminSend<CalendarBlock>('POST', urlOf(adminBlockTime), request),
  );
}

export function useUnblockTime() {
  return useCalendarWrite((id: number) => adminSend('DELETE', urlOf(adminUnblockTime, { id })));
}

export const feedStatusUrl = urlOf(adminCalendarFeedStatus);

export function feedStatusQueryOptions() {
  return queryOptions({
    queryKey: queryKeyOf(adminCalendarFeedStatus),
    queryFn: () => adminGet<CalendarFeedStatus>(feedStatusUrl),
  });
}

function useFeedWrite<Output>(send: () => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeyOf(adminCalendarFeedStatus) }),
  });
}

/** A new feed address (the old one stops): answered this once, never again. */
export function useCreateFeed() {
  return useFeedWrite(() => adminSend<CalendarFeedAddress>('POST', urlOf(adminCreateCalendarFeed)));
}

export function useRevokeFeed() {
  return useFeedWrite(() => adminSend('DELETE', urlOf(adminRevokeCalendarFeed)));
}
