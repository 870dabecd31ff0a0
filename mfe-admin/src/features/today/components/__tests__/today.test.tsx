import { screen, within } from '@testing-library/react';
import { adminPaths, type TodayOverview } from '@site/contracts/admin';
import { renderWithProviders } from '@site/ui/testing';
import AdminRoutes from '../../../../routes';
import { aBooking, aMessage, aSubscriber, instant, signedIn } from '../../../../test/fixtures';
import { mockApi, type Handler } from '../../../../test/mock-api';

afterEach(() => jest.restoreAllMocks());

const renderAt = (path: string) => renderWithProviders(<AdminRoutes />, { path });
const api = (routes: Record<string, Handler>) => mockApi({ ...signedIn(), ...routes });

const empty: TodayOverview = {
  timezone: 'America/Cancun',
  upcoming: [],
  newMessages: [],
  clientMessages: [],
  newSubscribers: [],
  recentPayments: [],
  attention: [],
};

describe('today', () => {
  it('shows what needs the owner first, then what is coming and what is new', async () => {
    api({
      [`GET ${adminPaths.today}`]: {
        body: {
          ...empty,
          attention: [
            {
              kind: 'payment-stuck',
              message: 'A payment has been pending for 2 days.',
              bookingId: 43,
            },
          ],
          upcoming: [
            aBooking({ scheduledAt: instant(1, '14:15'), questionnaireCompleted: false }),
            aBooking({
              id: 44,
              name: 'Robin Answered',
              scheduledAt: instant(2, '14:15'),
              questionnaireCompleted: true,
            }),
          ],
          newMessages: [aMessage()],
          newSubscribers: [aSubscriber()],
          recentPayments: [
            aBooking({ id: 43, packageType: 'single', amount: 150000, status: 'pending' }),
          ],
        },
      },
    });
    renderAt('/admin');
    const attention = await screen.findByRole('region', { name: 'Needs you' });
    expect(attention).toHaveTextContent('A payment has been pending for 2 days.');
    // The booking named as the lists name it, never by its number.
    expect(
      within(attention).getByRole('link', { name: 'Open Dana Whitfield · Single Session' }),
    ).toHaveAttribute('href', '/admin/bookings/43');
    const upcoming = screen.getByRole('region', { name: 'Upcoming sessions and calls' });
    expect(upcoming).toHaveTextContent(/, 9:15 AM/);
    const [unanswered, answered] = within(upcoming).getAllByRole('listitem');
    expect(unanswered).toHaveTextContent('Questionnaire not answered');
    expect(answered).toHaveTextContent('Robin Answered');
    expect(answered).toHaveTextContent('Questionnaire answered');
    const messages = screen.getByRole('region', { name: 'New contact-form messages' });
    expect(messages).toHaveTextContent('Sam Organiser');
    // What the message is about, in the contact form's words.
    expect(messages).toHaveTextContent('Speaking engagement ·');
    expect(screen.getByRole('region', { name: 'New subscribers (7 days)' })).toHaveTextContent(
      'reader@example.com',
    );
    expect(screen.getByRole('region', { name: 'Payments of the last 7 days' })).toHaveTextContent(
      '$1,500.00',
    );
  });

  it('shows a card with nothing in it as one line after the full ones, never a tall empty box', async () => {
    api({
      [`GET ${adminPaths.today}`]: {
        body: { ...empty, newMessages: [aMessage()], newSubscribers: [aSubscriber()] },
      },
      'GET /api/admin/check-ins/new': { body: [] },
    });
    renderAt('/admin');
    const messages = await screen.findByRole('region', { name: 'New contact-form messages' });
    const upcoming = screen.getByRole('region', { name: 'Upcoming sessions and calls' });
    const checkIns = screen.getByRole('region', { name: 'New check-ins' });
    await within(checkIns).findByText('No new check-ins.');
    const regions = [...messages.parentElement!.children].map(
      (card) => card.querySelector('h2')!.textContent,
    );
    // The two with something to show first, packing the grid; then the four empty ones.
    expect(regions.slice(0, 2)).toEqual(['New contact-form messages', 'New subscribers (7 days)']);
    expect(regions.slice(2)).toHaveLength(4);
    for (const empty of [
      upcoming,
      checkIns,
      screen.getByRole('region', { name: 'Messages from clients' }),
    ]) {
      expect(getComputedStyle(empty).gridColumn.replace(/\s/g, '')).toBe('1/-1');
      expect(getComputedStyle(empty).display).toBe('flex');
    }
    expect(upcoming).toHaveTextContent('Nothing is scheduled from now on.');
    expect(getComputedStyle(messages).gridColumn).toBe('');
    expect(getComputedStyle(messages).display).not.toBe('flex');
  });

  it('says when all is quiet', async () => {
    api({
      [`GET ${adminPaths.today}`]: { body: empty },
      'GET /api/admin/check-ins/new': { body: [] },
    });
    renderAt('/admin');
    expect(await screen.findByText('All quiet today')).toBeInTheDocument();
    expect(screen.getByText(/show up here as they come/)).toBeInTheDocument();
    // One calm state, not a card per list each saying it has nothing.
    expect(screen.queryByRole('region', { name: 'Needs you' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Upcoming sessions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'New check-ins' })).not.toBeInTheDocument();
  });

  it('shows a loading state, then the error with Retry', async () => {
    api({
      [`GET ${adminPaths.today}`]: { status: 500, body: { message: 'Database unavailable' } },
    });
    renderAt('/admin');
    expect(await screen.findByText('Loading today’s overview…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  });
});

describe('today’s messages from clients', () => {
  it('lists priority-support messages first, marked Priority, each opening the client', async () => {
    api({
      [`GET ${adminPaths.today}`]: {
        body: {
          ...empty,
          clientMessages: [
            {
              id: 2,
              clientId: 4,
              name: 'Pri Ority',
              preview: 'Can we move Monday?',
              priority: true,
              createdAt: instant(-1),
            },
            {
              id: 3,
              clientId: 5,
              name: 'Plain Client',
              preview: 'Thanks!',
              priority: false,
              createdAt: instant(0),
            },
          ],
        },
      },
    });
    renderAt('/admin');
    const section = (await screen.findByRole('heading', { name: 'Messages from clients' })).closest(
      'section',
    )!;
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Pri Ority',
      'Plain Client',
    ]);
    expect(within(items[0]!).getByText('Priority')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Priority')).toBeNull();
    // The link opens the client's page on his messages.
    expect(within(items[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/clients/4?tab=messages',
    );
  });
});
