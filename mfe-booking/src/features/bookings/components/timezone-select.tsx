import { isTimezoneName, timezones, type TimezoneName } from '@site/contracts/timezones';
import { Field } from '../../../components/field';

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
