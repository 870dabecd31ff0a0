import { screen, waitFor, within } from '@testing-library/react';
import { adminPaths } from '@site/contracts/admin';
import { renderWithProviders, testSettings } from '@site/ui/testing';
import AdminRoutes from '../../../../routes';
import {
  aClientThread,
  aMessage,
  instant,
  pageOf,
  signedIn,
  threadPageOf,
} from '../../../../test/fixtures';
import { mockApi, type Handler } from '../../../../test/mock-api';
import { formatListDateTime } from '../../../../lib/format';

afterEach(() => jest.restoreAllMocks());

const renderAt = (path: string) => renderWithProviders(<AdminRoutes />, { path });
const api = (routes: Record<string, Handler>) => mockApi({ ...signedIn(), ...routes });

describe('the messages inbox', () => {
  it('shows a new message with everything the visitor sent, and a reply addressed to them', async () => {
    const { calls } = api({ [`GET ${adminPaths.messages}`]: { body: pageOf([aMessage()]) } });
    renderAt('/admin/messages');
    const card = (await screen.findByRole('heading', { level: 2, name: 'Sam Organiser' })).closest(
      'article',
    )!;
    expect(card).toHaveTextContent('Would you speak at our conference?');
    // The form's choices read in its own words, never as their stored values.
    expect(card).toHaveTextContent('TypeSpeaking engagement');
    expect(card).toHaveTextContent('Tech Summit');
    expect(card).toHaveTextContent('Heard of you throughA podcast');
    expect(within(card).getByRole('link', { name: 'Reply to Sam Organiser' })).toHaveAttribute(
      'href',
      `mailto:sam@example.org?subject=${encodeURIComponent(`Your message to ${testSettings.coachName}`)}`,
    );
    expect(calls.find((c) => c.path === adminPaths.messages)!.url).toBe(
      `${adminPaths.messages}?status=new`,
    );
    expect(screen.getByRole('link', { name: 'New 1 waiting' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('marks a message handled, and the list is read again', async () => {
    let handled = false;
    const { callsTo } = api({
      [`GET ${adminPaths.messages}`]: () => ({ body: pageOf(handled ? [] : [aMessage()]) }),
      [`PATCH ${adminPaths.message(5)}`]: () => {
        handled = true;
        return { body: aMessage({ status: 'handled' }) };
      },
    });
    const { user } = renderAt('/admin/messages');
    await user.click(
      await screen.findByRole('button', { name: 'Mark Handled: message from Sam Organiser' }),
    );
    expect(callsTo('PATCH', adminPaths.message(5))[0]!.body).toEqual({ status: 'handled' });
    expect(await screen.findByText('No new messages.')).toBeInTheDocument();
    expect(screen.getByText('Mark Handled: Sam Organiser')).toBeInTheDocument();
  });

  it('keeps the tab in the URL and offers the moves of that tab', async () => {
    const { calls } = api({
      [`GET ${adminPaths.messages}`]: { body: pageOf([aMessage({ status: 'archived' })]) },
    });
    renderAt('/admin/messages?status=archived');
    await screen.findByRole('heading', { level: 2, name: 'Sam Organiser' });
    // The inbox's read (the navigation reads the new messages' count beside it).
    expect(calls.filter((c) => c.path === adminPaths.messages).map((c) => c.url)).toContain(
      `${adminPaths.messages}?status=archived`,
    );
    expect(screen.getByRole('link', { name: 'Archived' })).toHaveAttribute('aria-current', 'page');
    expect(
      screen.getByRole('button', { name: 'Move Back to New: message from Sam Organiser' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Archive/ })).not.toBeInTheDocument();
  });

  it('says when a change was refused (another tab moved it first)', async () => {
    api({
      [`GET ${adminPaths.messages}`]: { body: pageOf([aMessage()]) },
      [`PATCH ${adminPaths.message(5)}`]: {
        status: 409,
        body: { message: 'This message was changed in the meantime.' },
      },
    });
    const { user } = renderAt('/admin/messages');
    await user.click(
      await screen.findByRole('button', { name: 'Archive: message from Sam Organiser' }),
    );
    expect(await screen.findByText('The message was not changed')).toBeInTheDocument();
    expect(screen.getByText('This message was changed in the meantime.')).toBeInTheDocument();
  });

  it('has an empty state per tab and an error state with Retry', async () => {
    let fail = true;
    api({
      [`GET ${adminPaths.messages}`]: () =>
        fail ? { status: 500, body: { message: 'Database unavailable' } } : { body: pageOf([]) },
    });
    const { user } = renderAt('/admin/messages?status=handled');
    expect(await screen.findByText('The messages could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('No handled messages.')).toBeInTheDocument());
  });
});

describe('the tab the messages screen opens on', () => {
  const folders = () => screen.getByRole('navigation', { name: 'Message folders' });
  const tab = (name: RegExp) => within(folders()).getByRole('link', { name });

  it('opens on Clients when only clients have unread messages, each tab counting as the navigation does', async () => {
    api({
      [`GET ${adminPaths.messages}`]: { body: pageOf([]) },
      [`GET ${adminPaths.clientThreads}`]: { body: threadPageOf([aClientThread({ unread: 2 })]) },
    });
    renderAt('/admin/messages');
    expect(
      await screen.findByText('Dana Whitfield', { selector: '[data-name]' }),
    ).toBeInTheDocument();
    expect(tab(/^Clients/)).toHaveAttribute('aria-current', 'page');
    expect(tab(/^Clients/)).toHaveAccessibleName('Clients 2 waiting');
    expect(tab(/^New/)).toHaveAccessibleName('New');
    expect(screen.queryByText('No new messages.')).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: /^Messages/ })).toHaveAccessibleName(
      'Messages 2 new',
    );
    // The New tab names its folder, so it still shows the new messages.
    expect(tab(/^New/)).toHaveAttribute('href', '/admin/messages?status=new');
  });

  it('opens on New when both tabs hold something, each with its count', async () => {
    api({
      [`GET ${adminPaths.messages}`]: { body: pageOf([aMessage()]) },
      [`GET ${adminPaths.clientThreads}`]: { body: threadPageOf([aClientThread({ unread: 2 })]) },
    });
    renderAt('/admin/messages');
    await screen.findByRole('heading', { level: 2, name: 'Sam Organiser' });
    await waitFor(() => expect(tab(/^Clients/)).toHaveAccessibleName('Clients 2 waiting'));
    expect(tab(/^New/)).toHaveAttribute('aria-current', 'page');
    expect(tab(/^New/)).toHaveAccessibleName('New 1 waiting');
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: /^Messages/ })).toHaveAccessibleName(
      'Messages 3 new',
    );
  });

  it('stays on New after the last new message is handled, though clients have unread ones', async () => {
    let handled = false;
    api({
      [`GET ${adminPaths.messages}`]: () => ({ body: pageOf(handled ? [] : [aMessage()]) }),
      [`PATCH ${adminPaths.message(5)}`]: () => {
        handled = true;
        return { body: aMessage({ status: 'handled' }) };
      },
      [`GET ${adminPaths.clientThreads}`]: { body: threadPageOf([aClientThread({ unread: 2 })]) },
    });
    const { user } = renderAt('/admin/messages');
    await waitFor(() => expect(tab(/^Clients/)).toHaveAccessibleName('Clients 2 waiting'));
    await user.click(
      await screen.findByRole('button', { name: 'Mark Handled: message from Sam Organiser' }),
    );
    expect(await screen.findByText('No new messages.')).toBeInTheDocument();
    expect(tab(/^New/)).toHaveAttribute('aria-current', 'page');
  });
});

describe("the messages screen's Clients tab", () => {
  const threadsAt = (path = '/admin/messages?from=clients') => renderAt(path);
  const rowOf = async (name: string) =>
    (await screen.findByText(name, { selector: '[data-name]' })).closest('a')!;

  it('lists one row per client who wrote, each opening his page on its Messages tab', async () => {
    const { calls } = api({
      [`GET ${adminPaths.clientThreads}`]: {
        body: threadPageOf([
          aClientThread(),
          aClientThread({
            clientId: 9,
            name: '',
            email: 'no-name@example.com',
            lastAuthor: 'coach',
            preview: 'See you on Monday.',
            unread: 0,
          }),
        ]),
      },
    });
    threadsAt();
    const dana = await rowOf('Dana Whitfield');
    expect(dana).toHaveAttribute('href', '/admin/clients/4?tab=messages');
    expect(dana).toHaveTextContent('Could we move Thursday to the afternoon?');
    expect(dana).not.toHaveTextContent('You:');
    // A client without a name is listed by his address; the coach's last word starts "You:".
    const other = await rowOf('no-name@example.com');
    expect(other).toHaveAttribute('href', '/admin/clients/9?tab=messages');
    expect(other).toHaveTextContent('You: See you on Monday.');
    const folders = screen.getByRole('navigation', { name: 'Message folders' });
    expect(within(folders).getByRole('link', { name: /^Clients/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(folders).getByRole('link', { name: 'New' })).not.toHaveAttribute('aria-current');
    // The tab reads the clients' threads, not the contact inbox.
    expect(calls.some((call) => call.url === `${adminPaths.messages}?status=handled`)).toBe(false);
    expect(calls.map((call) => call.url)).toContain(adminPaths.clientThreads);
  });

  it('marks a thread with unread messages and says how many, and no marker once read', async () => {
    api({
      [`GET ${adminPaths.clientThreads}`]: {
        body: threadPageOf([
          aClientThread({ unread: 2 }),
          aClientThread({ clientId: 9, name: 'Ray Moss', unread: 0 }),
        ]),
      },
    });
    threadsAt();
    const dana = await rowOf('Dana Whitfield');
    expect(dana).toHaveAttribute('data-unread');
    expect(within(dana).getByText('2 new messages')).toBeVisible();
    const ray = await rowOf('Ray Moss');
    expect(ray).not.toHaveAttribute('data-unread');
    expect(ray).not.toHaveTextContent(/new message/);
  });

  it('marks Priority the threads of a package that promises priority support', async () => {
    api({
      [`GET ${adminPaths.clientThreads}`]: {
        body: threadPageOf([
          aClientThread({ priority: true }),
          aClientThread({ clientId: 9, name: 'Ray Moss', priority: false }),
        ]),
      },
    });
    threadsAt();
    expect(within(await rowOf('Dana Whitfield')).getByText('Priority')).toBeVisible();
    expect(within(await rowOf('Ray Moss')).queryByText('Priority')).toBeNull();
  });

  it('writes when the thread last moved as the rest of the screen does', async () => {
    api({
      [`GET ${adminPaths.clientThreads}`]: {
        body: threadPageOf([aClientThread({ lastMessageAt: instant(-1, '14:05') })]),
      },
    });
    threadsAt();
    const dana = await rowOf('Dana Whitfield');
    // 14:05 UTC is 9:05 AM in Cancun (the owner's zone), written as the inbox writes its dates.
    expect(dana).toHaveTextContent(/, 9:05 AM/);
    expect(dana.textContent).toContain(formatListDateTime(instant(-1, '14:05'), 'America/Cancun'));
  });

  it('says so when no client has written yet', async () => {
    api({ [`GET ${adminPaths.clientThreads}`]: { body: threadPageOf([]) } });
    threadsAt();
    expect(
      await screen.findByText('No client has written from the portal yet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Clients' })).toHaveAttribute(
      'href',
      '/admin/clients',
    );
  });

  it('has an error state with Retry', async () => {
    let fail = true;
    api({
      [`GET ${adminPaths.clientThreads}`]: () =>
        fail
          ? { status: 500, body: { message: 'Database unavailable' } }
          : { body: threadPageOf([aClientThread()]) },
    });
    const { user } = threadsAt();
    expect(
      await screen.findByText('The clients’ messages could not be loaded.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await rowOf('Dana Whitfield')).toBeInTheDocument();
  });

  it('pages like the other tabs, keeping the tab in the address', async () => {
    const { calls } = api({
      [`GET ${adminPaths.clientThreads}`]: (request) => ({
        body: threadPageOf(
          [
            aClientThread({
              name: request.url.includes('page=2') ? 'Older Client' : 'Dana Whitfield',
            }),
          ],
          { total: 30, pageSize: 25, page: request.url.includes('page=2') ? 2 : 1 },
        ),
      }),
    });
    const { user } = threadsAt();
    await rowOf('Dana Whitfield');
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await rowOf('Older Client')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain(`${adminPaths.clientThreads}?page=2`);
    const folders = screen.getByRole('navigation', { name: 'Message folders' });
    expect(within(folders).getByRole('link', { name: /^Clients/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
