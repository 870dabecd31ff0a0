import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '@site/api-client/query-client';
import { AppProviders } from '@site/ui/app-providers';
import { MemoryRouter, Route, Routes } from '@site/ui/router';
import { adminPaths, signInMessages } from '@site/contracts/admin';
import { renderWithProviders, testSettings } from '@site/ui/testing';
import AdminRoutes from '../../../../routes';
import { sessionQueryOptions } from '../../../../lib/session';
import { aSession, signedIn, signedOut } from '../../../../test/fixtures';
import { AdminMenu } from '../admin-navigation';
import { SignInForm } from '../sign-in-form';
import { mockApi, type Handler } from '../../../../test/mock-api';

afterEach(() => jest.restoreAllMocks());

const renderAt = (path: string) => renderWithProviders(<AdminRoutes />, { path });

/** Answers the sign-in POST with `answer`, and the session with whoever is signed in by then. */
function api(answer: Handler, extra: Record<string, Handler> = {}) {
  let session: unknown = null;
  return mockApi({
    [`GET ${adminPaths.session}`]: () =>
      session ? { body: session } : { status: 401, body: { message: signInMessages.signedOut } },
    [`POST ${adminPaths.session}`]: (request) => {
      const result = typeof answer === 'function' ? answer(request) : answer;
      if ((result.status ?? 200) === 200) session = result.body;
      return result;
    },
    [`GET ${adminPaths.today}`]: { status: 500, body: { message: 'Not in this test' } },
    [`GET ${adminPaths.bookings}`]: { status: 500, body: { message: 'Not in this test' } },
    ...extra,
  });
}

describe('signing in', () => {
  it('sends a signed-out visit of any admin page to sign-in, and back to that page after', async () => {
    const { callsTo } = api({ body: aSession() });
    const { user } = renderAt('/admin/bookings?status=paid');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/sign-in');
    expect(screen.getByText(signInMessages.signedOut)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Username'), 'owner');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Bookings' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/bookings');
    expect(callsTo('POST', adminPaths.session)[0]!.body).toEqual({
      username: 'owner',
      password: 'correct horse',
    });
  });

  it('asks for both fields before calling the API', async () => {
    const { callsTo } = api({ body: aSession() });
    const { user } = renderAt('/admin/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter your username')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(callsTo('POST', adminPaths.session)).toEqual([]);
  });

  it('says the credentials are wrong without saying which', async () => {
    api({ status: 401, body: { message: signInMessages.invalid } });
    const { user } = renderAt('/admin/sign-in');
    await user.type(await screen.findByLabelText('Username'), 'owner');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(signInMessages.invalid);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/sign-in');
    // Ready to type the password again: emptied, with the caret in it; the username kept.
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Username')).toHaveValue('owner');
    // And who can help with a forgotten one.
    expect(
      screen.getByText(/^Forgot your password\? Your web host can set a new one/),
    ).toBeVisible();
  });

  it('shows the lockout with its wait', async () => {
    const locked = signInMessages.locked.replace('{minutes}', '15');
    api({ status: 429, body: { message: locked } });
    const { user } = renderAt('/admin/sign-in');
    await user.type(await screen.findByLabelText('Username'), 'owner');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed sign-ins. Try again in 15 minutes.',
    );
    // With two-factor on, a code signs him in despite the wait.
    expect(screen.getByText(signInMessages.lockedCodeHint)).toBeInTheDocument();
    expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
  });

  it('asks for the two-factor code when the API wants one, and sends it with the password', async () => {
    const { callsTo } = api((request) => {
      const { code } = request.body as { code?: string };
      if (!code) {
        return { status: 401, body: { message: signInMessages.codeRequired, codeRequired: true } };
      }
      if (code !== '123456') {
        return { status: 401, body: { message: signInMessages.invalidCode, codeRequired: true } };
      }
      return { body: aSession({ twoFactorEnabled: true }) };
    });
    const { user } = renderAt('/admin/sign-in');
    await user.type(await screen.findByLabelText('Username'), 'owner');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const code = await screen.findByLabelText('Authentication code');
    expect(code).toHaveFocus();
    expect(screen.getByText(signInMessages.codeRequired)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(signInMessages.invalidCode);

    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Today' })).toBeInTheDocument();
    expect(callsTo('POST', adminPaths.session).map((call) => call.body)).toEqual([
      { username: 'owner', password: 'correct horse' },
      { username: 'owner', password: 'correct horse', code: '000000' },
      { username: 'owner', password: 'correct horse', code: '123456' },
    ]);
  });

  it('lets him start again from the code step with another username', async () => {
    api({ status: 401, body: { message: signInMessages.codeRequired, codeRequired: true } });
    const { user } = renderAt('/admin/sign-in');
    await user.type(await screen.findByLabelText('Username'), 'owner');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByLabelText('Authentication code');
    expect(screen.getByLabelText('Username')).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Start Again' }));
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('');
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Username')).toHaveFocus();
  });

  it('never follows a `next` that leaves the back office', async () => {
    api({ body: aSession() });
    const { user } = renderAt('/admin/sign-in?next=%2F%2Fevil.example%2Fadmin');
    await user.type(await screen.findByLabelText('Username'), 'owner');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/));
  });

  it('goes straight on when already signed in', async () => {
    mockApi({ ...signedIn(), [`GET ${adminPaths.today}`]: { status: 500, body: {} } });
    renderAt('/admin/sign-in?next=%2Fadmin%2Faccount');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
  });

  it('says so, with Retry, when the session cannot be checked', async () => {
    let calls = 0;
    mockApi({
      [`GET ${adminPaths.session}`]: () =>
        ++calls === 1
          ? { status: 503, body: { message: 'The service is temporarily unavailable.' } }
          : { body: aSession() },
      [`GET ${adminPaths.auditLog}`]: { body: { items: [], total: 0, page: 1, pageSize: 50 } },
    });
    const { user } = renderAt('/admin/audit-log');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not check that you are signed in.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The service is temporarily unavailable.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nothing has been recorded yet.')).toBeInTheDocument();
  });

  it('sends him to sign-in when a call answers 401 while a page is open', async () => {
    mockApi({
      ...signedIn(),
      [`GET ${adminPaths.auditLog}`]: { status: 401, body: { message: 'Please sign in.' } },
    });
    renderAt('/admin/audit-log');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/sign-in');
  });

  it('shows the navigation while the session is being checked, so that nothing moves when it answers', () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}));
    renderAt('/admin/messages');
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
    // The frame is the coach's: his name over the area's.
    expect(screen.getAllByText(testSettings.coachName)[0]).toHaveTextContent(
      `${testSettings.coachName}Back office`,
    );
  });

  it('shows the navigation only when signed in, with the current screen marked', async () => {
    mockApi({ ...signedOut });
    const first = renderAt('/admin/messages');
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
    first.unmount();
    jest.restoreAllMocks();

    mockApi({
      ...signedIn(),
      [`GET ${adminPaths.messages}`]: { body: { items: [], total: 0, page: 1, pageSize: 20 } },
    });
    renderAt('/admin/messages');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    const current = nav.querySelectorAll('[aria-current="page"]');
    expect([...current].map((link) => link.textContent)).toEqual(['Messages']);
  });
});

