import { screen, waitFor, within } from '@testing-library/react';
import type { ClientEmail, ClientGrant } from '@site/contracts/endpoints/client-actions';
import type { PortalPackage } from '@site/contracts/endpoints/portal';
import { clientActionMessages, maxCreditsAtOnce } from '@site/contracts/client-actions';
import { renderWithProviders } from '@site/ui/testing';
import AdminRoutes from '../../../../routes';
import { formatDate, formatListDateTime } from '../../../../lib/format';
import { emailSkippedNote } from '@site/contracts/admin';
import {
  aClientRecord,
  aPortalPackage,
  aSession,
  instant,
  signedIn,
} from '../../../../test/fixtures';
import { mockApi, type Handler, type MockResponse } from '../../../../test/mock-api';

afterEach(() => jest.restoreAllMocks());

const renderAt = (path: string) => renderWithProviders(<AdminRoutes />, { path });
const api = (routes: Record<string, Handler>) => mockApi({ ...signedIn(), ...routes });

type User = ReturnType<typeof renderAt>['user'];

/** Opens a form of the Actions card by its button and returns it (found by its heading). */
async function openForm(user: User, opener: string, heading: string): Promise<HTMLFormElement> {
  await user.click(await screen.findByRole('button', { name: opener }));
  return screen.getByRole('heading', { name: heading }).closest('form')!;
}

const aPackage = (overrides: Partial<PortalPackage['booking']> = {}): PortalPackage =>
  aPortalPackage({ booking: overrides });

/** The day the package was bought, in the owner's zone (the signed-in fixture's). */
// As a query's text is matched once its spaces are plain (the page's no-break ones included).
const boughtOn = formatDate(instant(-20), 'America/Cancun').replace(/\u00a0/g, ' ');

const aRecord = (packages: PortalPackage[] = [aPackage()]) => aClientRecord({ packages });

const aGrant = (overrides: Partial<ClientGrant> = {}): ClientGrant => ({
  id: 1,
  kind: 'credits',
  bookingId: 7,
  packageType: '5-session',
  credits: 2,
  reason: 'Two sessions lost to the move',
  createdAt: instant(-1),
  ...overrides,
});

const anEmail = (overrides: Partial<ClientEmail> = {}): ClientEmail => ({
  id: 30,
  subject: 'Your session is booked',
  status: 'sent',
  createdAt: instant(-3),
  sentAt: instant(-3),
  sendsAt: null,
  ...overrides,
});

/** An email's subject as read (a hyphenated word in it is held whole by an element of its own). */
const subject = (text: string | RegExp) => (_: string, element: Element | null) =>
  element?.getAttribute('data-part') === 'subject' &&
  (typeof text === 'string' ? element.textContent === text : text.test(element.textContent ?? ''));

const base = (record = aRecord()) => ({
  'GET /api/admin/clients/4': { body: record },
  'GET /api/admin/clients/4/grants': { body: [] as ClientGrant[] },
  'GET /api/admin/clients/4/emails': { body: [] as ClientEmail[] },
});

