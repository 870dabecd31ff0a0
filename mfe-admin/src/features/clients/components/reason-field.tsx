import { grantReasonMaxLength } from '@site/contracts/client-actions';
import { FormField, TextArea } from '../../../components/ui';

/**
 * Why the coach gives a client something (credits, a package): required, kept in the client's
 * record and the activity log, at most as long as the API stores.
 */
export function ReasonField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error?: string;
  onChange: (reason: string) => void;
}) {
  return (
    <FormField
      id={id}
      label="Reason"
      hint="Kept in the client’s record and the activity log."
      error={error}
    >
      {(control) => (
        <TextArea
          {...control}
          name="reason"
          maxLength={grantReasonMaxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
