import { DateInput } from '../../../components/date-field';
import styled from 'styled-components';
import { Muted, SmallButton } from '../../../components/ui';
import type { OverrideDraft } from './schedule-draft';
import { RangesEditor } from './ranges-editor';

/**
 * One override, one compact row of the list: its dates, Time off or its hours, and its remove
 * control, wrapping only where the column is too narrow; its name said to assistive technology.
 */
const Item = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: end;
  min-width: 0;
  margin: 0;
  padding: 0.5rem 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  legend {
    float: left;
    width: 100%;
    padding: 0;
    font-weight: 700;
    font-size: ${({ theme }) => theme.type.small};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Dates = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: end;

  label {
    display: grid;
    gap: 0.25rem;
    font-weight: 600;
    font-size: ${({ theme }) => theme.type.small};
  }
  input[type='date'] {
    width: 10.5rem;
  }
`;

const Check = styled.label`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  font-weight: 600;

  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

/**
 * Dates with other hours than the week's: one day or a run of days (the To date left as the From
 * date), off altogether or open at their own ranges. Where two cover one date, the later holds.
 */
export function OverridesEditor({
  idPrefix,
  overrides,
  onChange,
  today,
}: {
  idPrefix: string;
  overrides: readonly OverrideDraft[];
  onChange: (overrides: OverrideDraft[]) => void;
  /** Today in the coach's zone, YYYY-MM-DD: where a new override starts. */
  today: string;
}) {
  const change = (index: number, next: Partial<OverrideDraft>) =>
    onChange(overrides.map((item, i) => (i === index ? { ...item, ...next } : item)));
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      {overrides.length === 0 && <Muted>No date has other hours.</Muted>}
      {overrides.map((override, index) => {
        const id = `${idPrefix}-${index}`;
        const name = `Override ${index + 1}`;
        return (
          <Item key={index}>
            <legend>{name}</legend>
            <Dates>
              <label htmlFor={`${id}-from`}>
                From
                <DateInput
                  id={`${id}-from`}
                  value={override.from}
                  onChange={(event) => change(index, { from: event.target.value })}
                />
              </label>
              <label htmlFor={`${id}-to`}>
                To (included)
                <DateInput
                  id={`${id}-to`}
                  value={override.to}
                  min={override.from}
                  onChange={(event) => change(index, { to: event.target.value })}
                />
              </label>
            </Dates>
            <Check htmlFor={`${id}-off`}>
              <input
                id={`${id}-off`}
                type="checkbox"
                checked={override.dayOff}
                onChange={(event) =>
                  change(index, {
                    dayOff: event.target.checked,
                    ranges:
                      !event.target.checked && override.ranges.length === 0
                        ? [{ start: '09:00', end: '17:00' }]
                        : override.ranges,
                  })
                }
              />
              Time off (no sessions on these dates)
            </Check>
            {!override.dayOff && (
              <RangesEditor
                idPrefix={`${id}-ranges`}
                name={name}
                ranges={override.ranges}
                empty="No hours: add some, or tick Time off."
                onChange={(ranges) => change(index, { ranges })}
              />
            )}
            <SmallButton
              type="button"
              $danger
              onClick={() => onChange(overrides.filter((_, i) => i !== index))}
            >
              Remove {name.toLowerCase()}
            </SmallButton>
          </Item>
        );
      })}
      <div>
        <SmallButton
          type="button"
          onClick={() =>
            onChange([...overrides, { from: today, to: today, dayOff: true, ranges: [] }])
          }
        >
          Add a Date Override
        </SmallButton>
      </div>
    </div>
  );
}
