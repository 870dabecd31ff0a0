/**
 * The owner's calendar and his bookings' feed on a real PostgreSQL, with the injected clock: the
 * days he sees (sessions, free calls, blocked time, Google's busy times), blocking time (and the
 * visitors' times it removes), and the private feed address (made, read by a real iCalendar
 * parser, replaced and revoked, one and the same 404 for every address that is not the live one).
 */
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { calendarMessages, calendarPaths, type CalendarView } from '@site/contracts/calendar';
import type { PackageType } from '@site/contracts/packages';
import { addDays, slotStart, todayIn } from '@site/contracts/slots';
import { messages } from '../../../platform/errors';
import { buildTestApp, cancunWeekday, TestClock, testDomain } from '../../../test/app';
import { scheduleRequest } from '../../../test/bookings';
import { FakeGoogleCalendar, googleEnv } from '../../../test/fake-google';
import { ownerSession, testOwner, type OwnerSession } from '../../../test/owner';
import { saveSchedules } from '../../../test/schedules';
import { startOwnerApp, type OwnerApp } from '../../../test/owner-app';
import { newAccessKey } from '../../bookings';
import { feedTokenHash } from '../services/calendar';

const domain = testDomain('calendar');
const siteOrigin = 'https://coach.example';
const calendarOwner = testOwner('calendar-owner', siteOrigin);

// Days from the injected clock: `date(7)` the first Monday at least a week ahead, `date(8)` the
// Tuesday after it, and so on (all inside the booking horizon).
const clock = new TestClock();
const firstMonday = cancunWeekday(clock.now(), '00:00').slice(0, 10);
const date = (day: number) => addDays(firstMonday, day - 7);
const cancun = (day: number, hhmm: string) => slotStart(date(day), hhmm, 'America/Cancun');

