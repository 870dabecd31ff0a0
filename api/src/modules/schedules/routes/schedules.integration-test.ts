/**
 * The coach's schedules on a real PostgreSQL (a database of this file's own: a saved schedule
 * changes what every booking may be, so no other file's bookings run under it), with the
 * injected clock: the owner reads and saves them (audited, versioned, page caches told), the
 * pickers' times are the slot engine's for the same inputs, and a booking outside the schedule,
 * inside a buffer or over a limit is refused with its message.
 */
import type { FastifyInstance } from 'fastify';
import type { BookingRules, ScheduledSlot } from '@site/contracts/api-types';
import {
  scheduleMessages,
  type SchedulesDocument,
  type ScheduleRules,
} from '@site/contracts/endpoints/schedules';
import { slotRefusalMessage, slotsBetween } from '@site/contracts/schedules/engine';
import {
  bookedSessions,
  scheduleSessionMinutes,
  schedulesForWindow,
} from '@site/contracts/schedules/schedule';
import {
  addDays,
  defaultBookingWindow,
  slotMessages,
  slotStart,
  todayIn,
} from '@site/contracts/slots';
import { calendarDateRangeMessage } from '../../../platform/errors';
import type { PackageType } from '@site/contracts/packages';
import { newAccessKey } from '../../bookings';
import { testSiteOrigin as siteOrigin, type OwnerSession } from '../../../test/owner';
import { cancunWeekday, resetOwnDatabase, TestClock, testDomain } from '../../../test/app';
import { startOwnerApp, type OwnerApp } from '../../../test/owner-app';
import { repositoryBooking, scheduleRequest } from '../../../test/bookings';
import { saveSchedules } from '../../../test/schedules';

const domain = testDomain('schedules');

/** Next week's Monday, 08:00 in Cancun (UTC-5 all year), from the real date: any day, any year. */
const monday = cancunWeekday(new Date(), '08:00').slice(0, 10);
const tuesday = addDays(monday, 1);
const clock = new TestClock(slotStart(monday, '08:00', 'America/Cancun'));

let app: FastifyInstance;
let owner: OwnerSession;
let suite: OwnerApp;

beforeAll(async () => {
  suite = await startOwnerApp('schedules', { clock, ownDatabase: true, quiet: true });
  ({ app, owner } = suite);
}, 60_000);

// Back to a site whose owner never saved: the schedules follow the booking window again.
afterEach(() => resetOwnDatabase(app));

afterAll(async () => {
  await suite?.close();
});

const get = (url: string, withCookie = true) =>
  withCookie ? owner.get(url) : app.inject({ method: 'GET', url });
const put = (payload: object) => owner.send('PUT', '/api/admin/schedules', payload);

const readDocument = async () => (await get('/api/admin/schedules')).json<SchedulesDocument>();

/** Saves changes to the schedules at the version the server holds now, as a form just opened would. */
const save = (change: (document: SchedulesDocument) => SchedulesDocument) =>
  saveSchedules(owner, change);

const closed = () => Array.from({ length: 7 }, () => [] as { start: string; end: string }[]);
/** The free call on Tuesdays 14:00–18:00 only. */
const tuesdaysOnly = (rules: ScheduleRules): ScheduleRules => {
  const weekly = closed();
  weekly[2] = [{ start: '14:00', end: '18:00' }];
  return { ...rules, weekly };
};

const booking = (packageType: PackageType) =>
  repositoryBooking(app, {
    packageType,
    name: 'Schedules Client',
    email: `client-${newAccessKey().slice(0, 8)}@${domain}`,
  });

const schedule = (
  target: { id: number; accessKey: string },
  scheduledAt: Date,
  timezone = 'Asia/Kolkata',
) =>
  scheduleRequest(app, target.id, target.accessKey, {
    scheduledAt: scheduledAt.toISOString(),
    timezone,
  });

const cancun = (date: string, time: string) => slotStart(date, time, 'America/Cancun');

