import { useState, type FormEvent } from 'react';
import { portalMessages, signInCode } from '@site/contracts/client-portal';
import { requestCodeSchema, signInWithCodeSchema } from '@site/contracts/schemas/portal';
import { Button } from '@site/ui/button';
import { useFormKit } from '@site/ui/form-kit';
import { KeepHyphenatedWords } from '@site/ui/typography';
import { InlineMessage } from '../../../components/alert';
import { Card } from '../../../components/card';
import { FormAlert, FormField } from '../../../components/form-field';
import { SecondaryButton } from '../../../components/secondary-button';
import { apiRefusal } from '../../../lib/api-error-message';
import { useRequestSignInCode, useSignInWithCode } from '../api/portal-session';
import { maskedAddress } from './masked-address';

const failed = 'Something went wrong. Please try again in a moment.';
const id = 'portal-sign-in';
const emailIds = { email: `${id}-email` } as const;
const codeIds = { code: `${id}-code` } as const;

/**
 * Sign-in in two steps: the address of his bookings (a code is emailed to it, with the same answer
 * whether or not the address is known), then the code from that email, under the address it went
 * to, masked ("Sent to r…@example.com"); on that step "Send a New Code" asks again for the same
 * address (a code wrong, expired or not arrived).
 */
export function PortalSignIn() {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  // A new code asked for on the code's step: its own line replaces the first one's.
  const [resent, setResent] = useState(false);
  const emailForm = useFormKit(emailIds);
  const codeForm = useFormKit(codeIds);
  const requestCode = useRequestSignInCode();
  const signIn = useSignInWithCode();

  const onRequest = (event: FormEvent) => {
    event.preventDefault();
    emailForm.start();
    const request = emailForm.fields.check(requestCodeSchema, { email });
    if (!request) return;
    requestCode.mutate(request, {
      onSuccess: () => {
        setSentTo(request.email);
        setResent(false);
        setCode('');
      },
      onError: (cause) => emailForm.refuseWith(apiRefusal(cause, failed)),
    });
  };

  // The code's step: the same address again, for a code that was wrong, expired or never came.
  const onResend = () => {
    if (sentTo === null) return;
    codeForm.start();
    requestCode.mutate(
      { email: sentTo },
      {
        onSuccess: () => {
          setResent(true);
          setCode('');
        },
        onError: (cause) => codeForm.refuseWith(apiRefusal(cause, failed)),
      },
    );
  };

  const onSignIn = (event: FormEvent) => {
    event.preventDefault();
    if (sentTo === null) return;
    codeForm.start();
    const request = codeForm.fields.check(signInWithCodeSchema, { email: sentTo, code });
    if (!request) return;
    signIn.mutate(request, { onError: (cause) => codeForm.refuseWith(apiRefusal(cause, failed)) });
  };

  if (sentTo === null) {
    return (
      <Card aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>Sign In</h2>
        <p>
          <KeepHyphenatedWords>
            {`Enter the email address you booked with. We will send you a ${signInCode.digits}-digit code to sign in; no password needed.`}
          </KeepHyphenatedWords>
        </p>
        <form onSubmit={onRequest} noValidate>
          <FormField id={emailIds.email} label="Email" error={emailForm.fields.errors.email}>
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
          </FormField>
          <FormAlert failure={emailForm.failure} alertRef={emailForm.alertRef} />
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
      <p>Sent to {maskedAddress(sentTo)}</p>
      <InlineMessage role="status">
        {resent ? portalMessages.codeResent : portalMessages.codeSent}
      </InlineMessage>
      <form onSubmit={onSignIn} noValidate>
        <FormField
          id={codeIds.code}
          label="Code from the email"
          error={codeForm.fields.errors.code}
        >
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={signInCode.digits + 2}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
        </FormField>
        <FormAlert failure={codeForm.failure} alertRef={codeForm.alertRef} />
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
          <Button type="submit" disabled={signIn.isPending}>
            {signIn.isPending ? 'Signing In...' : 'Sign In'}
          </Button>
          <SecondaryButton type="button" onClick={onResend} disabled={requestCode.isPending}>
            {requestCode.isPending ? 'Sending...' : 'Send a New Code'}
          </SecondaryButton>
          {/* The way back to the address step: a text button, not a third pill beside Sign In. */}
          <Button
            type="button"
            $variant="text"
            onClick={() => {
              setSentTo(null);
              emailForm.start();
              codeForm.start();
            }}
          >
            Use Another Address
          </Button>
        </div>
      </form>
    </Card>
  );
}
