import { useState, type FormEvent } from 'react';
import { ValidationError } from 'yup';
import { portalMessages, signInCode } from '@site/contracts/client-portal';
import { requestCodeSchema, signInWithCodeSchema } from '@site/contracts/schemas/portal';
import { Button } from '@site/ui/button';
import { InlineMessage } from '../../../components/alert';
import { Card } from '../../../components/card';
import { Field } from '../../../components/field';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useRequestSignInCode, useSignInWithCode } from '../api/portal-session';

const failed = 'Something went wrong. Please try again in a moment.';

/** The first message a schema refuses a value with, or null when it is valid. */
function refusal(schema: { validateSync: (value: unknown) => unknown }, value: unknown) {
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    return error instanceof ValidationError ? (error.errors[0] ?? failed) : failed;
  }
}

/**
 * Sign-in in two steps: the address of his bookings (a code is e-mailed to it, with the same answer
 * whether or not the address is known), then the code from that e-mail.
 */
export function PortalSignIn() {
  const id = 'portal-sign-in';
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const requestCode = useRequestSignInCode();
  const signIn = useSignInWithCode();

  const onRequest = (event: FormEvent) => {
    event.preventDefault();
    const problem = refusal(requestCodeSchema, { email });
    setError(problem);
    if (problem !== null) return;
    requestCode.mutate(
      { email: email.trim() },
      {
        onSuccess: () => {
          setSentTo(email.trim());
          setCode('');
        },
        onError: (cause) => setError(apiErrorMessage(cause, failed)),
      },
    );
  };

  const onSignIn = (event: FormEvent) => {
    event.preventDefault();
    if (sentTo === null) return;
    const problem = refusal(signInWithCodeSchema, { email: sentTo, code });
    setError(problem);
    if (problem !== null) return;
    signIn.mutate(
      { email: sentTo, code: code.trim() },
      { onError: (cause) => setError(apiErrorMessage(cause, failed)) },
    );
  };

  const errorMessage = error && (
    <InlineMessage $tone="error" role="alert" id={`${id}-error`}>
      {error}
    </InlineMessage>
  );

  if (sentTo === null) {
    return (
      <Card aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>Sign In</h2>
        <p>
          Enter the e-mail address you booked with. We will send you a {signInCode.digits}-digit
          code to sign in; no password needed.
        </p>
        <form onSubmit={onRequest} noValidate>
          <Field>
            <label htmlFor={`${id}-email`}>Email</label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={error !== null}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </Field>
          {errorMessage}
          <Button type="submit" disabled={requestCode.isPending}>
            {requestCode.isPending ? 'Sending...' : 'Send Me a Code'}
          </Button>
        </form>
      </Card>
    );
  }

  return (
    <Card aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Enter Your Code</h2>
      <InlineMessage role="status">{portalMessages.codeSent}</InlineMessage>
      <form onSubmit={onSignIn} noValidate>
        <Field>
          <label htmlFor={`${id}-code`}>Code from the e-mail</label>
          <input
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={signInCode.digits + 2}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </Field>
        {errorMessage}
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
          <Button type="submit" disabled={signIn.isPending}>
            {signIn.isPending ? 'Signing In...' : 'Sign In'}
          </Button>
          <Button
            type="button"

            onClick={() => {
              setSentTo(null);
              setError(null);
            }}
          >
            Use Another Address
          </Button>
        </div>
      </form>
    </Card>
  );
}