describe('the schedules in the back office', () => {
  it('are the owner’s only', async () => {
    expect((await get('/api/admin/schedules', false)).statusCode).toBe(401);
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/admin/schedules',
      headers: { origin: siteOrigin },
      payload: {},
    });
    expect(refused.statusCode).toBe(401);
  });

  it('start as the grids the site offered, following its booking window until saved', async () => {
    const document = await readDocument();
    const defaults = schedulesForWindow(defaultBookingWindow, scheduleSessionMinutes);
    const { timeZone: _s, ...sessions } = defaults.sessions;
    const { timeZone: _f, ...freeCall } = defaults.freeCall;
    expect(document).toEqual({
      timeZone: 'America/Cancun',
      sessions,
      freeCall,
      version: expect.any(Number),
    });
    // The owner's free-call hours in his site settings still move the default schedule.
    await app.knex('site_settings').insert([
      { key: 'freeCallFirst', value: '09:00' },
      { key: 'freeCallLast', value: '10:00' },
    ]);
    expect((await readDocument()).freeCall.weekly[1]).toEqual([{ start: '09:00', end: '10:15' }]);
  });

  it('saves, audits the parts that changed and tells the page caches, once per version', async () => {
    const contentVersion = async () =>
      (await app.inject({ method: 'GET', url: '/api/site/content-version' })).json<{
        version: number;
      }>().version;
    const before = await contentVersion();
    const opened = await readDocument();
    const saved = await save((document) => ({
      ...document,
      freeCall: { ...tuesdaysOnly(document.freeCall), bufferAfterMinutes: 15 },
    }));
    expect(saved.version).toBe(opened.version + 1);
    expect(saved.freeCall.weekly[2]).toEqual([{ start: '14:00', end: '18:00' }]);
    expect(saved.freeCall.bufferAfterMinutes).toBe(15);
    expect(await readDocument()).toEqual(saved);
    expect(await contentVersion()).toBeGreaterThan(before);
    const audit = await app
      .knex('audit_log')
      .where({ action: 'schedules.update' })
      .orderBy('id', 'desc')
      .first();
    expect(audit.detail).toBe('Changed: freeCall');

    // A second tab still holding the first version is refused, and changes nothing.
    const stale = await put({ ...opened, timeZone: 'Europe/Paris' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(scheduleMessages.conflict);
    expect((await readDocument()).timeZone).toBe('America/Cancun');
  });

  it('refuses a bad schedule with its field’s message and saves nothing', async () => {
    const opened = await readDocument();
    const weekly = closed();
    weekly[2] = [
      { start: '14:00', end: '18:00' },
      { start: '17:00', end: '19:00' },
    ];
    const response = await put({
      ...opened,
      timeZone: 'Mars/Olympus',
      freeCall: { ...opened.freeCall, weekly, dailyMaximum: 0 },
      sessions: {
        ...opened.sessions,
        overrides: [{ from: tuesday, to: monday, ranges: [] }],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      timeZone: scheduleMessages.timeZone,
      'freeCall.weekly': scheduleMessages.rangesOverlap,
      'freeCall.dailyMaximum': scheduleMessages.maximum,
      'sessions.overrides': scheduleMessages.overrideOrder,
    });
    expect(await readDocument()).toEqual(opened);
  });
});

describe('one rule, two places', () => {
  it('the API offers, for the same inputs, exactly the times the browser computes', async () => {
    await save((document) => ({
      ...document,
      freeCall: { ...tuesdaysOnly(document.freeCall), bufferBeforeMinutes: 15 },
      sessions: { ...document.sessions, dailyMaximum: 1 },
    }));
    // Something to take out: a free call held on Tuesday, a paid session on Wednesday.
    expect(
      (await schedule(await booking('strategy-call'), cancun(tuesday, '15:00'))).statusCode,
    ).toBe(200);
    expect(
      (
        await schedule(
          await booking('single'),
          cancun(addDays(monday, 2), '10:00'),
          'America/Cancun',
        )
      ).statusCode,
    ).toBe(200);

    // What the browser reads, and what it computes with the engine.
    const rules = (await get('/api/booking-rules', false)).json<BookingRules>();
    const taken = (await get('/api/consultation-bookings', false)).json<ScheduledSlot[]>();
    const from = addDays(monday, -1);
    const to = addDays(monday, 20);
    for (const [kind, path, zone] of [
      ['free-call', 'free-call', 'Asia/Kolkata'],
      ['sessions', 'sessions', 'America/New_York'],
      ['sessions', 'sessions', 'Australia/Sydney'],
    ] as const) {
      const browser = slotsBetween(
        {
          schedule: kind === 'free-call' ? rules.schedules.freeCall : rules.schedules.sessions,
          sessionMinutes:
            kind === 'free-call'
              ? scheduleSessionMinutes.freeCall
              : scheduleSessionMinutes.sessions,
          visitorZone: zone,
          now: clock.now(),
          busy: [],
          sessions: bookedSessions(kind, taken),
        },
        from,
        to,
      );
      const api = await get(
        `/api/schedules/${path}/slots?timezone=${encodeURIComponent(zone)}&from=${from}&to=${to}`,
        false,
      );
      expect(api.statusCode).toBe(200);
      expect(api.json()).toEqual({ timeZone: zone, dates: browser });
      expect(Object.keys(browser).length).toBeGreaterThan(0);
    }
    // The free call's Tuesdays, read in Kolkata: Wednesdays 00:30–04:30, without the held call
    // (15:00 Cancun, 01:30 Kolkata), the call whose 15 minutes before it would overlap it (15:15)
    // and the call that would end in its 15 minutes before (14:45).
    const kolkata = (
      await get(
        `/api/schedules/free-call/slots?timezone=Asia%2FKolkata&from=${from}&to=${to}`,
        false,
      )
    ).json<{ dates: Record<string, { time: string }[]> }>().dates;
    const wednesday = kolkata[addDays(tuesday, 1)]!.map((slot) => slot.time);
    expect(wednesday[0]).toBe('00:30');
    expect(wednesday).toContain('01:00');
    expect(wednesday).not.toContain('01:15');
    expect(wednesday).not.toContain('01:30');
    expect(wednesday).not.toContain('01:45');
    expect(wednesday).toContain('02:00');
    expect(
      Object.keys(kolkata).every((date) => new Date(`${date}T12:00:00Z`).getUTCDay() === 3),
    ).toBe(true);
  });

  it('gives the owner’s busy times on every day the schedules reach, beyond the older horizon', async () => {
    // The booking window's horizon is 60 days; the free call's schedule now reaches 90.
    await save((document) => ({
      ...document,
      freeCall: { ...document.freeCall, horizonDays: 90 },
    }));
    const today = todayIn('America/Cancun', clock.now());
    const busy = (date: string) => get(`/api/calendar-availability/${date}`, false);
    expect((await busy(addDays(today, 75))).statusCode).toBe(200);
    const beyond = await busy(addDays(today, 95));
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toBe(calendarDateRangeMessage(90));
  });

  it('refuses a bad zone or a range of dates too long', async () => {
    const tooLong = await get(
      `/api/schedules/free-call/slots?timezone=UTC&from=${monday}&to=${addDays(monday, 62)}`,
      false,
    );
    expect(tooLong.statusCode).toBe(400);
    const badZone = await get(
      `/api/schedules/free-call/slots?timezone=Mars%2FOlympus&from=${monday}&to=${monday}`,
      false,
    );
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json().message).toContain(slotMessages.timezone);
  });
});

