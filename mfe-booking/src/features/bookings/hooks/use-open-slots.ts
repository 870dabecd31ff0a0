import { useQueries, useQuery } from '@tanstack/react-query';
import type { PackageType } from '@site/contracts/packages';
import {
  availableSlots,
  coachDatesCovering,
  slotZone,
  type BookingWindow,
  type Slot,
} from '@site/contracts/slots';
import { scheduledSlotsQueryOptions } from '../api/scheduled-slots';
import { calendarAvailabilityQueryOptions } from '../api/calendar-availability';

export type OpenSlots =
  | { status: 'idle' | 'loading' | 'error'; slots: readonly Slot[] }
  | { status: 'ready'; slots: readonly Slot[] };

/**
 * The times still open on `date` for a package: the grid in its zone, minus the past, times
 * beyond the horizon or outside working hours, times taken by other bookings and times that
 * overlap the coach's calendar. Nothing is fetched until a date is chosen.
 */
export function useOpenSlots({
  date,
  packageType,
  timezone,
  now,
  bookingWindow,
}: {
  date: string | null;
  packageType: PackageType;
  timezone: string;
  now: Date | null;
  bookingWindow: BookingWindow | undefined;
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
  if (!date || !now) return { status: 'idle', slots: [], refresh };
  if (calendar.some((day) => day.isError) || taken.isError)
    return { status: 'error', slots: [], refresh };
  if (taken.data === undefined || calendar.some((day) => day.data === undefined))
    return { status: 'loading', slots: [], refresh };
  const slots = availableSlots({
    date,
    packageType,
    timezone,
    now,
    taken: taken.data,
    busy: calendar.flatMap((day) => day.data?.events ?? []),
    window: bookingWindow,
  });
  return { status: 'ready', slots, refresh };
}
