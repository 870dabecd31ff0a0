import { screen, waitFor, within } from '@testing-library/react';
import {
  adminPaths,
  createAdminBookingSchema,
  emailSkippedNote,
  resendRefusals,
} from '@site/contracts/admin';
import { emailMessage } from '@site/contracts/schemas/messages';
import { renderWithProviders } from '@site/ui/testing';
import AdminRoutes from '../../../../routes';
import {
  aBooking,
  aBookingDetail,
  aSession,
  instant,
  pageOf,
  signedIn,
} from '../../../../test/fixtures';
import { mockApi, type Handler } from '../../../../test/mock-api';
import { formatListDateTime } from '../../../../lib/format';

afterEach(() => jest.restoreAllMocks());

const renderAt = (path: string) => renderWithProviders(<AdminRoutes />, { path });
const api = (routes: Record<string, Handler>) => mockApi({ ...signedIn(), ...routes });

describe('the bookings list', () => {
  it('shows each booking with its package, status and times in the owner’s zone', async () => {
    api({
      [`GET ${adminPaths.bookings}`]: {
        body: pageOf([
          aBooking({ scheduledAt: instant(3, '15:00') }),
          aBooking({
            id: 43,
            name: 'Lee Buyer',
            email: 'lee@example.com',
            packageType: '5-session',
            amount: 600000,
            status: 'paid',
            payment: 'offline',
            scheduledAt: null,
            questionnaireCompleted: false,
          }),
        ]),
      },
    });
    renderAt('/admin/bookings');
    const dana = (await screen.findByRole('link', { name: 'Dana Whitfield' })).closest('tr')!;
    expect(within(dana).getByText('Strategy Call', { exact: false })).toBeInTheDocument();
    // 15:00 UTC is 10:00 in Cancun (UTC-5 all year).
    expect(within(dana).getByText(/, 10:00 AM$/)).toBeInTheDocument();
    // A free call was never paid for: its status says what it is.
    expect(within(dana).getByText('Free call')).toBeInTheDocument();
    expect(within(dana).queryByText('Paid')).not.toBeInTheDocument();
    expect(within(dana).getByText('Questionnaire answered')).toBeInTheDocument();
    const lee = screen.getByRole('link', { name: 'Lee Buyer' }).closest('tr')!;
    expect(lee).toHaveTextContent('$6,000.00');
    expect(lee).toHaveTextContent('Paid outside the site');
    expect(within(lee).getByText('Paid')).toBeInTheDocument();
    expect(within(lee).getByText('Questionnaire not answered')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dana Whitfield' })).toHaveAttribute(
      'href',
      '/admin/bookings/42',
    );
  });

  it('asks the API with the filters of the URL, and keeps them in the form', async () => {
    const { calls } = api({ [`GET ${adminPaths.bookings}`]: { body: pageOf([]) } });
    renderAt('/admin/bookings?status=paid&kind=free&from=2030-01-01&q=dana&page=2&x=1');
    expect(await screen.findByText('No booking matches these filters.')).toBeInTheDocument();
    const listCall = calls.find((call) => call.path === adminPaths.bookings)!;
    expect(new URLSearchParams(listCall.url.split('?')[1]).toString()).toBe(
      'status=paid&kind=free&from=2030-01-01&q=dana&page=2',
    );
    expect(screen.getByLabelText('Status')).toHaveValue('paid');
    expect(screen.getByLabelText('Type')).toHaveValue('free');
    expect(screen.getByLabelText('Name or email')).toHaveValue('dana');
  });

  it('puts a search in the URL and starts again at page 1', async () => {
    const { calls } = api({ [`GET ${adminPaths.bookings}`]: { body: pageOf([aBooking()]) } });
    const { user } = renderAt('/admin/bookings?page=3');
    await screen.findByRole('link', { name: 'Dana Whitfield' });
    await user.type(screen.getByLabelText('Name or email'), 'dana@example.com');
    await user.selectOptions(screen.getByLabelText('Type'), 'paid');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/bookings'),
    );
    await waitFor(() =>
      expect(calls.at(-1)!.url).toBe(`${adminPaths.bookings}?kind=paid&q=dana%40example.com`),
    );
  });

  it('pages through the list with links that keep the filters', async () => {
    api({
      [`GET ${adminPaths.bookings}`]: {
        body: pageOf([aBooking()], { total: 45, page: 2, pageSize: 20 }),
      },
    });
    renderAt('/admin/bookings?status=paid&page=2');
    expect(await screen.findByText('Showing 21–40 of 45')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/admin/bookings?status=paid',
    );
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/admin/bookings?status=paid&page=3',
    );
  });

  it('says when there are no bookings at all, what will appear there, and offers Add a Booking', async () => {
    api({ [`GET ${adminPaths.bookings}`]: { body: pageOf([]) } });
    renderAt('/admin/bookings');
    const empty = (await screen.findByText('No bookings yet.')).closest<HTMLElement>(
      '[data-state="empty"]',
    )!;
    expect(empty).toHaveTextContent(
      'Every booking appears here: a package bought on the site, a free call booked, or one you add yourself for a client who paid you directly.',
    );
    expect(within(empty).getByRole('link', { name: 'Add a Booking' })).toHaveAttribute(
      'href',
      '/admin/bookings/new',
    );
  });

  it('shows a loading state, then the error with Retry', async () => {
    let calls = 0;
    api({
      [`GET ${adminPaths.bookings}`]: () =>
        ++calls === 1
          ? { status: 500, body: { message: 'Something went wrong on our side.' } }
          : { body: pageOf([aBooking()]) },
    });
    const { user } = renderAt('/admin/bookings');
    expect(await screen.findByText('Loading bookings…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The bookings could not be loaded.Something went wrong on our side.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Dana Whitfield' })).toBeInTheDocument();
  });
});

