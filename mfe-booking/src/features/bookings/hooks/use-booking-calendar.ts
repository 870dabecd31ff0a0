import { useMemo } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BookingRules } from '@site/contracts/api-types';
import { slotsBetween } from '@site/contracts/schedules/engine';
import { scheduleSessionMinutes, type ScheduleKind } from '@site/contracts/schedules/schedule';
import { addDays, todayIn } from '@site/contracts/slots';
import { coachTimezone } from '@site/contracts/timezones';
import {
  dayMs,
  readZoneDays,
  rememberZoneDays,
  type ZoneDays,
} from '@site/contracts/zone-conversion';
import { useNow } from '../../../lib/use-now';
import { bookingRulesQueryOptions, defaultBookingRules } from '../api/booking-rules';

export interface BookingCalendar {
  now: Date;
  rules: BookingRules;
  /** Today and the last bookable date in the calendar's zone, YYYY-MM-DD. */
  today: string;
  lastDate: string;
  isDisabled: (date: string) => boolean;
}

/**
 * What the server that rendered a calendar page leaves for the browser: the instant it rendered
 * it, and the offsets of the zones its calendars may be drawn in, on each day they can show.
 */
export interface ServerCalendar {
  renderedAt: number;
  zoneDays: ZoneDays[];
}

const serverCalendarKey = ['booking', 'server-calendar'] as const;

/**
 * On the server, with the page's data: the rules, the server's clock and the offsets of `zones`
 * (the coach's by default) on the days a calendar can show (from yesterday, the horizon and a
 * day's margin), read from the server's time-zone data. The server then renders the coach's
 * calendar as of now, and the browser hydrates it, and draws a calendar in any of those zones,
 * without loading ICU's zone data.
 */
export async function prefetchServerCalendar(
  queryClient: QueryClient,
  { zones = [coachTimezone], now = Date.now() }: { zones?: readonly string[]; now?: number } = {},
) {
  const rules = await queryClient.ensureQueryData(bookingRulesQueryOptions());
  const { sessions, freeCall } = rules.schedules;
  // The coach's own zone too: the schedules' hours are read there.
  const read = [...new Set([...zones, sessions.timeZone, freeCall.timeZone])];
  const days = Math.max(sessions.horizonDays, freeCall.horizonDays) + 3;
  queryClient.setQueryData<ServerCalendar>(serverCalendarKey, {
    renderedAt: now,
    zoneDays: read.map((zone) => readZoneDays(zone, now - dayMs, days)),
  });
}

/** Server calendars whose offsets this page has taken as its own (once each). */
const remembered = new WeakSet<ServerCalendar>();

/**
 * What the calendar needs for a grid in `zone` (a day of which the visitor picks) under the
 * schedule of `kind`: today, the horizon and the disabled days (those on which the schedule
 * offers no time at all: closed weekdays, time off, the past, beyond the horizon). "Today"
 * depends on the clock: in the browser it is the browser's; a page the server rendered with the
 * zones' offsets first shows (and hydrates) the calendar as of the instant the server rendered
 * it, then the browser's clock takes over (the same days unless the page was rendered on another
 * day). Otherwise null until the page runs in the browser. `isDisabled` keeps its identity while
 * the days stay the same, so the calendar is not drawn again every minute, nor when the browser's
 * clock takes over.
 */
export function useBookingCalendar(
  zone: string,
  kind: ScheduleKind,
  {
    /**
     * A page served from the shell's page cache may predate the owner's last change to his
     * schedules: its rules are asked for again once it runs in the browser.
     */
    refreshRules = false,
  }: { refreshRules?: boolean } = {},
): BookingCalendar | null {
  const browserNow = useNow();
  const queryClient = useQueryClient();
  const server = queryClient.getQueryData<ServerCalendar>(serverCalendarKey);
  if (server && !remembered.has(server)) {
    server.zoneDays.forEach(rememberZoneDays);
    remembered.add(server);
  }
  // The server's instant, for a zone whose offsets it sent.
  const serverNow = server?.zoneDays.some((days) => days.zone === zone)
    ? new Date(server.renderedAt)
    : null;
  const now = browserNow ?? serverNow;
  const query = useQuery({
    ...bookingRulesQueryOptions(),
    enabled: now !== null,
    ...(refreshRules ? { staleTime: 0, refetchOnMount: 'always' as const } : {}),
  });
  const rules = query.data ?? defaultBookingRules;
  const schedule = kind === 'free-call' ? rules.schedules.freeCall : rules.schedules.sessions;
  const minutes =
    kind === 'free-call' ? scheduleSessionMinutes.freeCall : scheduleSessionMinutes.sessions;
  const today = now ? todayIn(zone, now) : null;
  const offered = useMemo(
    () =>
      now && today && !query.isPending
        ? slotsBetween(
            { schedule, sessionMinutes: minutes, visitorZone: zone, now, busy: [], sessions: [] },
            today,
            addDays(today, schedule.horizonDays + 1),
          )
        : null,
    // The days change with today and the rules only (the first reading of the day serves).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [today, schedule, zone, minutes, query.isPending],
  );
  const isDisabled = useMemo(
    () => (offered ? (date: string) => offered[date] === undefined : null),
    [offered],
  );
  if (!now || !today || !offered || !isDisabled) return null;
  return {
    now,
    rules,
    today,
    lastDate: Object.keys(offered).at(-1) ?? today,
    isDisabled,
  };
}
