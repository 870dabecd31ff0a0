import { screen, waitFor, within } from '@testing-library/react';
import { adminPaths } from '@site/contracts/admin';
import { renderWithProviders } from '@site/ui/testing';
import AdminRoutes from '../../../../routes';
import {
  aClientRecord,
  aClientThread,
  aMessage,
  instant,
  pageOf,
  signedIn,
  threadPageOf,
} from '../../../../test/fixtures';
import { mockApi } from '../../../../test/mock-api';
import { AdminMenu, AdminNavigation } from '../admin-navigation';

afterEach(() => jest.restoreAllMocks());

const linksOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('<AdminNavigation/>', () => {
  it('groups the screens under plain names, twelve at the first level, keeping their addresses', () => {
    renderWithProviders(<AdminNavigation />, { path: '/admin' });
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    const group = (name: string) => within(nav).getByRole('list', { name });
    expect(linksOf(group('Your Day'))).toEqual([
      ['Today', '/admin'],
      ['Calendar', '/admin/calendar'],
      ['Messages', '/admin/messages'],
    ]);
    expect(linksOf(group('Clients & Bookings'))).toEqual([
      ['Clients', '/admin/clients'],
      ['Bookings', '/admin/bookings'],
      ['Schedules', '/admin/schedules'],
    ]);
    expect(linksOf(group('Content'))).toEqual([
      ['Posts', '/admin/posts'],
      ['Testimonials', '/admin/testimonials'],
      ['Newsletter', '/admin/broadcasts'],
    ]);
    // No group named as one of its items, and none of a single item.
    expect(linksOf(group('Settings'))).toEqual([
      ['Site and Data', '/admin/site'],
      ['Activity', '/admin/audit-log'],
      ['Account', '/admin/account'],
    ]);
    expect(within(nav).getAllByRole('link')).toHaveLength(12);
    expect(within(nav).getAllByRole('list')).toHaveLength(4);
    expect(within(nav).queryByText(/person’s data|audit log/i)).not.toBeInTheDocument();
  });

  it.each([
    ['/admin/messages', 'Messages', 'Notices', '/admin/notices'],
    ['/admin/notices/abc', 'Messages', 'Notices', '/admin/notices'],
    ['/admin/broadcasts', 'Newsletter', 'Subscribers', '/admin/subscribers'],
    ['/admin/subscribers', 'Newsletter', 'Subscribers', '/admin/subscribers'],
    ['/admin/site', 'Site and Data', 'Privacy Requests', '/admin/person'],
    ['/admin/person', 'Site and Data', 'Privacy Requests', '/admin/person'],
  ])('at %s, %s opens to list %s under it', (path, parent, child, address) => {
    renderWithProviders(<AdminNavigation />, { path });
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    const item = within(nav).getByRole('link', { name: parent }).closest('li')!;
    expect(within(item).getByRole('link', { name: child })).toHaveAttribute('href', address);
    // One part of the back office open at a time.
    expect(within(nav).getAllByRole('link')).toHaveLength(13);
  });

  it.each([
    ['/admin', 'Today'],
    ['/admin/bookings/42', 'Bookings'],
    ['/admin/person', 'Privacy Requests'],
    ['/admin/audit-log', 'Activity'],
  ])('marks the current screen only at %s', (path, current) => {
    renderWithProviders(<AdminNavigation />, { path });
    const marked = screen
      .getByRole('navigation', { name: 'Back office' })
      .querySelectorAll('[aria-current="page"]');
    expect([...marked].map((link) => link.textContent)).toEqual([current]);
  });
});

