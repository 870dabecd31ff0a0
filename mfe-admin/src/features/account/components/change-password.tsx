import { useState, type ChangeEvent, type FormEvent } from 'react';
import { changePasswordSchema } from '@site/contracts/admin';
import {
  minPasswordLength,
  passwordMessages,
  passwordProblem,
} from '@site/contracts/owner-password';
import { Button } from '@site/ui/button';
import { useFieldErrors, type FieldErrors } from '@site/ui/form-kit';
import { toast } from '@site/ui/toast';
import { FormGrid, Muted, TextField } from '../../../components/ui';
import { LeaveGuard } from '../../../components/leave-guard';
import { ErrorState } from '../../../components/states';
import { apiFieldErrors } from '../../../lib/api-error';
import { useOwnerSession } from '../../../lib/owner-session';
import { useChangePassword } from '../api/change-password';

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
  const fields = useFieldErrors(ids);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors<Field> = {};
    if (!values.currentPassword) found.currentPassword = passwordMessages.currentRequired;
    const problem = values.newPassword
      ? passwordProblem(values.newPassword, { username: session.username })
      : passwordMessages.required;
    if (problem) found.newPassword = problem;
    else if (values.newPassword === values.currentPassword)
      found.newPassword = passwordMessages.unchanged;
    if (!found.newPassword && values.confirmPassword !== values.newPassword)
      found.confirmPassword = passwordMessages.mismatch;
    if (fields.refuse(found)) return;
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
      onError: (error) => fields.refuse(apiFieldErrors(error)),
    });
  };

  const input = (name: Field) => ({
    id: ids[name],
    name,
    type: 'password',
    value: values[name],
    error: fields.errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const failed = change.isError && Object.keys(apiFieldErrors(change.error)).length === 0;
  return (
    <FormGrid $width="26rem" noValidate onSubmit={submit} aria-label="Change password">
      <Muted>Changing your password signs you out everywhere else; you stay signed in here.</Muted>
      {failed && <ErrorState title="Your password was not changed." error={change.error} />}
      <TextField
        {...input('currentPassword')}
        label="Current password"
        autoComplete="current-password"
      />
      <TextField
        {...input('newPassword')}
        label="New password"
        hint={newPasswordHint}
        autoComplete="new-password"
      />
      <TextField
        {...input('confirmPassword')}
        label="New password again"
        autoComplete="new-password"
      />
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing…' : 'Change Password'}
        </Button>
      </div>
      {/* A new password typed and not yet saved; the current one alone may be a password
          manager's. */}
      <LeaveGuard
        dirty={Boolean(values.newPassword || values.confirmPassword)}
        what="your password"
      />
    </FormGrid>
  );
}
