import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { changePasswordSchema } from '@site/contracts/admin';
import {
  minPasswordLength,
  passwordMessages,
  passwordProblem,
} from '@site/contracts/owner-password';
import { Button } from '@site/ui/button';
import { toast } from '@site/ui/toast';
import { FormField, Input, Muted } from '../../../components/ui';
import { ErrorState } from '../../../components/states';
import { apiFieldErrors } from '../../../lib/api-error';
import { useOwnerSession } from '../../../lib/owner-session';
import { useChangePassword } from '../api/change-password';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  max-width: 26rem;
`;

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const ids: Record<Field, string> = {
  currentPassword: 'account-current-password',
  newPassword: 'account-new-password',
  confirmPassword: 'account-confirm-password',
};
const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The rule of a new password, as the form says it. */
export const newPasswordHint = `At least ${minPasswordLength} characters. Not your username, and not a common password: a few unrelated words make a good one.`;

/**
 * Change password: the current one, then the new one twice. The browser checks what it can (the
 * same rule and messages as the API, but the list of common passwords, which only the API holds);
 * every other session of the owner ends, this one stays.
 */
export function ChangePassword() {
  const session = useOwnerSession();
  const change = useChangePassword();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.currentPassword) found.currentPassword = passwordMessages.currentRequired;
    const problem = values.newPassword
      ? passwordProblem(values.newPassword, { username: session.username })
      : passwordMessages.required;
    if (problem) found.newPassword = problem;
    else if (values.newPassword === values.currentPassword)
      found.newPassword = passwordMessages.unchanged;
    if (!found.newPassword && values.confirmPassword !== values.newPassword)
      found.confirmPassword = passwordMessages.mismatch;
    setErrors(found);
    const first = Object.keys(found)[0] as Field | undefined;
    if (first) {
      document.getElementById(ids[first])?.focus();
      return;
    }
    const request = changePasswordSchema.cast({
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
    });
    change.mutate(request, {
      onSuccess: () => {
        setValues(empty);
        toast({
          title: 'Your password is changed',
          description: 'You are still signed in here; every other session has ended.',
          variant: 'success',
        });
      },
      onError: (error) => {
        const fields = apiFieldErrors(error) as Partial<Record<Field, string>>;
        if (Object.keys(fields).length > 0) {
          setErrors(fields);
          const field = Object.keys(fields)[0] as Field;
          if (ids[field]) document.getElementById(ids[field])?.focus();
        }
      },
    });
  };

  const input =
    (name: Field, autoComplete: string) =>
    (control: {
      id: string;
      'aria-invalid': true | undefined;
      'aria-describedby': string | undefined;
    }) => (
      <Input
        {...control}
        name={name}
        type="password"
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      />
    );

  const failed = change.isError && Object.keys(apiFieldErrors(change.error)).length === 0;
  return (
    <Form noValidate onSubmit={submit} aria-label="Change password">
      <Muted>Changing your password signs you out everywhere else; you stay signed in here.</Muted>
      {failed && <ErrorState title="Your password was not changed." error={change.error} />}
      <FormField id={ids.currentPassword} label="Current password" error={errors.currentPassword}>
        {input('currentPassword', 'current-password')}
      </FormField>
      <FormField
        id={ids.newPassword}
        label="New password"
        hint={newPasswordHint}
        error={errors.newPassword}
      >
        {input('newPassword', 'new-password')}
      </FormField>
      <FormField id={ids.confirmPassword} label="New password again" error={errors.confirmPassword}>
        {input('confirmPassword', 'new-password')}
      </FormField>
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing…' : 'Change Password'}
        </Button>
      </div>
    </Form>
  );
}
