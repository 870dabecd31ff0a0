import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  failureAlert,
  fieldControl,
  type FieldControl,
  type FormAlertProps,
} from '@site/ui/form-kit';
import { ErrorMessage, FieldErrorMessage } from '@site/ui/error-message';
import { Field } from './field';

/** A text area of the booking pages' forms, as tall as `$minHeight` (8rem) before it grows. */
export const TextArea = styled.textarea<{ $minHeight?: string }>`
  min-height: ${({ $minHeight }) => $minHeight ?? '8rem'};
  width: 100%;
  padding: 0.5rem 0.75rem;
  border: 1px solid #8a8f9c;
  border-radius: 8px;
  font: inherit;
`;

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

/**
 * The two fields a visitor gives to book (checkout, the free call): "Full Name" and "Email
 * Address", each with its browser autofill and its refusal under it.
 */
export function NameAndEmailFields({
  ids,
  name,
  email,
  onName,
  onEmail,
  errors,
}: {
  ids: { name: string; email: string };
  name: string;
  email: string;
  onName: (name: string) => void;
  onEmail: (email: string) => void;
  errors: { name?: string; email?: string };
}) {
  return (
    <>
      <FormField id={ids.name} label="Full Name" error={errors.name}>
        {(control) => (
          <input
            {...control}
            name="name"
            autoComplete="name"
            value={name}
            onChange={(event) => onName(event.target.value)}
            required
          />
        )}
      </FormField>
      <FormField id={ids.email} label="Email Address" error={errors.email}>
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => onEmail(event.target.value)}
            required
          />
        )}
      </FormField>
    </>
  );
}

/**
 * A field's error, named by its control through the kit's id for it; a range or hyphenated word
 * in it is never split at its hyphen.
 */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  return <FieldErrorMessage id={id} error={error} />;
}

/** Why a form as a whole failed, announced and focused (the form kit's useFormFailure). */
export const FormAlert = (props: FormAlertProps) => failureAlert(ErrorMessage, props);
