import { screen, waitFor, within } from '@testing-library/react';
import { adminPaths, signInMessages } from '@site/contracts/admin';
import { passwordMessages } from '@site/contracts/owner-password';
import { renderWithProviders } from '@site/ui/testing';
import AdminRoutes from '../../../../routes';
import { aSession } from '../../../../test/fixtures';
import { mockApi, type Handler } from '../../../../test/mock-api';

afterEach(() => jest.restoreAllMocks());

const renderAt = (path: string) => renderWithProviders(<AdminRoutes />, { path });

/** The owner's session as the API keeps it: two-factor on or off, signed in or not. */
function api(routes: Record<string, Handler> = {}, twoFactorEnabled = false) {
  const state = { twoFactorEnabled, signedIn: true };
  const mock = mockApi({
    [`GET ${adminPaths.session}`]: () =>
      state.signedIn
        ? { body: aSession({ twoFactorEnabled: state.twoFactorEnabled }) }
        : { status: 401, body: { message: signInMessages.signedOut } },
    [`POST ${adminPaths.twoFactor}`]: {
      body: {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/Coach%20site:owner?secret=JBSWY3DPEHPK3PXP&issuer=Coach%20site',
      },
    },
    [`POST ${adminPaths.twoFactorConfirm}`]: ({ body }) => {
      if ((body as { code: string }).code !== '123456') {
        return { status: 400, body: { message: signInMessages.invalidCode } };
      }
      state.twoFactorEnabled = true;
      return { body: { recoveryCodes: ['aaaa-1111', 'bbbb-2222'] } };
    },
    [`DELETE ${adminPaths.twoFactor}`]: () => {
      state.twoFactorEnabled = false;
      return { status: 204 };
    },
    [`DELETE ${adminPaths.session}`]: () => {
      state.signedIn = false;
      return { status: 204 };
    },
    [`DELETE ${adminPaths.sessions}`]: () => {
      state.signedIn = false;
      return { status: 204 };
    },
    ...routes,
  });
  return { ...mock, state };
}

