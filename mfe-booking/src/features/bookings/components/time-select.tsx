import { formatTime, type Slot } from '@site/contracts/slots';
import { Select } from '@site/ui/select';
import { Field } from '../../../components/field';

/** The open start times of the chosen day as a list, each shown in the visitor's zone. */
export function TimeSelect({
  id,
  slots,
  zone,
  value,
  onChange,
}: {
  id: string;
  slots: readonly Slot[];
  zone: string;
  value: string | null;
  onChange: (startsAt: string | null) => void;
}) {
  return (
    <Field>
      <label htmlFor={id}>Time</label>
      <Select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">Select a time</option>
        {slots.map((slot) => (
          <option key={slot.startsAt} value={slot.startsAt}>
            {formatTime(slot.startsAt, zone)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
