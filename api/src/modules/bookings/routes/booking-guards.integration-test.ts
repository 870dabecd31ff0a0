import type { FastifyInstance } from 'fastify';
import { defaultBookingWindow, slotMessages, slotStart } from '@site/contracts/slots';
import { beyondHorizonMessage, freeCallExistsMessage, messages } from '../../../platform/errors';
import { newAccessKey } from '../services/booking-access';
import { removeUnscheduledFreeCalls } from '../services/free-call-cleanup';
import { describeFreeCall } from '../services/scheduling';
import {
  closeTestApp,
  buildTestApp,
  cancunWeekday,
  cookieHeader,
  TestClock,
  testDomain,
} from '../../../test/app';
import {
  repositoryBooking,
  rulesForWindow as withSchedules,
  scheduleAsHolder,
  scheduleRequest,
} from '../../../test/bookings';

const domain = testDomain('guards');
const clock = new TestClock();
const hourMs = 60 * 60_000;

describe('booking guards: horizon, working hours, free-call limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({}, { now: clock.now });
  });
  afterAll(() => closeTestApp(app, domain));

  const paidBooking = (packageType: 'single' | 'strategy-call', email?: string) =>
    repositoryBooking(app, {
      packageType,
      name: 'Guarded Client',
      email: email ?? `client-${newAccessKey().slice(0, 8)}@${domain}`,
      amount: 150000,
      payment: null,
    });

  const schedule = (booking: { id: number; accessKey: string }, payload: object) =>
    scheduleRequest(app, booking.id, booking.accessKey, payload);

  const freeCall = (email: string, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      remoteAddress,
      payload: { packageType: 'strategy-call', name: 'Free Caller', email },
    });

  it('GET /api/booking-rules answers the horizon and working hours the server enforces', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/booking-rules' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      withSchedules({
        horizonDays: 60,
        freeCallHours: { first: '13:00', last: '16:00' },
        workingHours: {
          start: '08:00',
          end: '20:00',
          timeZone: 'America/Cancun',
          weekdays: [1, 2, 3, 4, 5],
        },
      }),
    );
    const custom = await buildTestApp({
      BOOKING_HORIZON_DAYS: '30',
      WORKING_HOURS_START: '09:30',
      WORKING_HOURS_END: '18:00',
      // The hours are in the coach's zone, OWNER_TIMEZONE until he saves his schedules.
      OWNER_TIMEZONE: 'Europe/Paris',
    });
    try {
      const rules = (await custom.inject({ method: 'GET', url: '/api/booking-rules' })).json();
      expect(rules).toEqual(
        withSchedules({
          horizonDays: 30,
          freeCallHours: { first: '13:00', last: '16:00' },
          workingHours: {
            start: '09:30',
            end: '18:00',
            timeZone: 'Europe/Paris',
            weekdays: [1, 2, 3, 4, 5],
          },
        }),
      );
    } finally {
      await custom.close();
    }
  });

  it('refuses a session beyond the horizon, at any date up to year 9999', async () => {
    const call = await paidBooking('strategy-call');
    const beyond = cancunWeekday(clock.now(), '13:00', 0, defaultBookingWindow.horizonDays + 1);
    for (const scheduledAt of [beyond, '9999-12-31T19:00:00Z']) {
      const response = await schedule(call, { scheduledAt, timezone: 'America/Cancun' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: beyondHorizonMessage(60) });
    }
    // The last day of the horizon is still bookable.
    const lastWeek = cancunWeekday(clock.now(), '13:00', 0, defaultBookingWindow.horizonDays - 7);
    expect(
      (await schedule(call, { scheduledAt: lastWeek, timezone: 'America/Cancun' })).statusCode,
    ).toBe(200);
  });

  it('refuses a paid session whose 90 minutes do not fit the coach’s hours: not one of the times offered', async () => {
    const session = await paidBooking('single');
    // 09:00 Tokyo on a Tuesday is 19:00 on Monday in Cancun: it starts inside, ends at 20:30.
    const tuesday = cancunWeekday(clock.now(), '00:00', 1).slice(0, 10);
    const response = await schedule(session, {
      scheduledAt: slotStart(tuesday, '09:00', 'Asia/Tokyo').toISOString(),
      timezone: 'Asia/Tokyo',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: slotMessages.grid });
  });

  it('allows one upcoming free strategy call per email, naming the existing one', async () => {
    const email = `once-${newAccessKey().slice(0, 6)}@${domain}`;
    const first = await freeCall(email);
    expect(first.statusCode).toBe(200);
    const { bookingId } = first.json();
    const at = cancunWeekday(clock.now(), '14:00', 2);
    const scheduled = await scheduleAsHolder(
      app,
      bookingId,
      cookieHeader(first.headers['set-cookie']),
      {
        scheduledAt: at,
        timezone: 'Asia/Kolkata',
      },
    );
    expect(scheduled.statusCode).toBe(200);

    // Said in the zone the visitor chose for it.
    const second = await freeCall(email.toUpperCase());
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: freeCallExistsMessage(describeFreeCall(at, 'Asia/Kolkata')),
    });
    expect(second.json().message).toContain('(Kolkata time)');
    expect(second.json().message).toMatch(
      /^You already have a free strategy call booked for \w+day, /,
    );

    // A second unscheduled booking made before the first was scheduled cannot be scheduled either.
    const spare = await paidBooking('strategy-call', email);
    const blocked = await schedule(spare, {
      scheduledAt: cancunWeekday(clock.now(), '14:00', 3),
      timezone: 'America/Cancun',
    });
    expect(blocked.statusCode).toBe(409);

    // Once that call is in the past, a new one can be booked.
    clock.set(new Date(new Date(at).getTime() + hourMs));
    try {
      expect((await freeCall(email)).statusCode).toBe(200);
    } finally {
      clock.set(new Date());
    }
  });

  it('caps free strategy calls per client address and day', async () => {
    const capped = await buildTestApp({ FREE_CALLS_PER_IP_PER_DAY: '2' }, { now: clock.now });
    try {
      const send = (remoteAddress: string) =>
        capped.inject({
          method: 'POST',
          url: '/api/create-payment-intent',
          remoteAddress,
          payload: {
            packageType: 'strategy-call',
            name: 'Squatter',
            email: `squat-${newAccessKey().slice(0, 8)}@${domain}`,
          },
        });
      expect((await send('203.0.113.50')).statusCode).toBe(200);
      expect((await send('203.0.113.50')).statusCode).toBe(200);
      const third = await send('203.0.113.50');
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ message: messages.freeCallDailyCap });
      // Another visitor is not affected.
      expect((await send('203.0.113.51')).statusCode).toBe(200);
      // A day later the address may book again.
      clock.advance(24 * hourMs + 60_000);
      await capped
        .knex('consultation_bookings')
        .where({ client_ip: '203.0.113.50' })
        .update({ created_at: new Date(Date.now() - 25 * hourMs) });
      expect((await send('203.0.113.50')).statusCode).toBe(200);
    } finally {
      clock.set(new Date());
      await capped.close();
    }
  });

  it('removes unscheduled free bookings older than a day, and nothing else', async () => {
    const stale = await paidBooking('strategy-call');
    const fresh = await paidBooking('strategy-call');
    const staleScheduled = await paidBooking('strategy-call');
    const stalePaid = await paidBooking('single');
    const dayAgo = new Date(clock.now().getTime() - 25 * hourMs);
    await app
      .knex('consultation_bookings')
      .whereIn('id', [stale.id, staleScheduled.id, stalePaid.id])
      .update({ created_at: dayAgo });
    const startsAt = new Date(cancunWeekday(clock.now(), '15:45', 4));
    await app.repos.bookingSessions.insert(staleScheduled.id, {
      startsAt,
      endsAt: new Date(startsAt.getTime() + 15 * 60_000),
      timezone: 'America/Cancun',
    });
    expect(await removeUnscheduledFreeCalls(app)).toBeGreaterThanOrEqual(1);
    const left = await app
      .knex('consultation_bookings')
      .whereIn('id', [stale.id, fresh.id, staleScheduled.id, stalePaid.id])
      .pluck('id');
    expect(left.map(Number).sort()).toEqual([fresh.id, staleScheduled.id, stalePaid.id].sort());
  });

  it('a session moves or cancels only from the state it was read in (compare-and-swap)', async () => {
    const booking = await paidBooking('single');
    const first = slotStart(
      cancunWeekday(clock.now(), '00:00', 4, 14).slice(0, 10),
      '09:00',
      'America/Cancun',
    );
    const second = new Date(first.getTime() + 5 * hourMs);
    const sessions = app.repos.bookingSessions;
    const time = (start: Date) => ({
      startsAt: start,
      endsAt: new Date(start.getTime() + 90 * 60_000),
      timezone: 'America/Cancun',
    });
    const session = await sessions.insert(booking.id, time(first));
    expect(session).toMatchObject({ status: 'scheduled', sequence: 0 });
    const moved = await sessions.move(session, time(second));
    expect(moved).toMatchObject({ status: 'rescheduled', sequence: 1 });
    // A second change from the state read before the move changes nothing.
    expect(await sessions.move(session, time(first))).toBeNull();
    expect(await sessions.cancel(session)).toBeNull();
    expect((await app.repos.bookings.findById(booking.id))?.scheduledAt).toBe(second.toISOString());
    expect(await sessions.cancel(moved!)).toMatchObject({ status: 'cancelled', sequence: 2 });
    expect((await app.repos.bookings.findById(booking.id))?.scheduledAt).toBeNull();
  });

  it('refuses a date-time that does not exist instead of rolling it over', async () => {
    const call = await paidBooking('strategy-call');
    const year = clock.now().getUTCFullYear() + 1;
    const response = await schedule(call, {
      scheduledAt: `${year}-02-30T19:45:00Z`,
      timezone: 'America/Cancun',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please choose a valid date and time.',
      errors: { scheduledAt: 'Please choose a valid date and time.' },
    });
    expect((await app.repos.bookings.findById(call.id))?.scheduledAt).toBeNull();
  });
});