describe('the sign-in form the server drew', () => {
  /** The form as the server draws it for a signed-out browser, then hydrated in the browser. */
  function Page({ queryClient }: { queryClient: QueryClient }) {
    return (
      <MemoryRouter initialEntries={['/admin/sign-in']}>
        <AppProviders settings={testSettings} queryClient={queryClient}>
          <SignInForm />
        </AppProviders>
      </MemoryRouter>
    );
  }
  const signedOutClient = () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionQueryOptions().queryKey, null);
    return queryClient;
  };

  it('waits for the browser before it can be sent, and signs in with what was typed before then', async () => {
    const { callsTo } = api({ body: aSession() });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page queryClient={signedOutClient()} />);
    document.body.replaceChildren(container);
    const button = () => container.querySelector('button[type="submit"]')!;
    // Drawn with no request: the browser is known to be signed out. A native submission would
    // put the password in the address: the button waits, and the form posts if it ever did.
    expect(button()).toBeDisabled();
    expect(container.querySelector('form')).toHaveAttribute('method', 'post');
    // The owner (or his password manager) fills the fields while the page's code loads.
    container.querySelector<HTMLInputElement>('#admin-sign-in-username')!.value = 'owner';
    container.querySelector<HTMLInputElement>('#admin-sign-in-password')!.value = 'correct horse';
    await act(async () => {
      hydrateRoot(container, <Page queryClient={signedOutClient()} />);
    });
    expect(button()).toBeEnabled();
    expect(screen.getByLabelText('Username')).toHaveValue('owner');
    await userEvent.click(button());
    await waitFor(() =>
      expect(callsTo('POST', adminPaths.session).map((call) => call.body)).toEqual([
        { username: 'owner', password: 'correct horse' },
      ]),
    );
    expect(callsTo('GET', adminPaths.session)).toEqual([]);
  });
});

describe('after Sign Out', () => {
  const afterSignOut = async () => {
    api({ body: aSession() }, { [`DELETE ${adminPaths.session}`]: { status: 204 } });
    const result = renderWithProviders(
      <Routes>
        <Route path="/admin/posts" element={<AdminMenu />} />
        <Route path="/admin/sign-in" element={<SignInForm />} />
      </Routes>,
      { path: '/admin/posts' },
    );
    await result.user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await screen.findByRole('textbox', { name: 'Username' });
    return result;
  };

  it('says he is signed out, politely, until he starts typing', async () => {
    const { user } = await afterSignOut();
    expect(screen.getByRole('status')).toHaveTextContent(signInMessages.signedOutNow);
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'c');
    expect(screen.queryByText(signInMessages.signedOutNow)).not.toBeInTheDocument();
  });

  it('says nothing of it on a fresh visit of the sign-in page', async () => {
    const { unmount } = await afterSignOut();
    unmount();
    api({ body: aSession() });
    renderWithProviders(<SignInForm />, { path: '/admin/sign-in' });
    await screen.findByRole('textbox', { name: 'Username' });
    expect(screen.queryByText(signInMessages.signedOutNow)).not.toBeInTheDocument();
  });
});
