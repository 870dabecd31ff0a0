import { useEffect, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Slot } from '@site/contracts/slots';
import { InlineMessage } from '../alert';
import { ErrorMessage } from '@site/ui/error-message';
import { Skeleton } from '../skeleton';
import { calendarOpening } from './calendar-opening';
import { CalendarPlaceholder } from './calendar-placeholder';
import { DayList } from './day-list';
import { DatePicker } from './lazy-date-picker';
import { shortWindowDaysOf } from './short-window';
import { SlotGrid } from './slot-grid';
import { availabilityFailedMessage, loadingSlotsMessage, noSlotsMessage } from './slot-messages';

/** The open times of the chosen date: a plain list of slots once they are known. */
export interface DateSlots {
  status: 'idle' | 'loading' | 'error' | 'ready';
  slots: readonly Slot[];
}

/** The days a calendar offers: today and the last day it shows, and which ones cannot be picked. */
export interface SlotCalendar {
  today: string;
  lastDate: string;
  isDisabled: (date: string) => boolean;
}

const SlotArea = styled.div`
  h3 {
    margin: 1rem 0 0.75rem;
    color: ${({ theme }) => theme.colors.navy};
  }
`;

const Hint = styled.p`
  margin: 1rem 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The calendar to draw: the caller's, or, while the caller's is not ready again (right after the
 * page hydrates, the visitor's own zone takes over before the browser's clock is read), the last
 * one drawn. The month then stays on the screen, and a day that has the keyboard's focus keeps
 * it, instead of giving way to the placeholder and coming back a moment later as new buttons.
 */
function useDrawnCalendar(calendar: SlotCalendar | null): SlotCalendar | null {
  const [drawn, setDrawn] = useState(calendar);
  if (
    calendar &&
    (drawn?.today !== calendar.today ||
      drawn.lastDate !== calendar.lastDate ||
      drawn.isDisabled !== calendar.isDisabled)
  )
    setDrawn(calendar);
  return calendar ?? drawn;
}

/**
 * The site's one booking widget, for every act of booking a time (the free call, a package's
 * sessions, a move, the portal's follow-up call and emergency session): the month of bookable
 * dates (a placeholder until the browser's clock takes over), or, for a window of a week or less
 * (`shortWindowDays`: the emergency session's next working days), the row of its open days; the
 * zone the times are in (a picker or a line, given by the page), then the chosen date's open times
 * as a grid of buttons under "Available Times", with their loading, failure and empty states. The
 * chosen day and the chosen time look alike (navy, gold ring). What is open is decided by the
 * caller: the widget shows the slots it is given for the chosen date and reports the visitor's
 * choices. The month opens on the first month with bookable days to choose from
 * (`calendarOpening`); while no day is chosen, the widget chooses the first bookable day shown
 * (`onDate`), so its times show at once. Given a `preferredDate` (a moved session's own day) that
 * can be booked, it opens on that day instead, once: a day chosen later is the visitor's.
 */
export function DateSlotPicker({
  calendar: current,
  labelledBy,
  date,
  onDate,
  zone,
  zoneControl,
  slots,
  time,
  onTime,
  timesHeadingId,
  hint = 'Choose a day to see its available times.',
  afterTimes,
  preferredDate = null,
}: {
  calendar: SlotCalendar | null;
  /** The heading that names the calendar. */
  labelledBy: string;
  date: string | null;
  onDate: (date: string) => void;
  /** The zone the times are shown in (an IANA name). */
  zone: string;
  /** Under the calendar: the zone picker, or the line that names the zone. */
  zoneControl: ReactNode;
  slots: DateSlots;
  /** The chosen slot's start instant. */
  time: string | null;
  onTime: (startsAt: string | null) => void;
  /** The id of the times' heading ("Available Times"), which names their grid. */
  timesHeadingId: string;
  /** Shown until a date is chosen. */
  hint?: string;
  /** Shown below the times once a date is chosen (where to go next). */
  afterTimes?: ReactNode;
  /**
   * The day (YYYY-MM-DD in the calendar's zone) to choose as the widget opens, when it can be
   * booked; otherwise, and once a first day has been chosen, the first bookable day.
   */
  preferredDate?: string | null;
}) {
  const calendar = useDrawnCalendar(current);
  const status = date ? slots.status : 'idle';
  const today = calendar?.today;
  const lastDate = calendar?.lastDate;
  const isDisabled = calendar?.isDisabled;
  // The preferred day counts until a first day is chosen (by the widget or the visitor).
  const [opened, setOpened] = useState(date !== null);
  if (!opened && date !== null) setOpened(true);
  const preferred = opened ? null : preferredDate;
  const opening = useMemo(
    () =>
      today && lastDate && isDisabled
        ? calendarOpening({ today, lastDate, isDisabled, preferred })
        : null,
    [today, lastDate, isDisabled, preferred],
  );
  // A window of a few days is a list of its open days; a longer one, the month calendar.
  const shortDays = useMemo(
    () =>
      today && lastDate && isDisabled ? shortWindowDaysOf({ today, lastDate, isDisabled }) : null,
    [today, lastDate, isDisabled],
  );
  const firstDay = shortDays
    ? preferred !== null && shortDays.includes(preferred)
      ? preferred
      : (shortDays[0] ?? null)
    : (opening?.first ?? null);
  useEffect(() => {
    if (date === null && firstDay !== null) onDate(firstDay);
    // Only a new first day or a cleared choice chooses again; a new onDate each render does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [date, firstDay]);
  return (
    <>
      {calendar && shortDays ? (
        <DayList
          days={shortDays}
          today={calendar.today}
          selected={date}
          onSelect={onDate}
          labelledBy={labelledBy}
        />
      ) : calendar && opening ? (
        <DatePicker
          opening={opening}
          selected={date}
          onSelect={onDate}
          isDisabled={calendar.isDisabled}
          today={calendar.today}
          lastDate={calendar.lastDate}
          labelledBy={labelledBy}
        />
      ) : (
        <CalendarPlaceholder />
      )}
      {zoneControl}
      <SlotArea>
        {calendar && !date && <Hint>{hint}</Hint>}
        {date && <h3 id={timesHeadingId}>Available Times</h3>}
        {status === 'loading' && (
          <>
            <p role="status">{loadingSlotsMessage}</p>
            <Skeleton $height="8rem" />
          </>
        )}
        {status === 'error' && (
          <ErrorMessage role="alert">{availabilityFailedMessage}</ErrorMessage>
        )}
        {status === 'ready' && slots.slots.length === 0 && (
          <InlineMessage role="status">{noSlotsMessage}</InlineMessage>
        )}
        {status === 'ready' && slots.slots.length > 0 && (
          <SlotGrid
            slots={slots.slots}
            zone={zone}
            selected={time}
            onSelect={onTime}
            labelledBy={timesHeadingId}
          />
        )}
        {date && afterTimes}
      </SlotArea>
    </>
  );
}
