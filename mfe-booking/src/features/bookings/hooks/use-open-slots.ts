import { useQueries, useQuery } from '@tanstack/react-query';
import type { PackageType } from '@site/contracts/packages';
import type { BookingRules } from '@site/contracts/api-types';
import { slotsOn } from '@site/contracts/schedules/engine';
import { bookedSessions, scheduleKindOf } from '@site/contracts/schedules/schedule';
import { coachDatesCovering, sessionMinutes, slotZone, type Slot } from '@site/contracts/slots';
import { scheduledSlotsQueryOptions } from '../api/scheduled-slots';
import { calendarAvailabilityQueryOptions } from '../api/calendar-availability';

export type OpenSlots =
  | { status: 'idle' | 'loading' | 'error'; slots: readonly Slot[] }
  | { status: 'ready'; slots: readonly Slot[] };

/**
 * The times still open on `date` for a package, by the slot rules the API applies: its schedule's
 * (the coach's hours, overrides, buffers, notice, horizon, limits), minus times taken by other
 * bookings and times that overlap the coach's calendar. `date` is a day of the package's calendar
 * zone (the coach's for the free call, the visitor's otherwise). Nothing is fetched until a date
 * is chosen.
 */
export function useOpenSlots({
  date,
  packageType,
  timezone,
  now,
  rules,
}: {
  date: string | null;
  packageType: PackageType;
  timezone: string;
  now: Date | null;
  rules: BookingRules | undefined;
}): OpenSlots & { refresh: () => void } {
  const enabled = date !== null;
  const coachDates = date ? coachDatesCovering(date, slotZone(packageType, timezone)) : [];
  const taken = useQuery({ ...scheduledSlotsQueryOptions(), enabled });
  const calendar = useQueries({
    queries: coachDates.map((day) => ({ ...calendarAvailabilityQueryOptions(day), enabled })),
  });
  const refresh = () => {
    void taken.refetch();
    for (const day of calendar) void day.refetch();
  };
  if (!date || !now || !rules) return { status: 'idle', slots: [], refresh };
  if (calendar.some((day) => day.isError) || taken.isError)
    return { status: 'error', slots: [], refresh };
  if (taken.data === undefined || calendar.some((day) => day.data === undefined))
    return { status: 'loading', slots: [], refresh };
  const kind = scheduleKindOf(packageType);
  const slots = slotsOn(
    {
      schedule: kind === 'free-call' ? rules.schedules.freeCall : rules.schedules.sessions,
      sessionMinutes: sessionMinutes(packageType),
      visitorZone: slotZone(packageType, timezone),
      now,
      busy: calendar.flatMap((day) => day.data?.events ?? []),
      sessions: bookedSessions(kind, taken.data),
    },
    date,
  );
  return { status: 'ready', slots, refresh };
}
