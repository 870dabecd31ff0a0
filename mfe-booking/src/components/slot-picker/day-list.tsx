import styled from 'styled-components';
import { VisuallyHidden } from '@site/ui/visually-hidden';
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
 * A day's button text: the calendar's name of the day (`dayButtonLabel`: "Today, Monday 30
 * November 2026"), its year for assistive technology only, so what a button shows is its name.
 */
function DayName({ day, today }: { day: string; today: boolean }) {
  const name = dayButtonLabel(fromDateString(day), { today });
  const year = day.slice(0, 4);
  return (
    <>
      {name.slice(0, -year.length - 1)}
      <VisuallyHidden> {year}</VisuallyHidden>
    </>
  );
}

/**
 * The open days of a short booking window as a row of day buttons ("Today, Monday 30 November",
 * "Tuesday 1 December"), the chosen one pressed (navy, gold ring, as a chosen time), in place of the month
 * calendar: a window of a few days needs no month of greyed days. Each button is named as the
 * calendar names its days ("Today, Monday 30 November 2026"), its visible words part of that name,
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
      {days.map((day) => (
        <li key={day}>
          <DayButton type="button" aria-pressed={selected === day} onClick={() => onSelect(day)}>
            <DayName day={day} today={day === today} />
          </DayButton>
        </li>
      ))}
    </Days>
  );
}
