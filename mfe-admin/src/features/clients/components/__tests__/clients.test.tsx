import { screen, waitFor, within } from '@testing-library/react';
import { replySentMessage } from '@site/contracts/admin';
import type { ClientRow } from '@site/contracts/endpoints/admin-clients';
import { actionItemMaxLength, portalMessages } from '@site/contracts/client-portal';
import { noteMessages } from '@site/contracts/schemas/portal';
import { renderWithProviders } from '@site/ui/testing';
import AdminRoutes from '../../../../routes';
import { formatDateTime, formatListDate, formatListDateTime } from '../../../../lib/format';
import { aClientRecord, aPortalPackage, instant, signedIn } from '../../../../test/fixtures';
import { mockApi, type Handler } from '../../../../test/mock-api';

afterEach(() => {
  jest.restoreAllMocks();
  // A tab chosen writes the address in place: the next test starts from none.
  window.history.replaceState(null, '', '/');
});

const renderAt = (path: string) => renderWithProviders(<AdminRoutes />, { path });
const api = (routes: Record<string, Handler>) => mockApi({ ...signedIn(), ...routes });

const aRow = (): ClientRow => ({
  id: 4,
  email: 'dana@example.com',
  name: 'Dana Whitfield',
  packages: ['10-session', 'single'],
  creditsLeft: 9,
  nextSessionAt: instant(2),
  nextIsCall: false,
  totalPaid: 1_150_000,
  lastContactAt: instant(-1),
  unreadMessages: 1,
  sessionsToMark: 0,
});

const aRecord = () =>
  aClientRecord({
    figures: {
      creditsLeft: 9,
      nextSessionAt: instant(2),
      nextIsCall: false,
      totalPaid: 1_150_000,
      lastContactAt: instant(-1),
      unreadMessages: 0,
    },
    sessions: [
      {
        id: 70,
        bookingId: 7,
        startsAt: instant(-2),
        endsAt: instant(-2, '16:30'),
        status: 'completed',
        attendance: null,
        format: 'audio',
        kind: 'main',
      },
    ],
  });

/** His thread, read on its own (reading it marks his messages read). */
const aThread = () => [
  {
    id: 1,
    author: 'client' as const,
    body: 'Can we talk about Monday?',
    priority: true,
    createdAt: instant(-1),
  },
];

