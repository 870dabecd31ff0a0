import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { signInMessages, signInSchema } from '@site/contracts/admin';
import { Button } from '@site/ui/button';
import { useFieldErrors, useFormFailure } from '@site/ui/form-kit';
import { Navigate, useNavigate, useSearchParams } from '@site/ui/router';
import { useTypedBeforeHydration } from '@site/ui/typed-before-hydration';
import { useHydrated } from '@site/ui/use-hydrated';
import {
  Actions,
  CardForm,
  FormAlert,
  FormField,
  Input,
  Muted,
  SmallButton,
} from '../../../components/ui';
import { ErrorState, Loading } from '../../../components/states';
import { apiErrorMessage, isApiStatus } from '../../../lib/api-error';
import {
  forgetSignedOut,
  justSignedOut,
  needsCode,
  safeNext,
  sessionQueryOptions,
  useSignIn,
} from '../../../lib/session';

type Field = 'username' | 'password' | 'code';

/** Under the form: what to do about a forgotten password. */
export const signInHelp =
  'Forgot your password? Your web host can set a new one for you on the server, then you sign in here with it.';
const ids: Record<Field, string> = {
  username: 'admin-sign-in-username',
  password: 'admin-sign-in-password',
  code: 'admin-sign-in-code',
};

/**
 * Username and password; when two-factor sign-in is on, the API asks for the code and the same
 * form asks for it (the username and password are kept). A lockout (429) shows the API's message
 * with the time to wait, and a code field: the right password with a second factor signs in
 * anyway. Signed in, the owner goes back to the page he asked for.
 */
export function SignInForm() {
  const [searchParams] = useSearchParams();
  const next = safeNext(searchParams.get('next'));
  const navigate = useNavigate();
  const session = useQuery(sessionQueryOptions());
  const signIn = useSignIn();
  const [values, setValues] = useState({ username: '', password: '', code: '' });
  // Just signed out here (Sign Out): said until he starts typing; a fresh visit does not say it.
  const [signedOut, setSignedOut] = useState(justSignedOut);
  useEffect(() => forgetSignedOut(), []);
  const fields = useFieldErrors(ids);
  const [codeStep, setCodeStep] = useState(false);
  // Refused for too many failures here (429): a second factor still signs him in now.
  const [locked, setLocked] = useState(false);
  const { failure, fail, alertRef } = useFormFailure();
  const codeInput = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // The server draws the form for a browser that is signed out. Until the browser has taken it
  // over, a native submission would send the password to the page's address, so the button
  // waits; what the owner (or his password manager) typed before then is kept.
  const interactive = useHydrated();
  useTypedBeforeHydration(formRef, (typed) =>
    setValues((current) => ({
      ...current,
      username: typed.username ?? current.username,
      password: typed.password ?? current.password,
    })),
  );

  useEffect(() => {
    if (codeStep) codeInput.current?.focus();
  }, [codeStep]);
  // Refused credentials: the password emptied and the caret in it, ready to type again (the
  // alert above still says why, read out as it appears). After the alert's own focus.
  const [retries, setRetries] = useState(0);
  useEffect(() => {
    if (retries > 0) document.getElementById(ids.password)?.focus();
  }, [retries]);

  if (session.isPending) return <Loading label="Loading…" height="22rem" />;
  if (session.isError) {
    return (
      <ErrorState
        title="We could not check whether you are signed in."
        error={session.error}
        onRetry={() => void session.refetch()}
      />
    );
  }
  if (session.data) return <Navigate to={next} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    fail(null);
    const request = fields.check(signInSchema, {
      ...values,
      code: codeStep || locked ? values.code : undefined,
    });
    if (!request) return;
    if (codeStep && !request.code) {
      fields.refuse({ code: signInMessages.codeRequired });
      return;
    }
    signIn.mutate(request, {
      onSuccess: () => navigate(next, { replace: true }),
      onError: (error) => {
        if (needsCode(error)) {
          if (codeStep) fail(apiErrorMessage(error, signInMessages.invalidCode));
          setCodeStep(true);
          setValues((current) => ({ ...current, code: '' }));
          return;
        }
        if (isApiStatus(error, 429)) setLocked(true);
        if (isApiStatus(error, 401) && !codeStep) {
          setValues((current) => ({ ...current, password: '' }));
          setRetries((count) => count + 1);
        }
        const fallback = isApiStatus(error, 401)
          ? codeStep
            ? signInMessages.invalidCode
            : signInMessages.invalid
          : 'Signing in did not work. Please try again in a moment.';
        fail(apiErrorMessage(error, fallback));
      },
    });
  };

  const input = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setSignedOut(false);
      setValues((current) => ({ ...current, [name]: event.target.value }));
    },
  });

  return (
    <CardForm ref={formRef} method="post" noValidate onSubmit={submit} aria-label="Sign In">
      {signedOut && <Muted role="status">{signInMessages.signedOutNow}</Muted>}
      {searchParams.has('next') && !failure && !signedOut && (
        <Muted>{signInMessages.signedOut}</Muted>
      )}
      <FormAlert failure={failure} alertRef={alertRef} />
      <FormField id={ids.username} label="Username" error={fields.errors.username}>
        {(control) => (
          <Input {...control} {...input('username')} autoComplete="username" readOnly={codeStep} />
        )}
      </FormField>
      <FormField id={ids.password} label="Password" error={fields.errors.password}>
        {(control) => (
          <Input
            {...control}
            {...input('password')}
            type="password"
            autoComplete="current-password"
            readOnly={codeStep}
          />
        )}
      </FormField>
      {(codeStep || locked) && (
        <FormField
          id={ids.code}
          label="Authentication code"
          hint={codeStep ? signInMessages.codeRequired : signInMessages.lockedCodeHint}
          error={fields.errors.code}
        >
          {(control) => (
            <Input
              {...control}
              {...input('code')}
              ref={codeInput}
              autoComplete="one-time-code"
              inputMode="text"
            />
          )}
        </FormField>
      )}
      <Actions>
        <Button type="submit" disabled={signIn.isPending || !interactive}>
          {signIn.isPending ? 'Signing In…' : 'Sign In'}
        </Button>
        {codeStep && (
          <SmallButton
            type="button"
            onClick={() => {
              setCodeStep(false);
              fail(null);
              fields.clear();
              setValues({ username: '', password: '', code: '' });
              document.getElementById(ids.username)?.focus();
            }}
          >
            Start Again
          </SmallButton>
        )}
      </Actions>
      {/* The password is set on the server (there is no mail-in reset): say who can help. */}
      <Muted>{signInHelp}</Muted>
    </CardForm>
  );
}