describe('the owner’s calendar', () => {
  const google = new FakeGoogleCalendar();
  let app: FastifyInstance;
  let owner: OwnerSession;

  beforeAll(async () => {
    app = await buildTestApp(
      {
        ...googleEnv(await google.start()),
        SITE_ORIGIN: siteOrigin,
        OWNER_TIMEZONE: 'America/Cancun',
      },
      { now: clock.now },
    );
    owner = await ownerSession(app, calendarOwner, clock);
  }, 60_000);
  afterAll(async () => {
    await app.knex('consultation_bookings').where('email', 'like', `%@${domain}`).delete();
    await app.knex('calendar_blocks').delete();
    await app.knex('calendar_feed_tokens').delete();
    await app.close();
    await google.stop();
  });
  afterEach(() => clock.set(new Date()));

  const asOwner = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    owner.send(method, url, payload);

  async function booking(packageType: PackageType, name: string) {
    return app.repos.bookings.create({
      name,
      email: `client-${newAccessKey().slice(0, 8)}@${domain}`,
      packageType,
      amount: packageType === 'strategy-call' ? 0 : 150000,
      status: 'paid',
      accessKey: newAccessKey(),
    });
  }

  const schedule = (id: number, key: string, scheduledAt: Date) =>
    scheduleRequest(app, id, key, {
      scheduledAt: scheduledAt.toISOString(),
      timezone: 'America/Cancun',
    });

  const view = async (from: string, days: number) => {
    const response = await asOwner('GET', `${calendarPaths.calendar}?from=${from}&days=${days}`);
    expect(response.statusCode).toBe(200);
    return response.json<CalendarView>();
  };

  it('refuses every owner route without the owner’s session', async () => {
    for (const [method, url] of [
      ['GET', `${calendarPaths.calendar}?from=${date(7)}&days=7`],
      ['POST', calendarPaths.blocks],
      ['DELETE', calendarPaths.block(1)],
      ['GET', calendarPaths.feedAddress],
      ['POST', calendarPaths.feedAddress],
      ['DELETE', calendarPaths.feedAddress],
    ] as const) {
      const response = await app.inject({ method, url, headers: { origin: siteOrigin } });
      expect([method, url, response.statusCode]).toEqual([method, url, 401]);
    }
  });

  it('shows his sessions and free calls in his zone, Google’s other busy times, and whom he can book', async () => {
    const paid = await booking('5-session', 'Dana Package');
    const call = await booking('strategy-call', 'Robin Caller');
    expect((await schedule(paid.id, paid.accessKey, cancun(8, '09:00'))).statusCode).toBe(200);
    expect((await schedule(call.id, call.accessKey, cancun(8, '13:00'))).statusCode).toBe(200);
    google.events.push({
      id: 'dentist',
      summary: 'Dentist',
      start: { dateTime: cancun(9, '15:00').toISOString() },
      end: { dateTime: cancun(9, '16:00').toISOString() },
    });

    const week = await view(date(7), 7);
    expect(week.timezone).toBe('America/Cancun');
    expect(week.start).toBe(slotStart(date(7), '00:00', 'America/Cancun').toISOString());
    expect(week.google).toBe('connected');
    const mine = week.entries.filter((entry) => [paid.id, call.id].includes(entry.bookingId));
    expect(mine).toEqual([
      expect.objectContaining({
        kind: 'session',
        bookingId: paid.id,
        name: 'Dana Package',
        startsAt: cancun(8, '09:00').toISOString(),
        status: 'scheduled',
      }),
      expect.objectContaining({
        kind: 'free-call',
        bookingId: call.id,
        name: 'Robin Caller',
        startsAt: cancun(8, '13:00').toISOString(),
      }),
    ]);
    // Google's own copies of the sessions are not shown twice; his other events are.
    expect(week.busy).toContainEqual({
      start: cancun(9, '15:00').toISOString(),
      end: cancun(9, '16:00').toISOString(),
    });
    expect(week.busy.some((busy) => busy.start === cancun(8, '09:00').toISOString())).toBe(false);
    expect(week.openPackages).toContainEqual({
      bookingId: paid.id,
      name: 'Dana Package',
      packageType: '5-session',
      sessionsRemaining: 4,
    });
    expect(week.openPackages.some((open) => open.bookingId === call.id)).toBe(false);
    // No email address reaches the calendar.
    expect(JSON.stringify(week)).not.toContain(`@${domain}`);

    // The next week does not hold them.
    const next = await view(date(14), 7);
    expect(next.entries.some((entry) => entry.bookingId === paid.id)).toBe(false);
  });

  it('says which sessions belong to a booking not paid yet, and no other', async () => {
    const paid = await booking('5-session', 'Paid Pat');
    const unpaid = await booking('10-session', 'Unpaid Uma');
    for (const [one, at] of [
      [paid, cancun(9, '09:00')],
      [unpaid, cancun(7, '10:00')],
    ] as const) {
      const scheduled = await schedule(one.id, one.accessKey, at);
      expect([scheduled.statusCode, scheduled.json()]).toEqual([200, expect.anything()]);
    }
    // A checkout that chose its time and was never paid: the booking stays pending.
    await app
      .knex('consultation_bookings')
      .where({ id: unpaid.id })
      .update({ status: 'pending', paid_at: null, payment: null });

    const week = await view(date(7), 7);
    const statusOf = (bookingId: number) =>
      week.entries.find((entry) => entry.bookingId === bookingId)?.bookingStatus;
    expect([statusOf(paid.id), statusOf(unpaid.id)]).toEqual(['paid', 'pending']);
    // Whom he can book for: only the paid package.
    expect(week.openPackages.some((open) => open.bookingId === unpaid.id)).toBe(false);
  });

  it('points a view to the first booking after it, and to none when nothing is booked ahead', async () => {
    const later = await booking('single', 'Maya Chen');
    const sooner = await booking('single', 'Sooner Client');
    const gone = await booking('single', 'Gone Client');
    // Tuesdays of the second and third weeks ahead, after everything the earlier cases booked.
    const at = cancun(22, '09:00');
    expect((await schedule(later.id, later.accessKey, at)).statusCode).toBe(200);
    expect((await schedule(sooner.id, sooner.accessKey, cancun(15, '11:00'))).statusCode).toBe(200);
    // A session gone by two days ago (held sessions cannot be booked in the past: moved there).
    expect((await schedule(gone.id, gone.accessKey, cancun(15, '14:00'))).statusCode).toBe(200);
    const twoDaysAgo = clock.now().getTime() - 2 * 86_400_000;
    await app
      .knex('booking_sessions')
      .where({ booking_id: gone.id })
      .update({
        starts_at: new Date(twoDaysAgo),
        ends_at: new Date(twoDaysAgo + 3_600_000),
      });

    // The days after the sooner session up to the later one's eve: the next is the later one,
    // with whose it is (not the sooner one, ahead of now but before the view's end).
    expect((await view(date(16), 6)).next).toEqual({
      kind: 'session',
      bookingId: later.id,
      name: 'Maya Chen',
      startsAt: at.toISOString(),
    });
    // A week gone by points to a booking ahead of now, never to one gone by in between.
    const past = (await view(addDays(todayIn('America/Cancun', clock.now()), -10), 7)).next;
    expect(past).not.toBeNull();
    expect(past!.bookingId).not.toBe(gone.id);
    expect(Date.parse(past!.startsAt)).toBeGreaterThanOrEqual(clock.now().getTime());
    // After the last booking: nothing ahead.
    expect((await view(date(23), 7)).next).toBeNull();
  });

  it('refuses a malformed range with its message', async () => {
    for (const query of ['from=2025-02-30&days=7', `from=${date(7)}&days=43`, `from=${date(7)}`]) {
      const response = await asOwner('GET', `${calendarPaths.calendar}?${query}`);
      expect([query, response.statusCode]).toEqual([query, 400]);
    }
  });

  it('blocks time: visitors can no longer book it, and it is free again once unblocked', async () => {
    const call = await booking('strategy-call', 'Blocked Visitor');
    const blocked = await asOwner('POST', calendarPaths.blocks, {
      startsAt: cancun(10, '12:00').toISOString(),
      endsAt: cancun(10, '14:00').toISOString(),
      note: 'Workshop',
    });
    expect(blocked.statusCode).toBe(201);
    const block = blocked.json<{ id: number; note: string }>();
    expect(block.note).toBe('Workshop');

    // The pickers see it as busy, the API refuses a time inside it.
    const busy = await app.inject({ method: 'GET', url: `/api/calendar-availability/${date(10)}` });
    expect(busy.json().events).toContainEqual(
      expect.objectContaining({
        start: cancun(10, '12:00').toISOString(),
        end: cancun(10, '14:00').toISOString(),
      }),
    );
    const refused = await schedule(call.id, call.accessKey, cancun(10, '13:00'));
    expect([refused.statusCode, refused.json()]).toEqual([409, { message: messages.slotTaken }]);
    expect((await view(date(7), 7)).blocks).toContainEqual(expect.objectContaining(block));

    // This block's line (other files of the run block time on the same database).
    const audit = await app
      .knex('audit_log')
      .where({ action: 'calendar.block', username: owner.username })
      .first();
    expect(audit).toMatchObject({ target: `block ${block.id}`, username: owner.username });

    expect((await asOwner('DELETE', calendarPaths.block(block.id))).statusCode).toBe(204);
    const again = await asOwner('DELETE', calendarPaths.block(block.id));
    expect([again.statusCode, again.json()]).toEqual([
      404,
      { message: calendarMessages.blockNotFound },
    ]);
    expect((await schedule(call.id, call.accessKey, cancun(10, '13:00'))).statusCode).toBe(200);
  });

  it('refuses to block time over a held session, in the past, or backwards', async () => {
    const paid = await booking('single', 'Held Session');
    expect((await schedule(paid.id, paid.accessKey, cancun(11, '10:00'))).statusCode).toBe(200);
    const clash = await asOwner('POST', calendarPaths.blocks, {
      startsAt: cancun(11, '11:00').toISOString(),
      endsAt: cancun(11, '12:00').toISOString(),
    });
    expect([clash.statusCode, clash.json()]).toEqual([
      409,
      { message: calendarMessages.blockClash },
    ]);

    const past = await asOwner('POST', calendarPaths.blocks, {
      startsAt: new Date(clock.now().getTime() - 7_200_000).toISOString(),
      endsAt: new Date(clock.now().getTime() - 3_600_000).toISOString(),
    });
    expect([past.statusCode, past.json()]).toEqual([400, { message: calendarMessages.blockPast }]);

    const backwards = await asOwner('POST', calendarPaths.blocks, {
      startsAt: cancun(12, '12:00').toISOString(),
      endsAt: cancun(12, '11:00').toISOString(),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ endsAt: calendarMessages.blockOrder });
  });
});

