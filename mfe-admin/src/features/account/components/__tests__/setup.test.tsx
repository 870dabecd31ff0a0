import { screen, within } from '@testing-library/react';
import { adminPaths, setupMessages } from '@site/contracts/admin';
import { passwordMessages } from '@site/contracts/owner-password';
import { renderWithProviders } from '@site/ui/testing';
import { paths } from '@site/contracts/routes';
import AdminRoutes, { pages } from '../../../../routes';
import { aSession } from '../../../../test/fixtures';
import { mockApi, type Handler } from '../../../../test/mock-api';

const token = 'A'.repeat(43);

// The screen's code is a chunk of its own, in first (as the page's server render has it).
beforeAll(() => pages.find((page) => page.path === paths.adminSetup)!.Component.preload?.());
beforeEach(() => window.history.replaceState(null, '', `/admin/setup#token=${token}`));
afterEach(() => jest.restoreAllMocks());

const renderSetup = () => renderWithProviders(<AdminRoutes />, { path: '/admin/setup' });

function api(routes: Record<string, Handler> = {}) {
  return mockApi({
    [`GET ${adminPaths.setup}`]: { body: { open: true } },
    [`POST ${adminPaths.setup}`]: { status: 201, body: aSession({ username: 'jordan' }) },
    [`POST ${adminPaths.twoFactor}`]: {
      body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' },
    },
    ...routes,
  });
}

async function fill(
  user: ReturnType<typeof renderSetup>['user'],
  values: { username: string; password: string; again?: string },
) {
  const form = await screen.findByRole('form', { name: 'Set Up Your Account' });
  await user.type(within(form).getByLabelText('Username'), values.username);
  await user.type(within(form).getByLabelText('Password'), values.password);
  await user.type(within(form).getByLabelText('Password again'), values.again ?? values.password);
  await user.click(within(form).getByRole('button', { name: 'Create My Account' }));
  return form;
}

describe('the first set-up', () => {
  it('creates the account with the link’s token, takes the token out of the address, and offers two-factor', async () => {
    const { callsTo } = api();
    const { user } = renderSetup();
    await fill(user, { username: 'jordan', password: 'river stones at dawn' });
    expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toBeVisible();
    expect(callsTo('POST', adminPaths.setup)[0]!.body).toEqual({
      token,
      username: 'jordan',
      password: 'river stones at dawn',
    });
    expect(window.location.hash).toBe('');

    await user.click(screen.getByRole('button', { name: 'Set Up Two-Factor Sign-In Now' }));
    await user.click(screen.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }));
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
  });

  it.each([
    ['too short', 'short pass', passwordMessages.tooShort],
    ['containing the username', 'jordan rivers coaching', passwordMessages.containsUsername],
    ['repeating a group', 'abcabcabcabcabc', passwordMessages.repeated],
  ])(
    'refuses a password %s with the API’s words, before asking it',
    async (_k, password, message) => {
      const { callsTo } = api();
      const { user } = renderSetup();
      const form = await fill(user, { username: 'jordan', password });
      expect(within(form).getByText(message)).toBeInTheDocument();
      expect(within(form).getByLabelText('Password')).toHaveFocus();
      expect(callsTo('POST', adminPaths.setup)).toEqual([]);
    },
  );

  it('asks for the password twice', async () => {
    const { callsTo } = api();
    const { user } = renderSetup();
    const form = await fill(user, {
      username: 'jordan',
      password: 'river stones at dawn',
      again: 'river stones at dusk',
    });
    expect(within(form).getByText(passwordMessages.mismatch)).toBeInTheDocument();
    expect(callsTo('POST', adminPaths.setup)).toEqual([]);
  });

  it('shows the API’s answer for a common password beside the field, and for a used link', async () => {
    api({
      [`POST ${adminPaths.setup}`]: {
        status: 400,
        body: { message: passwordMessages.common, errors: { password: passwordMessages.common } },
      },
    });
    const { user } = renderSetup();
    const form = await fill(user, { username: 'jordan', password: 'password1234' });
    expect(await within(form).findByText(passwordMessages.common)).toBeInTheDocument();

    jest.restoreAllMocks();
    api({
      [`POST ${adminPaths.setup}`]: { status: 403, body: { message: setupMessages.linkInvalid } },
    });
    await user.click(within(form).getByRole('button', { name: 'Create My Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(setupMessages.linkInvalid);
  });

  it('says the site already has an owner, with the way to sign in', async () => {
    api({ [`GET ${adminPaths.setup}`]: { status: 404, body: { message: setupMessages.done } } });
    renderSetup();
    expect(await screen.findByText(setupMessages.done)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute(
      'href',
      '/admin/sign-in',
    );
    expect(screen.queryByRole('form', { name: 'Set Up Your Account' })).toBeNull();
  });
});
