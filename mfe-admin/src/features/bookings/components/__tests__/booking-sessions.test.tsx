import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminPaths, type AdminBookingDetail } from '@site/contracts/admin';
import type { BookingSession } from '@site/contracts/api-types';
import {
  ownerCancelBooking,
  ownerCancelSession,
  ownerCancelUnpaidBooking,
  ownerRescheduleSession,
  ownerScheduleSession,
} from '@site/contracts/endpoints/admin-bookings';
import {
  bookingRules,
  calendarAvailability,
  scheduledSlots,
} from '@site/contracts/endpoints/bookings';
import { urlOf } from '@site/contracts/endpoints/define';
import { sessionMessages } from '@site/contracts/sessions';
import {
  addDays,
  defaultBookingWindow,
  isWeekend,
  slotStart,
  todayIn,
} from '@site/contracts/slots';
import { renderWithProviders } from '@site/ui/testing';
import AdminRoutes from '../../../../routes';
import { aBookingDetail, aSession as anOwnerSession, signedIn } from '../../../../test/fixtures';
import { mockApi, type Handler } from '../../../../test/mock-api';
import { scheduleSessionMinutes, schedulesForWindow } from '@site/contracts/schedules/schedule';

afterEach(() => jest.restoreAllMocks());

const renderAt = (path: string) => renderWithProviders(<AdminRoutes />, { path });

/** A weekday a few days ahead in Cancun (the owner's zone here), from the real date. */
function weekdayAhead(days: number): string {
  let date = addDays(todayIn('America/Cancun', new Date()), days);
  while (isWeekend(date)) date = addDays(date, 1);
  return date;
}

const day = weekdayAhead(4);

function aSession(
  id: number,
  time: string,
  overrides: Partial<BookingSession> = {},
): BookingSession {
  const start = slotStart(day, time, 'America/New_York');
  return {
    id,
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 90 * 60_000).toISOString(),
    timezone: 'America/New_York',
    status: 'scheduled',
    canChange: true,
    changeableUntil: null,
    joinUrl: null,
    ...overrides,
  };
}

/** A 5-session package paid by card, with two sessions booked and one cancelled. */
function aPackage(overrides: Partial<AdminBookingDetail> = {}): AdminBookingDetail {
  return aBookingDetail({
    packageType: '5-session',
    amount: 600000,
    payment: 'card',
    status: 'paid',
    stripePaymentIntentId: 'pi_42',
    sessions: [
      aSession(1, '10:00'),
      aSession(2, '14:00', { status: 'rescheduled' }),
      aSession(3, '15:00', { status: 'cancelled', canChange: false }),
    ],
    sessionsTotal: 5,
    sessionsBooked: 2,
    sessionsRemaining: 3,
    refundableUntil: slotStart(day, '08:00', 'America/Cancun').toISOString(),
    ...overrides,
  });
}

const bookingPath = `GET ${adminPaths.booking(42)}`;
const api = (booking: Handler, routes: Record<string, Handler> = {}) =>
  mockApi({
    ...signedIn(),
    [bookingPath]: booking,
    // What the API answers for a site whose owner never saved the Schedules screen.
    [`GET ${urlOf(bookingRules)}`]: {
      body: {
        ...defaultBookingWindow,
        schedules: schedulesForWindow(defaultBookingWindow, scheduleSessionMinutes),
      },
    },
    ...routes,
  });

const sessionsRegion = async () => within(await screen.findByRole('region', { name: 'Sessions' }));

