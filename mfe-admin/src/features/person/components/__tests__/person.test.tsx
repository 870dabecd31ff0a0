import { screen, within } from '@testing-library/react';
import { adminPaths, type PersonData } from '@site/contracts/admin';
import { emailMessage } from '@site/contracts/schemas/messages';
import { renderWithProviders } from '@site/ui/testing';
import AdminRoutes from '../../../../routes';
import { aBooking, aMessage, aSubscriber, instant, signedIn } from '../../../../test/fixtures';
import { mockApi, type Handler } from '../../../../test/mock-api';

afterEach(() => jest.restoreAllMocks());

const renderAt = (path: string) => renderWithProviders(<AdminRoutes />, { path });
const api = (routes: Record<string, Handler>) => mockApi({ ...signedIn(), ...routes });

function aPerson(overrides: Partial<PersonData> = {}): PersonData {
  return {
    email: 'dana@example.com',
    bookings: [
      aBooking(),
      aBooking({ id: 43, packageType: 'single', amount: 150000, payment: 'card', status: 'paid' }),
    ],
    questionnaires: [{ bookingId: 42, completedAt: instant(-1) }],
    messages: [aMessage({ email: 'dana@example.com', name: 'Dana Whitfield' })],
    subscription: aSubscriber({ email: 'dana@example.com' }),
    emails: [],
    ...overrides,
  };
}

describe('a person’s data', () => {
  it('finds everything stored about an address, with the address in the URL', async () => {
    const { calls } = api({ [`GET ${adminPaths.person}`]: { body: aPerson() } });
    const { user } = renderAt('/admin/person');
    await user.type(await screen.findByLabelText('E-mail address'), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByRole('heading', { name: 'Bookings (2)' })).toBeInTheDocument();
    expect(calls.at(-1)!.url).toBe(`${adminPaths.person}?email=dana%40example.com`);
    expect(screen.getByRole('heading', { name: 'Questionnaires (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contact messages (1)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Newsletter' })).toHaveTextContent(
      'Subscribed since',
    );
    expect(screen.getByRole('heading', { name: 'E-mails sent (0)' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/person');
  });

  it('refuses an address that is not one, without asking the API', async () => {
    const { callsTo } = api({});
    const { user } = renderAt('/admin/person');
    await user.type(await screen.findByLabelText('E-mail address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(screen.getByText(emailMessage)).toBeInTheDocument();
    expect(callsTo('GET', adminPaths.person)).toEqual([]);
  });

  it('says when nothing is stored', async () => {
    api({
      [`GET ${adminPaths.person}`]: {
        body: aPerson({ bookings: [], questionnaires: [], messages: [], subscription: null }),
      },
    });
    renderAt('/admin/person?email=nobody%40example.com');
    expect(
      await screen.findByText('Nothing is stored about dana@example.com.'),
    ).toBeInTheDocument();
  });

  it('erases after one confirmation that names what is kept, and reports what was removed', async () => {
    const { callsTo } = api({
      [`GET ${adminPaths.person}`]: { body: aPerson() },
      [`DELETE ${adminPaths.person}`]: {
        body: {
          email: 'dana@example.com',
          bookingsAnonymised: 1,
          bookingsDeleted: 1,
          questionnairesDeleted: 1,
          messagesDeleted: 1,
          subscriptionsDeleted: 1,
          emailsDeleted: 0,
        },
      },
    });
    const { user } = renderAt('/admin/person?email=dana%40example.com');
    await user.click(
      await screen.findByRole('button', { name: 'Erase everything about dana@example.com' }),
    );
    const confirm = screen.getByRole('group', { name: 'Erase This Person’s Data' });
    expect(confirm).toHaveTextContent(
      '1 paid booking keeps its payment record (package, amount, date and payment reference) with the name and e-mail removed, because payment records must be kept.',
    );
    expect(callsTo('DELETE', adminPaths.person)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Erase This Person’s Data' }));
    const report = await screen.findByRole('status');
    expect(report).toHaveTextContent('dana@example.com was erased');
    expect(report).toHaveTextContent(
      '1 paid booking kept as a payment record without name or e-mail',
    );
    expect(callsTo('DELETE', adminPaths.person)[0]!.url).toBe(
      `${adminPaths.person}?email=dana%40example.com`,
    );
  });

  it('says nothing was erased when the API refuses', async () => {
    api({
      [`GET ${adminPaths.person}`]: { body: aPerson() },
      [`DELETE ${adminPaths.person}`]: { status: 500, body: { message: 'Try again later.' } },
    });
    const { user } = renderAt('/admin/person?email=dana%40example.com');
    await user.click(
      await screen.findByRole('button', { name: 'Erase everything about dana@example.com' }),
    );
    await user.click(screen.getByRole('button', { name: 'Erase This Person’s Data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing was erased.Try again later.',
    );
  });
});
