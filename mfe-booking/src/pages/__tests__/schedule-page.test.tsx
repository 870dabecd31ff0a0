import { screen, waitFor, within } from '@testing-library/react';
import type { BookingSession, ConsultationBooking } from '@site/contracts/api-types';
import { scheduleMessages } from '@site/contracts/schemas/schedule';
import { sessionMessages } from '@site/contracts/sessions';
import { addDays, formatTime, slotStart } from '@site/contracts/slots';
import { renderWithProviders } from '@site/ui/testing';
import BookingRoutes, { pages } from '../../routes';
import { chosenDay, dayLabel, pickDay, pickTime } from '../../test/calendar';
import { injectClock, nextWeekday } from '../../test/clock';
import { mockApi, type Handler } from '../../test/mock-api';
import { defaultBookingRules } from '../../features/bookings/api/booking-rules';
import { defaultMinimumNoticeMinutes } from '@site/contracts/schedules/schedule';
import { portalHint } from '../../test/portal-hint';

/** The zone the visitor's browser reports; undefined: this machine's own. */
let browserZone: string | null | undefined;
jest.mock('../../lib/use-now', () => {
  const actual = jest.requireActual('../../lib/use-now');
  return {
    ...actual,
    useBrowserTimezone: () =>
      browserZone === undefined ? actual.useBrowserTimezone() : browserZone,
  };
});

let day: string;

beforeEach(() => {
  const { today } = injectClock();
  // A weekday past the paid sessions' minimum notice: every time of its grid is bookable.
  day = nextWeekday(addDays(today, Math.ceil(defaultMinimumNoticeMinutes.sessions / (24 * 60))));
  browserZone = undefined;
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  window.localStorage.clear();
  portalHint.clear();
});

const paid: ConsultationBooking = {
  id: 12,
  packageType: '5-session',
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  amount: 600000,
  givenFree: false,
  status: 'paid',
  scheduledAt: null,
  timezone: null,
  sessions: [],
  sessionsTotal: 5,
  sessionsBooked: 0,
  sessionsRemaining: 5,
  canSchedule: true,
  canRequestRefund: false,
  refundableUntil: null,
};

const single: ConsultationBooking = {
  ...paid,
  packageType: 'single',
  amount: 150000,
  sessionsTotal: 1,
  sessionsRemaining: 1,
};

/** A booked session starting at `time` (HH:mm in `zone`) on `date`, movable unless told. */
function aSession(
  id: number,
  date: string,
  time: string,
  zone = 'America/New_York',
  overrides: Partial<BookingSession> = {},
): BookingSession {
  const start = slotStart(date, time, zone);
  return {
    id,
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 90 * 60_000).toISOString(),
    timezone: zone,
    status: 'scheduled',
    canChange: true,
    changeableUntil: new Date(start.getTime() - 24 * 3_600_000).toISOString(),
    joinUrl: null,
    ...overrides,
  };
}

/** The booking with these sessions, its counts derived from them as the API derives them. */
function withSessions(
  booking: ConsultationBooking,
  sessions: BookingSession[],
): ConsultationBooking {
  const booked = sessions.filter((session) => session.status !== 'cancelled').length;
  const next = sessions.find((session) => session.status !== 'cancelled');
  return {
    ...booking,
    sessions,
    sessionsBooked: booked,
    sessionsRemaining: booking.sessionsTotal - booked,
    canSchedule: booking.sessionsTotal - booked > 0,
    scheduledAt: next?.startsAt ?? null,
    timezone: next?.timezone ?? null,
  };
}

function api(booking: Handler, overrides: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/consultation-bookings/12': booking,
    'GET /api/booking-rules': { body: defaultBookingRules },
    'GET /api/consultation-bookings': { body: [] },
    [`GET /api/calendar-availability/${day}`]: { body: { events: [] } },
    ...overrides,
  });
}

/** The coach's schedules with no hours on any day: the calendar has no open day to choose. */
const closedRules = {
  ...defaultBookingRules,
  schedules: {
    ...defaultBookingRules.schedules,
    sessions: {
      ...defaultBookingRules.schedules.sessions,
      weekly: Array.from({ length: 7 }, () => []),
    },
  },
};

const renderAt = (path: string) => renderWithProviders(<BookingRoutes />, { path });

