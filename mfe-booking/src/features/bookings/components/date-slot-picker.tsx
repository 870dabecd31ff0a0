import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { TimezoneName } from '@site/contracts/timezones';
import { InlineMessage } from '../../../components/alert';
import { Skeleton } from '../../../components/skeleton';
import type { BookingCalendar } from '../hooks/use-booking-calendar';
import type { OpenSlots } from '../hooks/use-open-slots';
import { CalendarPlaceholder } from './calendar-placeholder';
import { DatePicker } from './lazy-date-picker';
import { SlotGrid } from './slot-grid';
import { availabilityFailedMessage, loadingSlotsMessage, noSlotsMessage } from './slot-messages';
import { TimeSelect } from './time-select';
import { TimezoneSelect } from './timezone-select';

/** The open times of the chosen date: a plain list of slots once they are known. */
export type DateSlots = Pick<OpenSlots, 'status' | 'slots'>;

/**
 * How the times are offered: a grid of buttons under its own heading (with a hint until a date is
 * chosen), or a compact select.
 */
export type TimesLayout =
  { as: 'grid'; headingId: string; hint: string } | { as: 'select'; id: string };

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
 * The booking calendar block: the month of bookable dates (a placeholder until the browser's
 * clock takes over), the visitor's time zone, and the chosen date's open times with their
 * loading, failure and empty states. What is open is decided by the caller: the block shows the
 * list of slots it is given for the chosen date and reports the visitor's choices.
 */
export function DateSlotPicker({
  calendar,
  labelledBy,
  date,
  onDate,
  zone,
  zoneId,
  onZone,
  slots,
  time,
  onTime,
  times,
  afterTimes,
}: {
  calendar: BookingCalendar | null;
  /** The heading that names the calendar. */
  labelledBy: string;
  date: string | null;
  onDate: (date: string) => void;
  zone: TimezoneName;
  zoneId: string;
  onZone: (zone: TimezoneName) => void;
  slots: DateSlots;
  /** The chosen slot's start instant. */
  time: string | null;
  onTime: (startsAt: string | null) => void;
  times: TimesLayout;
  /** Shown below the times once a date is chosen (where to go next). */
  afterTimes?: ReactNode;
}) {
  const grid = times.as === 'grid';
  const status = date ? slots.status : 'idle';
  return (
    <>
      {calendar ? (
        <DatePicker
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
      <TimezoneSelect id={zoneId} value={zone} onChange={onZone} />
      <SlotArea>
        {grid && calendar && !date && <Hint>{times.hint}</Hint>}
        {grid && date && <h3 id={times.headingId}>Available Times</h3>}
        {status === 'loading' && (
          <>
            <p role="status">{loadingSlotsMessage}</p>
            <Skeleton $height={grid ? '8rem' : '4.5rem'} />
          </>
        )}
        {status === 'error' && (
          <InlineMessage $tone="error" role="alert">
            {availabilityFailedMessage}
          </InlineMessage>
        )}
        {status === 'ready' && slots.slots.length === 0 && (
          <InlineMessage role="status">{noSlotsMessage}</InlineMessage>
        )}
        {status === 'ready' &&
          slots.slots.length > 0 &&
          (times.as === 'grid' ? (
            <SlotGrid
              slots={slots.slots}
              zone={zone}
              selected={time}
              onSelect={onTime}
              labelledBy={times.headingId}
            />
          ) : (
            <TimeSelect
              id={times.id}
              slots={slots.slots}
              zone={zone}
              value={time}
              onChange={onTime}
            />
          ))}
        {date && afterTimes}
      </SlotArea>
    </>
  );
}