describe('the clients', () => {
  it('offer their primary action where Bookings has it: Add a Booking, a client’s way in', async () => {
    api({ 'GET /api/admin/clients': { body: [aRow()] } });
    renderAt('/admin/clients');
    const add = await screen.findByRole('link', { name: 'Add a Booking' });
    expect(add).toHaveAttribute('href', '/admin/bookings/new');
    // Above the filters, as on the Bookings list.
    expect(
      add.compareDocumentPosition(
        screen.getByRole('search', { name: 'Search and filter clients' }),
      ),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('list one row per person with packages, credits, total paid, and search', async () => {
    const { calls } = api({ 'GET /api/admin/clients': { body: [aRow()] } });
    const { user } = renderAt('/admin/clients');
    const row = (await screen.findByRole('link', { name: 'Dana Whitfield' })).closest('tr')!;
    expect(within(row).getByText('10-Session Package, Single Session')).toBeInTheDocument();
    expect(within(row).getByText('$11,500.00')).toBeInTheDocument();
    expect(within(row).getByText('1 new message')).toBeInTheDocument();
    // With a message he has not read, the owner's way in is the client's messages.
    expect(screen.getByRole('link', { name: 'Dana Whitfield' })).toHaveAttribute(
      'href',
      '/admin/clients/4?tab=messages',
    );
    await user.type(screen.getByLabelText('Name or email'), 'dana');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url === '/api/admin/clients?q=dana')).toBe(true),
    );
  });

  it('name a call coming up "Next call", on his row and in his head, and one today "Today"', async () => {
    // Noon of the owner's day (Cancun keeps UTC−5 all year): today at any hour the test runs.
    const ownersDay = new Date(Date.now() - 5 * 3_600_000);
    const today = new Date(
      Date.UTC(ownersDay.getUTCFullYear(), ownersDay.getUTCMonth(), ownersDay.getUTCDate(), 17),
    ).toISOString();
    api({
      'GET /api/admin/clients': {
        body: [{ ...aRow(), packages: ['strategy-call'], nextSessionAt: today, nextIsCall: true }],
      },
    });
    const { unmount } = renderAt('/admin/clients');
    const row = (await screen.findByRole('link', { name: 'Dana Whitfield' })).closest('tr')!;
    const next = within(row)
      .getAllByRole('cell')
      .find((cell) => cell.dataset.label?.startsWith('Next'))!;
    expect(next).toHaveAttribute('data-label', 'Next call');
    expect(next.textContent!.replace(/\s/g, ' ')).toBe('Today, 12:00 PM');
    // The column is headed by what its rows hold: a call only here.
    expect(screen.getByRole('columnheader', { name: 'Next call' })).toBeInTheDocument();
    unmount();

    api({
      'GET /api/admin/clients/4': {
        body: aClientRecord({
          figures: { ...aRecord().figures, nextSessionAt: today, nextIsCall: true },
        }),
      },
    });
    renderAt('/admin/clients/4');
    expect(await screen.findByText('Next call', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.queryByText('Next session', { selector: 'dt' })).toBeNull();
  });

  it('filtered to the clients with sessions to mark, say how many each has and open his sessions', async () => {
    api({
      'GET /api/admin/clients': { body: [{ ...aRow(), sessionsToMark: 10, nextSessionAt: null }] },
    });
    renderAt('/admin/clients?state=to-mark');
    const link = await screen.findByRole('link', { name: 'Dana Whitfield' });
    const row = link.closest('tr')!;
    // The count is the row's second fact, before his packages.
    const cells = within(row).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent(/^10 sessions to mark$/);
    expect(cells[2]).toHaveTextContent('10-Session Package');
    // His page opens on his sessions, even with a message unread.
    expect(link).toHaveAttribute('href', '/admin/clients/4');
    expect(screen.queryByRole('columnheader', { name: 'Next session' })).not.toBeInTheDocument();
    // No time of day shown: nothing about time zones.
    expect(screen.getByRole('table')).not.toHaveTextContent(/zone/);
  });

  it('filter and sort from the address, count the rows, and clear the filters when none match', async () => {
    const { calls } = api({
      'GET /api/admin/clients': (request) => ({
        body: request.url.includes('state=finished') ? [] : [aRow()],
      }),
    });
    // A value the list does not know (an old or hand-edited address) is left out.
    const { user } = renderAt('/admin/clients?package=10-session&sort=name&state=vip');
    expect(await screen.findByRole('link', { name: 'Dana Whitfield' })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain(
      '/api/admin/clients?package=10-session&sort=name',
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 client');
    expect(screen.getByLabelText('Package bought')).toHaveValue('10-session');
    expect(screen.getByLabelText('Sort by')).toHaveValue('name');
    expect(screen.getByLabelText('State')).toHaveValue('');
    // The sort orders the list without narrowing it: one filter applied, not two.
    expect(screen.getByRole('button', { name: 'Filters · 1' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    // A choice is applied with Apply, as every list's filters are.
    await user.selectOptions(screen.getByLabelText('State'), 'Finished (neither)');
    expect(screen.getByTestId('location')).not.toHaveTextContent('state=finished');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No client matches these filters.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin/clients?package=10-session&state=finished&sort=name',
    );
    // Clearing keeps the order chosen.
    await user.click(screen.getByRole('link', { name: 'Clear Filters' }));
    expect(await screen.findByRole('link', { name: 'Dana Whitfield' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/clients\?sort=name$/);
    expect(screen.getByLabelText('Package bought')).toHaveValue('');
  });

  it('say when a search finds no one, and offer to clear it', async () => {
    api({ 'GET /api/admin/clients': { body: [] } });
    renderAt('/admin/clients?q=zed');
    expect(await screen.findByText('No client matches this search.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear Search' })).toHaveAttribute(
      'href',
      '/admin/clients',
    );
  });

  it('head his page with his name, his address, his packages’ states and his row’s figures', async () => {
    api({ 'GET /api/admin/clients/4': { body: aRecord() } });
    renderAt('/admin/clients/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dana Whitfield' })).toBeVisible();
    // His address, a link to write to him, breaking (if it must) only after its "@".
    const address = await screen.findByRole('link', { name: /^dana@/ });
    expect(address).toHaveAttribute('href', 'mailto:dana@example.com');
    expect(address).toHaveTextContent(/^dana@example\.com$/);
    expect(address.querySelector('wbr')?.previousSibling).toHaveTextContent(/^dana@$/);
    const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;
    expect(figure('Total paid')).toHaveTextContent('$11,500.00');
    expect(figure('Credits left')).toHaveTextContent('9');
    // Dated as every list dates (his row's figure is the same): this year's without its year.
    expect(figure('Next session')!.textContent!.replace(/\s/g, ' ')).toBe(
      formatListDateTime(aRecord().figures.nextSessionAt!, 'America/Cancun').replace(/\s/g, ' '),
    );
    expect(figure('Last contact')).not.toHaveTextContent('—');
    // Four figures, laid two by two (four across with room): never three and an orphan.
    const figures = screen.getByText('Total paid', { selector: 'dt' }).closest('dl')!;
    expect(figures.children).toHaveLength(4);
    expect(getComputedStyle(figures).gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
    // No package bought: the head says so where the packages' states stand.
    expect(screen.getByText('No package bought yet.')).toBeInTheDocument();
  });

  it('say in his head, whatever the tab, whether he answered the questionnaire, with the way to the answers', async () => {
    const packages = [
      aPortalPackage({ booking: { id: 8, packageType: '10-session' } }),
      aPortalPackage({ booking: { id: 3, packageType: 'strategy-call', amount: 0 } }),
    ].map((pkg) => ({ ...pkg, payment: null }));
    const answeredAt = instant(-9);
    api({
      'GET /api/admin/clients/4': {
        body: aClientRecord({ packages, questionnaire: { bookingId: 3, completedAt: answeredAt } }),
      },
    });
    const { unmount } = renderAt('/admin/clients/4');
    const line = await screen.findByText(/^Questionnaire answered/);
    // The page opens on Sessions; the line is above the tabs, its day written as a list's line.
    expect(screen.getByRole('tab', { name: /^Sessions/ })).toHaveAttribute('aria-selected', 'true');
    expect(line).toHaveTextContent(
      `Questionnaire answered ${formatListDate(answeredAt, 'America/Cancun')} · Read the answers`.replace(
        /\s/g,
        ' ',
      ),
    );
    expect(within(line).getByRole('link', { name: 'Read the answers' })).toHaveAttribute(
      'href',
      '/admin/bookings/3',
    );
    expect(screen.getAllByText(/^Questionnaire/)).toHaveLength(1);
    unmount();

    api({ 'GET /api/admin/clients/4': { body: aClientRecord({ packages }) } });
    const { user } = renderAt('/admin/clients/4');
    expect(await screen.findByText('Questionnaire not answered yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Read the answers' })).toBeNull();
    // Said once: the Packages tab does not repeat it.
    await user.click(screen.getByRole('tab', { name: /^Packages/ }));
    const section = within(await screen.findByRole('region', { name: 'Packages' }));
    expect(section.queryByText(/Questionnaire/)).toBeNull();
    expect(screen.getAllByText(/^Questionnaire/)).toHaveLength(1);
  });

  it('show his record in tabs, one panel at a time, the tab kept in the address and moved with the arrow keys', async () => {
    api({
      'GET /api/admin/clients/4': { body: aRecord() },
      'GET /api/admin/clients/4/messages': { body: aThread() },
    });
    const { user } = renderAt('/admin/clients/4');
    const tablist = await screen.findByRole('tablist', { name: 'Sections of this page' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Sessions',
      'Messages',
      'Notes',
      'Check-ins',
      'Materials',
      'Packages',
      'Emails',
    ]);
    // Sessions first: its panel alone in view, named by its tab.
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Sessions' })).toContainElement(
      screen.getByRole('region', { name: 'Sessions' }),
    );
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Messages' })).not.toBeInTheDocument();
    // One stop of the keyboard's Tab.
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual([
      '0',
      '-1',
      '-1',
      '-1',
      '-1',
      '-1',
      '-1',
    ]);

    // Chosen, a tab shows its panel, and the address names it (a reload or a link opens it).
    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(screen.getByRole('tabpanel', { name: 'Notes' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'New Note' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Sessions' })).not.toBeInTheDocument();
    expect(window.location.search).toBe('?tab=notes');
    // What a form holds stays while another tab is in view.
    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    await user.type(screen.getByLabelText('Reply'), 'Half a reply');
    // The arrow keys move between the tabs, Home and End to the ends.
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(screen.getByRole('tab', { name: 'Messages' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Notes' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Emails' })).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Emails sent to the client' })).toBeVisible();
    await user.keyboard('{Home}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Messages' })).toHaveFocus();
    expect(screen.getByLabelText('Reply')).toHaveValue('Half a reply');
    // The first tab is the page's own address.
    await user.keyboard('{ArrowLeft}');
    expect(window.location.search).toBe('');
  });

  it('keep his messages new while another tab is shown, the Messages tab saying how many; read them once it is shown', async () => {
    let read = false;
    const { callsTo } = api({
      'GET /api/admin/clients/4': () => ({
        body: { ...aRecord(), figures: { ...aRecord().figures, unreadMessages: read ? 0 : 2 } },
      }),
      'GET /api/admin/clients/4/messages': () => {
        read = true;
        return { body: aThread() };
      },
    });
    const { user } = renderAt('/admin/clients/4');
    const messagesTab = await screen.findByRole('tab', { name: 'Messages 2 new' });
    expect(within(messagesTab).getByText('2 new')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Notes' })).toHaveTextContent(/^Notes$/);
    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(callsTo('GET', '/api/admin/clients/4/messages')).toHaveLength(0);

    await user.click(messagesTab);
    expect(await screen.findByText('Can we talk about Monday?')).toBeVisible();
    expect(callsTo('GET', '/api/admin/clients/4/messages')).toHaveLength(1);
    // Read: his page is read again, and the tab no longer says any are new.
    expect(await screen.findByRole('tab', { name: 'Messages' })).toHaveTextContent(/^Messages$/);
  });

  it('open on the tab its address names', async () => {
    api({
      'GET /api/admin/clients/4': { body: aRecord() },
      'GET /api/admin/clients/4/messages': { body: aThread() },
    });
    renderAt('/admin/clients/4?tab=messages');
    expect(await screen.findByRole('tab', { name: 'Messages' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('Can we talk about Monday?')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Sessions' })).not.toBeInTheDocument();
  });

  it('date an untitled note once, a titled one under its title, each note set apart by a rule', async () => {
    const note = (id: number, title: string | null, day: number) => ({
      id,
      visibility: 'private' as const,
      title,
      body: `Body ${id}`,
      createdAt: instant(day),
      publishedAt: null,
      actionItems: [],
    });
    api({
      'GET /api/admin/clients/4': {
        body: { ...aRecord(), notes: [note(2, null, -1), note(1, 'Kick-off', -3)] },
      },
    });
    renderAt('/admin/clients/4?tab=notes');
    const [untitled, titled] = within(
      await screen.findByRole('region', { name: 'Notes' }),
    ).getAllByRole('listitem');
    const untitledDate = formatDateTime(instant(-1), 'America/Cancun');
    expect(untitled!.textContent).toBe(`${untitledDate}PrivateBody 2`);
    expect(titled!.textContent).toBe(
      `Kick-offPrivate${formatDateTime(instant(-3), 'America/Cancun')}Body 1`,
    );
    expect(getComputedStyle(untitled!).borderTopStyle).not.toBe('solid');
    expect(getComputedStyle(titled!).borderTopStyle).toBe('solid');
  });

  it('publish a shared note with its action plan', async () => {
    const { callsTo } = api({
      'GET /api/admin/clients/4': { body: aRecord() },
      'POST /api/admin/clients/4/notes': {
        status: 201,
        body: {
          id: 9,
          visibility: 'shared',
          title: null,
          body: 'b',
          createdAt: instant(0),
          publishedAt: instant(0),
          actionItems: [],
        },
      },
    });
    const { user } = renderAt('/admin/clients/4?tab=notes');
    await user.click(await screen.findByRole('button', { name: 'New Note' }));
    expect(screen.getByRole('radio', { name: /Private/ })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: /Shared with the client/ }));
    await user.type(screen.getByLabelText('Note'), 'We worked on mornings.');
    await user.type(
      screen.getByLabelText('Action plan'),
      'Walk every morning{enter}Write three pages',
    );
    await user.click(screen.getByRole('button', { name: 'Publish to the Client' }));
    await waitFor(() => expect(callsTo('POST', '/api/admin/clients/4/notes')).toHaveLength(1));
    expect(callsTo('POST', '/api/admin/clients/4/notes')[0]?.body).toEqual({
      visibility: 'shared',
      body: 'We worked on mornings.',
      actionItems: ['Walk every morning', 'Write three pages'],
    });
    // Published, the form closes and the focus goes back to its button.
    await waitFor(() => expect(screen.getByRole('button', { name: 'New Note' })).toHaveFocus());
    expect(screen.queryByRole('form', { name: 'New note' })).not.toBeInTheDocument();
  });

  it('start an empty thread with a field that says to whom, without a "no messages" line', async () => {
    api({
      'GET /api/admin/clients/4': { body: aRecord() },
      'GET /api/admin/clients/4/messages': { body: [] },
    });
    renderAt('/admin/clients/4?tab=messages');
    expect(await screen.findByLabelText('Write to Dana')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
    expect(screen.queryByText('No messages yet.')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Reply')).not.toBeInTheDocument();
  });

  it('reply to the client, refusing an empty reply, and mark a session held', async () => {
    let held = false;
    const { callsTo } = api({
      // Read again after the choice: the session is stored held.
      'GET /api/admin/clients/4': () => ({
        body: held
          ? {
              ...aRecord(),
              sessions: aRecord().sessions.map((one) => ({ ...one, attendance: 'held' as const })),
            }
          : aRecord(),
      }),
      'GET /api/admin/clients/4/messages': { body: aThread() },
      'POST /api/admin/clients/4/messages': {
        status: 201,
        body: { id: 2, author: 'coach', body: 'Yes', priority: false, createdAt: instant(0) },
      },
      'POST /api/admin/sessions/70/attendance': () => {
        held = true;
        return { body: { ...aRecord().sessions[0], attendance: 'held' } };
      },
    });
    const { user } = renderAt('/admin/clients/4?tab=messages');
    expect(await screen.findByText('Can we talk about Monday?')).toBeInTheDocument();
    expect(screen.getAllByText('Priority').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText(portalMessages.messageEmpty)).toBeInTheDocument();
    expect(screen.getByLabelText('Reply')).toHaveFocus();
    expect(screen.getByLabelText('Reply')).toHaveAccessibleDescription(portalMessages.messageEmpty);
    await user.type(screen.getByLabelText('Reply'), 'Yes');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(callsTo('POST', '/api/admin/clients/4/messages')).toHaveLength(1));
    expect(callsTo('POST', '/api/admin/clients/4/messages')[0]?.body).toEqual({ body: 'Yes' });
    // Sent: said beside the box, which is cleared for the next; typing again takes it away.
    const thread = screen.getByRole('region', { name: 'Messages' });
    expect(await within(thread).findByRole('status')).toHaveTextContent(replySentMessage);
    expect(screen.getByLabelText('Reply')).toHaveValue('');
    await user.type(screen.getByLabelText('Reply'), 'A');
    expect(within(thread).queryByText(replySentMessage)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Reply'));

    // An ended session nobody marked says so once, in its choice: no chip repeats it, and it
    // never reads "Completed".
    await user.click(screen.getByRole('tab', { name: 'Sessions' }));
    const sessionRow = screen
      .getByRole('combobox', { name: /What happened to the session/ })
      .closest('tr') as HTMLElement;
    expect(
      within(sessionRow).getByRole('combobox', { name: /What happened to the session/ }),
    ).toHaveDisplayValue('Not marked');
    expect(within(sessionRow).queryByText('Past · not marked yet')).not.toBeInTheDocument();
    expect(within(sessionRow).queryByText('Completed')).not.toBeInTheDocument();

    // Chosen, it is saved at once (no Save button of its own), and says so beside the choice.
    const attendance = screen.getByRole('combobox', { name: /What happened to the session/ });
    expect(within(attendance).getByRole('option', { name: 'Not marked' })).toBeInTheDocument();
    await user.selectOptions(attendance, 'held');
    await waitFor(() =>
      expect(callsTo('POST', '/api/admin/sessions/70/attendance')).toHaveLength(1),
    );
    expect(callsTo('POST', '/api/admin/sessions/70/attendance')[0]?.body).toEqual({
      attendance: 'held',
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(attendance).toHaveAccessibleDescription('Saved');
    expect(attendance).toHaveValue('held');
    // Once the record is read again (the chip says Held), "Saved" stays beside the choice.
    await waitFor(() => expect(sessionRow).toHaveTextContent('Held'));
    expect(
      screen.getByRole('combobox', { name: /What happened to the session/ }),
    ).toHaveAccessibleDescription('Saved');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('says when a session’s attendance was not saved, and puts the choice back', async () => {
    const { callsTo } = api({
      'GET /api/admin/clients/4': { body: aRecord() },
      'POST /api/admin/sessions/70/attendance': {
        status: 500,
        body: { message: 'Internal Server Error' },
      },
    });
    const { user } = renderAt('/admin/clients/4');
    const attendance = await screen.findByRole('combobox', {
      name: /What happened to the session/,
    });
    await user.selectOptions(attendance, 'no-show');
    expect(await screen.findByText(/^Not saved: /)).toHaveAttribute('role', 'alert');
    expect(callsTo('POST', '/api/admin/sessions/70/attendance')).toHaveLength(1);
    expect(attendance).toHaveValue('');
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('name a follow-up call and an emergency session among the client’s sessions', async () => {
    const record = aRecord();
    const [held] = record.sessions;
    api({
      'GET /api/admin/clients/4': {
        body: {
          ...record,
          sessions: [
            held!,
            {
              ...held!,
              id: 71,
              startsAt: instant(3),
              endsAt: instant(3, '16:30'),
              kind: 'emergency',
            },
            {
              ...held!,
              id: 72,
              startsAt: instant(9),
              endsAt: instant(9, '16:30'),
              kind: 'follow-up',
            },
          ],
        },
      },
    });
    renderAt('/admin/clients/4');
    const sessions = within(await screen.findByRole('region', { name: 'Sessions' }));
    const [, main, emergency, followUp] = sessions.getAllByRole('row');
    expect(main).not.toHaveTextContent(/Emergency|Follow-Up/);
    expect(emergency).toHaveTextContent('Emergency Session');
    expect(followUp).toHaveTextContent('15-Minute Follow-Up Call');
    // The package is named once, above its sessions, not on each row.
    const title = sessions.getByRole('heading', { level: 3 }).textContent!;
    expect(sessions.getAllByText(title)).toHaveLength(1);
    for (const row of [main, emergency, followUp]) expect(row).not.toHaveTextContent(title);
  });

  it('line up the columns of every package’s sessions table: the same widths, kept whatever each holds', async () => {
    const record = aRecord();
    const [held] = record.sessions;
    api({
      'GET /api/admin/clients/4': {
        body: {
          ...record,
          sessions: [
            held!,
            { ...held!, id: 71, bookingId: 8, startsAt: instant(3), status: 'scheduled' },
          ],
        },
      },
    });
    renderAt('/admin/clients/4');
    const sessions = within(await screen.findByRole('region', { name: 'Sessions' }));
    const tables = sessions.getAllByRole('table');
    expect(tables).toHaveLength(2);
    const widths = tables.map((table) =>
      [...table.querySelectorAll('col')].map((col) => col.style.width),
    );
    expect(widths[0]).toHaveLength(3);
    expect(widths[0]!.every((width) => width !== '')).toBe(true);
    expect(widths[1]).toEqual(widths[0]);
    for (const table of tables) expect(getComputedStyle(table).tableLayout).toBe('fixed');
  });

  it('show each session’s time as the way to its booking, what it is and its state, without a column that repeats itself', async () => {
    const record = aRecord();
    const [past] = record.sessions;
    api({
      'GET /api/admin/clients/4': {
        body: {
          ...record,
          sessions: [
            past!,
            { ...past!, id: 71, startsAt: instant(3), status: 'scheduled', format: 'video' },
          ],
        },
      },
    });
    renderAt('/admin/clients/4');
    const sessions = within(await screen.findByRole('region', { name: 'Sessions' }));
    expect(sessions.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'When',
      'Session',
      'Held?',
    ]);
    const [, held, ahead] = sessions.getAllByRole('row');
    const when = within(held!).getByRole('link', {
      name: formatListDateTime(instant(-2), 'America/Cancun'),
    });
    expect(when).toHaveAttribute('href', '/admin/bookings/7');
    expect(within(held!).getAllByRole('cell')[1]).toHaveTextContent(/^Audio$/);
    expect(within(ahead!).getAllByRole('cell')[1]).toHaveTextContent(/^Video$/);
    // A session to come says so in a chip; one over is its choice alone.
    expect(within(ahead!).getByText('Scheduled')).toBeInTheDocument();
    expect(within(ahead!).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(held!).getByRole('combobox')).toBeInTheDocument();
    expect(within(held!).queryByText(/^Past/)).not.toBeInTheDocument();
    // One past session waits: its own choice marks it, no "mark all" for one.
    expect(sessions.queryByRole('button', { name: /as held/ })).not.toBeInTheDocument();
  });

  it('mark every past session of a package held at once, none marked or cancelled among them', async () => {
    const record = aRecord();
    const [past] = record.sessions;
    const waiting = [70, 71, 72].map((id, index) => ({
      ...past!,
      id,
      startsAt: instant(-2 - index),
    }));
    let marked = false;
    const { callsTo } = api({
      'GET /api/admin/clients/4': () => ({
        body: {
          ...record,
          sessions: [
            ...waiting.map((one) => ({ ...one, attendance: marked ? ('held' as const) : null })),
            // Marked already and cancelled: neither is counted.
            { ...past!, id: 73, startsAt: instant(-9), attendance: 'no-show' as const },
            { ...past!, id: 74, startsAt: instant(-10), status: 'cancelled' as const },
          ],
        },
      }),
      'POST /api/admin/sessions/70/attendance': () => ({ body: waiting[0] }),
      'POST /api/admin/sessions/71/attendance': () => ({ body: waiting[1] }),
      'POST /api/admin/sessions/72/attendance': () => {
        marked = true;
        return { body: waiting[2] };
      },
    });
    const { user } = renderAt('/admin/clients/4');
    const button = await screen.findByRole('button', {
      name: /^Mark 3 as Held: the past sessions of /,
    });
    expect(button).toHaveTextContent('Mark 3 as Held');
    await user.click(button);
    await waitFor(() =>
      expect(callsTo('POST', '/api/admin/sessions/72/attendance')).toHaveLength(1),
    );
    for (const id of [70, 71, 72])
      expect(callsTo('POST', `/api/admin/sessions/${id}/attendance`)[0]?.body).toEqual({
        attendance: 'held',
      });
    expect(callsTo('POST', '/api/admin/sessions/73/attendance')).toHaveLength(0);
    expect(callsTo('POST', '/api/admin/sessions/74/attendance')).toHaveLength(0);
    // Read again, each choice shows it and nothing waits to be marked.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /as held/ })).not.toBeInTheDocument(),
    );
    const choices = screen.getAllByRole('combobox', { name: /What happened to the session/ });
    expect(choices.slice(0, 3).map((choice) => (choice as HTMLSelectElement).value)).toEqual([
      'held',
      'held',
      'held',
    ]);
  });

  it('say that not all were marked when the API refuses one, keeping the button', async () => {
    const record = aRecord();
    const [past] = record.sessions;
    api({
      'GET /api/admin/clients/4': {
        body: { ...record, sessions: [past!, { ...past!, id: 71, startsAt: instant(-3) }] },
      },
      'POST /api/admin/sessions/70/attendance': { body: past },
      'POST /api/admin/sessions/71/attendance': { status: 500, body: { message: 'down' } },
    });
    const { user } = renderAt('/admin/clients/4');
    await user.click(
      await screen.findByRole('button', { name: /^Mark 2 as Held: the past sessions of / }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Not all were marked: /);
    expect(
      screen.getByRole('button', { name: /^Mark 2 as Held: the past sessions of / }),
    ).toBeEnabled();
  });

  it('refuse a note without its text at the field, and a shared plan’s long item at the plan', async () => {
    const { callsTo } = api({ 'GET /api/admin/clients/4': { body: aRecord() } });
    const { user } = renderAt('/admin/clients/4?tab=notes');
    await user.click(await screen.findByRole('button', { name: 'New Note' }));
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    expect(screen.getByLabelText('Note')).toHaveFocus();
    expect(screen.getByLabelText('Note')).toHaveAccessibleDescription(noteMessages.bodyRequired);

    await user.click(screen.getByRole('radio', { name: /Shared with the client/ }));
    await user.type(screen.getByLabelText('Note'), 'We worked on mornings.');
    await user.type(screen.getByLabelText('Action plan'), 'x'.repeat(actionItemMaxLength + 1));
    await user.click(screen.getByRole('button', { name: 'Publish to the Client' }));
    expect(screen.getByLabelText('Action plan')).toHaveFocus();
    expect(screen.getByLabelText('Action plan')).toHaveAccessibleDescription(
      `One action item per line. ${noteMessages.actionItem}`,
    );
    expect(screen.getByLabelText('Note')).not.toHaveAttribute('aria-invalid');
    expect(callsTo('POST', '/api/admin/clients/4/notes')).toHaveLength(0);
  });

  it('show the API’s refusal of a note or a reply in the form’s alert, keeping the text', async () => {
    api({
      'GET /api/admin/clients/4': { body: aRecord() },
      'GET /api/admin/clients/4/messages': { body: aThread() },
      'POST /api/admin/clients/4/notes': { status: 500, body: { message: 'down' } },
      'POST /api/admin/clients/4/messages': {
        status: 400,
        body: {
          message: portalMessages.messageTooLong,
          errors: { body: portalMessages.messageTooLong },
        },
      },
    });
    const { user } = renderAt('/admin/clients/4?tab=notes');
    await user.click(await screen.findByRole('button', { name: 'New Note' }));
    await user.type(screen.getByLabelText('Note'), 'We worked on mornings.');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    const notes = within(screen.getByRole('form', { name: 'New note' }));
    expect(await notes.findByRole('alert')).toHaveTextContent('down');
    expect(notes.getByRole('alert')).toHaveFocus();
    expect(notes.getByLabelText('Note')).toHaveValue('We worked on mornings.');

    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    await user.type(screen.getByLabelText('Reply'), 'Yes');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(screen.getByLabelText('Reply')).toHaveFocus());
    expect(screen.getByLabelText('Reply')).toHaveAccessibleDescription(
      portalMessages.messageTooLong,
    );
    // Refused: what he wrote stays, and nothing says it was sent.
    expect(screen.getByLabelText('Reply')).toHaveValue('Yes');
    expect(screen.queryByText(replySentMessage)).not.toBeInTheDocument();
  });

  it('says there is no such client, with the way back to the list instead of a Retry that cannot help', async () => {
    api({ 'GET /api/admin/clients/99': { status: 404, body: { message: 'Client not found' } } });
    renderAt('/admin/clients/99');
    expect(await screen.findByText('There is no client with this number.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to clients' })).toHaveAttribute(
      'href',
      '/admin/clients',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