describe('the coach’s own zone', () => {
  it('is the one his emails read his times in, beside the client’s time in the zone she chose', async () => {
    await app.knex('outbox_messages').delete();
    await save((document) => ({ ...document, timeZone: 'Europe/Paris' }));
    // 10:00 in New York, 16:00 in Paris (inside his 08:00–20:00 there).
    const made = await booking('single');
    const at = slotStart(tuesday, '10:00', 'America/New_York');
    expect((await schedule(made, at, 'America/New_York')).statusCode).toBe(200);
    const messages = (
      (await app.knex('outbox_messages').select('message')) as {
        message: { subject: string; text: string };
      }[]
    ).map((row) => row.message);
    const owners = messages.find((message) => message.subject.startsWith('Scheduled: '));
    // The owner's email names each zone as the back office does; the client's as her pages do.
    expect(owners?.subject).toMatch(/at 4:00 PM \(Paris time\)$/);
    expect(owners?.text).toContain('at 10:00 AM (New York time)');
    expect(owners?.text).not.toMatch(/Central European|\(Eastern\)/);
    const clients = messages.find((message) => message.subject.startsWith('Confirmed: '));
    expect(clients?.text).toContain('at 10:00 AM (Eastern)');
    expect(clients?.text).not.toContain('Central European');
  });
});

