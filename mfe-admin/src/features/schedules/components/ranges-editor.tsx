import styled from 'styled-components';
import type { TimeRange } from '@site/contracts/schedules/schedule';
import { Muted, Select, SmallButton } from '../../../components/ui';
import { useChoicesOnApproach } from '../../../components/choices-on-approach';
import { chosenTimeChoice, timeChoices } from '../lib/clock-times';

/**
 * A day's controls stand at one height, the time fields' (44 px): the add and remove controls
 * level with the times on their line, the add control with the first line of ranges.
 */
const rangeControlHeight = '44px';

/**
 * A day's ranges, then the add control on the same line, whatever the width: the ranges (or the
 * words of a closed day) take the room left beside the add control and wrap within it, a range
 * never split, so the add control never drops to a line of its own.
 */
const Rows = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  min-width: 0;

  ${({ theme }) => theme.media.mobile} {
    gap: 0.5rem;
  }
`;

/** One line of ranges where there is room (a desktop's or a tablet's column), else several. */
const List = styled.div`
  display: flex;
  flex: 0 1 auto;
  flex-wrap: wrap;
  gap: 0.5rem 0.75rem;
  align-items: center;
  min-width: 0;
  min-height: ${rangeControlHeight};

  > p {
    margin: 0;
  }

  ${({ theme }) => theme.media.mobile} {
    row-gap: 0.375rem;
  }
`;

const AddButton = styled(SmallButton)`
  flex: none;
  min-height: ${rangeControlHeight};
`;

const Range = styled.div`
  display: flex;
  gap: 0.375rem;
  align-items: center;

  ${({ theme }) => theme.media.mobile} {
    gap: 0.25rem;
  }
`;

/**
 * A time of a range, chosen on the twelve-hour clock ("9:00 AM"): as wide as its longest time
 * ("12:45 PM") and its arrow; on a phone, where two of them, their dash and the remove control
 * share a day's line with its name and its add control, a smaller size and no arrow (a tap opens
 * the phone's own list all the same).
 */
const TimeSelect = styled(Select)`
  width: 7rem;
  font-variant-numeric: tabular-nums;

  ${({ theme }) => theme.media.mobile} {
    width: 4.5rem;
    min-height: 40px;
    padding-inline: 0.25rem;
    appearance: none;
    font-size: ${({ theme }) => theme.type.small};
    text-align: center;
    text-align-last: center;
  }
`;

const Dash = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

/** A control as small as its sign: the sign drawn, the action named to assistive technology. */
const IconButton = styled(SmallButton)`
  min-width: 36px;
  min-height: ${rangeControlHeight};
  padding-inline: 0.5rem;
  line-height: 1;
`;

/** "Add" beside the sign where there is room; on a phone the sign alone (the label says it). */
const AddWord = styled.span`
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

/**
 * One time of a range: its day's times worked out and drawn when the owner comes to the field (a
 * week of ranges in two schedules is some thirty of these), the saved time alone until then.
 */
function TimeField({
  id,
  label,
  end,
  value,
  onChange,
}: {
  id: string;
  label: string;
  end: 'from' | 'to';
  value: string;
  onChange: (value: string) => void;
}) {
  const { near, approach } = useChoicesOnApproach();
  return (
    <TimeSelect
      id={id}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      {...approach}
    >
      {(near ? timeChoices(end, value) : chosenTimeChoice(value)).map((time) => (
        <option key={time.value} value={time.value}>
          {time.label}
        </option>
      ))}
    </TimeSelect>
  );
}

/** A range's end after its start: a new range starts where the last one ended. */
function nextRange(ranges: readonly TimeRange[]): TimeRange {
  const last = ranges.at(-1);
  if (!last) return { start: '09:00', end: '17:00' };
  const [hours = 0] = last.end.split(':').map(Number);
  if (hours >= 23) return { start: '09:00', end: '17:00' };
  return { start: last.end, end: `${String(Math.min(hours + 2, 24)).padStart(2, '0')}:00` };
}

/**
 * The ranges of one day (each time chosen on the twelve-hour clock, saved as "09:00"; a range
 * ends at its end time), each a From–To pair with a remove control, and a control adding one. `name` names the day in every control's accessible label ("Monday, range 1,
 * from"), so From and To are said to assistive technology once per field while the eye reads the
 * dash between the two times.
 */
export function RangesEditor({
  idPrefix,
  name,
  ranges,
  onChange,
  empty,
}: {
  idPrefix: string;
  name: string;
  ranges: readonly TimeRange[];
  onChange: (ranges: TimeRange[]) => void;
  empty: string;
}) {
  const change = (index: number, field: keyof TimeRange, value: string) =>
    onChange(ranges.map((range, i) => (i === index ? { ...range, [field]: value } : range)));
  return (
    <Rows>
      <List>
        {ranges.length === 0 && <Muted>{empty}</Muted>}
        {ranges.map((range, index) => {
          const id = `${idPrefix}-${index}`;
          return (
            <Range key={index}>
              <TimeField
                id={`${id}-start`}
                label={`${name}, range ${index + 1}, from`}
                end="from"
                value={range.start}
                onChange={(value) => change(index, 'start', value)}
              />
              <Dash aria-hidden="true">–</Dash>
              <TimeField
                id={`${id}-end`}
                label={`${name}, range ${index + 1}, to`}
                end="to"
                value={range.end}
                onChange={(value) => change(index, 'end', value)}
              />
              <IconButton
                type="button"
                aria-label={`Remove ${name}, range ${index + 1}`}
                title="Remove these hours"
                onClick={() => onChange(ranges.filter((_, i) => i !== index))}
              >
                <span aria-hidden="true">×</span>
              </IconButton>
            </Range>
          );
        })}
      </List>
      <AddButton
        type="button"
        aria-label={`Add hours on ${name}`}
        onClick={() => onChange([...ranges, nextRange(ranges)])}
      >
        <span aria-hidden="true">+</span>
        <AddWord> Add</AddWord>
      </AddButton>
    </Rows>
  );
}
