import styled from 'styled-components';
import { dayButtonLabel, fromDateString } from './day-label';
import { choiceButtonStyles } from './choice-button';

const Days = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const DayButton = styled.button`
  padding: 0.5rem 1rem;
  ${choiceButtonStyles}
`;

/**
 * A day's button: named as the calendar names the day (`dayButtonLabel`: "Today, Monday, November
 * 30, 2026"), its visible words that name without the year, so what a button shows begins its
 * name.
 */
function dayNames(day: string, today: boolean): { name: string; shown: string } {
  const name = dayButtonLabel(fromDateString(day), { today });
  return { name, shown: name.slice(0, -`, ${day.slice(0, 4)}`.length) };
}

/**
 * The open days of a short booking window as a row of day buttons ("Today, Monday, November 30",
 * "Tuesday, December 1": the site's long date without its year), the chosen one pressed (navy,
 * gold ring, as a chosen time), in place of the month calendar: a window of a few days needs no
 * month of greyed days. Each button is named as the calendar names its days ("Today, Monday,
 * November 30, 2026"), its visible words part of that name,
 * so a keyboard, a screen reader or a voice command finds a day the same way in either.
 */
export function DayList({
  days,
  today,
  selected,
  onSelect,
  labelledBy,
}: {
  days: readonly string[];
  today: string;
  selected: string | null;
  onSelect: (day: string) => void;
  /** The heading that names the picker. */
  labelledBy: string;
}) {
  return (
    <Days aria-labelledby={labelledBy}>
      {days.map((day) => {
        const { name, shown } = dayNames(day, day === today);
        return (
          <li key={day}>
            <DayButton
              type="button"
              aria-label={name}
              aria-pressed={selected === day}
              onClick={() => onSelect(day)}
            >
              {shown}
            </DayButton>
          </li>
        );
      })}
    </Days>
  );
}