describe('the minimum notice of a site whose owner never saved his schedules', () => {
  afterEach(() => clock.set(cancun(monday, '08:00')));

  it('is 2 hours for the free call and 24 hours for a paid session; a notice he saves holds', async () => {
    clock.set(cancun(monday, '11:30'));
    const defaults = schedulesForWindow(defaultBookingWindow, scheduleSessionMinutes);
    const call = (time: string) =>
      booking('strategy-call').then((made) =>
        schedule(made, cancun(monday, time), 'America/Cancun'),
      );
    const tooSoon = await call('13:15');
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json().message).toBe(slotRefusalMessage('notice', defaults.freeCall));
    expect((await call('13:30')).statusCode).toBe(200);

    const paid = (time: string) =>
      booking('5-session').then((made) => schedule(made, cancun(tuesday, time), 'America/Cancun'));
    const paidTooSoon = await paid('11:00');
    expect(paidTooSoon.statusCode).toBe(400);
    expect(paidTooSoon.json().message).toBe(slotRefusalMessage('notice', defaults.sessions));
    expect((await paid('11:30')).statusCode).toBe(200);

    // His own notice, once saved, is the one that holds: none for the free call. (Saved at the
    // clock his back-office session was opened by.)
    clock.set(cancun(monday, '08:00'));
    await save((document) => ({
      ...document,
      freeCall: { ...document.freeCall, minimumNoticeMinutes: 0 },
    }));
    clock.set(cancun(monday, '12:50'));
    expect((await call('13:00')).statusCode).toBe(200);
  });
});

