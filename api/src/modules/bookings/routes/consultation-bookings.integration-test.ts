import type { FastifyInstance } from 'fastify';
import type { PackageType } from '@site/contracts/packages';
import { addDays, slotMessages, slotStart } from '@site/contracts/slots';
import { sessionMessages } from '@site/contracts/sessions';
import { messages } from '../../../platform/errors';
import { newAccessKey } from '../services/booking-access';
import { retryPendingCalendarEvents } from '../services/calendar-sync';
import { buildTestApp, cancunWeekday, TestClock, testDomain } from '../../../test/app';
import { checkout, scheduleRequest as schedule } from '../../../test/bookings';
import { FakeGoogleCalendar, googleEnv } from '../../../test/fake-google';

const domain = testDomain('bookings');

// Dates come from the app's injected clock: `date(7)` is the first Monday at least a week ahead,
// `date(8)` the Tuesday after it, … `date(14)` the next Monday (all within the booking horizon).
const clock = new TestClock();
const firstMonday = cancunWeekday(clock.now(), '00:00').slice(0, 10);
const date = (day: number) => addDays(firstMonday, day - 7);
const inZone = (zone: string, day: number, hhmm: string) =>
  slotStart(date(day), hhmm, zone).toISOString();
const cancun = (day: number, hhmm: string) => inZone('America/Cancun', day, hhmm);