describe('a booking’s page', () => {
  it('shows the client, the session in both zones and the calendar event', async () => {
    const startsAt = instant(3, '15:00');
    api({
      [`GET ${adminPaths.booking(42)}`]: {
        body: aBookingDetail({
          sessions: [
            {
              id: 1,
              startsAt,
              endsAt: startsAt,
              timezone: 'Asia/Tokyo',
              status: 'scheduled',
              canChange: true,
              changeableUntil: null,
              joinUrl: null,
            },
          ],
          sessionsBooked: 1,
          sessionsRemaining: 0,
        }),
      },
    });
    renderAt('/admin/bookings/42');
    const session = await screen.findByRole('region', { name: 'Sessions' });
    // 15:00 UTC: 10:00 in Cancun, midnight of the next day in Tokyo (UTC+9).
    expect(within(session).getByText(/, 10:00 AM$/)).toBeInTheDocument();
    expect(within(session).getByText(/, 12:00 AM \(Tokyo time\)$/)).toBeInTheDocument();
    expect(within(session).getByText('On your Google Calendar')).toBeInTheDocument();
    expect(within(session).queryByText('evt_abc123')).not.toBeInTheDocument();
    // Its one call is booked: no scheduling link to hand out.
    expect(within(session).queryByText('Client’s scheduling link')).toBeNull();
    const client = screen.getByRole('region', { name: 'Client and package' });
    // The client's name opens his client page.
    expect(within(client).getByRole('link', { name: 'Dana Whitfield' })).toHaveAttribute(
      'href',
      '/admin/clients/7',
    );
    // The address may wrap after its punctuation (<wbr>, which jsdom's names read as spaces).
    const mail = within(client).getByRole('link', { name: /^dana@/ });
    expect(mail).toHaveTextContent(/^dana@example\.com$/);
    expect(mail).toHaveAttribute('href', 'mailto:dana@example.com');
    // A free call has no payment to show: no "Payment", no "Paid".
    expect(screen.queryByRole('region', { name: 'Payment' })).not.toBeInTheDocument();
    const call = screen.getByRole('region', { name: 'Free call' });
    // What a free call is, in words: no "Status Free call" beside its own heading.
    expect(call).toHaveTextContent(/A free 15-minute call a visitor books from the site/);
    expect(within(call).getAllByText('Free call')).toHaveLength(1);
    expect(within(call).queryByText('Status')).toBeNull();
    expect(call).toHaveTextContent('None: the discovery call is free');
    expect(call).not.toHaveTextContent('Paid');
  });

  it('offers the scheduling link while sessions are left to book, folded behind a Copy button', async () => {
    api({
      [`GET ${adminPaths.booking(42)}`]: {
        body: aBookingDetail({
          packageType: '5-session',
          amount: 600_000,
          sessionsTotal: 5,
          sessionsRemaining: 5,
        }),
      },
    });
    renderAt('/admin/bookings/42');
    const session = await screen.findByRole('region', { name: 'Sessions' });
    // The client's scheduling link is a button that copies it, not a long raw address to click;
    // the address itself stays folded behind "Show Link" until asked for.
    expect(within(session).queryByRole('link', { name: /schedule\/42/ })).not.toBeInTheDocument();
    const address = within(session).getByText(/schedule\/42/);
    expect(address).not.toBeVisible();
    within(session).getByText('Show Link').click();
    expect(address).toBeVisible();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    within(session).getByRole('button', { name: 'Copy Scheduling Link' }).click();
    await waitFor(() => expect(within(session).getByRole('status')).toHaveTextContent(/^Copied$/));
    expect(writeText).toHaveBeenCalledWith('http://localhost/schedule/42?key=secret-key');
  });

  it('names an erased client without a link to a client page', async () => {
    api({
      [`GET ${adminPaths.booking(42)}`]: {
        body: aBookingDetail({ clientId: null, name: 'Erased client' }),
      },
    });
    renderAt('/admin/bookings/42');
    const client = await screen.findByRole('region', { name: 'Client and package' });
    expect(client).toHaveTextContent('Erased client');
    expect(within(client).queryByRole('link', { name: 'Erased client' })).not.toBeInTheDocument();
  });

  it('links the Stripe payment to the Stripe Dashboard', async () => {
    api({
      [`GET ${adminPaths.booking(42)}`]: {
        body: aBookingDetail({
          packageType: 'single',
          amount: 150000,
          payment: 'card',
          status: 'paid',
          stripePaymentIntentId: 'pi_123',
          stripeDashboardUrl: 'https://dashboard.stripe.com/payments/pi_123',
        }),
      },
    });
    renderAt('/admin/bookings/42');
    const link = await screen.findByRole('link', { name: /pi_123/ });
    expect(link).toHaveAttribute('href', 'https://dashboard.stripe.com/payments/pi_123');
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('Card (Stripe)');
    expect(screen.getByRole('region', { name: 'Client and package' })).toHaveTextContent(
      '$1,500.00',
    );
  });

  it('says once that a package was given free, with the reason as the coach wrote it', async () => {
    const reason = 'Paid by bank transfer after our call\nThanks, Sam';
    api({
      [`GET ${adminPaths.booking(42)}`]: {
        body: aBookingDetail({
          packageType: '5-session',
          amount: 0,
          payment: 'complimentary',
          status: 'paid',
          givenReason: reason,
        }),
      },
    });
    renderAt('/admin/bookings/42');
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(payment.querySelector('[data-given]')!.textContent).toBe(`Given free · ${reason}`);
    expect(screen.getAllByText('Given free')).toHaveLength(1);
    expect(document.body).not.toHaveTextContent(/Complimentary|\$0\.00|Amount/);
    expect(within(payment).queryByText('Status')).not.toBeInTheDocument();
  });

  it('lays the questionnaire out by step with the question wording', async () => {
    api({ [`GET ${adminPaths.booking(42)}`]: { body: aBookingDetail() } });
    const { user } = renderAt('/admin/bookings/42');
    const answers = await screen.findByRole('region', { name: 'Questionnaire' });
    expect(
      within(answers)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['1. Current Reality', '2. The Gap You’re Feeling']);
    const terms = within(answers)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toContain('What is working in your life right now?');
    expect(within(answers).getByText('My family.')).toBeVisible();
    // The first step open; the others folded under one control until the owner opens them.
    const second = within(answers).getByRole('heading', { level: 3, name: /^2\./ });
    expect(second).not.toBeVisible();
    await user.click(within(answers).getByText('The other section'));
    expect(second).toBeVisible();
    expect(within(answers).getByText('7 / 10')).toBeVisible();
    expect(within(answers).getByText('Not answered')).toBeVisible();
  });

  it('shows the answers his questionnaire holds when he gave them for another of his bookings, with the way to it', async () => {
    const detail = aBookingDetail();
    api({
      [`GET ${adminPaths.booking(43)}`]: {
        body: aBookingDetail({
          id: 43,
          packageType: '5-session',
          questionnaire: { ...detail.questionnaire!, bookingId: 42 },
        }),
      },
    });
    renderAt('/admin/bookings/43');
    const answers = await screen.findByRole('region', { name: 'Questionnaire' });
    expect(within(answers).getByText('My family.')).toBeVisible();
    expect(within(answers).getByRole('link', { name: 'Free Strategy Call' })).toHaveAttribute(
      'href',
      '/admin/bookings/42',
    );
    expect(
      within(answers).getByText(/one questionnaire answers for all his bookings/),
    ).toBeVisible();
  });

  it('names no other booking when he answered for this one', async () => {
    api({ [`GET ${adminPaths.booking(42)}`]: { body: aBookingDetail() } });
    renderAt('/admin/bookings/42');
    const answers = await screen.findByRole('region', { name: 'Questionnaire' });
    expect(within(answers).queryByRole('link')).toBeNull();
  });

  it('says when the questionnaire is not answered yet', async () => {
    api({ [`GET ${adminPaths.booking(42)}`]: { body: aBookingDetail({ questionnaire: null }) } });
    renderAt('/admin/bookings/42');
    expect(
      await screen.findByText('The client has not answered the questionnaire yet.'),
    ).toBeInTheDocument();
  });

  it('lists the emails with their state and sends one again', async () => {
    const { callsTo } = api({
      [`GET ${adminPaths.booking(42)}`]: { body: aBookingDetail() },
      [`POST ${adminPaths.bookingEmailResend(42, 8)}`]: { status: 202, body: { queued: true } },
    });
    const { user } = renderAt('/admin/bookings/42');
    const emails = await screen.findByRole('region', { name: 'Emails' });
    const failed = within(emails).getByText('New strategy call').closest('tr')!;
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(failed).toHaveTextContent('Tried 5 times');
    expect(failed).toHaveTextContent('Last error: SMTP 550 mailbox unavailable');
    await user.click(within(failed).getByRole('button', { name: 'Send again: New strategy call' }));
    expect(await screen.findByText('Email queued again')).toBeInTheDocument();
    expect(callsTo('POST', adminPaths.bookingEmailResend(42, 8))).toHaveLength(1);
    // The page is read again to show the new state.
    await waitFor(() => expect(callsTo('GET', adminPaths.booking(42))).toHaveLength(2));
  });

  it('offers "Send Again" only for an email still true, and says why not for the others', async () => {
    const detail = aBookingDetail();
    api({
      [`GET ${adminPaths.booking(42)}`]: {
        body: aBookingDetail({
          emails: [
            { ...detail.emails[0]!, resendRefusal: resendRefusals.sessionCancelled },
            detail.emails[1]!,
          ],
        }),
      },
    });
    renderAt('/admin/bookings/42');
    const emails = await screen.findByRole('region', { name: 'Emails' });
    const confirmation = within(emails).getByText('Your strategy call is booked').closest('tr')!;
    expect(within(confirmation).queryByRole('button')).toBeNull();
    expect(confirmation).toHaveTextContent(resendRefusals.sessionCancelled);
    const notice = within(emails).getByText('New strategy call').closest('tr')!;
    expect(
      within(notice).getByRole('button', { name: 'Send again: New strategy call' }),
    ).toBeEnabled();
  });

  it('shows a reminder skipped after its session moved as skipped, not failed, with nothing to send again', async () => {
    const detail = aBookingDetail();
    api({
      [`GET ${adminPaths.booking(42)}`]: {
        body: aBookingDetail({
          emails: [
            {
              ...detail.emails[0]!,
              id: 9,
              kind: 'client.session-reminder',
              subject: 'Reminder: your call tomorrow',
              status: 'cancelled',
              attempts: 0,
              lastError: 'Its session moved or was cancelled',
              sentAt: null,
              sendsAt: null,
              // The API would rebuild it for the session's new time; the page offers no copy of
              // a reminder for a time that no longer stands.
              resendRefusal: null,
            },
          ],
        }),
      },
    });
    renderAt('/admin/bookings/42');
    const emails = await screen.findByRole('region', { name: 'Emails' });
    const skipped = within(emails).getByText('Reminder: your call tomorrow').closest('tr')!;
    expect(within(skipped).getByText('Skipped')).toBeInTheDocument();
    expect(skipped).toHaveTextContent(emailSkippedNote);
    expect(skipped).not.toHaveTextContent('Last error');
    expect(within(skipped).queryByRole('button')).toBeNull();
  });

  it('says when an email waiting to send goes out, with no Send Again, and when one was sent beside it', async () => {
    const detail = aBookingDetail();
    const sendsAt = instant(1, '18:45');
    api({
      [`GET ${adminPaths.booking(42)}`]: {
        body: aBookingDetail({
          emails: [
            detail.emails[0]!,
            {
              ...detail.emails[0]!,
              id: 9,
              kind: 'client.session-reminder',
              subject: 'Reminder: your call tomorrow',
              status: 'queued',
              attempts: 0,
              sentAt: null,
              sendsAt,
            },
          ],
        }),
      },
    });
    renderAt('/admin/bookings/42');
    const emails = await screen.findByRole('region', { name: 'Emails' });
    const zone = aSession().timezone;
    // As read on the screen (its no-break spaces read as spaces).
    const when = (iso: string) => formatListDateTime(iso, zone).replace(/\u00a0/g, ' ');
    const waiting = within(emails).getByText('Reminder: your call tomorrow').closest('tr')!;
    expect(waiting).toHaveTextContent(`To the client · Goes out ${when(sendsAt)}`);
    expect(within(waiting).queryByRole('button')).toBeNull();
    const sent = within(emails).getByText('Your strategy call is booked').closest('tr')!;
    expect(sent).toHaveTextContent(`Sent ${when(detail.emails[0]!.sentAt!)}`);
    const sendAgain = within(sent).getByRole('button', {
      name: 'Send again: Your strategy call is booked',
    });
    expect(sendAgain).toBeEnabled();
    // Send Again stands in the table's last column, after the state.
    expect(
      within(emails)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Email', 'State', 'Action']);
    expect(within(sent).getAllByRole('cell').at(-1)).toContainElement(sendAgain);
    expect(within(sent).getAllByRole('cell').at(-2)).toHaveTextContent('Sent');
  });

  it('says so when there is no such booking', async () => {
    api({ [`GET ${adminPaths.booking(99)}`]: { status: 404, body: { message: 'Not found' } } });
    renderAt('/admin/bookings/99');
    expect(await screen.findByText('There is no booking with this number.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to bookings' })).toHaveAttribute(
      'href',
      '/admin/bookings',
    );
  });

  it('calls a non-numeric booking number unknown without asking the API', async () => {
    const { callsTo } = api({});
    renderAt('/admin/bookings/12abc');
    expect(await screen.findByText('There is no booking with this number.')).toBeInTheDocument();
    expect(callsTo('GET', adminPaths.booking('12abc'))).toEqual([]);
  });
});