describe('the account', () => {
  it('shows the session with its end in the owner’s zone', async () => {
    api();
    renderAt('/admin/account');
    const session = await screen.findByRole('region', { name: 'Signed in' });
    expect(session).toHaveTextContent('owner');
    expect(session).toHaveTextContent('Cancun time');
    expect(session).not.toHaveTextContent('America/Cancun');
    // The session ends at 03:00 UTC: 22:00 the evening before in Cancun.
    expect(session).toHaveTextContent(/, 10:00 PM at the latest/);
  });

  it('has one gold primary: Change Password; setting up two-factor sign-in is the quiet button', async () => {
    api();
    renderAt('/admin/account');
    const twoFactor = await screen.findByRole('button', { name: 'Set Up Two-Factor Sign-In' });
    const gold = (button: HTMLElement) =>
      getComputedStyle(button).backgroundColor === 'rgb(201, 162, 77)';
    expect(gold(screen.getByRole('button', { name: 'Change Password' }))).toBe(true);
    expect(gold(twoFactor)).toBe(false);
    expect(screen.getAllByRole('button').filter(gold)).toHaveLength(1);
  });

  it('enrols two-factor sign-in: the URI as text and the secret, a code, the recovery codes once', async () => {
    const { callsTo, state } = api();
    const { user } = renderAt('/admin/account');
    await user.click(await screen.findByRole('button', { name: 'Set Up Two-Factor Sign-In' }));
    expect(
      await screen.findByText(
        'otpauth://totp/Coach%20site:owner?secret=JBSWY3DPEHPK3PXP&issuer=Coach%20site',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Turn On Two-Factor Sign-In' }));
    expect(
      screen.getByText('Please enter the 6-digit code from your authenticator app'),
    ).toBeInTheDocument();
    expect(callsTo('POST', adminPaths.twoFactorConfirm)).toEqual([]);

    await user.type(screen.getByLabelText('Code from the app'), '999999');
    await user.click(screen.getByRole('button', { name: 'Turn On Two-Factor Sign-In' }));
    expect(await screen.findByText(signInMessages.invalidCode)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Code from the app'));
    await user.type(screen.getByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn On Two-Factor Sign-In' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['aaaa-1111', 'bbbb-2222']);
    expect(state.twoFactorEnabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'I Have Saved These Codes' }));
    expect(await screen.findByText('Two-factor sign-in is on.')).toBeInTheDocument();
    expect(screen.queryByText('aaaa-1111')).not.toBeInTheDocument();
  });

  it('turns two-factor sign-in off with a current code', async () => {
    const { callsTo } = api({}, true);
    const { user } = renderAt('/admin/account');
    expect(await screen.findByText(/your recovery codes stop working/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn Off Two-Factor Sign-In' }));
    expect(await screen.findByText('Two-factor sign-in is off')).toBeInTheDocument();
    expect(callsTo('DELETE', adminPaths.twoFactor)[0]!.body).toEqual({ code: '123456' });
    expect(
      await screen.findByRole('button', { name: 'Set Up Two-Factor Sign-In' }),
    ).toBeInTheDocument();
  });

  it('signs out to the sign-in page', async () => {
    const { callsTo } = api();
    const { user } = renderAt('/admin/account');
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(callsTo('DELETE', adminPaths.session)).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
  });

  it('signs out everywhere after one confirmation that says this device too', async () => {
    const { callsTo } = api();
    const { user } = renderAt('/admin/account');
    await user.click(await screen.findByRole('button', { name: 'Sign Out Everywhere' }));
    const confirm = screen.getByRole('group', { name: 'Sign Out on Every Device' });
    expect(confirm).toHaveTextContent(
      'Every session ends, on every device and browser, this one included.',
    );
    expect(callsTo('DELETE', adminPaths.sessions)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Sign Out on Every Device' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/sign-in'));
    expect(callsTo('DELETE', adminPaths.sessions)).toHaveLength(1);
  });

  describe('change password', () => {
    const fill = async (
      user: ReturnType<typeof renderAt>['user'],
      current: string,
      next: string,
      again = next,
    ) => {
      const form = await screen.findByRole('form', { name: 'Change password' });
      await user.type(within(form).getByLabelText('Current password'), current);
      await user.type(within(form).getByLabelText('New password'), next);
      await user.type(within(form).getByLabelText('New password again'), again);
      await user.click(within(form).getByRole('button', { name: 'Change Password' }));
      return form;
    };

    it.each([
      ['too short', 'short pass', passwordMessages.tooShort],
      ['containing the username', 'the owner of this site', passwordMessages.containsUsername],
      ['repeating one character', 'zzzzzzzzzzzzzz', passwordMessages.repeated],
    ])(
      'refuses a new password %s in the browser, with the API’s words',
      async (_k, next, message) => {
        const { callsTo } = api();
        const { user } = renderAt('/admin/account');
        const form = await fill(user, 'current passphrase', next);
        expect(within(form).getByText(message)).toBeInTheDocument();
        expect(within(form).getByLabelText('New password')).toHaveFocus();
        expect(callsTo('POST', adminPaths.password)).toEqual([]);
      },
    );

    it('asks for the new password twice', async () => {
      const { callsTo } = api();
      const { user } = renderAt('/admin/account');
      const form = await fill(user, 'current passphrase', 'river stones at dawn', 'river stones');
      expect(within(form).getByText(passwordMessages.mismatch)).toBeInTheDocument();
      expect(callsTo('POST', adminPaths.password)).toEqual([]);
    });

    it('shows the API’s refusal beside its field (a wrong current password, a common one)', async () => {
      api({
        [`POST ${adminPaths.password}`]: {
          status: 400,
          body: {
            message: passwordMessages.currentWrong,
            errors: { currentPassword: passwordMessages.currentWrong },
          },
        },
      });
      const { user } = renderAt('/admin/account');
      const form = await fill(user, 'not my password', 'river stones at dawn');
      expect(await within(form).findByText(passwordMessages.currentWrong)).toBeInTheDocument();
      expect(within(form).getByLabelText('Current password')).toHaveFocus();
    });

    it('changes it: says every other session ended, and empties the form', async () => {
      const { callsTo } = api({ [`POST ${adminPaths.password}`]: { status: 204 } });
      const { user } = renderAt('/admin/account');
      const form = await fill(user, 'current passphrase', 'river stones at dawn');
      expect(await screen.findByText('Your password is changed')).toBeInTheDocument();
      expect(callsTo('POST', adminPaths.password)[0]!.body).toEqual({
        currentPassword: 'current passphrase',
        newPassword: 'river stones at dawn',
      });
      expect(within(form).getByLabelText('New password')).toHaveValue('');
    });
  });
});
