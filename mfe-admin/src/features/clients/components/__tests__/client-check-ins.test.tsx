import { screen, waitFor, within } from '@testing-library/react';
import type { CheckIn } from '@site/contracts/endpoints/promises';
import type { PortalPackage } from '@site/contracts/endpoints/portal';
import type { ClientRecord } from '@site/contracts/endpoints/admin-clients';
import { formatListDate } from '../../../../lib/format';
import { checkInDueSince } from '../client-check-ins';
import { renderWithProviders } from '@site/ui/testing';
import AdminRoutes from '../../../../routes';
import { aClientRecord, aPortalPackage, instant, signedIn } from '../../../../test/fixtures';
import { mockApi, type Handler } from '../../../../test/mock-api';

afterEach(() => jest.restoreAllMocks());

const api = (routes: Record<string, Handler>) => mockApi({ ...signedIn(), ...routes });

const record = aClientRecord({ timezone: null });

/** A paid package of his whose check-in is in `checkIn`'s state. */
const aPackage = (checkIn: PortalPackage['checkIn']): PortalPackage => aPortalPackage({ checkIn });

const checkIn = (change: Partial<CheckIn>): CheckIn => ({
  id: 1,
  bookingId: 7,
  wins: 'Said no to a meeting',
  obstacles: 'Slept badly',
  rating: 7,
  question: 'How do I keep it up?',
  createdAt: instant(-1),
  readAt: null,
  ...change,
});

describe('a client’s check-ins on his page', () => {
  it('lists them newest first with what he wrote, the new ones marked', async () => {
    const { callsTo } = api({
      'GET /api/admin/clients/4': { body: record },
      'GET /api/admin/clients/4/check-ins': {
        body: [
          checkIn({ id: 2, wins: 'Ran every day', question: null, createdAt: instant(-1) }),
          checkIn({ id: 1, rating: 4, readAt: instant(-3), createdAt: instant(-8) }),
        ],
      },
    });
    renderWithProviders(<AdminRoutes />, { path: '/admin/clients/4?tab=check-ins' });
    const region = await screen.findByRole('region', { name: 'Check-ins' });
    const items = await within(region).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Ran every day');
    expect(items[0]).toHaveTextContent('rated 7 of 10');
    expect(within(items[0]!).getByText('New')).toBeInTheDocument();
    expect(items[0]).not.toHaveTextContent('Question');
    expect(items[1]).toHaveTextContent('How do I keep it up?');
    expect(within(items[1]!).queryByText('New')).toBeNull();
    expect(callsTo('GET', '/api/admin/clients/4/check-ins')).toHaveLength(1);
  });

  it('reads them (which marks them read) only once their tab is chosen', async () => {
    const { callsTo } = api({
      'GET /api/admin/clients/4': { body: record },
      'GET /api/admin/clients/4/check-ins': { body: [checkIn({ id: 2 })] },
    });
    const { user } = renderWithProviders(<AdminRoutes />, { path: '/admin/clients/4' });
    const tab = await screen.findByRole('tab', { name: 'Check-ins' });
    // The page's other reads are made as it opens; its check-ins wait for their tab.
    await waitFor(() => expect(callsTo('GET', '/api/admin/clients/4/emails')).toHaveLength(1));
    expect(callsTo('GET', '/api/admin/clients/4/check-ins')).toHaveLength(0);
    await user.click(tab);
    expect(await screen.findByText('How do I keep it up?')).toBeVisible();
    expect(callsTo('GET', '/api/admin/clients/4/check-ins')).toHaveLength(1);
  });

  it('says when there are none', async () => {
    api({
      'GET /api/admin/clients/4': { body: record },
      'GET /api/admin/clients/4/check-ins': { body: [] },
    });
    renderWithProviders(<AdminRoutes />, { path: '/admin/clients/4?tab=check-ins' });
    expect(await screen.findByText('No check-ins yet.')).toBeInTheDocument();
  });

  it('says a check-in his portal asks for is due, since when, instead of "No check-ins yet."', async () => {
    const due = (dueAt: string) =>
      ({ checkIn: { state: 'due', dueAt } }) as unknown as ClientRecord['packages'][number];
    const notDue = {
      checkIn: { state: 'not-due', dueAt: instant(5) },
    } as unknown as ClientRecord['packages'][number];
    // The earliest of his packages' due check-ins; a package not due says nothing.
    expect(checkInDueSince([notDue, due(instant(-2)), due(instant(-6))])).toBe(instant(-6));
    expect(checkInDueSince([notDue])).toBeNull();

    api({
      'GET /api/admin/clients/4': {
        body: { ...record, packages: [aPackage({ state: 'due', dueAt: instant(-6, '15:00') })] },
      },
      'GET /api/admin/clients/4/check-ins': { body: [] },
    });
    renderWithProviders(<AdminRoutes />, { path: '/admin/clients/4?tab=check-ins' });
    const region = await screen.findByRole('region', { name: 'Check-ins' });
    expect(
      await within(region).findByText(
        `A check-in is due since ${formatListDate(instant(-6, '15:00'), 'America/Cancun')}.`.replace(
          /\s/g,
          ' ',
        ),
      ),
    ).toBeVisible();
    await waitFor(() => expect(within(region).queryByRole('status')).toBeNull());
    expect(within(region).queryByText('No check-ins yet.')).toBeNull();
  });

  it('says that check-ins begin after the first session while none has taken place, never that one is due', async () => {
    api({
      'GET /api/admin/clients/4': {
        body: { ...record, packages: [aPackage({ state: 'waiting', dueAt: null })] },
      },
      'GET /api/admin/clients/4/check-ins': { body: [] },
    });
    renderWithProviders(<AdminRoutes />, { path: '/admin/clients/4?tab=check-ins' });
    const region = await screen.findByRole('region', { name: 'Check-ins' });
    expect(
      await within(region).findByText('Check-ins begin after the first session.'),
    ).toBeVisible();
    await waitFor(() => expect(within(region).queryByRole('status')).toBeNull());
    expect(region).not.toHaveTextContent(/due/i);
    expect(within(region).queryByText('No check-ins yet.')).toBeNull();
  });
});