describe('a booking keeps the schedule', () => {
  it('is refused outside the weekly hours and on a day off, with the message', async () => {
    const saved = await save((document) => ({
      ...document,
      freeCall: {
        ...tuesdaysOnly(document.freeCall),
        overrides: [{ from: addDays(tuesday, 7), to: addDays(tuesday, 13), ranges: [] }],
      },
    }));
    const outside = await schedule(await booking('strategy-call'), cancun(monday, '14:00'));
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(slotMessages.grid);
    const dayOff = await schedule(
      await booking('strategy-call'),
      cancun(addDays(tuesday, 7), '14:00'),
    );
    expect(dayOff.statusCode).toBe(400);
    expect(dayOff.json().message).toBe(
      slotRefusalMessage('outside', { ...saved.freeCall, timeZone: saved.timeZone }),
    );
    expect(
      (await schedule(await booking('strategy-call'), cancun(tuesday, '17:45'))).statusCode,
    ).toBe(200);
  });

  it('is refused inside another session’s buffer', async () => {
    const saved = await save((document) => ({
      ...document,
      freeCall: {
        ...tuesdaysOnly(document.freeCall),
        bufferBeforeMinutes: 15,
        bufferAfterMinutes: 15,
      },
    }));
    expect(
      (await schedule(await booking('strategy-call'), cancun(tuesday, '15:00'))).statusCode,
    ).toBe(200);
    const tooClose = await schedule(await booking('strategy-call'), cancun(tuesday, '15:15'));
    expect(tooClose.statusCode).toBe(400);
    expect(tooClose.json().message).toBe(
      slotRefusalMessage('buffer', { ...saved.freeCall, timeZone: saved.timeZone }),
    );
    expect(
      (await schedule(await booking('strategy-call'), cancun(tuesday, '15:30'))).statusCode,
    ).toBe(200);
  });

  it('is refused over the daily and the weekly maximum, and sooner than the notice', async () => {
    const saved = await save((document) => ({
      ...document,
      sessions: {
        ...document.sessions,
        dailyMaximum: 1,
        weeklyMaximum: 2,
        minimumNoticeMinutes: 24 * 60,
      },
    }));
    const rules = { ...saved.sessions, timeZone: saved.timeZone };
    const paid = (date: string, time: string) =>
      booking('5-session').then((made) => schedule(made, cancun(date, time), 'America/Cancun'));
    const soon = await paid(monday, '14:00');
    expect(soon.statusCode).toBe(400);
    expect(soon.json().message).toBe(slotRefusalMessage('notice', rules));
    expect((await paid(tuesday, '09:00')).statusCode).toBe(200);
    const sameDay = await paid(tuesday, '14:00');
    expect(sameDay.statusCode).toBe(400);
    expect(sameDay.json().message).toBe(slotRefusalMessage('daily-limit', rules));
    expect((await paid(addDays(tuesday, 1), '09:00')).statusCode).toBe(200);
    const overWeek = await paid(addDays(tuesday, 2), '09:00');
    expect(overWeek.statusCode).toBe(400);
    expect(overWeek.json().message).toBe(slotRefusalMessage('weekly-limit', rules));
    // The next week starts afresh.
    expect((await paid(addDays(monday, 7), '09:00')).statusCode).toBe(200);
  });

  it('holds its daily maximum when bookings arrive at once: exactly one of them is saved', async () => {
    const saved = await save((document) => ({
      ...document,
      sessions: { ...document.sessions, dailyMaximum: 1 },
    }));
    const rules = { ...saved.sessions, timeZone: saved.timeZone };
    // Four times of one Tuesday that do not overlap: only the limit can refuse three of them.
    const bookings = await Promise.all(
      ['09:00', '10:30', '14:00', '15:30'].map(async (time) => ({
        made: await booking('5-session'),
        at: cancun(tuesday, time),
      })),
    );
    const answers = await Promise.all(
      bookings.map(({ made, at }) => schedule(made, at, 'America/Cancun')),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400]);
    for (const refused of answers.filter((answer) => answer.statusCode === 400))
      expect(refused.json().message).toBe(slotRefusalMessage('daily-limit', rules));
    const stored = await app.knex('booking_sessions').count({ n: '*' }).first();
    expect(Number(stored?.n)).toBe(1);
  });

  it('holds its weekly maximum when bookings and a move arrive at once', async () => {
    const saved = await save((document) => ({
      ...document,
      sessions: { ...document.sessions, weeklyMaximum: 2 },
    }));
    const rules = { ...saved.sessions, timeZone: saved.timeZone };
    // One session held this week; a move within the week keeps the count, three new ones
    // compete for the one place left.
    const held = await booking('5-session');
    expect((await schedule(held, cancun(tuesday, '09:00'), 'America/Cancun')).statusCode).toBe(200);
    const [heldSession] = (await app.knex('booking_sessions').where({ booking_id: held.id })) as {
      id: number;
    }[];
    const competing = await Promise.all([1, 2, 3].map(() => booking('5-session')));
    const answers = await Promise.all([
      ...competing.map((made, day) =>
        schedule(made, cancun(addDays(tuesday, day + 1), '09:00'), 'America/Cancun'),
      ),
      app.inject({
        method: 'POST',
        url: `/api/consultation-bookings/${held.id}/sessions/${heldSession!.id}/reschedule?key=${held.accessKey}`,
        payload: {
          scheduledAt: cancun(tuesday, '14:00').toISOString(),
          timezone: 'America/Cancun',
        },
      }),
    ]);
    const moved = answers.pop()!;
    expect([moved.statusCode, moved.body]).toEqual([200, expect.any(String)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
    for (const refused of answers.filter((answer) => answer.statusCode === 400))
      expect(refused.json().message).toBe(slotRefusalMessage('weekly-limit', rules));
  });
});
