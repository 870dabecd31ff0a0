import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import type { TwoFactorEnrolment } from '@site/contracts/admin';
import { paths } from '@site/contracts/routes';
import { Button } from '@site/ui/button';
import { useNavigate } from '@site/ui/router';
import { toast } from '@site/ui/toast';
import { ConfirmAction } from '../../../components/confirm-action';
import { withoutAsking } from '../../../components/leave-guard';
import { ErrorState } from '../../../components/states';
import {
  Actions,
  DangerButton,
  Facts,
  FieldError,
  FieldLabel,
  Input,
  Muted,
  Section,
  SmallButton,
} from '../../../components/ui';
import { apiErrorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { sessionQueryKey, useSignOut } from '../../../lib/session';
import { useOwnerSession } from '../../../lib/owner-session';
import { useConfirmTwoFactor, useStartTwoFactor, useTurnOffTwoFactor } from '../api/two-factor';
import { ChangePassword } from './change-password';
import { zoneTimeName } from '@site/contracts/timezones';

const Code = styled.code`
  display: block;
  padding: 0.75rem 1rem;
  margin: 0.25rem 0 1rem;
  background: ${({ theme }) => theme.colors.ivory};
  border-radius: 8px;
  font-size: ${({ theme }) => theme.type.small};
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: 0.5rem 1.5rem;
  padding-left: 1.5rem;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.type.body};
`;

const CodeForm = styled.form`
  display: grid;
  gap: 0.75rem;
  max-width: 22rem;
`;

function CodeField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input
        id={id}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

const enterCode = 'Please enter the 6-digit code from your authenticator app';

/** Two-factor sign-in of the signed-in owner: set it up (with its recovery codes) or turn it off. */
export function TwoFactor({ onDone }: { onDone?: () => void } = {}) {
  const session = useOwnerSession();
  const queryClient = useQueryClient();
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const turnOff = useTurnOffTwoFactor();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  if (recoveryCodes) {
    return (
      <>
        <p>
          <strong>Two-factor sign-in is on.</strong> These recovery codes are shown only this once.
          Each one signs you in once instead of a code from the app, if you lose your phone. Keep
          them somewhere safe, away from your password.
        </p>
        <Codes aria-label="Recovery codes">
          {recoveryCodes.map((recovery) => (
            <li key={recovery}>{recovery}</li>
          ))}
        </Codes>
        <Button
          type="button"
          onClick={() => {
            setRecoveryCodes(null);
            setEnrolment(null);
            void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
            onDone?.();
          }}
        >
          I Have Saved These Codes
        </Button>
      </>
    );
  }

  const withCode = (event: FormEvent, action: (code: string) => void) => {
    event.preventDefault();
    if (!code.trim()) {
      setCodeError(enterCode);
      return;
    }
    setCodeError(null);
    action(code.trim());
  };

  if (enrolment) {
    return (
      <>
        <p>
          Add this account to your authenticator app: open the link below on the phone, or enter the
          secret by hand. Then type the code the app shows.
        </p>
        <FieldLabel as="p">Set-up link (otpauth URI)</FieldLabel>
        <Code>{enrolment.otpauthUri}</Code>
        <FieldLabel as="p">Secret</FieldLabel>
        <Code>{enrolment.secret}</Code>
        <CodeForm
          noValidate
          onSubmit={(event) =>
            withCode(event, (value) =>
              confirm.mutate(value, {
                onSuccess: ({ recoveryCodes: codes }) => {
                  setCode('');
                  setRecoveryCodes(codes);
                },
                onError: (error) =>
                  setCodeError(
                    apiErrorMessage(error, 'That code did not work. Try the current one.'),
                  ),
              }),
            )
          }
        >
          <CodeField
            id="admin-two-factor-confirm"
            label="Code from the app"
            value={code}
            error={codeError}
            onChange={setCode}
          />
          <Actions>
            <Button type="submit" disabled={confirm.isPending}>
              {confirm.isPending ? 'Checking…' : 'Turn On Two-Factor Sign-In'}
            </Button>
            <SmallButton type="button" onClick={() => setEnrolment(null)}>
              Cancel
            </SmallButton>
          </Actions>
        </CodeForm>
      </>
    );
  }

  if (session.twoFactorEnabled) {
    return (
      <>
        <p>
          <strong>Two-factor sign-in is on.</strong> Signing in asks for a code from your
          authenticator app (or a recovery code) after your password.
        </p>
        <CodeForm
          noValidate
          aria-label="Turn Off Two-Factor Sign-In"
          onSubmit={(event) =>
            withCode(event, (value) =>
              turnOff.mutate(value, {
                onSuccess: () => {
                  setCode('');
                  toast({ title: 'Two-factor sign-in is off', variant: 'success' });
                },
                onError: (error) =>
                  setCodeError(
                    apiErrorMessage(error, 'That code did not work. Try the current one.'),
                  ),
              }),
            )
          }
        >
          <Muted>
            Turning it off means your password alone signs you in, and your recovery codes stop
            working. Enter a current code to confirm.
          </Muted>
          <CodeField
            id="admin-two-factor-off"
            label="Code from the app"
            value={code}
            error={codeError}
            onChange={setCode}
          />
          <div>
            <DangerButton type="submit" disabled={turnOff.isPending}>
              Turn Off Two-Factor Sign-In
            </DangerButton>
          </div>
        </CodeForm>
      </>
    );
  }

  return (
    <>
      <p>
        Two-factor sign-in is off: your password alone signs you in. Turn it on to also ask for a
        code from an authenticator app on your phone.
      </p>
      {start.isError && (
        <ErrorState title="Two-factor sign-in was not started." error={start.error} />
      )}
      {/* The quiet button: the page's one gold primary is the password form's. */}
      <SmallButton
        type="button"
        disabled={start.isPending}
        onClick={() => start.mutate(undefined, { onSuccess: setEnrolment })}
      >
        Set Up Two-Factor Sign-In
      </SmallButton>
    </>
  );
}

/**
 * The owner's account: his session, his password, two-factor sign-in, signing out here or
 * everywhere.
 */
export function AccountScreen() {
  const session = useOwnerSession();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const leave = () =>
    signOut.mutate(true, {
      onSuccess: () => withoutAsking(() => navigate(paths.adminSignIn, { replace: true })),
    });
  return (
    <>
      <Section aria-labelledby="account-session">
        <h2 id="account-session">Signed in</h2>
        <Facts>
          <dt>Username</dt>
          <dd>{session.username}</dd>
          <dt>Time zone</dt>
          <dd>{zoneTimeName(session.timezone)}</dd>
          <dt>This session ends</dt>
          <dd>{formatDateTime(session.expiresAt, session.timezone)} at the latest</dd>
        </Facts>
      </Section>
      <Section aria-labelledby="account-password">
        <h2 id="account-password">Password</h2>
        <ChangePassword />
      </Section>
      <Section aria-labelledby="account-two-factor">
        <h2 id="account-two-factor">Two-factor sign-in</h2>
        <TwoFactor />
      </Section>
      <Section aria-labelledby="account-sign-out">
        <h2 id="account-sign-out">Sign out</h2>
        {signOut.isError && <ErrorState title="You are still signed in." error={signOut.error} />}
        <p>
          Sign Out, in the back office’s menu on every screen, ends this browser’s session. To end
          every session at once (a lost phone, a shared computer), sign out everywhere.
        </p>
        <Actions>
          <ConfirmAction
            label="Sign Out Everywhere"
            confirmLabel="Sign Out on Every Device"
            pending={signOut.isPending}
            consequence="Every session ends, on every device and browser, this one included. You will need to sign in again everywhere."
            onConfirm={leave}
          />
        </Actions>
      </Section>
    </>
  );
}
