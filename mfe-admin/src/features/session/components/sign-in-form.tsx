import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { ValidationError } from 'yup';
import { useQuery } from '@tanstack/react-query';
import { signInMessages, signInSchema } from '@site/contracts/admin';
import { Button } from '@site/ui/button';
import { Navigate, useNavigate, useSearchParams } from '@site/ui/router';
import { useTypedBeforeHydration } from '@site/ui/typed-before-hydration';
import { useHydrated } from '@site/ui/use-hydrated';
import { Actions, FieldError, FieldLabel, Input, Muted, SmallButton } from '../../../components/ui';
import { ErrorState, Loading } from '../../../components/states';
import { apiErrorMessage, isApiStatus } from '../../../lib/api-error';
import { needsCode, safeNext, sessionQueryOptions, useSignIn } from '../../../lib/session';

const Form = styled.form`
  display: grid;
  gap: 1.25rem;
  max-width: 26rem;
  padding: clamp(1.25rem, 4vw, 2rem);
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const Alert = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.colors.destructive};
  background: #fff7f6;
  font-weight: 600;
`;

type Field = 'username' | 'password' | 'code';
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
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [codeStep, setCodeStep] = useState(false);
  // Refused for too many failures here (429): a second factor still signs him in now.
  const [locked, setLocked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
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
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    let request;
    try {
      request = await signInSchema.validate(
        { ...values, code: codeStep || locked ? values.code : undefined },
        { abortEarly: false },
      );
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const found: Partial<Record<Field, string>> = {};
      for (const inner of error.inner) found[inner.path as Field] ??= inner.message;
      setErrors(found);
      document.getElementById(ids[Object.keys(found)[0] as Field])?.focus();
      return;
    }
    if (codeStep && !request.code) {
      setErrors({ code: signInMessages.codeRequired });
      codeInput.current?.focus();
      return;
    }
    setErrors({});
    signIn.mutate(request, {
      onSuccess: () => navigate(next, { replace: true }),
      onError: (error) => {
        if (needsCode(error)) {
          if (codeStep) setFailure(apiErrorMessage(error, signInMessages.invalidCode));
          setCodeStep(true);
          setValues((current) => ({ ...current, code: '' }));
          return;
        }
        if (isApiStatus(error, 429)) setLocked(true);
        const fallback = isApiStatus(error, 401)
          ? codeStep
            ? signInMessages.invalidCode
            : signInMessages.invalid
          : 'Signing in did not work. Please try again in a moment.';
        setFailure(apiErrorMessage(error, fallback));
      },
    });
  };

  const field = (name: Field) => ({
    id: ids[name],
    name,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${ids[name]}-error` : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <Form ref={formRef} method="post" noValidate onSubmit={submit} aria-label="Sign in">
      {searchParams.has('next') && !failure && <Muted>{signInMessages.signedOut}</Muted>}
      {failure && (
        <Alert ref={alertRef} role="alert" tabIndex={-1}>
          {failure}
        </Alert>
      )}
      <div>
        <FieldLabel htmlFor={ids.username}>Username</FieldLabel>
        <Input {...field('username')} autoComplete="username" readOnly={codeStep} />
        {errors.username && <FieldError id={`${ids.username}-error`}>{errors.username}</FieldError>}
      </div>
      <div>
        <FieldLabel htmlFor={ids.password}>Password</FieldLabel>
        <Input
          {...field('password')}
          type="password"
          autoComplete="current-password"
          readOnly={codeStep}
        />
        {errors.password && <FieldError id={`${ids.password}-error`}>{errors.password}</FieldError>}
      </div>
      {(codeStep || locked) && (
        <div>
          <FieldLabel htmlFor={ids.code}>Authentication code</FieldLabel>
          <Muted id={`${ids.code}-hint`}>
            {codeStep ? signInMessages.codeRequired : signInMessages.lockedCodeHint}
          </Muted>
          <Input
            {...field('code')}
            ref={codeInput}
            autoComplete="one-time-code"
            inputMode="text"
            aria-describedby={
              errors.code ? `${ids.code}-hint ${ids.code}-error` : `${ids.code}-hint`
            }
          />
          {errors.code && <FieldError id={`${ids.code}-error`}>{errors.code}</FieldError>}
        </div>
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
              setFailure(null);
              setErrors({});
              setValues({ username: '', password: '', code: '' });
              document.getElementById(ids.username)?.focus();
            }}
          >
            Start Again
          </SmallButton>
        )}
      </Actions>
    </Form>
  );
}