describe('the new messages’ count by Messages', () => {
  /** `total` new contact messages, and `clientUnread` unread messages of clients. */
  const newMessages = (total: number, clientUnread = 0) =>
    mockApi({
      [`GET ${adminPaths.messages}`]: {
        body: pageOf(total ? [aMessage()] : [], { total }),
      },
      [`GET ${adminPaths.clientThreads}`]: {
        body: threadPageOf(clientUnread ? [aClientThread({ unread: clientUnread })] : []),
      },
    });

  it('says how many new messages wait, once signed in', async () => {
    const { calls } = newMessages(3);
    renderWithProviders(<AdminNavigation signedIn />, { path: '/admin' });
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(await within(nav).findByRole('link', { name: 'Messages 3 new' })).toHaveAttribute(
      'href',
      '/admin/messages',
    );
    expect(calls.map((call) => call.url).sort()).toEqual([
      adminPaths.clientThreads,
      `${adminPaths.messages}?status=new`,
    ]);
  });

  it('adds the messages clients wrote from their portal that the owner has not read', async () => {
    newMessages(2, 3);
    renderWithProviders(<AdminNavigation signedIn />, { path: '/admin' });
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    const link = await within(nav).findByRole('link', { name: 'Messages 5 new' });
    expect(link).toHaveTextContent(/^Messages 5 new$/);
  });

  it('counts clients’ unread messages alone when no contact message waits', async () => {
    newMessages(0, 1);
    renderWithProviders(<AdminNavigation signedIn />, { path: '/admin' });
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(await within(nav).findByRole('link', { name: 'Messages 1 new' })).toBeInTheDocument();
  });

  it('shows nothing when no message waits', async () => {
    const { calls } = newMessages(0);
    renderWithProviders(<AdminNavigation signedIn />, { path: '/admin' });
    await waitFor(() => expect(calls).toHaveLength(2));
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveTextContent(/^Messages$/);
  });

  it('asks nothing before the owner is signed in', () => {
    const { calls } = newMessages(3);
    renderWithProviders(<AdminNavigation />, { path: '/admin' });
    expect(calls).toEqual([]);
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveTextContent(/^Messages$/);
  });

  it('counts one less once the owner marks a message handled', async () => {
    let handled = false;
    mockApi({
      ...signedIn(),
      [`GET ${adminPaths.messages}`]: () => ({
        body: handled ? pageOf([], { total: 0 }) : pageOf([aMessage()], { total: 1 }),
      }),
      [`PATCH ${adminPaths.message(5)}`]: () => {
        handled = true;
        return { body: aMessage({ status: 'handled' }) };
      },
    });
    const { user } = renderWithProviders(<AdminRoutes />, { path: '/admin/messages' });
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(await within(nav).findByRole('link', { name: 'Messages 1 new' })).toBeInTheDocument();
    await user.click(
      await screen.findByRole('button', { name: 'Mark Handled: message from Sam Organiser' }),
    );
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveTextContent(/^Messages$/),
    );
  });
});

describe('the clients’ unread messages in the count by Messages', () => {
  it('are counted no more once the owner reads the client’s thread', async () => {
    let read = false;
    mockApi({
      ...signedIn(),
      [`GET ${adminPaths.messages}`]: { body: pageOf([], { total: 0 }) },
      [`GET ${adminPaths.clientThreads}`]: () => ({
        body: threadPageOf([aClientThread({ unread: read ? 0 : 2 })]),
      }),
      'GET /api/admin/clients/4': { body: aClientRecord() },
      'GET /api/admin/clients/4/messages': () => {
        read = true;
        return {
          body: [
            {
              id: 1,
              author: 'client',
              body: 'Can we talk about Monday?',
              priority: false,
              createdAt: instant(-1),
            },
          ],
        };
      },
    });
    const { user } = renderWithProviders(<AdminRoutes />, { path: '/admin/clients/4' });
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(await within(nav).findByRole('link', { name: 'Messages 2 new' })).toBeInTheDocument();
    await user.click(await screen.findByRole('tab', { name: /^Messages/ }));
    expect(await screen.findByText('Can we talk about Monday?')).toBeVisible();
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveTextContent(/^Messages$/),
    );
  });
});

describe('<AdminMenu/>', () => {
  it('opens from the keyboard with focus on the first screen, and Escape closes it and gives focus back', async () => {
    const { user } = renderWithProviders(<AdminMenu />, { path: '/admin/messages' });
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).toContainElement(screen.getByRole('navigation', { name: 'Back office' }));
    expect(panel).toHaveAttribute('data-open', 'false');

    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(panel).toHaveAttribute('data-open', 'true');
    expect(screen.getByRole('link', { name: 'Today' })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('link', { name: 'Calendar' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAccessibleName('Menu');
    expect(button).toHaveFocus();
    expect(panel).toHaveAttribute('data-open', 'false');
  });

  it('closes once a screen is chosen', async () => {
    const { user } = renderWithProviders(<AdminMenu />, { path: '/admin' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'Posts' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/posts');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers the way back to the public site', () => {
    renderWithProviders(<AdminMenu />, { path: '/admin' });
    expect(screen.getByRole('link', { name: 'View site' })).toHaveAttribute('href', '/');
  });

  it('signs out of this browser and goes to the sign-in page', async () => {
    const { callsTo } = mockApi({ [`DELETE ${adminPaths.session}`]: { status: 204 } });
    const { user } = renderWithProviders(<AdminMenu />, { path: '/admin/posts' });
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/sign-in'));
    expect(callsTo('DELETE', adminPaths.session)).toHaveLength(1);
    expect(callsTo('DELETE', adminPaths.sessions)).toEqual([]);
  });

  it('says so and stays when signing out fails', async () => {
    mockApi({ [`DELETE ${adminPaths.session}`]: { status: 500, body: { message: 'Down' } } });
    const { user } = renderWithProviders(<AdminMenu />, { path: '/admin/posts' });
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('You are still signed in.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/posts');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
  });
});
