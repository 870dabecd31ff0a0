import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ownerSetupSchema, setupMessages, type OwnerSession } from '@site/contracts/admin';
import { passwordMessages, passwordProblem } from '@site/contracts/owner-password';
import { paths } from '@site/contracts/routes';
import { Button } from '@site/ui/button';
import { useFieldErrors, useFormFailure } from '@site/ui/form-kit';
import { Link, useNavigate } from '@site/ui/router';
import { useHttpStatus } from '@site/ui/server-render';
import { useHydrated } from '@site/ui/use-hydrated';
import {
  Actions,
  CardForm,
  FormAlert,
  Muted,
  Section,
  SmallButton,
  TextField,
} from '../../../components/ui';
import { ErrorState, Loading } from '../../../components/states';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/api-error';
import { OwnerSessionContext } from '../../../lib/owner-session';
import { TwoFactor } from './account-screen';
import { newPasswordHint } from './change-password';
import { setupStatusQueryOptions, useCompleteSetup } from '../api/setup';

type Field = 'username' | 'password' | 'confirmPassword';
const ids: Record<Field, string> = {
  username: 'admin-setup-username',
  password: 'admin-setup-password',
  confirmPassword: 'admin-setup-confirm-password',
};

/** The one-time token of the set-up link: in the address's fragment, which no server sees. */
function tokenFromAddress(): string {
  const match = /(?:^#|&)token=([A-Za-z0-9_-]+)/.exec(window.location.hash);
  return match?.[1] ?? '';
}

/**
 * The first set-up, while the site has no owner: he chooses his username and password (twice),
 * is signed in, and may set up two-factor sign-in at once. Once an owner exists the page answers
 * 404 and sends him to sign in.
 */
export function SetupScreen() {
  const status = useQuery(setupStatusQueryOptions());
  const [owner, setOwner] = useState<OwnerSession | null>(null);

  if (owner) return <Welcome owner={owner} />;
  if (status.isPending) return <Loading label="Loading…" height="24rem" />;
  if (status.isError) {
    return (
      <ErrorState
        title="We could not check whether the site has an owner."
        error={status.error}
        onRetry={() => void status.refetch()}
      />
    );
  }
  if (status.data === null) return <SetupDone />;
  return <SetupForm onCreated={setOwner} />;
}

function SetupDone() {
  useHttpStatus(404);
  return (
    <>
      <p>{setupMessages.done}</p>
      <p>
        <Link to={paths.adminSignIn}>Go to sign in</Link>
      </p>
    </>
  );
}

function SetupForm({ onCreated }: { onCreated: (owner: OwnerSession) => void }) {
  const setup = useCompleteSetup();
  const interactive = useHydrated();
  const token = useRef<string | null>(null);
  const [values, setValues] = useState({ username: '', password: '', confirmPassword: '' });
  const fields = useFieldErrors(ids);
  const { failure, fail, alertRef } = useFormFailure();

  // Read once the page runs in the browser, then taken out of the address bar and history.
  useEffect(() => {
    token.current ??= tokenFromAddress();
    if (window.location.hash)
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    fail(null);
    const checked = fields.check(
      ownerSetupSchema,
      { ...values, token: 'checked below' },
      {
        extra: (found) => {
          if (found.password) return;
          const problem = passwordProblem(values.password, { username: values.username });
          if (problem) found.password = problem;
          else if (values.confirmPassword !== values.password)
            found.confirmPassword = passwordMessages.mismatch;
        },
      },
    );
    if (!checked) return;
    if (!token.current) {
      fail(setupMessages.linkInvalid);
      return;
    }
    setup.mutate(
      { token: token.current, username: values.username.trim(), password: values.password },
      {
        onSuccess: onCreated,
        onError: (error) => {
          if (fields.refuse(apiFieldErrors(error))) return;
          fail(apiErrorMessage(error, 'Setting up did not work. Please try again in a moment.'));
        },
      },
    );
  };

  const input = (name: Field) => ({
    id: ids[name],
    name,
    value: values[name],
    error: fields.errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <CardForm method="post" noValidate onSubmit={submit} aria-label="Set Up Your Account">
      <Muted>
        Welcome! Choose the username and password you will sign in with. Only you can open this
        page: its link was printed when the site started, and it works once, for an hour.
      </Muted>
      <FormAlert failure={failure} alertRef={alertRef} />
      <TextField {...input('username')} label="Username" autoComplete="username" />
      <TextField
        {...input('password')}
        label="Password"
        hint={newPasswordHint}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        {...input('confirmPassword')}
        label="Password again"
        type="password"
        autoComplete="new-password"
      />
      <Actions>
        <Button type="submit" disabled={setup.isPending || !interactive}>
          {setup.isPending ? 'Setting Up…' : 'Create My Account'}
        </Button>
      </Actions>
    </CardForm>
  );
}

/** Signed in as the new owner: two-factor sign-in now, or later from Account. */
function Welcome({ owner }: { owner: OwnerSession }) {
  const navigate = useNavigate();
  const [twoFactor, setTwoFactor] = useState(false);
  const enter = () => navigate(paths.adminToday, { replace: true });
  return (
    <OwnerSessionContext.Provider value={owner}>
      <Section aria-labelledby="setup-ready">
        <h2 id="setup-ready">Your account is ready</h2>
        <p>
          You are signed in as <strong>{owner.username}</strong>. From now on, you sign in with this
          username and password.
        </p>
      </Section>
      <Section aria-labelledby="setup-two-factor">
        <h2 id="setup-two-factor">Two-factor sign-in (optional)</h2>
        {twoFactor ? (
          <TwoFactor onDone={enter} />
        ) : (
          <>
            <p>
              For extra safety, signing in can also ask for a code from an authenticator app on your
              phone. You can set it up now, or later from Account.
            </p>
            <Actions>
              <Button type="button" onClick={() => setTwoFactor(true)}>
                Set Up Two-Factor Sign-In Now
              </Button>
              <SmallButton type="button" onClick={enter}>
                Go to the Back Office
              </SmallButton>
            </Actions>
          </>
        )}
      </Section>
    </OwnerSessionContext.Provider>
  );
}
