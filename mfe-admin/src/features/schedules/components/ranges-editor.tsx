import styled from 'styled-components';
import type { TimeRange } from '@site/contracts/schedules/schedule';
import { Input, Muted, SmallButton } from '../../../components/ui';

const Rows = styled.div`
  display: grid;
  gap: 0.5rem;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: end;

  label {
    display: grid;
    gap: 0.25rem;
    font-size: 0.9rem;
    font-weight: 600;
  }
  input {
    width: 6.5rem;
  }
`;

/** A range's end after its start: a new range starts where the last one ended. */
function nextRange(ranges: readonly TimeRange[]): TimeRange {
  const last = ranges.at(-1);
  if (!last) return { start: '09:00', end: '17:00' };
  const [hours = 0] = last.end.split(':').map(Number);
  if (hours >= 23) return { start: '09:00', end: '17:00' };
  return { start: last.end, end: `${String(Math.min(hours + 2, 24)).padStart(2, '0')}:00` };
}

/**
 * The ranges of one day (HH:mm, end excluded), each with its own From and To fields and a Remove
 * button, and a button adding one. `name` names the day in every label ("Monday").
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
      {ranges.length === 0 && <Muted>{empty}</Muted>}
      {ranges.map((range, index) => {
        const id = `${idPrefix}-${index}`;
        return (
          <Row key={index}>
            <label htmlFor={`${id}-start`}>
              From
              <Input
                id={`${id}-start`}
                aria-label={`${name}, range ${index + 1}, from`}
                inputMode="numeric"
                placeholder="HH:mm"
                value={range.start}
                onChange={(event) => change(index, 'start', event.target.value)}
              />
            </label>
            <label htmlFor={`${id}-end`}>
              To
              <Input
                id={`${id}-end`}
                aria-label={`${name}, range ${index + 1}, to`}
                inputMode="numeric"
                placeholder="HH:mm"
                value={range.end}
                onChange={(event) => change(index, 'end', event.target.value)}
              />
            </label>
            <SmallButton
              type="button"
              aria-label={`Remove ${name}, range ${index + 1}`}
              onClick={() => onChange(ranges.filter((_, i) => i !== index))}
            >
              Remove
            </SmallButton>
          </Row>
        );
      })}
      <div>
        <SmallButton
          type="button"
          aria-label={`Add hours on ${name}`}
          onClick={() => onChange([...ranges, nextRange(ranges)])}
        >
          Add hours
        </SmallButton>
      </div>
    </Rows>
  );
}
