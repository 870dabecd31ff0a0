import type { ReactNode, Ref } from 'react';
import { errorIdOf, fieldControl, type FieldControl } from '@site/ui/form-kit';
import { InlineMessage } from './alert';
import { Field } from './field';

/**
 * One field of a form on the form kit: its label, its control (rendered by `children` with its id
 * and aria wiring), and its error right below it, named by the control.
 */
export function FormField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string | null;
  children: (control: FieldControl) => ReactNode;
}) {
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {children(fieldControl(id, error))}
      <FieldError id={id} error={error} />
    </Field>
  );
}

/** A field's error, named by its control through the kit's id for it. */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <InlineMessage $tone="error" id={errorIdOf(id)}>
      {error}
    </InlineMessage>
  ) : null;
}

/** Why a form as a whole failed, announced and focused (the form kit's useFormFailure). */
export function FormAlert({
  failure,
  alertRef,
}: {
  failure: string | null;
  alertRef: Ref<HTMLParagraphElement>;
}) {
  if (!failure) return null;
  return (
    <InlineMessage $tone="error" role="alert" tabIndex={-1} ref={alertRef}>
      {failure}
    </InlineMessage>
  );
}
