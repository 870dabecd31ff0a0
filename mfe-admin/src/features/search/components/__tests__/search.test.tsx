import { screen, waitFor, within } from '@testing-library/react';
import { adminPaths, searchMessages, type AdminSearchResults } from '@site/contracts/admin';
import { renderWithProviders } from '@site/ui/testing';
import AdminRoutes from '../../../../routes';
import { aBooking, aMessage, aSubscriber, instant, signedIn } from '../../../../test/fixtures';
import { mockApi, type Handler } from '../../../../test/mock-api';

afterEach(() => jest.restoreAllMocks());

const renderAt = (path: string) => renderWithProviders(<AdminRoutes />, { path });
const api = (routes: Record<string, Handler>) => mockApi({ ...signedIn(), ...routes });

const none = { total: 0, items: [] };
function results(overrides: Partial<AdminSearchResults> = {}): AdminSearchResults {
  return {
    q: 'okafor',
    clientMatches: none,
    bookingMatches: none,
    messageMatches: none,
    threadMatches: none,
    subscriberMatches: none,
    ...overrides,
  };
}

const group = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('section')! as HTMLElement;

describe('the search results', () => {
  it('lists each group with matches under its heading, each row a link to its page', async () => {
    const { calls } = api({
      [`GET ${adminPaths.search}`]: {
        body: results({
          clientMatches: {
            total: 7,
            items: [{ id: 7, name: 'Lena Okafor', email: 'lena.okafor@example.com' }],
          },
          bookingMatches: {
            total: 1,
            items: [
              aBooking({
                id: 12,
                name: 'Lena Okafor',
                packageType: '5-session',
                scheduledAt: null,
                createdAt: instant(-1, '12:00'),
              }),
            ],
          },
          messageMatches: {
            total: 1,
            items: [
              {
                id: 5,
                name: 'Lena Okafor',
                email: 'lena.okafor@example.com',
                status: 'handled',
                createdAt: aMessage().createdAt,
              },
            ],
          },
        }),
      },
    });
    renderAt('/admin/search?q=%20okafor%20');
    await screen.findByRole('heading', { level: 2, name: 'Clients' });
    const clients = group('Clients');
    expect(calls.find((call) => call.path === adminPaths.search)!.url).toBe(
      `${adminPaths.search}?q=okafor`,
    );
    expect(within(clients).getByRole('link', { name: /Lena Okafor/ })).toHaveAttribute(
      'href',
      '/admin/clients/7',
    );
    // More than it lists: the way to them all, in the Clients list searched for the same text.
    expect(within(clients).getByRole('link', { name: 'See all 7 in Clients' })).toHaveAttribute(
      'href',
      '/admin/clients?q=okafor',
    );
    const booking = within(group('Bookings')).getByRole('link', { name: /5-Session Package/ });
    expect(booking).toHaveAttribute('href', '/admin/bookings/12');
    expect(booking).toHaveTextContent(/5-Session Package · booked \w{3} \d{1,2}/);
    // All it holds are listed: no "See all".
    expect(within(group('Bookings')).queryByRole('link', { name: /See all/ })).toBeNull();
    expect(within(group('Messages')).getByRole('link', { name: /Lena Okafor/ })).toHaveAttribute(
      'href',
      '/admin/messages?status=handled',
    );
    // A group without a match is left out.
    expect(screen.queryByRole('heading', { level: 2, name: 'Subscribers' })).toBeNull();
    expect(document.title).toBe('Search · Back office');
  });

  it('finds a client’s portal messages by his name, each leading to his page’s Messages tab', async () => {
    api({
      [`GET ${adminPaths.search}`]: {
        body: results({
          q: 'jordan',
          threadMatches: {
            total: 1,
            items: [
              {
                clientId: 9,
                name: 'Jordan Reyes',
                email: 'jordan.reyes@example.com',
                lastMessageAt: instant(-1, '12:00'),
                lastAuthor: 'client',
                preview: 'Can we move Thursday?',
                priority: false,
                unread: 2,
              },
            ],
          },
        }),
      },
    });
    renderAt('/admin/search?q=jordan');
    await screen.findByRole('heading', { level: 2, name: 'Client messages' });
    const link = within(group('Client messages')).getByRole('link', { name: /Jordan Reyes/ });
    expect(link).toHaveAttribute('href', '/admin/clients/9?tab=messages');
    expect(link).toHaveTextContent('2 new');
    expect(link).toHaveTextContent('jordan.reyes@example.com');
  });

  it('leads a subscriber to the Subscribers list searched for his address', async () => {
    api({
      [`GET ${adminPaths.search}`]: {
        body: results({
          subscriberMatches: { total: 1, items: [aSubscriber({ email: 'okafor@example.com' })] },
        }),
      },
    });
    renderAt('/admin/search?q=okafor');
    await screen.findByRole('heading', { level: 2, name: 'Subscribers' });
    expect(within(group('Subscribers')).getByRole('link', { name: /Subscribed/ })).toHaveAttribute(
      'href',
      '/admin/subscribers?q=okafor%40example.com',
    );
  });

  it('says so when nothing matches', async () => {
    api({ [`GET ${adminPaths.search}`]: { body: results() } });
    renderAt('/admin/search?q=okafor');
    expect(await screen.findByText('Nothing matches “okafor”.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it.each(['/admin/search?q=%20a%20', '/admin/search'])(
    'asks for 2 letters at least at %s, and searches nothing',
    async (path) => {
      const { calls } = api({ [`GET ${adminPaths.search}`]: { body: results() } });
      renderAt(path);
      expect(await screen.findByText(searchMessages.tooShort)).toBeInTheDocument();
      expect(calls.some((call) => call.path === adminPaths.search)).toBe(false);
    },
  );

  it('says why the search failed, and searches again on Retry', async () => {
    let fail = true;
    api({
      [`GET ${adminPaths.search}`]: () =>
        fail ? { status: 500, body: { message: 'Database unavailable' } } : { body: results() },
    });
    const { user } = renderAt('/admin/search?q=okafor');
    expect(await screen.findByText('The search could not be done.')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('Nothing matches “okafor”.')).toBeInTheDocument());
  });
});
