import { useEffect, useRef, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { Arrow } from '@site/ui/arrow';
import { selectedStyles } from '@site/ui/selected';
import styled from 'styled-components';
import { firstMonthShown, monthName, type CalendarOpening } from './calendar-opening';
import { calendarRows, datePickerHeight } from './date-picker-size';
import { dayButtonLabel, fromDateString } from './day-label';

const pad = (n: number) => String(n).padStart(2, '0');

/** A picker day (local midnight in the browser) as YYYY-MM-DD, and back. */
export function toDateString(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/* The calendar is as tall as the month it shows: a month of four, five or six weeks takes four,
   five or six rows, never a blank row reserved for another month. Turning to a month of another
   number of weeks grows or shrinks it by a row, eased over a fifth of a second (at once when the
   visitor asks for less motion), the row revealed as the calendar opens to it: the arrows stay
   where they are, and what follows glides instead of jumping. */
const Month = styled.div`
  transition: height 0.2s ease-out;
  /* A row outside the height is hidden while it changes; focus rings still show around it. */
  clip-path: inset(-0.5rem);
`;

const Frame = styled.div`
  /* The month spans the card's width, its days spread evenly over seven columns; in a card wider
     than a month needs (a tablet), it stands in the middle instead of leaving a gap on its right. */
  .rdp-root {
    position: relative;
    width: 100%;
    max-width: 28rem;
    margin-inline: auto;
  }

  .rdp-months,
  .rdp-month {
    display: block;
    width: 100%;
  }

  .rdp-month_caption {
    display: flex;
    align-items: center;
    height: ${calendarRows.caption}px;
    padding-inline: 0.25rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.navy};
  }

  .rdp-nav {
    position: absolute;
    top: 0;
    right: 0;
    display: flex;
    gap: 0.25rem;
  }

  .rdp-button_previous,
  .rdp-button_next {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    padding: 0;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.navy};
    cursor: pointer;

    &:disabled {
      cursor: default;
      opacity: 0.4;
    }
  }

  .rdp-chevron {
    width: 16px;
    height: 16px;
    fill: currentColor;
  }

  .rdp-month_grid {
    width: 100%;
    table-layout: fixed;
    border-collapse: collapse;
  }

  .rdp-weekday {
    height: ${calendarRows.weekdays}px;
    padding: 0;
    font-size: 0.8rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }

  .rdp-day {
    padding: 1px;
    text-align: center;
  }

  /* A block, so each week is exactly the button and its margin tall (no line box around it). */
  .rdp-day_button {
    display: block;
    margin-inline: auto;
    width: ${calendarRows.week - 2}px;
    height: ${calendarRows.week - 2}px;
    max-width: calc((100vw - 4rem) / 7);
    border: 2px solid transparent;
    border-radius: 999px;
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    background: transparent;
    cursor: pointer;

    &:hover:not(:disabled) {
      border-color: ${({ theme }) => theme.colors.gold};
    }
  }

  .rdp-today .rdp-day_button {
    font-weight: 800;
    text-decoration: underline;
  }

  .rdp-selected .rdp-day_button {
    ${selectedStyles}
  }

  /* A day that cannot be booked is simply muted. */
  .rdp-disabled .rdp-day_button {
    color: ${({ theme }) => theme.colors.muted};
    opacity: 0.5;
    cursor: not-allowed;
  }

  .rdp-outside {
    visibility: hidden;
  }
`;

/* "Earlier times in November", under a month opened past the previous one's last few bookable
   days: a quiet link-like button in the site's gold-on-light text colour, the size of a tap. */
const EarlierTimes = styled.button`
  display: flex;
  width: fit-content;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  margin: 0.25rem 0 0;
  padding: 0 0.25rem;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.goldDark};
  font: inherit;
  font-weight: 700;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;

  &:hover {
    text-decoration-thickness: 2px;
  }
`;

/**
 * A keyboard-usable month calendar (react-day-picker: arrow keys move by day and week, Page Up/Down
 * by month). Days are YYYY-MM-DD strings; `isDisabled` decides which ones cannot be picked, and
 * navigation stops at the months from `today` to `lastDate`. It opens on the month of the chosen
 * day, else on `opening`'s (`calendarOpening`: never a month of greyed days when the next one has
 * more); when the opening skipped a month's last few bookable days, an "Earlier times in <month>"
 * button under it turns back to that month and puts the focus on its first bookable day.
 */
export function DatePicker({
  selected,
  onSelect,
  isDisabled,
  today,
  lastDate,
  labelledBy,
  opening,
}: {
  selected: string | null;
  onSelect: (date: string) => void;
  isDisabled: (date: string) => boolean;
  today: string;
  lastDate: string;
  labelledBy: string;
  opening: CalendarOpening;
}) {
  const [month, setMonth] = useState(() => firstMonthShown({ selected, opening }));
  // New rules or another zone may move the first bookable day: follow it until a day is chosen.
  const [openedOn, setOpenedOn] = useState(opening.month);
  if (openedOn !== opening.month) {
    setOpenedOn(opening.month);
    if (!selected) setMonth(opening.month);
  }
  const earlierIn = month === opening.month ? opening.earlierIn : null;
  const frame = useRef<HTMLDivElement>(null);
  // Set by the cue: once the earlier month is drawn, its first bookable day takes the focus.
  const focusFirstDay = useRef(false);
  useEffect(() => {
    if (!focusFirstDay.current) return;
    focusFirstDay.current = false;
    frame.current?.querySelector<HTMLButtonElement>('.rdp-day_button:not(:disabled)')?.focus();
  }, [month]);
  return (
    <Frame ref={frame}>
      <Month style={{ height: datePickerHeight(month) }}>
        <DayPicker
          mode="single"
          required={false}
          selected={selected ? fromDateString(selected) : undefined}
          onSelect={(date: Date | undefined) => {
            if (date) onSelect(toDateString(date));
          }}
          disabled={(date: Date) => isDisabled(toDateString(date))}
          today={fromDateString(today)}
          month={fromDateString(`${month}-01`)}
          onMonthChange={(shown: Date) => setMonth(toDateString(shown).slice(0, 7))}
          startMonth={fromDateString(today)}
          endMonth={fromDateString(lastDate)}
          aria-labelledby={labelledBy}
          labels={{ labelDayButton: dayButtonLabel }}
        />
      </Month>
      {earlierIn && (
        <EarlierTimes
          type="button"
          onClick={() => {
            setMonth(earlierIn);
            focusFirstDay.current = true;
          }}
        >
          <Arrow direction="left" />
          {`Earlier times in ${monthName(earlierIn)}`}
        </EarlierTimes>
      )}
    </Frame>
  );
}