describe('consultation bookings', () => {
  const google = new FakeGoogleCalendar();
  let app: FastifyInstance;
  let noCalendar: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(googleEnv(await google.start()), { now: clock.now });
    noCalendar = await buildTestApp({}, { now: clock.now });
    // Two apps migrate and start here: more than the default 5 s on a busy machine.
  }, 60_000);
  afterAll(async () => {
    await app.knex('consultation_bookings').where('email', 'like', `%@${domain}`).delete();
    await app.close();
    await noCalendar.close();
    await google.stop();
  });

  async function booking(packageType: PackageType, status: 'paid' | 'pending' = 'paid') {
    return app.repos.bookings.create({
      name: 'Client Name',
      email: `client-${newAccessKey().slice(0, 8)}@${domain}`,
      packageType,
      amount: packageType === 'strategy-call' ? 0 : 150000,
      status,
      accessKey: newAccessKey(),
    });
  }

  describe('GET /api/consultation-bookings/:id (access rules)', () => {
    it('shows the booking to the browser that created it and to its secret link only', async () => {
      const { bookingId, cookie } = await checkout(app, {
        packageType: 'strategy-call',
        name: 'Owner Browser',
        email: `owner@${domain}`,
      });
      const expected = {
        id: bookingId,
        packageType: 'strategy-call',
        name: 'Owner Browser',
        email: `owner@${domain}`,
        amount: 0,
        status: 'paid',
        scheduledAt: null,
        timezone: null,
        sessions: [],
        sessionsTotal: 1,
        sessionsBooked: 0,
        sessionsRemaining: 1,
        canSchedule: true,
        canRequestRefund: false,
        refundableUntil: null,
        questionnaireCompleted: false,
        // The free call is never a package given free.
        givenFree: false,
      };
      const withCookie = await app.inject({
        method: 'GET',
        url: `/api/consultation-bookings/${bookingId}`,
        headers: { cookie },
      });
      expect(withCookie.statusCode).toBe(200);
      expect(withCookie.json()).toEqual(expected);

      const row = await app.knex('consultation_bookings').where({ id: bookingId }).first();
      const withKey = await app.inject({
        method: 'GET',
        url: `/api/consultation-bookings/${bookingId}?key=${row.access_key}`,
      });
      expect(withKey.json()).toEqual(expected);

      const forged = cookie.replace(/=.*$/, `=${row.access_key}`);
      for (const request of [
        { url: `/api/consultation-bookings/${bookingId}` },
        { url: `/api/consultation-bookings/${bookingId}?key=wrong` },
        { url: `/api/consultation-bookings/${bookingId}`, headers: { cookie: forged } },
        { url: `/api/consultation-bookings/${bookingId + 1}`, headers: { cookie } },
        { url: '/api/consultation-bookings/999999999' },
      ]) {
        const response = await app.inject({ method: 'GET', ...request });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Booking not found' });
      }
    });

    it('answers 400 for a non-numeric id', async () => {
      for (const id of ['abc', '1.5', '-1', '0', '99999999999']) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/consultation-bookings/${id}`,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: messages.invalidBookingId });
      }
    });
  });

  describe('POST /api/consultation-bookings/:id/schedule', () => {
    it('schedules a free strategy call on the Cancun grid and answers the booking', async () => {
      const call = await booking('strategy-call');
      const response = await schedule(app, call.id, call.accessKey, {
        scheduledAt: cancun(7, '13:00'),
        timezone: 'America/Cancun',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: call.id,
        status: 'paid',
        scheduledAt: cancun(7, '13:00'),
        timezone: 'America/Cancun',
        sessionsTotal: 1,
        sessionsBooked: 1,
        sessionsRemaining: 0,
        canSchedule: false,
        sessions: [
          {
            startsAt: cancun(7, '13:00'),
            endsAt: cancun(7, '13:15'),
            timezone: 'America/Cancun',
            status: 'scheduled',
            canChange: true,
          },
        ],
      });
      const view = await app.knex('strategy_calls').where({ id: call.id }).first();
      expect(view.status).toBe('scheduled');
    });

    it('inserts a calendar event with a Meet link and stores both', async () => {
      const session = await booking('single');
      // 16:00 in Paris on a Tuesday: 09:00 or 10:00 in Cancun, inside the working hours.
      const response = await schedule(app, session.id, session.accessKey, {
        scheduledAt: inZone('Europe/Paris', 8, '16:00'),
        timezone: 'Europe/Paris',
      });
      expect(response.statusCode).toBe(200);
      const row = await app.knex('booking_sessions').where({ booking_id: session.id }).first();
      const event = google.events.find((e) => e.id === row.google_event_id);
      expect(event?.hangoutLink).toMatch(/^https:\/\/meet\.google\.com\//);
      expect(row.meet_url).toBe(event?.hangoutLink);
      expect(response.json().sessions[0].joinUrl).toBe(event?.hangoutLink);
      expect(event).toMatchObject({
        start: { dateTime: inZone('Europe/Paris', 8, '16:00'), timeZone: 'Europe/Paris' },
        end: { dateTime: inZone('Europe/Paris', 8, '17:30') },
      });
      expect(event?.summary).toContain('Single Breakthrough Session');
      expect(google.authorizations.at(-1)).toBe('Bearer fake-access-token');
    });

    it.each([
      [
        'an unknown timezone',
        { scheduledAt: cancun(9, '13:00'), timezone: 'Mars/Olympus' },
        slotMessages.timezone,
      ],
      [
        'a Saturday',
        { scheduledAt: cancun(12, '13:00'), timezone: 'America/Cancun' },
        slotMessages.grid,
      ],
      [
        'the past',
        { scheduledAt: '2020-01-06T18:00:00.000Z', timezone: 'America/Cancun' },
        slotMessages.past,
      ],
      [
        'an off-grid minute',
        { scheduledAt: cancun(9, '13:05'), timezone: 'America/Cancun' },
        slotMessages.grid,
      ],
      [
        'after 16:00 Cancun',
        { scheduledAt: cancun(9, '16:15'), timezone: 'America/Cancun' },
        slotMessages.grid,
      ],
      [
        'a missing time',
        { timezone: 'America/Cancun' },
        'Please select both a date and time for your consultation.',
      ],
      [
        'a malformed time',
        { scheduledAt: 'next tuesday', timezone: 'America/Cancun' },
        'Please choose a valid date and time.',
      ],
    ])('refuses %s with 400', async (_label, payload, message) => {
      const call = await booking('strategy-call');
      const response = await schedule(app, call.id, call.accessKey, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it('reads the paid grid in the chosen zone', async () => {
      const session = await booking('5-session');
      // 13:00 Cancun is 18:00 or 19:00 in London: not on the London grid.
      const wrong = await schedule(app, session.id, session.accessKey, {
        scheduledAt: cancun(10, '13:00'),
        timezone: 'Europe/London',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(slotMessages.grid);
      // 14:00 London is 08:00 in Cancun, winter or summer.
      const right = await schedule(app, session.id, session.accessKey, {
        scheduledAt: inZone('Europe/London', 10, '14:00'),
        timezone: 'Europe/London',
      });
      expect(right.statusCode).toBe(200);
    });

    it('only schedules paid bookings, and only as many sessions as they hold (409)', async () => {
      const pending = await booking('single', 'pending');
      const unpaid = await schedule(app, pending.id, pending.accessKey, {
        scheduledAt: cancun(10, '14:00'),
        timezone: 'America/Cancun',
      });
      expect(unpaid.statusCode).toBe(409);
      expect(unpaid.json()).toEqual({ message: messages.paymentPending });

      const call = await booking('strategy-call');
      expect(
        (
          await schedule(app, call.id, call.accessKey, {
            scheduledAt: cancun(11, '13:00'),
            timezone: 'America/Cancun',
          })
        ).statusCode,
      ).toBe(200);
      const again = await schedule(app, call.id, call.accessKey, {
        scheduledAt: cancun(11, '15:00'),
        timezone: 'America/Cancun',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: sessionMessages.noneRemaining });
    });

    it('refuses a time overlapping another scheduled session (409, enforced by the database)', async () => {
      const first = await booking('single');
      // Paid: 90 minutes from 14:00 Cancun.
      expect(
        (
          await schedule(app, first.id, first.accessKey, {
            scheduledAt: cancun(11, '14:00'),
            timezone: 'America/Cancun',
          })
        ).statusCode,
      ).toBe(200);
      const call = await booking('strategy-call');
      const overlapping = await schedule(app, call.id, call.accessKey, {
        scheduledAt: cancun(11, '15:15'),
        timezone: 'America/Cancun',
      });
      expect(overlapping.statusCode).toBe(409);
      expect(overlapping.json().message).toMatch(/^That time is no longer available/);
      const after = await schedule(app, call.id, call.accessKey, {
        scheduledAt: cancun(11, '15:30'),
        timezone: 'America/Cancun',
      });
      expect(after.statusCode).toBe(200);
    });

    it("refuses a time overlapping the owner's Google Calendar", async () => {
      google.events.push({
        id: 'owner-busy',
        summary: 'Dentist',
        start: { dateTime: cancun(9, '14:10') },
        end: { dateTime: cancun(9, '14:20') },
      });
      const call = await booking('strategy-call');
      const busy = await schedule(app, call.id, call.accessKey, {
        scheduledAt: cancun(9, '14:15'),
        timezone: 'America/Cancun',
      });
      expect(busy.statusCode).toBe(409);
      expect(busy.json().message).toBe(messages.slotTaken);
      const free = await schedule(app, call.id, call.accessKey, {
        scheduledAt: cancun(9, '14:30'),
        timezone: 'America/Cancun',
      });
      expect(free.statusCode).toBe(200);
    });

    it('keeps the booking when the calendar fails, and retries the event later', async () => {
      google.failInsert = true;
      google.failList = true;
      const call = await booking('strategy-call');
      let response;
      try {
        response = await schedule(app, call.id, call.accessKey, {
          scheduledAt: cancun(9, '15:30'),
          timezone: 'America/Cancun',
        });
      } finally {
        google.failInsert = false;
        google.failList = false;
      }
      expect(response.statusCode).toBe(200);
      const sessionOf = () => app.knex('booking_sessions').where({ booking_id: call.id }).first();
      expect(await sessionOf()).toMatchObject({ status: 'scheduled', google_event_id: null });

      expect(await retryPendingCalendarEvents(app)).toBeGreaterThanOrEqual(1);
      expect((await sessionOf()).google_event_id).toMatch(/^evt/);
    });

    it('needs the booking cookie or key (404 otherwise)', async () => {
      const call = await booking('strategy-call');
      const response = await schedule(app, call.id, 'not-the-key', {
        scheduledAt: cancun(10, '13:00'),
        timezone: 'America/Cancun',
      });
      expect(response.statusCode).toBe(404);
      expect((await app.knex('consultation_bookings').where({ id: call.id }).first()).status).toBe(
        'paid',
      );
    });
  });

  describe('GET /api/consultation-bookings (public list)', () => {
    it('lists taken times with no personal data', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/consultation-bookings' });
      expect(response.statusCode).toBe(200);
      const list = response.json();
      expect(list.length).toBeGreaterThan(0);
      for (const item of list) {
        expect(Object.keys(item).sort()).toEqual([
          'endsAt',
          'packageType',
          'scheduledAt',
          'status',
        ]);
        expect(item.status).toBe('scheduled');
      }
      expect(response.body).not.toContain(domain);
      expect(list).toContainEqual({
        packageType: 'strategy-call',
        status: 'scheduled',
        scheduledAt: cancun(7, '13:00'),
        endsAt: cancun(7, '13:15'),
      });
    });
  });

  describe('GET /api/calendar-availability/:date', () => {
    it("answers the owner's events for that Cancun day", async () => {
      google.events.push(
        {
          id: 'morning',
          start: { dateTime: cancun(14, '09:00') },
          end: { dateTime: cancun(14, '10:00') },
        },
        {
          id: 'free-time',
          transparency: 'transparent',
          start: { dateTime: cancun(14, '11:00') },
          end: { dateTime: cancun(14, '12:00') },
        },
        {
          id: 'next-day',
          start: { dateTime: cancun(15, '09:00') },
          end: { dateTime: cancun(15, '10:00') },
        },
      );
      const response = await app.inject({
        method: 'GET',
        url: `/api/calendar-availability/${date(14)}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        events: [{ start: cancun(14, '09:00'), end: cancun(14, '10:00') }],
      });
      const query = google.listQueries.at(-1);
      expect(query?.get('timeMin')).toBe(cancun(14, '00:00'));
      expect(query?.get('timeMax')).toBe(cancun(15, '00:00'));
    });

    it('answers 502 when Google fails, [] when unconfigured, 400 for a bad date', async () => {
      google.failList = true;
      try {
        // A day not asked before (answers are kept for a minute).
        const failed = await app.inject({
          method: 'GET',
          url: `/api/calendar-availability/${date(15)}`,
        });
        expect(failed.statusCode).toBe(502);
        expect(failed.json()).toEqual({ message: messages.calendarDown });
      } finally {
        google.failList = false;
      }
      const none = await noCalendar.inject({
        method: 'GET',
        url: `/api/calendar-availability/${date(14)}`,
      });
      expect(none.json()).toEqual({ events: [] });
      for (const day of ['2030-02-30', 'tomorrow', '2030-1-4']) {
        const bad = await app.inject({ method: 'GET', url: `/api/calendar-availability/${day}` });
        expect(bad.statusCode).toBe(400);
      }
    });
  });
});