describe('the client page’s head', () => {
  it('states each package at a glance, newest first, the free call aside', async () => {
    const refunded = aPackage({ id: 9, packageType: 'single', status: 'refunded' });
    const freeCall = aPackage({ id: 3, packageType: 'strategy-call', amount: 0 });
    const open = aPackage({ sessionsRemaining: 2, sessionsTotal: 7, canSchedule: true });
    const noSupport = aPackage({ id: 8, packageType: 'single', sessionsRemaining: 0 });
    noSupport.support = { ...noSupport.support, state: 'not-offered', priority: false };
    api(base(aRecord([open, refunded, freeCall, noSupport])));
    renderAt('/admin/clients/4');
    const glance = await screen.findByRole('list', { name: 'His packages' });
    const items = within(glance).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(/^Single Session · bought .+ \(2nd\)Refunded$/);
    expect(items[1]).toHaveTextContent(/^Single Session · bought [^(]+0 of 5 left$/);
    expect(items[2]).toHaveTextContent(
      /^5-Session Package · bought .+2 of 7 left · Email support open Priority$/,
    );
    expect(glance).not.toHaveTextContent('Strategy');
  });
});

describe('the client page’s actions', () => {
  it('add credits: each refused field’s message at the field, the first focused, nothing sent', async () => {
    const { callsTo } = api(base());
    const { user } = renderAt('/admin/clients/4?tab=packages');
    const form = await openForm(user, 'Add Credits', 'Add credits');
    const count = within(form).getByLabelText('Sessions to add');
    const reason = within(form).getByLabelText('Reason');
    await user.clear(count);
    await user.type(count, '0');
    await user.click(within(form).getByRole('button', { name: 'Add Credits' }));
    expect(count).toHaveFocus();
    expect(count).toHaveAttribute('aria-invalid', 'true');
    expect(count).toHaveAccessibleDescription(
      `1 to ${maxCreditsAtOnce}. ${clientActionMessages.creditsCount}`,
    );
    expect(reason).toHaveAccessibleDescription(
      `Kept in the client’s record and the activity log. ${clientActionMessages.reasonRequired}`,
    );
    expect(callsTo('POST', '/api/admin/clients/4/credits')).toHaveLength(0);

    await user.clear(count);
    await user.type(count, '2');
    await user.click(within(form).getByRole('button', { name: 'Add Credits' }));
    expect(reason).toHaveFocus();
    expect(count).not.toHaveAttribute('aria-invalid');
    expect(within(form).getByText(clientActionMessages.reasonRequired)).toBeInTheDocument();
    expect(callsTo('POST', '/api/admin/clients/4/credits')).toHaveLength(0);
  });

  it('add credits to one of his packages with a reason, then close the form, its button focused', async () => {
    const { callsTo } = api({
      ...base(),
      'POST /api/admin/clients/4/credits': { status: 201, body: aGrant() },
    });
    const { user } = renderAt('/admin/clients/4?tab=packages');
    const form = await openForm(user, 'Add Credits', 'Add credits');
    await user.clear(within(form).getByLabelText('Sessions to add'));
    await user.type(within(form).getByLabelText('Sessions to add'), '2');
    await user.type(within(form).getByLabelText('Reason'), ' Two sessions lost to the move ');
    await user.click(within(form).getByRole('button', { name: 'Add Credits' }));
    await waitFor(() => expect(callsTo('POST', '/api/admin/clients/4/credits')).toHaveLength(1));
    expect(callsTo('POST', '/api/admin/clients/4/credits')[0]?.body).toEqual({
      bookingId: 7,
      credits: 2,
      reason: 'Two sessions lost to the move',
    });
    expect(await screen.findByText(clientActionMessages.creditsAdded(2))).toBeInTheDocument();
    expect(form).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Credits' })).toHaveFocus();
    // Opened again, it starts afresh.
    const again = await openForm(user, 'Add Credits', 'Add credits');
    expect(within(again).getByLabelText('Reason')).toHaveValue('');
    expect(within(again).getByLabelText('Sessions to add')).toHaveValue(1);
  });

  it('add credits: the API’s refusal of a field shown at it, any other refusal in the form’s alert', async () => {
    let answer: MockResponse = {
      status: 400,
      body: {
        message: clientActionMessages.reasonTooLong,
        errors: { reason: clientActionMessages.reasonTooLong },
      },
    };
    api({ ...base(), 'POST /api/admin/clients/4/credits': () => answer });
    const { user } = renderAt('/admin/clients/4?tab=packages');
    const form = await openForm(user, 'Add Credits', 'Add credits');
    const reason = within(form).getByLabelText('Reason');
    await user.type(reason, 'A reason');
    await user.click(within(form).getByRole('button', { name: 'Add Credits' }));
    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toHaveAccessibleDescription(
      `Kept in the client’s record and the activity log. ${clientActionMessages.reasonTooLong}`,
    );
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();

    answer = { status: 409, body: { message: 'This package is no longer open.' } };
    await user.click(within(form).getByRole('button', { name: 'Add Credits' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('This package is no longer open.');
    expect(alert).toHaveFocus();
    expect(reason).not.toHaveAttribute('aria-invalid');
    expect(reason).toHaveValue('A reason');
  });

  it('give him a package with a reason', async () => {
    const { callsTo } = api({
      ...base(),
      'POST /api/admin/clients/4/packages': {
        status: 201,
        body: aGrant({ kind: 'package', credits: null, bookingId: 9 }),
      },
    });
    const { user } = renderAt('/admin/clients/4?tab=packages');
    const form = await openForm(user, 'Give a Package', 'Give a package');
    const reason = within(form).getByLabelText('Reason');
    await user.click(within(form).getByRole('button', { name: 'Give Package' }));
    expect(reason).toHaveFocus();
    expect(reason).toHaveAccessibleDescription(
      `Kept in the client’s record and the activity log. ${clientActionMessages.reasonRequired}`,
    );
    expect(callsTo('POST', '/api/admin/clients/4/packages')).toHaveLength(0);

    await user.selectOptions(within(form).getByLabelText('Package'), '10-session');
    await user.type(reason, 'Speaker at the conference');
    await user.click(within(form).getByRole('button', { name: 'Give Package' }));
    await waitFor(() => expect(callsTo('POST', '/api/admin/clients/4/packages')).toHaveLength(1));
    expect(callsTo('POST', '/api/admin/clients/4/packages')[0]?.body).toEqual({
      packageType: '10-session',
      reason: 'Speaker at the conference',
    });
    expect(await screen.findByText(clientActionMessages.packageGiven)).toBeInTheDocument();
    expect(form).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Give a Package' })).toHaveFocus();
  });

  it('give a package: the API’s refusal shown in the form’s alert, the reason kept', async () => {
    api({
      ...base(),
      'POST /api/admin/clients/4/packages': { status: 500, body: { message: 'down' } },
    });
    const { user } = renderAt('/admin/clients/4?tab=packages');
    const form = await openForm(user, 'Give a Package', 'Give a package');
    await user.type(within(form).getByLabelText('Reason'), 'Speaker at the conference');
    await user.click(within(form).getByRole('button', { name: 'Give Package' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('down');
    expect(within(form).getByLabelText('Reason')).toHaveValue('Speaker at the conference');
  });

  it('show each action as a button: its form opens with the focus in it, Cancel closes it and returns the focus', async () => {
    api(base(aRecord([aPackage({ sessionsRemaining: 2, sessionsTotal: 7, canSchedule: true })])));
    const { user } = renderAt('/admin/clients/4');
    // Booking a session is the page's one primary action, in its head above the tabs; the gifts
    // stand with his packages, on their tab.
    const book = await screen.findByRole('button', { name: 'Book a Session' });
    expect(book.compareDocumentPosition(screen.getByRole('tablist'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(getComputedStyle(book).backgroundColor).toBe('rgb(201, 162, 77)');
    await user.click(screen.getByRole('tab', { name: 'Packages' }));
    const packages = within(screen.getByRole('region', { name: 'Packages' }));
    expect(packages.queryByRole('heading', { name: 'Add credits' })).not.toBeInTheDocument();
    expect(packages.queryByRole('heading', { name: 'Give a package' })).not.toBeInTheDocument();
    expect(packages.queryByLabelText('Reason')).not.toBeInTheDocument();
    expect(packages.queryByRole('button', { name: 'Book a Session' })).not.toBeInTheDocument();

    for (const [scope, opener, heading, first] of [
      [packages, 'Add Credits', 'Add credits', 'Package'],
      [packages, 'Give a Package', 'Give a package', 'Package'],
      [screen, 'Book a Session', 'Book a session for Dana Whitfield', 'Package to book under'],
    ] as const) {
      await user.click(scope.getByRole('button', { name: opener }));
      const part = scope.getByRole('heading', { name: heading }).parentElement!;
      expect(within(part).getByLabelText(first)).toHaveFocus();
      await user.click(within(part).getByRole('button', { name: 'Cancel' }));
      expect(scope.queryByRole('heading', { name: heading })).not.toBeInTheDocument();
      expect(scope.getByRole('button', { name: opener })).toHaveFocus();
    }

    // Escape closes it too, what was typed dropped.
    await user.click(packages.getByRole('button', { name: 'Give a Package' }));
    await user.type(packages.getByLabelText('Reason'), 'A speaker');
    await user.keyboard('{Escape}');
    expect(packages.getByRole('button', { name: 'Give a Package' })).toHaveFocus();
    await user.click(packages.getByRole('button', { name: 'Give a Package' }));
    expect(packages.getByLabelText('Reason')).toHaveValue('');
  });

  it('list what was given with the reasons, and the emails sent to him with their state', async () => {
    api({
      ...base(),
      'GET /api/admin/clients/4/grants': {
        body: [aGrant(), aGrant({ id: 2, kind: 'package', credits: null, bookingId: 9 })],
      },
      'GET /api/admin/clients/4/emails': {
        body: [
          anEmail(),
          anEmail({ id: 31, subject: 'Your sign-in code', status: 'failed' }),
          anEmail({ id: 32, subject: 'Moved to Wednesday, December 30, 2026 at 2:30 PM' }),
        ],
      },
    });
    const { user } = renderAt('/admin/clients/4?tab=packages');
    expect(
      await screen.findByText(`2 credits added to 5-Session Package · bought ${boughtOn}`),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/Reason: Two sessions lost to the move/)).toHaveLength(2);
    await user.click(screen.getByRole('tab', { name: 'Emails' }));
    const log = screen
      .getByRole('heading', { name: 'Emails sent to the client' })
      .closest('section')!;
    const failed = within(log).getByText(subject('Your sign-in code')).closest('tr')!;
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(log).getByText('Your session is booked')).toBeInTheDocument();
    // A date in a subject is read whole: its parts never split across lines of the cell.
    expect(within(log).getByText(/^Moved to/).textContent).toBe(
      'Moved to Wednesday,\u00a0December\u00a030,\u00a02026 at 2:30 PM',
    );
  });

  it('show his emails as the booking page does: pills, when one waiting goes out, a skipped one quiet', async () => {
    const sendsAt = instant(6);
    api({
      ...base(),
      'GET /api/admin/clients/4/emails': {
        body: [
          anEmail({
            id: 50,
            subject: 'Reminder: your session tomorrow',
            status: 'queued',
            createdAt: instant(-1),
            sentAt: null,
            sendsAt,
          }),
          anEmail({
            id: 51,
            subject: 'Reminder: your session in one hour',
            status: 'cancelled',
            sentAt: null,
          }),
          anEmail(),
        ],
      },
    });
    renderAt('/admin/clients/4?tab=emails');
    const log = (await screen.findByRole('heading', { name: 'Emails sent to the client' })).closest(
      'section',
    )!;
    const row = async (text: string) =>
      (await within(log).findByText(subject(text))).closest('tr')!;
    const zone = aSession().timezone;
    const when = (iso: string) => formatListDateTime(iso, zone).replace(/\u00a0/g, ' ');
    const waiting = await row('Reminder: your session tomorrow');
    // When it goes out, not when it was written a week before.
    expect(waiting).toHaveTextContent(`Goes out ${when(sendsAt)}`);
    expect(within(waiting).getByText('Waiting to send')).toBeInTheDocument();
    const skipped = await row('Reminder: your session in one hour');
    expect(within(skipped).getByText('Skipped')).toBeInTheDocument();
    expect(skipped).toHaveTextContent(emailSkippedNote);
    const sent = await row('Your session is booked');
    expect(sent).toHaveTextContent(`Sent ${when(anEmail().sentAt!)}`);
  });

  it('show the newest five emails sent to him, and all of them when asked', async () => {
    api({
      ...base(),
      'GET /api/admin/clients/4/emails': {
        body: Array.from({ length: 8 }, (_, index) =>
          anEmail({ id: 40 + index, subject: `Email number ${index + 1}` }),
        ),
      },
    });
    const { user } = renderAt('/admin/clients/4?tab=emails');
    const log = (await screen.findByRole('heading', { name: 'Emails sent to the client' })).closest(
      'section',
    )!;
    await within(log).findByText(subject('Email number 1'));
    expect(within(log).getAllByText(subject(/^Email number/))).toHaveLength(5);
    expect(within(log).queryByText(subject('Email number 6'))).not.toBeInTheDocument();
    await user.click(within(log).getByRole('button', { name: 'Show All 8 Emails' }));
    expect(within(log).getAllByText(subject(/^Email number/))).toHaveLength(8);
    expect(within(log).queryByRole('button', { name: /^Show All/ })).not.toBeInTheDocument();
  });

  it('write his packages’ states capitalised and keep their sums on one line', async () => {
    const waiting = aPackage({ id: 8, packageType: 'single', amount: 1_150_000 });
    waiting.support = { ...waiting.support, state: 'waiting', priority: false };
    api(base(aRecord([aPackage(), waiting])));
    renderAt('/admin/clients/4?tab=packages');
    const table = await screen.findByRole('region', { name: 'Packages table' });
    const row = (title: RegExp) => within(table).getByRole('link', { name: title }).closest('tr')!;
    expect(within(row(/^Single Session/)).getByText('Waiting')).toBeInTheDocument();
    expect(within(row(/^5-Session Package/)).getByText('Open')).toBeInTheDocument();
    const paid = within(row(/^Single Session/)).getByText('$11,500.00 · Paid');
    expect(getComputedStyle(paid).whiteSpace).toBe('nowrap');
    // Its box is a keyboard's stop only when it scrolls (see the data table's own tests): here,
    // with nothing laid out, it does not.
    expect(table).not.toHaveAttribute('tabindex');
  });

  it('offer Give a Package and Add Credits in the head where nothing is left to book, each opening the Packages tab’s form in one press', async () => {
    api(base());
    const first = renderAt('/admin/clients/4');
    const give = await screen.findByRole('link', { name: 'Give a Package' });
    expect(screen.getByRole('link', { name: 'Add Credits' })).toBeInTheDocument();
    await first.user.click(give);
    const packages = screen.getByRole('tabpanel', { name: 'Packages' });
    expect(packages).toBeVisible();
    const form = within(packages).getByRole('heading', { name: 'Give a package' }).closest('form')!;
    expect(within(form).getByLabelText('Package')).toHaveFocus();
    first.unmount();

    const second = renderAt('/admin/clients/4');
    await second.user.click(await screen.findByRole('link', { name: 'Add Credits' }));
    expect(
      within(screen.getByRole('tabpanel', { name: 'Packages' })).getByRole('heading', {
        name: 'Add credits',
      }),
    ).toBeInTheDocument();
    second.unmount();

    // No paid package open: credits have nowhere to go, a package can still be given.
    api(base(aRecord([aPackage({ status: 'refunded' })])));
    renderAt('/admin/clients/4');
    expect(await screen.findByRole('link', { name: 'Give a Package' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Credits' })).not.toBeInTheDocument();
  });

  it('book a session only under a package with credits left', async () => {
    api(base());
    const { unmount } = renderAt('/admin/clients/4');
    await screen.findByRole('tab', { name: 'Sessions' });
    expect(screen.queryByRole('button', { name: 'Book a Session' })).not.toBeInTheDocument();
    unmount();

    api({
      ...base(aRecord([aPackage({ sessionsRemaining: 2, sessionsTotal: 7, canSchedule: true })])),
      'GET /api/booking-rules': { status: 500, body: { message: 'down' } },
    });
    const { user } = renderAt('/admin/clients/4');
    await user.click(await screen.findByRole('button', { name: 'Book a Session' }));
    const choose = screen.getByRole('button', { name: 'Choose a Time' });
    expect(screen.getByLabelText('Package to book under')).toHaveFocus();
    // Short enough for a phone's select: the client's only package of its kind needs no date.
    expect(screen.getByLabelText('Package to book under')).toHaveDisplayValue(
      '5-Session Package · 2 left',
    );
    await user.click(choose);
    expect(
      await screen.findByRole('form', { name: 'Book a session for the client' }),
    ).toBeInTheDocument();
  });
});