describe('schedule page', () => {
  // Pages load their code on first show; tests start with it loaded, as the server does.
  beforeAll(() => Promise.all(pages.map((page) => page.Component.preload?.())));

  it('calls a non-numeric link invalid without asking the API', () => {
    const { calls } = api({ body: paid });
    renderAt('/schedule/12abc');
    expect(screen.getByText('This scheduling link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Consulting' })).toHaveAttribute(
      'href',
      '/consulting',
    );
    expect(calls).toEqual([]);
  });

  it('says it is loading, then shows a booking it cannot find', async () => {
    api({ status: 404, body: { message: 'Booking not found' } });
    renderAt('/schedule/12');
    expect(screen.getByText('Loading booking details...')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'We couldn’t find your consultation booking. Please check your payment confirmation email.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Booking Not Found');
    // The title says what the page shows, not the page it meant to be.
    await waitFor(() => expect(document.title).toMatch(/^Booking Not Found \|/));
    // His way on is his client portal (signed in by the link's key), then a message to the coach.
    const actions = screen.getAllByRole('link', { name: /Open Your Client Portal|Write to Me/ });
    expect(actions.map((link) => link.textContent)).toEqual([
      'Open Your Client Portal',
      'Write to Me',
    ]);
    expect(actions[0]).toHaveAttribute('href', '/portal');
    expect(actions[1]).toHaveAttribute('href', '/connect');
    expect(screen.queryByRole('link', { name: 'Return to Consulting' })).toBeNull();
  });

  it.each([
    ['pending', 'Unpaid', false],
    ['payment_failed', 'Payment Failed', true],
    ['expired', 'expired', true],
  ])(
    'asks for payment when the status is %s, with its badge',
    async (status, badge, destructive) => {
      api({ body: { ...paid, status } });
      renderAt('/schedule/12');
      expect(await screen.findByRole('heading', { name: 'Payment Required' })).toBeInTheDocument();
      expect(screen.getByText(/Your consultation booking is pending payment/)).toBeInTheDocument();
      const shown = screen.getByText(badge);
      // The destructive badge has white text on red; the pending one navy on gold.
      expect(getComputedStyle(shown).color).toBe(
        destructive ? 'rgb(255, 255, 255)' : 'rgb(19, 33, 60)',
      );
    },
  );

  it.each([
    ['refunded', 'Booking Refunded', 'This booking has been refunded in full'],
    ['cancelled', 'Booking Cancelled', 'This booking has been cancelled'],
  ])('a %s booking says so and offers the contact page', async (status, title, text) => {
    api({ body: { ...paid, status } });
    renderAt('/schedule/12');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(text))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Contact Page' })).toHaveAttribute(
      'href',
      '/connect',
    );
    expect(screen.queryByRole('button', { name: /Schedule/ })).not.toBeInTheDocument();
  });

  it('says all sessions are booked, shows the session in its zone and leads to the questionnaire, keeping the key', async () => {
    api({ body: withSessions(single, [aSession(7, day, '10:00')]) });
    renderAt('/schedule/12?key=secret-key');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'All Sessions Booked' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^All Sessions Booked \|/));
    const sessions = within(screen.getByRole('region', { name: 'Your Sessions' }));
    expect(sessions.getByText(/10:00 AM \(Eastern\)$/)).toBeInTheDocument();
    expect(sessions.getByText(/1 of 1 booked/)).toHaveTextContent('0 sessions remaining');
    expect(sessions.getByText(sessionMessages.joinLinkFollows)).toBeInTheDocument();
    expect(sessions.getByRole('button', { name: /^Move the session of/ })).toBeInTheDocument();
    expect(sessions.getByRole('button', { name: /^Cancel the session of/ })).toBeInTheDocument();
    // No form for another session: the package has none left.
    expect(screen.queryByRole('button', { name: 'Schedule Consultation' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Complete Pre-Session Questionnaire' }),
    ).toHaveAttribute('href', '/questionnaire/12?key=secret-key');
  });

  it('lists the sessions of a package, how many remain, and the form for the next one', async () => {
    const joinUrl = 'https://meet.example.com/abc-defg-hij';
    api({
      body: withSessions(paid, [
        aSession(1, day, '09:00', 'Europe/Paris', { joinUrl }),
        aSession(2, day, '14:00', 'Europe/Paris', { status: 'rescheduled' }),
        aSession(3, day, '15:00', 'Europe/Paris', { status: 'cancelled', canChange: false }),
      ]),
    });
    renderAt('/schedule/12');
    const region = await screen.findByRole('region', { name: 'Your Sessions' });
    const sessions = within(region);
    expect(sessions.getByText(/2 of 5 booked/)).toHaveTextContent('3 sessions remaining');
    // Cancelled sessions gave their credit back and are not listed.
    expect(sessions.getAllByRole('listitem')).toHaveLength(2);
    expect(sessions.getByRole('heading', { name: 'Session 1' })).toBeInTheDocument();
    expect(sessions.getByText(/9:00 AM \(Central European\)$/)).toBeInTheDocument();
    expect(sessions.getByRole('heading', { name: 'Session 2 Moved' })).toBeInTheDocument();
    expect(sessions.getByRole('link', { name: 'Join link for this session' })).toHaveAttribute(
      'href',
      joinUrl,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Schedule Session 3 of 5');
    expect(screen.getByRole('button', { name: 'Schedule Session 3 of 5' })).toBeInTheDocument();
    // The questionnaire is the booking details card's own action, never a button on its own
    // under the page's columns.
    const details = within(screen.getByRole('region', { name: 'Booking Details' }));
    expect(
      details.getByRole('link', { name: 'Complete Pre-Session Questionnaire' }),
    ).toHaveAttribute('href', '/questionnaire/12');
  });

  it('inside 24 hours a session cannot change: it says why and offers the contact page', async () => {
    api({
      body: withSessions(paid, [
        aSession(1, day, '10:00', 'America/New_York', { canChange: false }),
      ]),
    });
    renderAt('/schedule/12');
    const sessions = within(await screen.findByRole('region', { name: 'Your Sessions' }));
    expect(sessions.getByText(sessionMessages.tooLateToChange)).toBeInTheDocument();
    expect(sessions.getByRole('link', { name: 'Go to the contact page' })).toHaveAttribute(
      'href',
      '/connect',
    );
    expect(sessions.queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
    expect(sessions.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it('shows the booking details and the session facts of a paid package', async () => {
    const { calls } = api({ body: paid });
    renderAt('/schedule/12?key=abc');
    const details = within(await screen.findByRole('region', { name: 'Booking Details' }));
    expect(details.getByText('5-Session Transformation Package')).toBeInTheDocument();
    expect(details.getByText('Dana Whitfield')).toBeInTheDocument();
    expect(details.getByText('dana@example.com')).toBeInTheDocument();
    expect(details.getByText('Amount Paid:')).toBeInTheDocument();
    expect(details.getByText('$6,000.00')).toBeInTheDocument();
    expect(details.getByText('Payment Confirmed')).toBeInTheDocument();
    expect(details.queryByText('Free')).not.toBeInTheDocument();
    expect(calls[0]!.url).toBe('/api/consultation-bookings/12?key=abc');
    // The format is the radio's choice alone: no line under it repeats it.
    expect(
      screen.getByRole('group', { name: 'How would you like to meet?' }),
    ).toHaveAccessibleDescription(`Either way on Zoom. ${sessionMessages.joinLinkFollows}`);
    expect(screen.queryByText('Session Format:')).not.toBeInTheDocument();
    // The session's length as the package sells it ("Five 60-minute sessions"), then the rest
    // of the hour and a half the calendar keeps free.
    expect(screen.getByText('Duration:').nextElementSibling).toHaveTextContent(
      /^60 minutes, with 30 more kept free so we never have to stop early$/,
    );
    expect(screen.queryByText(/90 minutes/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Available Times' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule Session 1 of 5' })).toBeInTheDocument();
    expect(screen.queryByText('Available Hours:')).not.toBeInTheDocument();
  });

  it('names a package the coach gave Complimentary, with no amount paid and no payment status', async () => {
    api({ body: { ...paid, amount: 0, givenFree: true } });
    renderAt('/schedule/12');
    const details = within(await screen.findByRole('region', { name: 'Booking Details' }));
    expect(details.getByText('5-Session Transformation Package')).toBeInTheDocument();
    expect(details.getByText('Price:').nextElementSibling).toHaveTextContent(/^Complimentary$/);
    expect(details.queryByText('Amount Paid:')).not.toBeInTheDocument();
    expect(details.queryByText('$0.00')).not.toBeInTheDocument();
    expect(details.queryByText('Status:')).not.toBeInTheDocument();
    expect(details.queryByText('Payment Confirmed')).not.toBeInTheDocument();
  });

  it('offers the strategy call its hours and its own button', async () => {
    api({ body: { ...paid, packageType: 'strategy-call', amount: 0 } });
    renderAt('/schedule/12');
    expect(await screen.findByText('Free 15-Minute Strategy Call')).toBeInTheDocument();
    // The hours kept whole on their line: no-break spaces keep each time with its PM, and the
    // dash with its neighbours stays on one line.
    const dash = screen.getByText('PM–4:00');
    expect(dash.closest('dd')).toHaveTextContent('1:00 PM–4:00 PM Cancun time, Monday to Friday');
    expect(dash.closest('dd')?.textContent).toContain('1:00\u00a0PM–4:00\u00a0PM');
    expect(getComputedStyle(dash).whiteSpace).toBe('nowrap');
    expect(screen.getByRole('button', { name: 'Schedule Strategy Call' })).toBeInTheDocument();
    // Free: no amount paid, no payment to confirm.
    const details = within(screen.getByRole('region', { name: 'Booking Details' }));
    expect(details.getByText('Free')).toBeInTheDocument();
    expect(details.queryByText('Amount Paid:')).not.toBeInTheDocument();
    expect(details.queryByText('$0.00')).not.toBeInTheDocument();
    expect(details.queryByText('Payment Confirmed')).not.toBeInTheDocument();
  });

  it('puts the scheduling before the booking details (first on a phone)', async () => {
    api({ body: paid });
    renderAt('/schedule/12');
    const details = await screen.findByRole('region', { name: 'Booking Details' });
    const scheduling = screen.getByRole('heading', { name: 'Select Date & Time' });
    expect(
      scheduling.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('opens its calendar with the first open day chosen and that day’s times asked for', async () => {
    const { calls } = api({ body: paid });
    renderAt('/schedule/12');
    await screen.findByRole('region', { name: 'Booking Details' });
    await waitFor(() => expect(chosenDay()).not.toBeNull());
    expect(await screen.findByRole('heading', { name: 'Available Times' })).toBeInTheDocument();
    expect(screen.queryByText('Choose a day to see its available times.')).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/api/calendar-availability/'))).toBe(true);
  });

  it("with no day chosen, asks for both a date and a time: 'Missing Information'", async () => {
    // No open day in the calendar's months: nothing is chosen for him.
    const { calls } = api({ body: single }, { 'GET /api/booking-rules': { body: closedRules } });
    const { user } = renderAt('/schedule/12');
    expect(await screen.findByText('Choose a day to see its available times.')).toBeVisible();
    expect(chosenDay()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Schedule Consultation' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(
      screen.getByText('Please select both a date and time for your consultation.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("with the day chosen and no time, asks only for the time: 'Missing Information'", async () => {
    const { calls } = api({ body: single });
    const { user } = renderAt('/schedule/12');
    await waitFor(() => expect(chosenDay()).not.toBeNull());
    await user.click(await screen.findByRole('button', { name: 'Schedule Consultation' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText(scheduleMessages.missingTime)).toBeInTheDocument();
    expect(screen.queryByText(scheduleMessages.missing)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it.each([
    ['Asia/Kolkata', 'Asia/Kolkata'],
    ['UTC', 'UTC'],
    [null, 'America/Cancun'],
  ])(
    'preselects the zone the free call page would for a browser in %s (%s), and remembers a choice',
    async (zone, preselected) => {
      browserZone = zone;
      api({ body: single });
      const first = renderAt('/schedule/12?key=k1');
      await screen.findByRole('region', { name: 'Booking Details' });
      expect(screen.getByLabelText('Time zone')).toHaveValue(preselected);
      await first.user.selectOptions(screen.getByLabelText('Time zone'), 'Asia/Tokyo');
      first.unmount();
      renderAt('/schedule/12?key=k1');
      await screen.findByRole('region', { name: 'Booking Details' });
      expect(screen.getByLabelText('Time zone')).toHaveValue('Asia/Tokyo');
    },
  );

  it('offers only free times in the chosen zone and books the one session, then goes to the questionnaire', async () => {
    const takenAt = slotStart(day, '14:00', 'America/Cancun');
    const taken = takenAt.toISOString();
    const takenEnd = new Date(takenAt.getTime() + 90 * 60_000).toISOString();
    const { calls } = api(
      { body: single },
      {
        'GET /api/consultation-bookings': {
          body: [
            { packageType: 'single', status: 'scheduled', scheduledAt: taken, endsAt: takenEnd },
          ],
        },
        'POST /api/consultation-bookings/12/schedule': {
          body: withSessions(single, [aSession(1, day, '10:30', 'America/Cancun')]),
        },
      },
    );
    const { user } = renderAt('/schedule/12?key=k1');
    await screen.findByRole('region', { name: 'Booking Details' });
    await user.selectOptions(screen.getByLabelText('Time zone'), 'America/Cancun');
    await pickDay(user, day);
    const times = await screen.findByRole('list', { name: 'Available Times' });
    const options = within(times)
      .getAllByRole('button')
      .map((option) => option.textContent);
    // 14:00 Cancun is taken for 90 minutes: the 2:00, 2:30 and 3:00 PM starts clash with it.
    expect(options).toEqual([
      '9:00 AM',
      '9:30 AM',
      '10:00 AM',
      '10:30 AM',
      '11:00 AM',
      '11:30 AM',
      '3:30 PM',
      '4:00 PM',
      '4:30 PM',
    ]);
    await pickTime(user, '10:30 AM');
    await user.click(screen.getByRole('button', { name: 'Schedule Consultation' }));
    expect(await screen.findByText('Consultation Scheduled')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your consultation has been scheduled successfully. You’ll receive a confirmation email shortly.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/questionnaire/12'),
    );
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toBe('/api/consultation-bookings/12/schedule?key=k1');
    expect(post.body).toEqual({
      scheduledAt: slotStart(day, '10:30', 'America/Cancun').toISOString(),
      timezone: 'America/Cancun',
      // A paid session is a video call unless the client chooses audio.
      format: 'video',
    });
  });

  it("shows the server's reason when scheduling fails and stays", async () => {
    api(
      { body: paid },
      {
        'POST /api/consultation-bookings/12/schedule': {
          status: 400,
          body: { message: 'Sessions can only be booked within the next 60 days.' },
        },
      },
    );
    const { user } = renderAt('/schedule/12');
    await screen.findByRole('region', { name: 'Booking Details' });
    await user.selectOptions(screen.getByLabelText('Time zone'), 'America/Cancun');
    await pickDay(user, day);
    await pickTime(user, '9:00 AM');
    await user.click(screen.getByRole('button', { name: 'Schedule Session 1 of 5' }));
    expect(await screen.findByText('Scheduling Failed')).toBeInTheDocument();
    expect(
      screen.getByText('Sessions can only be booked within the next 60 days.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/schedule/12');
  });

  /** Chooses `time` on `day` in Cancun in the form on the page. */
  async function chooseTime(user: ReturnType<typeof renderAt>['user'], time: string) {
    await user.selectOptions(screen.getByLabelText('Time zone'), 'America/Cancun');
    await pickDay(user, day);
    await pickTime(user, time);
  }

  it('books the next session of a package and stays for the one after', async () => {
    let current = paid;
    const { calls } = api(() => ({ body: current }), {
      'POST /api/consultation-bookings/12/schedule': ({ body }) => {
        const request = body as { scheduledAt: string; timezone: string };
        current = withSessions(paid, [
          { ...aSession(1, day, '09:00', request.timezone), startsAt: request.scheduledAt },
        ]);
        return { body: current };
      },
    });
    const { user } = renderAt('/schedule/12?key=k2');
    await screen.findByRole('region', { name: 'Booking Details' });
    expect(screen.getByText('No session is booked yet. Choose your first time with the form.'));
    await chooseTime(user, '11:00 AM');
    await user.click(screen.getByRole('button', { name: 'Schedule Session 1 of 5' }));
    // Said once, on the page: no toast over it.
    expect(await screen.findByRole('status', { name: 'Session 1 Booked' })).toBeInTheDocument();
    expect(screen.queryByText('Consultation Scheduled')).not.toBeInTheDocument();
    // The title says what was just done, not the session whose form is not on the page yet.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Session 1 Is Booked');
    expect(screen.queryByText(/Schedule Session 2 of 5/)).toBeNull();
    const sessions = within(screen.getByRole('region', { name: 'Your Sessions' }));
    expect(await sessions.findByText(/11:00 AM \(Eastern Standard/)).toBeInTheDocument();
    expect(sessions.getByText(/1 of 5 booked/)).toHaveTextContent('4 sessions remaining');
    // Confirmed at the top of the page, with the focus, and kept: what, when, a calendar file of
    // the invitation's event and his portal, instead of a fresh calendar under a fading line.
    const notice = screen.getByRole('status', { name: 'Session 1 Booked' });
    expect(notice).toHaveFocus();
    expect(notice).toHaveTextContent(/11:00 AM \(Eastern Standard/);
    expect(notice).toHaveTextContent('Session 1 of 5 · 5-Session Transformation Package');
    expect(within(notice).getByRole('link', { name: 'Add to Calendar' })).toHaveAttribute(
      'href',
      '/api/consultation-bookings/12/sessions/1/calendar.ics?key=k2',
    );
    expect(within(notice).getByRole('link', { name: 'Open Your Client Portal' })).toHaveAttribute(
      'href',
      '/portal?booking=12&key=k2',
    );
    expect(notice).toHaveTextContent('4 of 5 sessions left to book');
    // Still here; the form for the next session waits behind its button.
    expect(screen.getByTestId('location')).toHaveTextContent('/schedule/12');
    expect(screen.queryByRole('heading', { name: 'Select Date & Time' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.url).toBe(
      '/api/consultation-bookings/12/schedule?key=k2',
    );
    await user.click(within(notice).getByRole('button', { name: 'Book Your Next Session' }));
    expect(screen.getByRole('heading', { name: 'Select Date & Time' })).toHaveFocus();
    // Chosen afresh: the calendar opens on its first open day, the time just booked not chosen.
    expect(screen.queryByRole('button', { name: '11:00 AM', pressed: true })).toBeNull();
    // The confirmation stays while he chooses the next.
    expect(screen.getByRole('status', { name: 'Session 1 Booked' })).toBeInTheDocument();
    expect(within(notice).queryByRole('button', { name: 'Book Your Next Session' })).toBeNull();
    // The form and the page's title name the next session of the package.
    expect(screen.getByRole('button', { name: 'Schedule Session 2 of 5' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Schedule Session 2 of 5');
    await waitFor(() => expect(document.title).toMatch(/^Schedule Session 2 of 5 \|/));
  });

  it('after booking the first session, puts the questionnaire in the notice at the top, once', async () => {
    let current: ConsultationBooking = { ...paid, questionnaireCompleted: false };
    api(() => ({ body: current }), {
      'POST /api/consultation-bookings/12/schedule': ({ body }) => {
        const request = body as { scheduledAt: string; timezone: string };
        current = {
          ...withSessions(paid, [
            { ...aSession(1, day, '09:00', request.timezone), startsAt: request.scheduledAt },
          ]),
          questionnaireCompleted: false,
        };
        return { body: current };
      },
    });
    const { user } = renderAt('/schedule/12?key=k2');
    await screen.findByRole('region', { name: 'Booking Details' });
    await chooseTime(user, '11:00 AM');
    await user.click(screen.getByRole('button', { name: 'Schedule Session 1 of 5' }));
    const notice = await screen.findByRole('status', { name: 'Session 1 Booked' });
    expect(notice).toHaveTextContent('Next: your questionnaire, 7 short steps (10–15 min)');
    expect(
      within(notice).getByRole('link', { name: 'Complete Pre-Session Questionnaire' }),
    ).toHaveAttribute('href', '/questionnaire/12?key=k2');
    expect(notice).toHaveTextContent('4 of 5 sessions left to book');
    // One way to it on the page: the booking details no longer repeat it.
    await waitFor(() =>
      expect(
        screen.getAllByRole('link', { name: 'Complete Pre-Session Questionnaire' }),
      ).toHaveLength(1),
    );
  });

  it('books a paid session as an audio call when the client chooses it', async () => {
    let current = paid;
    const { calls } = api(() => ({ body: current }), {
      'POST /api/consultation-bookings/12/schedule': () => {
        current = withSessions(paid, [
          { ...aSession(1, day, '09:00', 'America/Cancun'), format: 'audio' },
        ]);
        return { body: current };
      },
    });
    const { user } = renderAt('/schedule/12');
    await screen.findByRole('region', { name: 'Booking Details' });
    const how = screen.getByRole('group', { name: 'How would you like to meet?' });
    expect(within(how).getByRole('radio', { name: 'Video call' })).toBeChecked();
    await user.click(within(how).getByRole('radio', { name: /Audio call/ }));
    expect(within(how).getByRole('radio', { name: /Audio call/ })).toBeChecked();
    await chooseTime(user, '9:00 AM');
    await user.click(screen.getByRole('button', { name: 'Schedule Session 1 of 5' }));
    // The confirmation says how they will meet, as booked.
    expect(await screen.findByRole('status', { name: 'Session 1 Booked' })).toHaveTextContent(
      /How\s*Audio call/,
    );
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ format: 'audio' });
  });

  it('moves a session with the slot picker, then shows it at its new time', async () => {
    const first = aSession(5, day, '09:00', 'America/Cancun');
    let current = withSessions(paid, [first]);
    const { calls } = api(() => ({ body: current }), {
      'POST /api/consultation-bookings/12/sessions/5/reschedule': ({ body }) => {
        const request = body as { scheduledAt: string };
        current = withSessions(paid, [
          { ...first, startsAt: request.scheduledAt, status: 'rescheduled' },
        ]);
        return { body: current };
      },
    });
    const { user } = renderAt('/schedule/12?key=k3');
    await user.click(
      await screen.findByRole('button', { name: /^Move the session of .*9:00\sAM/ }),
    );
    const heading = screen.getByRole('heading', { name: 'Move Your Session' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/^Currently: .*9:00 AM/)).toBeInTheDocument();
    // The moved session's own zone is preselected.
    expect(screen.getByLabelText('Time zone')).toHaveValue('America/Cancun');
    await pickDay(user, day);
    await pickTime(user, '2:30 PM');
    await user.click(screen.getByRole('button', { name: 'Move Session' }));
    // Confirmed on the page, and kept: its new time, a calendar file of the updated event.
    const moved = await screen.findByRole('status', { name: 'Session 1 Moved' });
    expect(moved).toHaveFocus();
    expect(moved).toHaveTextContent(/2:30 PM \(Eastern Standard/);
    expect(moved).toHaveTextContent('An updated invitation is on its way by email.');
    expect(within(moved).getByRole('link', { name: 'Add to Calendar' })).toHaveAttribute(
      'href',
      '/api/consultation-bookings/12/sessions/5/calendar.ics?key=k3',
    );
    expect(screen.queryByText(/Your session is now on/)).toBeNull();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toBe('/api/consultation-bookings/12/sessions/5/reschedule?key=k3');
    expect(post.body).toEqual({
      scheduledAt: slotStart(day, '14:30', 'America/Cancun').toISOString(),
      timezone: 'America/Cancun',
    });
    const sessions = within(screen.getByRole('region', { name: 'Your Sessions' }));
    expect(await sessions.findByText(/2:30 PM \(Eastern Standard/)).toBeInTheDocument();
    expect(sessions.getByRole('heading', { name: 'Session 1 Moved' })).toBeInTheDocument();
    // The next session's form behind the confirmation's button; the focus stays on it.
    await user.click(within(moved).getByRole('button', { name: 'Book Your Next Session' }));
    expect(screen.getByRole('heading', { name: 'Select Date & Time' })).toHaveFocus();
  });

  it('opens on moving the session a link names, and on booking the next when it cannot move', async () => {
    const sessions = [
      aSession(5, day, '09:00', 'America/Cancun'),
      aSession(6, day, '14:00', 'America/Cancun', { canChange: false }),
    ];
    api({ body: withSessions(paid, sessions) });
    const { user, unmount } = renderAt('/schedule/12?move=5&key=k3');
    const heading = await screen.findByRole('heading', { name: 'Move Your Session' });
    expect(heading).toHaveFocus();
    // The page's title names the session being moved, never the next one to book.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Move Session 1 of 5');
    expect(screen.queryByText(/Schedule Session \d of 5/)).toBeNull();
    expect(screen.getByText(/^Currently: .*9:00 AM/)).toBeInTheDocument();
    // While it moves, its card offers no bare "Cancel" (it would read as cancelling the move).
    const cancelIt = { name: /^Cancel the session of .*9:00\sAM/ };
    expect(screen.queryByRole('button', cancelIt)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Keep Current Time' }));
    expect(screen.getByRole('heading', { name: 'Select Date & Time' })).toBeInTheDocument();
    expect(screen.getByRole('button', cancelIt)).toBeInTheDocument();
    unmount();

    renderAt('/schedule/12?move=6&key=k3');
    expect(await screen.findByRole('heading', { name: 'Select Date & Time' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Move Your Session' })).toBeNull();
  });

  it('opens a move on the session’s own day, its time not chosen, and then follows the visitor', async () => {
    // Two weekdays after the first: not the day the calendar would choose by itself.
    const own = nextWeekday(nextWeekday(day));
    api(
      { body: withSessions(paid, [aSession(5, own, '11:00')]) },
      { [`GET /api/calendar-availability/${own}`]: { body: { events: [] } } },
    );
    browserZone = 'America/New_York';
    const { user } = renderAt('/schedule/12?move=5&key=k3');
    await screen.findByRole('heading', { name: 'Move Your Session' });
    await waitFor(() => expect(chosenDay()).toHaveAccessibleName(dayLabel(own)));
    const times = await screen.findByRole('list', { name: 'Available Times' });
    expect(within(times).queryByRole('button', { pressed: true })).toBeNull();
    // The visitor's own choice stands.
    await pickDay(user, day);
    await waitFor(() => expect(chosenDay()).toHaveAccessibleName(dayLabel(day)));
    expect(screen.getByText(/^Currently: .*11:00 AM/)).toBeInTheDocument();
  });

  it('opens a move on the first bookable day when the session’s own day cannot be booked', async () => {
    let saturday = day;
    while (new Date(`${saturday}T12:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);
    api({ body: withSessions(paid, [aSession(5, saturday, '11:00')]) });
    browserZone = 'America/New_York';
    const plain = renderAt('/schedule/12');
    await screen.findByRole('heading', { name: 'Select Date & Time' });
    await waitFor(() => expect(chosenDay()).not.toBeNull());
    const first = chosenDay()!.getAttribute('aria-label');
    plain.unmount();

    renderAt('/schedule/12?move=5');
    await screen.findByRole('heading', { name: 'Move Your Session' });
    await waitFor(() => expect(chosenDay()).not.toBeNull());
    expect(chosenDay()).not.toHaveAccessibleName(dayLabel(saturday));
    expect(chosenDay()).toHaveAttribute('aria-label', first);
  });

  it("keeps the current time when asked, and shows the server's reason when a move is refused", async () => {
    api(
      { body: withSessions(paid, [aSession(5, day, '09:00', 'America/Cancun')]) },
      {
        'POST /api/consultation-bookings/12/sessions/5/reschedule': {
          status: 409,
          body: { message: sessionMessages.tooLateToChange },
        },
      },
    );
    const { user } = renderAt('/schedule/12');
    const reschedule = await screen.findByRole('button', { name: /^Move the session/ });
    await user.click(reschedule);
    await user.click(screen.getByRole('button', { name: 'Keep Current Time' }));
    expect(screen.getByRole('heading', { name: 'Select Date & Time' })).toBeInTheDocument();
    // The keyboard is back where it left.
    expect(screen.getByRole('button', { name: /^Move the session/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: /^Move the session/ }));
    await pickDay(user, day);
    await pickTime(user, '3:00 PM');
    await user.click(screen.getByRole('button', { name: 'Move Session' }));
    expect(await screen.findByText('Rescheduling Failed')).toBeInTheDocument();
    expect(screen.getByText(sessionMessages.tooLateToChange)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Move Your Session' })).toBeInTheDocument();
  });

  it('cancels a session after asking once; its credit comes back', async () => {
    const kept = aSession(1, day, '09:00');
    const dropped = aSession(2, day, '14:00');
    let current = withSessions(paid, [kept, dropped]);
    const { calls } = api(() => ({ body: current }), {
      'POST /api/consultation-bookings/12/sessions/2/cancel': () => {
        current = withSessions(paid, [kept, { ...dropped, status: 'cancelled', canChange: false }]);
        return { body: current };
      },
    });
    const { user } = renderAt('/schedule/12?key=k4');
    const cancel = await screen.findByRole('button', { name: /^Cancel the session of .*2:00\sPM/ });
    // Asked once; "Keep Session" (or Escape) changes nothing and gives focus back.
    await user.click(cancel);
    await user.click(screen.getByRole('button', { name: 'Keep Session' }));
    expect(screen.getByRole('button', { name: /^Cancel the session of .*2:00\sPM/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: /^Cancel the session of .*2:00\sPM/ }));
    expect(screen.getByRole('button', { name: 'Cancel Session' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Cancel Session' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: /^Cancel the session of .*2:00\sPM/ }));
    expect(screen.getByRole('group', { name: 'Cancel Session' })).toHaveTextContent(
      'Its credit goes back to your package',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel Session' }));
    expect(await screen.findByText('Session Cancelled')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.url).toBe(
      '/api/consultation-bookings/12/sessions/2/cancel?key=k4',
    );
    const sessions = within(screen.getByRole('region', { name: 'Your Sessions' }));
    await waitFor(() => expect(sessions.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Your Sessions' })).toHaveFocus();
    expect(sessions.getByText(/1 of 5 booked/)).toHaveTextContent('4 sessions remaining');
  });

  it("shows the server's reason when a cancellation is refused", async () => {
    api(
      { body: withSessions(paid, [aSession(2, day, '14:00')]) },
      {
        'POST /api/consultation-bookings/12/sessions/2/cancel': {
          status: 409,
          body: { message: sessionMessages.sessionNotActive },
        },
      },
    );
    const { user } = renderAt('/schedule/12');
    await user.click(await screen.findByRole('button', { name: /^Cancel the session/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel Session' }));
    expect(await screen.findByText('Cancellation Failed')).toBeInTheDocument();
    expect(screen.getByText(sessionMessages.sessionNotActive)).toBeInTheDocument();
  });

  it('refunds in full within the window after asking once, then shows the booking refunded', async () => {
    const refundableUntil = slotStart(day, '09:00', 'America/Cancun').toISOString();
    let current: ConsultationBooking = withSessions(
      { ...paid, canRequestRefund: true, refundableUntil },
      [aSession(1, day, '14:00', 'America/Cancun')],
    );
    const { calls } = api(() => ({ body: current }), {
      'POST /api/consultation-bookings/12/refund': () => {
        current = { ...current, status: 'refunded', canRequestRefund: false };
        return { body: current };
      },
    });
    const { user } = renderAt('/schedule/12?key=k5');
    const details = within(await screen.findByRole('region', { name: 'Booking Details' }));
    expect(details.getByText(/You can ask for a full refund within 24 hours/)).toHaveTextContent(
      /until .* at 9:00 AM \(Eastern Standard/,
    );
    await user.click(details.getByRole('button', { name: 'Ask for a Refund' }));
    expect(screen.getByRole('group', { name: 'Refund My Payment' })).toHaveTextContent(
      'Refund $6,000.00 in full?',
    );
    await user.click(screen.getByRole('button', { name: 'Refund My Payment' }));
    expect(await screen.findByText('Refund Issued')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking Refunded' }),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.url).toBe(
      '/api/consultation-bookings/12/refund?key=k5',
    );
  });

  it("shows the server's reason when a refund fails", async () => {
    api(
      { body: { ...paid, canRequestRefund: true, refundableUntil: new Date().toISOString() } },
      {
        'POST /api/consultation-bookings/12/refund': {
          status: 502,
          body: { message: sessionMessages.refundFailed },
        },
      },
    );
    const { user } = renderAt('/schedule/12');
    await user.click(await screen.findByRole('button', { name: 'Ask for a Refund' }));
    await user.click(screen.getByRole('button', { name: 'Refund My Payment' }));
    expect(await screen.findByText('Refund Failed')).toBeInTheDocument();
    expect(screen.getByText(sessionMessages.refundFailed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Schedule Session 1 of 5');
  });

  it('offers no refund once the window has passed', async () => {
    api({ body: { ...paid, canRequestRefund: false, refundableUntil: new Date().toISOString() } });
    renderAt('/schedule/12');
    await screen.findByRole('region', { name: 'Booking Details' });
    expect(screen.queryByRole('button', { name: 'Ask for a Refund' })).not.toBeInTheDocument();
    expect(screen.queryByText(/full refund/)).not.toBeInTheDocument();
  });

  it('manages a booked free strategy call the same way, without a refund', async () => {
    const call = {
      ...paid,
      packageType: 'strategy-call' as const,
      amount: 0,
      sessionsTotal: 1,
    };
    api({ body: withSessions(call, [aSession(3, day, '13:15', 'America/Cancun')]) });
    const { user } = renderAt('/schedule/12?key=k6');
    // One call, not a package: named as the call it is, with no credits to count.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Discovery Call' }),
    ).toBeInTheDocument();
    // One card for the one call: no "Your Session" heading nested in it.
    expect(screen.queryByRole('region', { name: 'Your Sessions' })).toBeNull();
    const sessions = within(screen.getByRole('region', { name: 'Your Call' }));
    expect(sessions.queryByText(/booked ·/)).toBeNull();
    expect(sessions.queryByText(/remaining/)).toBeNull();
    expect(sessions.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Your Call',
    ]);
    expect(sessions.getByText(/1:15 PM \(Eastern Standard/)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Your call is booked.');
    // The booking names the call as a call, not a package.
    const details = within(screen.getByRole('region', { name: 'Booking Details' }));
    expect(details.getByText('Call:')).toBeInTheDocument();
    expect(details.queryByText('Package:')).toBeNull();
    // The portal it invites to is spoken of as a call's: no notes, messages or receipts promised.
    const portal = screen.getByRole('region', { name: 'Your Client Portal' });
    expect(portal).toHaveTextContent(/^Your Client PortalYour call, how to prepare for it/);
    expect(portal).not.toHaveTextContent(/receipts|notes/);
    // A call, moved and cancelled as a call: never "session", never a package to go back to.
    expect(sessions.getByRole('button', { name: /^Move the call of/ })).toHaveTextContent('Move');
    await user.click(sessions.getByRole('button', { name: /^Cancel the call of/ }));
    const ask = screen.getByRole('group', { name: 'Cancel Call' });
    expect(ask).toHaveTextContent(/^Cancel your call of .*\?/);
    expect(ask).not.toHaveTextContent(/session|package/i);
    expect(within(ask).getByRole('button', { name: 'Keep Call' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for a Refund' })).not.toBeInTheDocument();
  });
  it('once the questionnaire is in, says so instead of asking for it again', async () => {
    const call = { ...paid, packageType: 'strategy-call' as const, amount: 0, sessionsTotal: 1 };
    api({
      body: {
        ...withSessions(call, [aSession(3, day, '13:15', 'America/Cancun')]),
        questionnaireCompleted: true,
      },
    });
    renderAt('/schedule/12?key=k6');
    const before = await screen.findByRole('region', { name: 'Before We Meet' });
    expect(within(before).getByRole('status')).toHaveTextContent('Questionnaire received');
    // Nothing to schedule: one reading column, the call first, then what comes before it, the
    // booking and the portal (no half-empty second column).
    const order = ['Your Call', 'Before We Meet', 'Booking Details', 'Your Client Portal'].map(
      (name) => screen.getByRole('region', { name }),
    );
    const column = order[0]!.parentElement!;
    for (const [index, card] of order.entries()) {
      expect(card.parentElement).toBe(column);
      if (index > 0)
        expect(order[index - 1]!.compareDocumentPosition(card)).toBe(
          Node.DOCUMENT_POSITION_FOLLOWING,
        );
    }
    expect(
      screen.queryByRole('link', { name: 'Complete Pre-Session Questionnaire' }),
    ).not.toBeInTheDocument();
  });

  it('still asks for the questionnaire while it is not in', async () => {
    const call = { ...paid, packageType: 'strategy-call' as const, amount: 0, sessionsTotal: 1 };
    api({
      body: {
        ...withSessions(call, [aSession(3, day, '13:15', 'America/Cancun')]),
        questionnaireCompleted: false,
      },
    });
    renderAt('/schedule/12?key=k6');
    expect(
      await screen.findByRole('link', { name: 'Complete Pre-Session Questionnaire' }),
    ).toHaveAttribute('href', '/questionnaire/12?key=k6');
    expect(screen.queryByText('Questionnaire received')).not.toBeInTheDocument();
  });

  it('once a session is held, no longer asks for the questionnaire: it says why', async () => {
    // Session 1 was held yesterday (still marked booked, as until the coach marks it), session 2
    // is ahead: the questionnaire prepared the first one and is not asked for any more.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    api({
      body: {
        ...withSessions(paid, [aSession(1, yesterday, '00:00', 'UTC'), aSession(2, day, '10:00')]),
        questionnaireCompleted: false,
      },
    });
    renderAt('/schedule/12?key=k6');
    const details = within(await screen.findByRole('region', { name: 'Booking Details' }));
    expect(
      await details.findByText(
        'Your first session has been held, so the questionnaire is no longer needed.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Complete Pre-Session Questionnaire' }),
    ).not.toBeInTheDocument();
  });

  it('with every session booked and the first one held, leads to nothing it no longer needs', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    api({
      body: {
        ...withSessions({ ...paid, sessionsTotal: 2 }, [
          aSession(1, yesterday, '00:00', 'UTC', { status: 'completed', canChange: false }),
          aSession(2, day, '10:00'),
        ]),
        questionnaireCompleted: false,
      },
    });
    renderAt('/schedule/12?key=k6');
    const before = within(await screen.findByRole('region', { name: 'Before We Meet' }));
    expect(
      before.getByText(
        'Your first session has been held, so the questionnaire is no longer needed.',
      ),
    ).toBeInTheDocument();
    expect(before.queryByText(/please take 10–15 minutes/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Questionnaire/ })).not.toBeInTheDocument();
  });

  it('with the questionnaire in, the booking details say so instead of offering it', async () => {
    api({
      body: { ...withSessions(paid, [aSession(1, day, '10:00')]), questionnaireCompleted: true },
    });
    renderAt('/schedule/12?key=k6');
    const details = within(await screen.findByRole('region', { name: 'Booking Details' }));
    expect(details.getByRole('status')).toHaveTextContent('Questionnaire received');
    expect(
      screen.queryByRole('link', { name: 'Complete Pre-Session Questionnaire' }),
    ).not.toBeInTheDocument();
  });

  it('signed out, introduces his client portal with the link that opens it', async () => {
    const { calls } = api({ body: withSessions(single, [aSession(7, day, '10:00')]) });
    renderAt('/schedule/12?key=secret-key');
    const portal = await screen.findByRole('region', { name: 'Your Client Portal' });
    expect(within(portal).getByRole('link', { name: 'Open Your Client Portal' })).toHaveAttribute(
      'href',
      '/portal?booking=12&key=secret-key',
    );
    // Without the signed-in hint, nobody asks whether he is signed in.
    expect(calls.some((call) => call.path === '/api/portal')).toBe(false);
  });

  it('signed in to his portal, draws his frame with the way back, not the invitation', async () => {
    portalHint.set();
    api(
      { body: withSessions(single, [aSession(7, day, '10:00')]) },
      {
        'GET /api/portal': {
          body: {
            email: 'dana@example.com',
            name: 'Dana Client',
            timezone: null,
            packages: [],
            receipts: [],
          },
        },
      },
    );
    renderWithProviders(<BookingRoutes />, {
      path: '/schedule/12?key=secret-key',
      clientFrame: true,
    });
    const bar = await screen.findByRole('navigation', { name: 'Client portal' });
    expect(bar).toHaveTextContent('Dana Client');
    expect(within(bar).getByRole('link', { name: /Back to Your Portal/ })).toHaveAttribute(
      'href',
      '/portal',
    );
    await screen.findByRole('region', { name: 'Your Sessions' });
    expect(screen.queryByRole('region', { name: 'Your Client Portal' })).not.toBeInTheDocument();
  });

  it('signed in, shows his sessions and the form in the zone he chose in his portal, and follows a zone picked here', async () => {
    portalHint.set();
    // Booked while his browser was in Cancun; his portal says Eastern.
    api(
      { body: withSessions(paid, [aSession(7, day, '10:00', 'America/Cancun')]) },
      {
        'GET /api/portal': {
          body: {
            email: 'dana@example.com',
            name: 'Dana Client',
            timezone: 'America/New_York',
            packages: [],
            receipts: [],
          },
        },
      },
    );
    const { user } = renderWithProviders(<BookingRoutes />, {
      path: '/schedule/12?key=secret-key',
      clientFrame: true,
    });
    const sessions = within(await screen.findByRole('region', { name: 'Your Sessions' }));
    const newYork = formatTime(slotStart(day, '10:00', 'America/Cancun'), 'America/New_York');
    expect(await sessions.findByText(new RegExp(`${newYork} \\(Eastern\\)$`))).toBeInTheDocument();
    expect(sessions.queryByText(/Eastern Standard/)).toBeNull();
    expect(screen.getByLabelText('Time zone')).toHaveValue('America/New_York');
    // "Times show in the zone you pick": the list follows the picker.
    await user.selectOptions(screen.getByLabelText('Time zone'), 'America/Cancun');
    expect(await sessions.findByText(/10:00 AM \(Eastern Standard/)).toBeInTheDocument();
  });
});