describe('adding a booking', () => {
  it('checks every field with the shared messages before calling the API', async () => {
    const { callsTo } = api({});
    const { user } = renderAt('/admin/bookings/new');
    await user.click(await screen.findByRole('button', { name: 'Add Booking' }));
    expect(screen.getByText('Please choose a package')).toBeInTheDocument();
    expect(screen.getByText('Please enter the client’s name')).toBeInTheDocument();
    expect(screen.getByText(emailMessage)).toBeInTheDocument();
    expect(screen.getByText('Please choose how it was paid')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Single Session/ })).toHaveFocus();
    expect(callsTo('POST', adminPaths.bookings)).toEqual([]);
    // The messages are the contract's, which the API validates with too.
    await expect(createAdminBookingSchema.validate({})).rejects.toThrow();
  });

  it('adds the booking and opens its page', async () => {
    const { callsTo } = api({
      [`POST ${adminPaths.bookings}`]: {
        status: 201,
        body: aBookingDetail({ id: 77, name: 'Lee Buyer', packageType: '5-session' }),
      },
      [`GET ${adminPaths.booking(77)}`]: {
        body: aBookingDetail({ id: 77, name: 'Lee Buyer', packageType: '5-session' }),
      },
    });
    const { user } = renderAt('/admin/bookings/new');
    await user.click(await screen.findByRole('radio', { name: /5-Session Package/ }));
    await user.type(screen.getByLabelText('Client’s name'), 'Lee Buyer');
    await user.type(screen.getByLabelText('Client’s email'), 'lee@example.com');
    await user.click(screen.getByRole('radio', { name: /Paid outside the site/ }));
    await user.click(screen.getByRole('button', { name: 'Add Booking' }));
    expect(
      // Named after its client and package, never by its number.
      await screen.findByRole('heading', { level: 1, name: 'Lee Buyer · 5-Session Package' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/bookings/77');
    expect(screen.getByText('Booking added')).toBeInTheDocument();
    expect(callsTo('POST', adminPaths.bookings)[0]!.body).toEqual({
      packageType: '5-session',
      name: 'Lee Buyer',
      email: 'lee@example.com',
      payment: 'offline',
    });
  });

  it('shows the API’s refusal and keeps what was typed', async () => {
    api({
      [`POST ${adminPaths.bookings}`]: {
        status: 400,
        body: { message: 'Validation failed', errors: { email: emailMessage } },
      },
    });
    const { user } = renderAt('/admin/bookings/new');
    await user.click(await screen.findByRole('radio', { name: /Single Session/ }));
    await user.type(screen.getByLabelText('Client’s name'), 'Lee Buyer');
    await user.type(screen.getByLabelText('Client’s email'), 'lee@example.com');
    await user.click(screen.getByRole('radio', { name: 'Given free (no payment)' }));
    await user.click(screen.getByRole('button', { name: 'Add Booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Validation failed');
    expect(screen.getByText(emailMessage)).toBeInTheDocument();
    expect(screen.getByLabelText('Client’s name')).toHaveValue('Lee Buyer');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/bookings/new');
  });
});
