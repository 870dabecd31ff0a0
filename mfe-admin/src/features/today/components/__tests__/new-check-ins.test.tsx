import { screen, within } from '@testing-library/react';
import { adminPaths } from '@site/contracts/admin';
import { renderWithProviders } from '@site/ui/testing';
import AdminRoutes from '../../../../routes';
import { aSubscriber, aTodayOverview, instant, signedIn } from '../../../../test/fixtures';
import { mockApi } from '../../../../test/mock-api';

afterEach(() => jest.restoreAllMocks());

const empty = aTodayOverview();

describe('new check-ins on Today', () => {
  it('list each unread check-in with its client, linking to his page', async () => {
    mockApi({
      ...signedIn(),
      [`GET ${adminPaths.today}`]: { body: empty },
      'GET /api/admin/check-ins/new': {
        body: [
          {
            id: 9,
            clientId: 4,
            name: 'Dana Whitfield',
            packageType: '5-session',
            rating: 6,
            createdAt: instant(-1),
          },
        ],
      },
    });
    renderWithProviders(<AdminRoutes />, { path: '/admin' });
    const region = await screen.findByRole('region', { name: 'New check-ins' });
    const link = await within(region).findByRole('link', { name: /Dana Whitfield/ });
    // The link opens the client's page on his check-ins.
    expect(link).toHaveAttribute('href', '/admin/clients/4?tab=check-ins');
    expect(region).toHaveTextContent('rated 6 of 10');
    expect(screen.queryByText('All quiet today')).toBeNull();
  });

  it('leave their card out when none is new (the Needs you counts say what is)', async () => {
    mockApi({
      ...signedIn(),
      [`GET ${adminPaths.today}`]: {
        body: { ...empty, newSubscribers: [aSubscriber()] },
      },
      'GET /api/admin/check-ins/new': { body: [] },
    });
    renderWithProviders(<AdminRoutes />, { path: '/admin' });
    expect(await screen.findByRole('region', { name: 'New subscribers (7 days)' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'New check-ins' })).toBeNull();
    expect(screen.queryByText('No new check-ins.')).toBeNull();
  });

  it('leave Today one calm state when nothing at all is new or coming', async () => {
    mockApi({
      ...signedIn(),
      [`GET ${adminPaths.today}`]: { body: empty },
      'GET /api/admin/check-ins/new': { body: [] },
    });
    renderWithProviders(<AdminRoutes />, { path: '/admin' });
    expect(await screen.findByText('All quiet today')).toBeInTheDocument();
    expect(screen.queryByText('No new check-ins.')).toBeNull();
  });
});
