import styled from 'styled-components';
import { visuallyHidden } from '@site/ui/visually-hidden';
import type { TimeRange } from '@site/contracts/schedules/schedule';
import { RangesEditor } from './ranges-editor';

/** Monday first, as a working week reads; the stored week starts on Sunday (0). */
export const weekdayOrder = [1, 2, 3, 4, 5, 6, 0] as const;
export const weekdayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/**
 * One day, one row: its name, then its ranges and the add control on the same line (closed days
 * say so in that line); on a phone its short name, the whole one said to assistive technology.
 */
const Day = styled.fieldset`
  display: grid;
  grid-template-columns: 7rem minmax(0, 1fr);
  gap: 0.375rem 1rem;
  align-items: center;
  min-width: 0;
  margin: 0;
  padding: 0.375rem 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  legend {
    float: left;
    padding: 0;
    font-weight: 700;
  }
  legend [aria-hidden] {
    display: none;
  }

  /* A phone: the day's short name ("Mon") beside its hours, still one row a day, its rows close
     together. */
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 2.5rem minmax(0, 1fr);
    gap: 0.375rem 0.5rem;
    padding-block: 0.25rem;
    legend [aria-hidden] {
      display: inline;
    }
    legend .whole {
      ${visuallyHidden}
    }
  }
`;

/** Seven days of ranges, Monday to Sunday; a day without ranges is closed. */
export function WeeklyEditor({
  idPrefix,
  week,
  onChange,
  empty,
  whose = '',
}: {
  /** Before each day's name in the controls' labels ("Client’s "), to tell two weeks apart. */
  whose?: string;
  idPrefix: string;
  week: readonly TimeRange[][];
  onChange: (week: TimeRange[][]) => void;
  empty: string;
}) {
  return (
    <div>
      {weekdayOrder.map((day) => (
        <Day key={day}>
          <legend>
            <span className="whole">{weekdayNames[day]}</span>
            <span aria-hidden="true">{weekdayNames[day].slice(0, 3)}</span>
          </legend>
          <RangesEditor
            idPrefix={`${idPrefix}-${day}`}
            name={`${whose}${weekdayNames[day]}`}
            ranges={week[day] ?? []}
            empty={empty}
            onChange={(ranges) =>
              onChange(week.map((current, i) => (i === day ? ranges : current)))
            }
          />
        </Day>
      ))}
    </div>
  );
}
