import { useCallback, useState } from 'react';
import type { PackageType } from '@site/contracts/packages';
import { slotZone } from '@site/contracts/slots';
import type { TimezoneName } from '@site/contracts/timezones';
import { useBookingCalendar } from './use-booking-calendar';
import { useOpenSlots } from './use-open-slots';

/**
 * The visitor's choice of a date and a slot for a package, seen in `timezone`: the bookable
 * calendar, the chosen date's open slots, and the chosen slot (cleared when the date changes).
 * `picker` is what the calendar block (DateSlotPicker) shows and reports.
 */
export function useDateSlots({
  packageType,
  timezone,
  refreshRules = false,
}: {
  packageType: PackageType;
  timezone: TimezoneName;
  /** Ask for the schedules again in the browser (a page the shell may serve from its cache). */
  refreshRules?: boolean;
}) {
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  // Stable, so the calendar is not drawn again when nothing it shows has changed (the zone's
  // label once the browser's zone is known, say).
  const chooseDate = useCallback((next: string) => {
    setDate(next);
    setTime(null);
  }, []);
  const calendar = useBookingCalendar(
    slotZone(packageType, timezone),
    packageType === 'strategy-call' ? 'free-call' : 'sessions',
    { refreshRules },
  );
  const open = useOpenSlots({
    date,
    packageType,
    timezone,
    now: calendar?.now ?? null,
    rules: calendar?.rules,
  });
  return {
    calendar,
    date,
    setDate,
    time,
    setTime,
    /** Asks again for the open slots (after a slot was taken meanwhile). */
    refresh: open.refresh,
    picker: {
      calendar,
      date,
      onDate: chooseDate,
      zone: timezone,
      slots: open,
      time,
      onTime: setTime,
    },
  };
}