describe('the bookings feed', () => {
  let app: FastifyInstance;
  let owner: OwnerSession;
  beforeAll(async () => {
    app = await buildTestApp(
      { SITE_ORIGIN: siteOrigin, MEETING_URL: 'https://meet.example/coach' },
      { now: clock.now },
    );
    owner = await ownerSession(app, calendarOwner, clock);
  }, 60_000);
  afterAll(async () => {
    await app.knex('consultation_bookings').where('email', 'like', `%@${domain}`).delete();
    await app.knex('calendar_feed_tokens').delete();
    await app.close();
  });

  const asOwner = (method: 'GET' | 'POST' | 'DELETE', url: string) => owner.send(method, url);
  const read = (url: string) => app.inject({ method: 'GET', url: new URL(url).pathname });

  it('is made, read by calendar apps, replaced and revoked, with one 404 for every other address', async () => {
    const client = await app.repos.bookings.create({
      name: 'Feed Client',
      email: `feed-client@${domain}`,
      packageType: '5-session',
      amount: 150000,
      status: 'paid',
      accessKey: newAccessKey(),
    });
    const schedule = (hhmm: string, day: number) =>
      scheduleRequest(app, client.id, client.accessKey, {
        scheduledAt: cancun(day, hhmm).toISOString(),
        timezone: 'America/Cancun',
      });
    expect((await schedule('09:00', 8)).statusCode).toBe(200);
    expect((await schedule('09:00', 9)).statusCode).toBe(200);
    const [, second] = await app.repos.bookingSessions.listForBooking(client.id);
    const cancelled = await asOwner(
      'POST',
      `/api/admin/bookings/${client.id}/sessions/${second!.id}/cancel`,
    );
    expect(cancelled.statusCode).toBe(200);

    expect((await asOwner('GET', calendarPaths.feedAddress)).json()).toEqual({ createdAt: null });
    const made = await asOwner('POST', calendarPaths.feedAddress);
    expect(made.statusCode).toBe(201);
    const address = made.json<{ url: string; webcalUrl: string; createdAt: string }>();
    expect(address.url).toMatch(/^https:\/\/coach\.example\/api\/calendar-feed\/[\w-]{43}\.ics$/);
    expect(address.webcalUrl).toBe(address.url.replace(/^https:/, 'webcal:'));
    expect((await asOwner('GET', calendarPaths.feedAddress)).json()).toEqual({
      createdAt: address.createdAt,
    });
    // Only the token's SHA-256 is kept.
    const token = /([\w-]{43})\.ics$/.exec(address.url)![1]!;
    const stored = await app.knex('calendar_feed_tokens').whereNull('revoked_at');
    expect(stored.map((row: { token_hash: string }) => row.token_hash)).toEqual([
      feedTokenHash(token),
    ]);

    const feed = await read(address.url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, no-store');
    expect(feed.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(feed.body).toMatch(/\r\n/);
    expect(feed.body).not.toContain(`@${domain}`);
    const events = new ICAL.Component(ICAL.parse(feed.body))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent))
      .filter((event) => event.summary.includes('Feed Client'));
    expect(events.map((event) => event.startDate.toJSDate().toISOString())).toEqual([
      cancun(8, '09:00').toISOString(),
      cancun(9, '09:00').toISOString(),
    ]);
    expect(events.map((event) => event.component.getFirstPropertyValue('status'))).toEqual([
      'CONFIRMED',
      'CANCELLED',
    ]);
    expect(events[1]!.sequence).toBeGreaterThan(events[0]!.sequence);
    expect(events[0]!.description).toContain('Join: https://meet.example/coach');
    expect(new Set(events.map((event) => event.uid)).size).toBe(2);

    // The same UIDs on the next read.
    const again = new ICAL.Component(ICAL.parse((await read(address.url)).body))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent).uid);
    expect(again).toEqual(expect.arrayContaining(events.map((event) => event.uid)));

    // Regenerated: the old address answers as a wrong or malformed one does.
    const replaced = await asOwner('POST', calendarPaths.feedAddress);
    const next = replaced.json<{ url: string }>();
    const notFound = { message: calendarMessages.feedNotFound };
    for (const url of [
      address.url,
      `${siteOrigin}${calendarPaths.feedPrefix}${'A'.repeat(43)}.ics`,
      `${siteOrigin}${calendarPaths.feedPrefix}not-a-token`,
      `${siteOrigin}${calendarPaths.feedPrefix}${token}`,
    ]) {
      const answer = await read(url);
      expect([url, answer.statusCode, answer.json()]).toEqual([url, 404, notFound]);
    }
    expect((await read(next.url)).statusCode).toBe(200);

    expect((await asOwner('DELETE', calendarPaths.feedAddress)).statusCode).toBe(204);
    const revoked = await read(next.url);
    expect([revoked.statusCode, revoked.json()]).toEqual([404, notFound]);
    expect((await asOwner('GET', calendarPaths.feedAddress)).json()).toEqual({ createdAt: null });

    const actions = (await app.knex('audit_log').whereLike('action', 'calendar.feed-%')).map(
      (row: { action: string }) => row.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining(['calendar.feed-create', 'calendar.feed-revoke']),
    );
  });
});

