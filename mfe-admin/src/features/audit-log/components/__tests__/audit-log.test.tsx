import { screen, waitFor, within } from '@testing-library/react';
import { adminPaths, type AuditEntry } from '@site/contracts/admin';
import { renderWithProviders } from '@site/ui/testing';
import AdminRoutes from '../../../../routes';
import { anAuditEntry, instant, pageOf, signedIn } from '../../../../test/fixtures';
import { mockApi, type Handler } from '../../../../test/mock-api';

afterEach(() => jest.restoreAllMocks());

const renderAt = (path: string) => renderWithProviders(<AdminRoutes />, { path });
const api = (routes: Record<string, Handler>) => mockApi({ ...signedIn(), ...routes });

const actions = ['message.update', 'post.save', 'settings.update'];
const logOf = (items: AuditEntry[], page?: Parameters<typeof pageOf>[1]) => ({
  ...pageOf(items, page),
  actions,
});

describe('the audit log', () => {
  it('shows what was done, which fields it changed, on what, when (owner’s zone) and, quietly, from where', async () => {
    const { calls } = api({
      [`GET ${adminPaths.auditLog}`]: {
        body: logOf(
          [
            {
              id: 1,
              username: 'owner',
              action: 'settings.update',
              target: null,
              detail: 'Changed: coachName, postalAddress',
              ip: '203.0.113.9',
              createdAt: instant(0, '20:30'),
              targetBooking: null,
              targetTitle: null,
            },
          ],
          { total: 51, page: 2, pageSize: 50 },
        ),
      },
    });
    renderAt('/admin/audit-log?page=2');
    const action = await screen.findByText('Changed the site settings', { selector: 'strong' });
    // The action's code is no text of the page, only its words' tooltip.
    expect(action).toHaveAttribute('title', 'settings.update');
    expect(screen.queryByText(/settings\.update/)).not.toBeInTheDocument();
    const row = action.closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      // Only the time (its day heads the group); where from: a quiet detail of it, not a
      // column; one owner, so no "Who".
      expect.stringMatching(/^3:30\sPM from 203\.0\.113\.9$/),
      // What it changed on the action's line.
      'Changed the site settings Changed: Your name, Postal address for emails',
    ]);
    // Where from costs no line: the time's tooltip, and words for a screen reader alone.
    const when = within(row).getAllByRole('cell')[0]!.firstElementChild!;
    expect(when).toHaveAttribute('title', 'from 203.0.113.9');
    expect(within(row).getByText(/from 203\.0\.113\.9/).tagName).toBe('SPAN');
    expect(within(row).getByText(/from 203\.0\.113\.9/)).not.toBe(when);
    // No entry of the page names what it acted on: no column of dashes.
    expect(screen.queryByRole('columnheader', { name: 'On' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Who' })).not.toBeInTheDocument();
    expect(calls.at(-1)!.url).toBe(`${adminPaths.auditLog}?page=2`);
    expect(screen.getByText('Showing 51–51 of 51')).toBeInTheDocument();
  });

  it('groups the entries under their days, each day a header cell of its rows, one table', async () => {
    const entry = (id: number, createdAt: string) => ({
      id,
      username: 'owner',
      action: 'post.save',
      target: null,
      detail: null,
      ip: '203.0.113.9',
      createdAt,
      targetBooking: null,
      targetTitle: null,
    });
    api({
      [`GET ${adminPaths.auditLog}`]: {
        body: logOf([
          entry(1, '2020-11-23T18:00:00Z'),
          entry(2, '2020-11-23T15:00:00Z'),
          entry(3, '2020-11-20T15:00:00Z'),
        ]),
      },
    });
    renderAt('/admin/audit-log');
    const days = await screen.findAllByRole('columnheader', { name: /Nov/ });
    expect(days.map((day) => day.textContent)).toEqual([
      'Mon,\u00a0Nov\u00a023,\u00a02020',
      'Fri,\u00a0Nov\u00a020,\u00a02020',
    ]);
    expect(screen.getAllByRole('table')).toHaveLength(1);
    // Each day's rows stand in its group, the day first.
    const groups = screen.getAllByRole('rowgroup').slice(1);
    expect(groups.map((group) => within(group).getAllByRole('row').length)).toEqual([3, 2]);
    expect(within(groups[0]!).getAllByRole('cell')[0]).toHaveTextContent(/^1:00\sPM$/);
    expect(screen.getByRole('columnheader', { name: 'Time' })).toBeInTheDocument();
  });

  it('shows one action repeated on one subject within minutes as one row with its count, timed at the latest', async () => {
    const opened = (id: number, hhmm: string) => anAuditEntry(id, hhmm);
    api({
      [`GET ${adminPaths.auditLog}`]: {
        body: logOf([
          opened(4, '16:01'),
          { ...opened(3, '16:00'), ip: '198.51.100.2' },
          opened(2, '15:59'),
          { ...opened(1, '15:30'), action: 'settings.update', target: null, targetTitle: null },
        ]),
      },
    });
    renderAt('/admin/audit-log');
    const action = await screen.findByText('A client opened the portal from a booking email', {
      selector: 'strong',
    });
    expect(screen.getAllByText('A client opened the portal from a booking email')).toHaveLength(1);
    const row = action.closest('tr')!;
    const [when, what] = within(row).getAllByRole('cell');
    // Its time the latest of the three (4:01 PM in Cancun's zone), from both addresses they
    // came from, each once.
    expect(when).toHaveTextContent(/^11:01\sAM from 203\.0\.113\.9 and 198\.51\.100\.2$/);
    expect(when!.firstElementChild).toHaveAttribute('title', 'from 203.0.113.9 and 198.51.100.2');
    // "×3" to the eye, "3 times" to a screen reader.
    expect(what).toHaveTextContent('A client opened the portal from a booking email ×33 times');
    expect(within(what!).getByText('×3')).toHaveAttribute('aria-hidden', 'true');
    expect(within(what!).getByText('3 times')).toBeInTheDocument();
    // The action done once has no count.
    const once = screen
      .getByText('Changed the site settings', { selector: 'strong' })
      .closest('tr')!;
    expect(within(once).queryByText(/×|times/)).not.toBeInTheDocument();
  });

  it('names what an entry acted on in words (a booking by its human title), linked to its page, not as a code', async () => {
    api({
      [`GET ${adminPaths.auditLog}`]: {
        body: logOf([
          {
            id: 2,
            username: 'owner',
            action: 'booking.create',
            target: 'booking 6 (offline)',
            detail: null,
            ip: '203.0.113.9',
            createdAt: instant(0, '09:00'),
            targetBooking: { name: 'Lena Okafor', packageType: '5-session' },
            targetTitle: null,
          },
          {
            id: 4,
            username: 'owner',
            action: 'booking.cancel',
            target: 'booking 8',
            detail: null,
            ip: '203.0.113.9',
            createdAt: instant(0, '09:30'),
            targetBooking: null,
            targetTitle: null,
          },
          {
            id: 3,
            username: 'owner',
            action: 'broadcast.create',
            target: 'broadcast 1',
            detail: null,
            ip: '203.0.113.9',
            createdAt: instant(0, '10:00'),
            targetBooking: null,
            targetTitle: null,
          },
        ]),
      },
    });
    renderAt('/admin/audit-log');
    expect(
      await screen.findByRole('link', {
        name: 'Lena Okafor · 5-Session Package · Paid outside the site',
      }),
    ).toHaveAttribute('href', '/admin/bookings/6');
    // A booking the API no longer keeps with its person says so, never its number.
    expect(screen.getByRole('link', { name: 'A booking since erased' })).toHaveAttribute(
      'href',
      '/admin/bookings/8',
    );
    // A broadcast deleted since says so: no number, and no page to open.
    expect(screen.getByText('A deleted broadcast')).not.toHaveAttribute('href');
    expect(screen.queryByText(/broadcast 1|booking 6|broadcast\.create/)).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'On' })).toBeInTheDocument();
    // Every entry came from one address: said once under the table, never on each row.
    expect(screen.queryByText(/^ from 203\.0\.113\.9/)).not.toBeInTheDocument();
    expect(
      screen.getByText(/Every entry on this page came from 203\.0\.113\.9\./),
    ).toBeInTheDocument();
  });

  it('names people, posts and messages as the API reads them now, each action as a sentence', async () => {
    const entry = (id: number, action: string, target: string, targetTitle: string | null) => ({
      id,
      username: 'owner',
      action,
      target,
      detail: null,
      ip: '127.0.0.1',
      createdAt: instant(0, '09:00'),
      targetBooking: null,
      targetTitle,
    });
    api({
      [`GET ${adminPaths.auditLog}`]: {
        body: logOf([
          entry(1, 'client.sign-in', 'client 10', 'Rowan Recorded'),
          entry(2, 'post.save', 'post 10 (three-questions)', 'Three Questions Before You Say Yes'),
          entry(3, 'message.update', 'message 1: new → handled', 'Mia Park'),
          entry(4, 'client.note-shared', 'client 8', null),
          {
            ...entry(5, 'client.credits-add', 'booking 6', null),
            detail: 'credits, reason (grant 1)',
          },
        ]),
      },
    });
    renderAt('/admin/audit-log');
    expect(await screen.findByRole('link', { name: 'Rowan Recorded' })).toHaveAttribute(
      'href',
      '/admin/clients/10',
    );
    expect(
      screen.getByRole('link', { name: '“Three Questions Before You Say Yes”' }),
    ).toHaveAttribute('href', '/admin/posts/10');
    expect(
      screen.getByRole('link', { name: 'Message from Mia Park · now handled' }),
    ).toHaveAttribute('href', '/admin/messages');
    // An erased client has no name and no page any more.
    expect(screen.getByText('A client since erased')).not.toHaveAttribute('href');
    expect(screen.getByText('Shared a note with a client')).toBeInTheDocument();
    expect(
      screen.getByText('Its reason is on the client’s page, under “Given by you”'),
    ).toBeInTheDocument();
    // No numbers, slugs or codes.
    expect(screen.queryByText(/#\d|three-questions|grant 1|Client:/)).not.toBeInTheDocument();
  });

  it('filters by action and days from the URL, and puts a new filter in the URL from page 1', async () => {
    const { calls } = api({ [`GET ${adminPaths.auditLog}`]: { body: logOf([]) } });
    const { user } = renderAt(
      '/admin/audit-log?action=post.save&from=2030-01-01&to=bad&page=3&x=1',
    );
    expect(await screen.findByText('No entry matches these filters.')).toBeInTheDocument();
    expect(calls.at(-1)!.url).toBe(
      `${adminPaths.auditLog}?action=post.save&from=2030-01-01&page=3`,
    );
    expect(screen.getByLabelText('Action')).toHaveValue('post.save');
    expect(screen.getByLabelText('Recorded from')).toHaveValue('2030-01-01');

    await user.selectOptions(screen.getByLabelText('Action'), 'settings.update');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(calls.at(-1)!.url).toBe(
        `${adminPaths.auditLog}?action=settings.update&from=2030-01-01`,
      ),
    );
    await user.click(screen.getByRole('link', { name: 'Clear Filters' }));
    await waitFor(() => expect(calls.at(-1)!.url).toBe(adminPaths.auditLog));
    expect(screen.getByLabelText('Action')).toHaveValue('');
  });

  it('has an empty state', async () => {
    api({ [`GET ${adminPaths.auditLog}`]: { body: logOf([]) } });
    renderAt('/admin/audit-log');
    expect(await screen.findByText('Nothing has been recorded yet.')).toBeInTheDocument();
  });
});
