import { screen, within } from '@testing-library/react';
import { adminPaths } from '@site/contracts/admin';
import { renderWithProviders } from '@site/ui/testing';
import AdminRoutes from '../../../../routes';
import {
  aBooking,
  aMessage,
  aSubscriber,
  aTodayOverview,
  instant,
  signedIn,
} from '../../../../test/fixtures';
import { mockApi, type Handler } from '../../../../test/mock-api';

afterEach(() => jest.restoreAllMocks());

const renderAt = (path: string) => renderWithProviders(<AdminRoutes />, { path });
const api = (routes: Record<string, Handler>) => mockApi({ ...signedIn(), ...routes });

const empty = aTodayOverview();

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
    expect(upcoming).toHaveTextContent(/9:15 AM/);
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

  it('marks a coming session whose booking is not paid as Unpaid, and no paid one', async () => {
    api({
      [`GET ${adminPaths.today}`]: {
        body: {
          ...empty,
          upcoming: [
            aBooking({ scheduledAt: instant(1, '14:15') }),
            aBooking({
              id: 45,
              name: 'Max Unpaid',
              packageType: '10-session',
              status: 'pending',
              payment: null,
              scheduledAt: instant(2, '14:15'),
            }),
          ],
        },
      },
    });
    renderAt('/admin');
    const upcoming = await screen.findByRole('region', { name: 'Upcoming sessions and calls' });
    const [paid, unpaid] = within(upcoming).getAllByRole('listitem');
    expect(within(unpaid!).getByText('Unpaid')).toBeVisible();
    expect(within(paid!).queryByText('Unpaid')).not.toBeInTheDocument();
  });

  it('puts what waits for him first, each a count linking to where it is dealt with', async () => {
    api({
      [`GET ${adminPaths.today}`]: {
        body: {
          ...empty,
          needsYou: {
            clientMessages: 2,
            enquiries: 1,
            checkIns: 0,
            unmarkedSessions: 10,
            unmarkedClientId: 12,
            erasureRequests: 1,
          },
          upcoming: [aBooking({ scheduledAt: instant(1) })],
        },
      },
      'GET /api/admin/check-ins/new': { body: [] },
    });
    renderAt('/admin');
    const needsYou = await screen.findByRole('region', { name: 'Needs you' });
    const links = within(needsYou)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    // Nothing at 0 (no check-in waits); one and many in their own words.
    expect(links).toEqual([
      ['2unread client messages', '/admin/clients?state=unread'],
      ['1new enquiry', '/admin/messages'],
      ['10past sessions to mark', '/admin/clients/12'],
      ['1erasure request', '/admin/person'],
    ]);
    // It stands before the day's sessions.
    const upcoming = screen.getByRole('region', { name: 'Upcoming sessions and calls' });
    expect(
      needsYou.compareDocumentPosition(upcoming) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows a single count waiting as one line, not a grid of one tile', async () => {
    api({
      [`GET ${adminPaths.today}`]: {
        body: {
          ...empty,
          needsYou: { ...empty.needsYou, unmarkedSessions: 21, unmarkedClientId: 12 },
        },
      },
      'GET /api/admin/check-ins/new': { body: [] },
    });
    renderAt('/admin');
    const needsYou = await screen.findByRole('region', { name: 'Needs you' });
    const link = within(needsYou).getByRole('link', { name: '21 past sessions to mark' });
    expect(getComputedStyle(link.closest('ul')!).display).toBe('flex');
    expect(getComputedStyle(link).display).toBe('flex');
  });

  it('sends the owner to the clients with sessions to mark when they are several clients’', async () => {
    api({
      [`GET ${adminPaths.today}`]: {
        body: {
          ...empty,
          needsYou: { ...empty.needsYou, unmarkedSessions: 3, unmarkedClientId: null },
        },
      },
      'GET /api/admin/check-ins/new': { body: [] },
    });
    renderAt('/admin');
    const needsYou = await screen.findByRole('region', { name: 'Needs you' });
    expect(within(needsYou).getByRole('link', { name: '3 past sessions to mark' })).toHaveAttribute(
      'href',
      '/admin/clients?state=to-mark',
    );
  });

  it('leaves Needs you out when nothing waits, and lists with nothing in them too', async () => {
    api({
      [`GET ${adminPaths.today}`]: {
        body: { ...empty, upcoming: [aBooking({ scheduledAt: instant(1) })] },
      },
      'GET /api/admin/check-ins/new': { body: [] },
    });
    renderAt('/admin');
    await screen.findByRole('region', { name: 'Upcoming sessions and calls' });
    expect(screen.queryByRole('region', { name: 'Needs you' })).toBeNull();
    for (const name of [
      'Messages from clients',
      'New contact-form messages',
      'New check-ins',
      'New subscribers (7 days)',
    ])
      expect(screen.queryByRole('region', { name })).toBeNull();
    // The week's payments keep their place beside the sessions, saying there were none.
    expect(screen.getByRole('region', { name: 'Payments of the last 7 days' })).toHaveTextContent(
      'No payments in the last 7 days.',
    );
  });

  it('groups the coming sessions by day, five at most, the calendar holding the rest', async () => {
    const base = new Date();
    // Noon in Cancun (UTC-5 all year): "today" and "tomorrow" are the real clock's days there.
    const noon = (days: number) =>
      new Date(
        Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate() + days, 17),
      ).toISOString();
    api({
      [`GET ${adminPaths.today}`]: {
        body: {
          ...empty,
          now: noon(0),
          upcoming: [0, 0, 1, 9, 10, 11].map((days, index) =>
            aBooking({ id: 60 + index, name: `Client ${index}`, scheduledAt: noon(days) }),
          ),
        },
      },
    });
    renderAt('/admin');
    const upcoming = await screen.findByRole('region', { name: 'Upcoming sessions and calls' });
    const groups = within(upcoming)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(groups).toEqual(['Today', 'Tomorrow', 'Later']);
    const today = within(upcoming).getByRole('region', { name: 'Today' });
    // The time first, the day said by its group.
    expect(within(today).getAllByRole('listitem')[0]).toHaveTextContent(/^12:00 PM/);
    expect(within(upcoming).getAllByRole('listitem')).toHaveLength(5);
    // "12:00 PM" and "Mon, Dec 14, 12:00 PM" in one column of one width: every title starts at
    // one left edge, whatever its time's length.
    const columns = within(upcoming)
      .getAllByRole('listitem')
      .map((line) => getComputedStyle(line).gridTemplateColumns);
    expect(new Set(columns)).toEqual(new Set(['10.5rem minmax(0, 1fr)']));
    expect(upcoming).not.toHaveTextContent('Client 5');
    expect(within(upcoming).getByRole('link', { name: 'See All in Calendar' })).toHaveAttribute(
      'href',
      '/admin/calendar',
    );
  });

  it('sums the week’s payments and lists the last five, beside the sessions', async () => {
    api({
      [`GET ${adminPaths.today}`]: {
        body: {
          ...empty,
          upcoming: [aBooking({ scheduledAt: instant(1) })],
          weekPayments: { totalCents: 1_950_000, count: 7 },
          recentPayments: [1, 2, 3, 4, 5, 6, 7].map((id) =>
            aBooking({ id, name: `Payer ${id}`, packageType: 'single', amount: 150_000 }),
          ),
          newSubscribers: [aSubscriber()],
        },
      },
    });
    renderAt('/admin');
    const payments = await screen.findByRole('region', { name: 'Payments of the last 7 days' });
    expect(payments).toHaveTextContent('$19,500.00');
    expect(payments).toHaveTextContent('7 payments');
    expect(within(payments).getAllByRole('listitem')).toHaveLength(5);
    expect(payments).not.toHaveTextContent('Payer 6');
    // The rest where every paid package is listed.
    expect(within(payments).getByRole('link', { name: 'See All in Bookings' })).toHaveAttribute(
      'href',
      '/admin/bookings?status=paid&kind=paid',
    );
    // The subscribers stand under the payments, in their column: never a card alone in a row.
    const subscribers = screen.getByRole('region', { name: 'New subscribers (7 days)' });
    expect(subscribers.parentElement).toBe(payments.parentElement);
    const upcoming = screen.getByRole('region', { name: 'Upcoming sessions and calls' });
    expect(upcoming.parentElement).not.toBe(payments.parentElement);
  });

  it('dates its lists as every list does: this year’s without the year, by the API’s now', async () => {
    // The API's clock: the first day of a year, so yesterday was last year's.
    const year = new Date().getUTCFullYear() + 1;
    api({
      [`GET ${adminPaths.today}`]: {
        body: {
          ...empty,
          now: `${year}-01-01T17:00:00.000Z`,
          weekPayments: { totalCents: 300_000, count: 2 },
          recentPayments: [
            aBooking({
              id: 1,
              name: 'New Year',
              packageType: 'single',
              amount: 150_000,
              createdAt: `${year}-01-01T15:00:00.000Z`,
            }),
            aBooking({
              id: 2,
              name: 'Old Year',
              packageType: 'single',
              amount: 150_000,
              createdAt: `${year - 1}-12-30T15:00:00.000Z`,
            }),
          ],
          newSubscribers: [aSubscriber({ createdAt: `${year}-01-01T16:00:00.000Z` })],
        },
      },
    });
    renderAt('/admin');
    const payments = await screen.findByRole('region', { name: 'Payments of the last 7 days' });
    const [thisYear, lastYear] = within(payments).getAllByRole('listitem');
    expect(thisYear!.textContent!.replace(/\s/g, ' ').trim()).toMatch(/\$1,500\.00 · Jan 1$/);
    expect(lastYear!.textContent!.replace(/\s/g, ' ')).toMatch(`$1,500.00 · Dec 30, ${year - 1}`);
    const subscribers = screen.getByRole('region', { name: 'New subscribers (7 days)' });
    expect(subscribers.textContent!.replace(/\s/g, ' ').trim()).toMatch(/Jan 1$/);
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
    expect(screen.queryByRole('region', { name: 'Your portrait' })).not.toBeInTheDocument();
  });

  it('asks for the portrait while none is uploaded, quiet day or busy, and leads to the photos', async () => {
    api({
      [`GET ${adminPaths.today}`]: { body: { ...empty, portraitUploaded: false } },
      'GET /api/admin/check-ins/new': { body: [] },
    });
    const { unmount } = renderAt('/admin');
    expect(await screen.findByText('All quiet today')).toBeInTheDocument();
    const prompt = screen.getByRole('region', { name: 'Your portrait' });
    expect(prompt).toHaveTextContent('Visitors book a person.');
    expect(within(prompt).getByRole('link', { name: 'Add Your Portrait' })).toHaveAttribute(
      'href',
      '/admin/site#site-photos',
    );
    unmount();

    api({
      [`GET ${adminPaths.today}`]: {
        body: { ...empty, portraitUploaded: false, newSubscribers: [aSubscriber()] },
      },
      'GET /api/admin/check-ins/new': { body: [] },
    });
    renderAt('/admin');
    expect(await screen.findByRole('region', { name: 'Your portrait' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'New subscribers (7 days)' })).toBeInTheDocument();
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