// Saving schedules changes what every suite on a shared database reads: this one has its own.
describe('the owner’s calendar and his working hours', () => {
  let suite: OwnerApp;
  beforeAll(async () => {
    suite = await startOwnerApp('calendar-hours', {
      clock,
      ownDatabase: true,
      quiet: true,
      env: { OWNER_TIMEZONE: 'America/Cancun' },
    });
  }, 60_000);
  afterAll(async () => {
    await suite?.close();
  });

  it('says the hours his schedules open on each day, as the booking pages read them', async () => {
    const closed = [[], [], [], [], [], [], []];
    // Tuesdays: paid sessions 09:00–12:00 and the free call 11:30–13:00 (one stretch, joined);
    // Thursdays paid sessions only; the Wednesday of the second week a day off.
    await saveSchedules(suite.owner, (document) => ({
      ...document,
      sessions: {
        ...document.sessions,
        weekly: closed.map((_, day) =>
          day === 2 || day === 4 ? [{ start: '09:00', end: '12:00' }] : [],
        ),
        overrides: [],
      },
      freeCall: {
        ...document.freeCall,
        weekly: closed.map((_, day) => (day === 2 ? [{ start: '11:30', end: '13:00' }] : [])),
        overrides: [{ from: date(7), to: date(7), ranges: [{ start: '15:00', end: '16:00' }] }],
      },
    }));
    const week = (
      await suite.owner.get(`${calendarPaths.calendar}?from=${date(7)}&days=7`)
    ).json<CalendarView>();
    expect(week.workingHours).toEqual([
      { date: date(7), ranges: [{ start: '15:00', end: '16:00' }] },
      { date: date(8), ranges: [{ start: '09:00', end: '13:00' }] },
      { date: date(9), ranges: [] },
      { date: date(10), ranges: [{ start: '09:00', end: '12:00' }] },
      { date: date(11), ranges: [] },
      { date: date(12), ranges: [] },
      { date: date(13), ranges: [] },
    ]);
  });
});
