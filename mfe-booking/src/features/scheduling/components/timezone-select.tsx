import styled from 'styled-components';
import { isTimezoneName, timezones, type TimezoneName } from '@site/contracts/timezones';

export const Field = styled.div`
  display: grid;
  gap: 0.35rem;
  margin-block: 1rem;

  label {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.navy};
  }

  select,
  input {
    min-height: 44px;
    width: 100%;
    padding: 0.5rem 0.75rem;
    border: 1px solid #8a8f9c;
    border-radius: 8px;
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** The nine zones a visitor can read times in, by their friendly labels. */
export function TimezoneSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (zone: TimezoneName) => void;
}) {
  return (
    <Field>
      <label htmlFor={id}>Timezone</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          if (isTimezoneName(event.target.value)) onChange(event.target.value);
        }}
      >
        {timezones.map((zone) => (
          <option key={zone.value} value={zone.value}>
            {zone.label} ({zone.value.replace('_', ' ')})
          </option>
        ))}
      </select>
    </Field>
  );
}