describe('a booking’s sessions in the back office', () => {
  it('lists every session in the owner’s and the client’s zone, with actions for the active ones', async () => {
    api({ body: aPackage() });
    renderAt('/admin/bookings/42');
    const sessions = await sessionsRegion();
    expect(sessions.getByText('2 of 5 booked, 3 remaining.')).toBeInTheDocument();
    const rows = sessions.getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    // The owner's own zone is named once, in the frame; only the client's differing one here.
    expect(rows[0]).not.toHaveTextContent(/Eastern Standard/);
    expect(rows[0]).toHaveTextContent(/Client’s time: .*, 10:00 AM \(New York time\)/);
    // Its pills (status, format) stand apart, never touching.
    const pills = within(rows[0]!).getByText('Scheduled').parentElement!;
    expect(getComputedStyle(pills).display).toBe('inline-flex');
    expect(getComputedStyle(pills).gap).not.toBe('');
    expect(rows[1]).toHaveTextContent('Moved');
    expect(rows[2]).toHaveTextContent('Cancelled');
    expect(
      within(rows[0]!).getByRole('button', { name: /^Reschedule the session of/ }),
    ).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('gives the client’s time only when his zone differs, and says an ended session is not marked yet', async () => {
    api({
      body: aPackage({
        sessions: [
          aSession(1, '10:00', { timezone: 'America/Cancun' }),
          aSession(2, '14:00', { status: 'completed', canChange: false, attendance: null }),
          aSession(3, '15:00', { status: 'completed', canChange: false, attendance: 'held' }),
        ],
      }),
    });
    renderAt('/admin/bookings/42');
    const rows = (await sessionsRegion()).getAllByRole('listitem');
    // Same zone as the owner's: the owner's line says it all.
    expect(rows[0]).not.toHaveTextContent('Client’s time');
    expect(rows[1]).toHaveTextContent('Client’s time');
    // Over and not marked: never "Completed" while its attendance is unknown.
    expect(within(rows[1]!).getByText('Past · not marked yet')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Held')).toBeInTheDocument();
    expect(screen.queryByText('Completed')).not.toBeInTheDocument();
  });

  it('offers a session that has started the client’s Sessions’ "Held?" choice, saved as it is chosen', async () => {
    // Two days ago: over and not marked yet.
    const startsAt = new Date(Date.now() - 2 * 24 * 3_600_000);
    const past = aSession(4, '10:00', {
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 90 * 60_000).toISOString(),
      status: 'completed',
      canChange: false,
      attendance: null,
    });
    let marked: unknown = null;
    api(
      () => ({
        body: aPackage({
          sessions: [
            marked === null ? past : { ...past, attendance: 'held' as const },
            aSession(1, '10:00'),
          ],
        }),
      }),
      {
        [`POST /api/admin/sessions/4/attendance`]: (call) => {
          marked = call.body;
          return { body: {} };
        },
      },
    );
    const { user } = renderAt('/admin/bookings/42');
    const rows = (await sessionsRegion()).getAllByRole('listitem');
    const held = within(rows[0]!).getByRole('combobox', {
      name: /^What happened to the session of/,
    });
    expect(held).toHaveDisplayValue('Not marked');
    expect(rows[0]).toHaveTextContent('Held?');
    // The choice says its state: no chip beside it says it again.
    expect(within(rows[0]!).queryByText('Past · not marked yet')).not.toBeInTheDocument();
    // One to come has no choice.
    expect(within(rows[1]!).queryByRole('combobox')).not.toBeInTheDocument();

    await user.selectOptions(held, 'held');
    expect(await within(rows[0]!).findByText('Saved')).toBeInTheDocument();
    expect(marked).toEqual({ attendance: 'held' });
    await waitFor(() => expect(held).toHaveDisplayValue('Held'));
  });

  it('moves a session to a time of the grid, keeping the client’s zone', async () => {
    let booking = aPackage();
    const target = slotStart(day, '16:30', 'America/New_York').toISOString();
    const { calls } = api(() => ({ body: booking }), {
      [`POST ${urlOf(ownerRescheduleSession, { id: 42, sessionId: 1 })}`]: () => {
        booking = aPackage({
          sessions: [aSession(1, '16:30', { status: 'rescheduled' }), ...booking.sessions.slice(1)],
        });
        return { body: booking };
      },
    });
    const { user } = renderAt('/admin/bookings/42');
    const sessions = await sessionsRegion();
    await user.click(sessions.getAllByRole('button', { name: /^Reschedule the session of/ })[0]!);
    const form = within(screen.getByRole('form', { name: /^Move the session of/ }));
    expect(form.getByLabelText('New day (your calendar)')).toHaveValue(day);
    const time = await form.findByLabelText('New time');
    const values = within(time)
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
    // The client's grid (Eastern) on that day, minus the session's own time.
    expect(values).toContain(target);
    expect(values).not.toContain(aSession(1, '10:00').startsAt);
    // Twelve grid times, less the session’s own, and the prompt.
    expect(values).toHaveLength(12);
    // The owner and the client read the same clock here: each time once, not twice.
    expect(within(time).getByRole('option', { name: /^4:30\sPM$/ })).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Move Session' }));
    expect(form.getByText('Please choose the new time.')).toBeInTheDocument();
    await user.selectOptions(time, target);
    await user.click(form.getByRole('button', { name: 'Move Session' }));
    expect(await screen.findByText('Session moved')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe(urlOf(ownerRescheduleSession, { id: 42, sessionId: 1 }));
    expect(post.body).toEqual({ scheduledAt: target, timezone: 'America/New_York' });
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: /^Move the session of/ })).not.toBeInTheDocument(),
    );
    expect((await sessionsRegion()).getAllByRole('listitem')[0]).toHaveTextContent('4:30 PM');
  });

  it('shows the API’s refusal in the form and keeps it open', async () => {
    api(
      { body: aPackage() },
      {
        [`POST ${urlOf(ownerRescheduleSession, { id: 42, sessionId: 1 })}`]: {
          status: 409,
          body: { message: 'That time is no longer available. Please choose another time.' },
        },
      },
    );
    const { user } = renderAt('/admin/bookings/42');
    const sessions = await sessionsRegion();
    await user.click(sessions.getAllByRole('button', { name: /^Reschedule the session of/ })[0]!);
    const form = within(screen.getByRole('form', { name: /^Move the session of/ }));
    const time = await form.findByLabelText('New time');
    await user.selectOptions(time, slotStart(day, '09:00', 'America/New_York').toISOString());
    await user.click(form.getByRole('button', { name: 'Move Session' }));
    expect(
      await form.findByText('That time is no longer available. Please choose another time.'),
    ).toBeInTheDocument();
    expect(time).toHaveAttribute('aria-invalid', 'true');
    // Another day is offered its own times; a weekend none.
    let saturday = day;
    while (!isWeekend(saturday)) saturday = addDays(saturday, 1);
    fireEvent.change(form.getByLabelText('New day (your calendar)'), {
      target: { value: saturday },
    });
    expect(within(form.getByLabelText('New time')).getAllByRole('option')).toHaveLength(1);
    expect(form.getByRole('option', { name: 'No bookable time on this day' })).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Keep the Current Time' }));
    expect(screen.queryByRole('form', { name: /^Move the session of/ })).not.toBeInTheDocument();
  });

  it('books the client’s next session from the times his own page offers, spending one credit', async () => {
    let booking = aPackage({ timezone: 'America/New_York' });
    const at = (time: string) => slotStart(day, time, 'America/New_York').toISOString();
    const { calls, callsTo } = api(() => ({ body: booking }), {
      // Another client's session holds 11:00; the owner's calendar is busy 15:00–15:30 (Eastern).
      [`GET ${urlOf(scheduledSlots)}`]: {
        body: [
          {
            packageType: 'single',
            status: 'scheduled',
            scheduledAt: at('11:00'),
            endsAt: at('12:30'),
          },
        ],
      },
      [`GET ${urlOf(calendarAvailability, { date: todayIn('America/Cancun', new Date()) })}`]: {
        body: { events: [] },
      },
      [`GET ${urlOf(calendarAvailability, { date: day })}`]: {
        body: { events: [{ start: at('15:00'), end: at('15:30') }] },
      },
      [`POST ${urlOf(ownerScheduleSession, { id: 42 })}`]: () => {
        booking = aPackage({
          timezone: 'America/New_York',
          sessions: [...booking.sessions, aSession(4, '16:30')],
          sessionsBooked: 3,
          sessionsRemaining: 2,
        });
        return { body: booking };
      },
    });
    const { user } = renderAt('/admin/bookings/42');
    const sessions = await sessionsRegion();
    await user.click(sessions.getByRole('button', { name: 'Book a Session' }));
    const form = within(screen.getByRole('form', { name: 'Book a session for the client' }));
    fireEvent.change(form.getByLabelText('Day (your calendar)'), { target: { value: day } });
    const time = await form.findByLabelText('Time');
    const values = within(time)
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
    expect(values).toContain(at('16:30'));
    // The client's page would not offer these: another session, the owner's calendar.
    expect(values).not.toContain(at('11:00'));
    expect(values).not.toContain(at('14:00'));
    expect(values).not.toContain(at('15:00'));

    await user.click(form.getByRole('button', { name: 'Book Session' }));
    expect(form.getByText('Please choose the time of the session.')).toBeInTheDocument();
    expect(callsTo('POST', urlOf(ownerScheduleSession, { id: 42 }))).toEqual([]);
    await user.selectOptions(time, at('16:30'));
    // Video unless the client asks for an audio call.
    expect(form.getByLabelText('Format')).toHaveValue('video');
    await user.selectOptions(form.getByLabelText('Format'), 'audio');
    await user.click(form.getByRole('button', { name: 'Book Session' }));
    expect(await screen.findByText('Session booked')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe(urlOf(ownerScheduleSession, { id: 42 }));
    expect(post.body).toEqual({
      scheduledAt: at('16:30'),
      timezone: 'America/New_York',
      format: 'audio',
    });
    await waitFor(() =>
      expect(screen.getByText('3 of 5 booked, 2 remaining.')).toBeInTheDocument(),
    );
  });

  it('opens the booking form on the day and hour chosen in the calendar, when that time is offered', async () => {
    const at = (time: string) => slotStart(day, time, 'America/New_York').toISOString();
    /** A time of the client's Eastern day on the owner's Cancun clock, as the calendar sends it. */
    const ownerClock = (instant: string) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'America/Cancun',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(instant));
    const routes = {
      [`GET ${urlOf(scheduledSlots)}`]: { body: [] },
      [`GET ${urlOf(calendarAvailability, { date: todayIn('America/Cancun', new Date()) })}`]: {
        body: { events: [] },
      },
      [`GET ${urlOf(calendarAvailability, { date: day })}`]: { body: { events: [] } },
    };
    api({ body: aPackage({ timezone: 'America/New_York' }) }, routes);
    const { unmount } = renderAt(`/admin/bookings/42?book=${day}&at=${ownerClock(at('16:30'))}`);
    let form = within(await screen.findByRole('form', { name: 'Book a session for the client' }));
    expect(form.getByLabelText('Day (your calendar)')).toHaveValue(day);
    await waitFor(() => expect(form.getByLabelText('Time')).toHaveValue(at('16:30')));
    unmount();

    // An hour the package cannot be booked at (a session's time is longer than what is left of
    // the day): the time is left for the coach to choose.
    api({ body: aPackage({ timezone: 'America/New_York' }) }, routes);
    renderAt(`/admin/bookings/42?book=${day}&at=23:45`);
    form = within(await screen.findByRole('form', { name: 'Book a session for the client' }));
    const time = await form.findByLabelText('Time');
    await waitFor(() => expect(within(time).getAllByRole('option').length).toBeGreaterThan(1));
    expect(time).toHaveValue('');
  });

  it('books in the coach’s own zone (the session’s) for a client whose zone is not known', async () => {
    // The coach saved Lisbon as his zone; the booking (made outside the site) has no zone yet.
    const ownerZone = 'Europe/Lisbon';
    const at = (time: string) => slotStart(day, time, ownerZone).toISOString();
    const { callsTo } = api(
      { body: aPackage({ timezone: null, sessions: [], sessionsBooked: 0, sessionsRemaining: 5 }) },
      {
        ...signedIn(anOwnerSession({ timezone: ownerZone })),
        [`GET ${urlOf(scheduledSlots)}`]: { body: [] },
        // His day in Lisbon is read from the two Cancun days it overlaps.
        [`GET ${urlOf(calendarAvailability, { date: addDays(day, -1) })}`]: {
          body: { events: [] },
        },
        [`GET ${urlOf(calendarAvailability, { date: day })}`]: { body: { events: [] } },
        [`POST ${urlOf(ownerScheduleSession, { id: 42 })}`]: { body: aPackage() },
      },
    );
    const { user } = renderAt('/admin/bookings/42');
    const sessions = await sessionsRegion();
    await user.click(sessions.getByRole('button', { name: 'Book a Session' }));
    const form = within(screen.getByRole('form', { name: 'Book a session for the client' }));
    fireEvent.change(form.getByLabelText('Day (your calendar)'), { target: { value: day } });
    const time = await form.findByLabelText('Time');
    // The grid of the client's page in Lisbon: 14:00 there is inside the Cancun working hours.
    await user.selectOptions(time, at('14:00'));
    await user.click(form.getByRole('button', { name: 'Book Session' }));
    expect(await screen.findByText('Session booked')).toBeInTheDocument();
    expect(callsTo('POST', urlOf(ownerScheduleSession, { id: 42 }))[0]?.body).toMatchObject({
      scheduledAt: at('14:00'),
      timezone: ownerZone,
    });
  });

  it('offers no booking once the package’s credits are spent, nor before it is paid', async () => {
    api({ body: aPackage({ sessionsBooked: 5, sessionsRemaining: 0 }) });
    renderAt('/admin/bookings/42');
    await sessionsRegion();
    expect(screen.queryByRole('button', { name: 'Book a Session' })).toBeNull();
  });

  it('cancels a session after asking once', async () => {
    const { calls } = api(
      { body: aPackage() },
      { [`POST ${urlOf(ownerCancelSession, { id: 42, sessionId: 1 })}`]: { body: {} } },
    );
    const { user } = renderAt('/admin/bookings/42');
    const sessions = await sessionsRegion();
    const row = within(sessions.getAllByRole('listitem')[0]!);
    await user.click(row.getByRole('button', { name: 'Cancel Session' }));
    expect(row.getByRole('group', { name: /^Cancel the session of/ })).toHaveTextContent(
      'its credit returns to the package',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(row.getByRole('button', { name: /^Cancel the session of/ }));
    expect(await screen.findByText('Session cancelled')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      urlOf(ownerCancelSession, { id: 42, sessionId: 1 }),
    ]);
  });

  it('names a follow-up call and an emergency session, offers no move for them, and says cancelling one returns no credit', async () => {
    api({
      body: aPackage({
        packageType: '10-session',
        sessions: [
          aSession(1, '10:00', { kind: 'main' }),
          aSession(2, '14:00', { kind: 'emergency' }),
          aSession(3, '15:00', { kind: 'follow-up' }),
        ],
        sessionsTotal: 10,
        sessionsBooked: 1,
        sessionsRemaining: 9,
      }),
    });
    const { user } = renderAt('/admin/bookings/42');
    const sessions = await sessionsRegion();
    const [main, emergency, followUp] = sessions.getAllByRole('listitem');
    expect(within(main!).queryByText(/Emergency Session|Follow-Up Call/)).toBeNull();
    expect(within(emergency!).getByText('Emergency Session')).toBeInTheDocument();
    expect(within(followUp!).getByText('15-Minute Follow-Up Call')).toBeInTheDocument();
    expect(within(main!).getByRole('button', { name: /^Reschedule/ })).toBeInTheDocument();
    expect(within(emergency!).queryByRole('button', { name: /^Reschedule/ })).toBeNull();
    expect(within(followUp!).queryByRole('button', { name: /^Reschedule/ })).toBeNull();
    await user.click(within(emergency!).getByRole('button', { name: 'Cancel Session' }));
    const asked = within(emergency!).getByRole('group', { name: /^Cancel the session of/ });
    expect(asked).toHaveTextContent('it spent no credit');
    expect(asked).not.toHaveTextContent('its credit returns to the package');
  });

  it('refunds a card payment in full and says what happened', async () => {
    let booking = aPackage();
    const { calls } = api(() => ({ body: booking }), {
      [`POST ${urlOf(ownerCancelBooking, { id: 42 })}`]: () => {
        booking = aPackage({ status: 'refunded' });
        return { body: {} };
      },
    });
    const { user } = renderAt('/admin/bookings/42');
    const end = within(await screen.findByRole('region', { name: 'Refund or cancel' }));
    expect(
      end.getByText(/The client’s own refund window ends .*, 8:00 AM; you can refund at any time/),
    ).toBeInTheDocument();
    await user.click(end.getByRole('button', { name: 'Refund and Cancel' }));
    expect(end.getByRole('group', { name: 'Refund $6,000.00' })).toHaveTextContent(
      'Its 2 booked sessions are cancelled and the client is told.',
    );
    await user.click(end.getByRole('button', { name: 'Refund $6,000.00' }));
    expect(await screen.findByText('Booking refunded')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ refund: true });
    expect(
      await end.findByText('This booking has been refunded in full; its sessions are cancelled.'),
    ).toBeInTheDocument();
    expect(end.getByRole('status')).toHaveTextContent('Refunded $6,000.00 in full through Stripe.');
  });

  it('cancels without a refund, keeping the payment', async () => {
    const { calls } = api(
      { body: aPackage() },
      { [`POST ${urlOf(ownerCancelBooking, { id: 42 })}`]: { body: {} } },
    );
    const { user } = renderAt('/admin/bookings/42');
    const end = within(await screen.findByRole('region', { name: 'Refund or cancel' }));
    await user.click(end.getByRole('button', { name: 'Cancel Without Refund' }));
    await user.click(end.getByRole('button', { name: 'Cancel the Booking, Keep the Payment' }));
    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ refund: false });
  });

  it('cancels an unpaid booking after asking, freeing its session, and offers no refund', async () => {
    let booking = aPackage({ status: 'pending', refundableUntil: null });
    const { calls } = api(() => ({ body: booking }), {
      [`POST ${urlOf(ownerCancelUnpaidBooking, { id: 42 })}`]: () => {
        booking = aPackage({ status: 'expired', refundableUntil: null });
        return { body: {} };
      },
    });
    const { user } = renderAt('/admin/bookings/42');
    const end = within(await screen.findByRole('region', { name: 'Refund or cancel' }));
    expect(end.getByText(/^Unpaid: the client has not paid for this booking/)).toBeInTheDocument();
    expect(end.queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();
    await user.click(end.getByRole('button', { name: 'Cancel Unpaid Booking' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(end.getByRole('group', { name: 'Cancel the Unpaid Booking' })).toHaveTextContent(
      'Its 2 booked sessions are cancelled, freeing their times, and the client is told.',
    );
    await user.click(end.getByRole('button', { name: 'Cancel the Unpaid Booking' }));
    expect(await screen.findByText('Unpaid booking cancelled')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      urlOf(ownerCancelUnpaidBooking, { id: 42 }),
    ]);
    expect(
      await end.findByText('This booking was never paid and is closed; it holds no time any more.'),
    ).toBeInTheDocument();
    expect(end.getByRole('status')).toHaveTextContent('The unpaid booking is cancelled');
  });

  it('shows why an unpaid booking was not cancelled', async () => {
    api(
      { body: aPackage({ status: 'payment_failed', refundableUntil: null }) },
      {
        [`POST ${urlOf(ownerCancelUnpaidBooking, { id: 42 })}`]: {
          status: 409,
          body: { message: sessionMessages.unpaidCancelJustPaid },
        },
      },
    );
    const { user } = renderAt('/admin/bookings/42');
    const end = within(await screen.findByRole('region', { name: 'Refund or cancel' }));
    await user.click(end.getByRole('button', { name: 'Cancel Unpaid Booking' }));
    await user.click(end.getByRole('button', { name: 'Cancel the Unpaid Booking' }));
    expect(await screen.findByText('The booking was not cancelled')).toBeInTheDocument();
    expect(screen.getByText(sessionMessages.unpaidCancelJustPaid)).toBeInTheDocument();
  });

  it('shows Stripe’s refusal of a refund', async () => {
    api(
      { body: aPackage() },
      {
        [`POST ${urlOf(ownerCancelBooking, { id: 42 })}`]: {
          status: 502,
          body: {
            message: 'The refund could not be made right now. Please try again in a few minutes.',
          },
        },
      },
    );
    const { user } = renderAt('/admin/bookings/42');
    const end = within(await screen.findByRole('region', { name: 'Refund or cancel' }));
    await user.click(end.getByRole('button', { name: 'Refund and Cancel' }));
    await user.click(end.getByRole('button', { name: 'Refund $6,000.00' }));
    expect(await screen.findByText('The refund was not made')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The refund could not be made right now. Please try again in a few minutes.',
      ),
    ).toBeInTheDocument();
  });

  it('offers no Stripe refund for a booking paid outside the site, and no section for the free call', async () => {
    api({
      body: aPackage({ payment: 'offline', stripePaymentIntentId: null, refundableUntil: null }),
    });
    const { unmount } = renderAt('/admin/bookings/42');
    const end = within(await screen.findByRole('region', { name: 'Refund or cancel' }));
    expect(
      end.getByText('Not paid by card: there is nothing to refund through Stripe.'),
    ).toBeInTheDocument();
    expect(end.queryByRole('button', { name: 'Refund and Cancel' })).not.toBeInTheDocument();
    expect(end.getByRole('button', { name: 'Cancel Without Refund' })).toBeInTheDocument();
    unmount();
    jest.restoreAllMocks();

    api({
      body: aBookingDetail({
        sessions: [aSession(9, '14:00')],
        sessionsBooked: 1,
        sessionsRemaining: 0,
      }),
    });
    renderAt('/admin/bookings/42');
    expect(await sessionsRegion()).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Refund or cancel' })).not.toBeInTheDocument();
  });
});
