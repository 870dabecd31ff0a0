/**
 * The package promises on a real PostgreSQL (a database of this file's own: it saves a schedule
 * with a notice, and its sessions must meet no other file's), with an injected clock set from the
 * real date to next week's Monday morning in the coach's zone, so it holds on any day: check-ins
 * filed only when due, the coach's new and read check-ins, the follow-up call's window and its
 * once-only rule, the emergency session at short notice, another client's booking refused, and
 * each reminder sent once however often the job runs.
 */
import type { FastifyInstance } from 'fastify';
import type { ConsultationBooking } from '@site/contracts/api-types';
import { portalMessages } from '@site/contracts/client-portal';
import type { SchedulesDocument } from '@site/contracts/endpoints/schedules';
import type { CheckIn, EmergencySlots, NewCheckIn } from '@site/contracts/endpoints/promises';
import { promiseMessages } from '@site/contracts/package-promises';
import type { PaidPackageType } from '@site/contracts/packages';
import { slotRefusalMessage } from '@site/contracts/schedules/engine';
import { checkInMessages } from '@site/contracts/schemas/portal';
import { addDays, formatDate, formatTime, slotStart } from '@site/contracts/slots';
import type { OwnerSession } from '../../../test/owner';
import {
  cancunWeekday,
  resetOwnDatabase,
  TestClock,
  testDomain,
  visitorAddresses,
} from '../../../test/app';
import { startOwnerApp, type OwnerApp } from '../../../test/owner-app';
import { boughtDaysAgo, paidBooking, scheduleRequest } from '../../../test/bookings';
import { saveSchedules } from '../../../test/schedules';
import { sendPromiseNotices } from '../services/promise-notices';
import { asClient, messagesTo, signInClient } from '../../../test/client';

const domain = testDomain('promises');
const dayMs = 86_400_000;
const zone = 'America/Cancun';

/** Next week's Monday in Cancun (UTC-5 all year), from the real date: any day, any year. */
const monday = cancunWeekday(new Date(), '08:00').slice(0, 10);
const cancun = (date: string, time: string) => slotStart(date, time, zone);
const clock = new TestClock(cancun(monday, '08:00'));

let app: FastifyInstance;
let owner: OwnerSession;
let suite: OwnerApp;
let visitor = 0;

beforeAll(async () => {
  suite = await startOwnerApp('promises', { clock, ownDatabase: true, quiet: true });
  ({ app, owner } = suite);
}, 60_000);

afterEach(async () => {
  await resetOwnDatabase(app);
  clock.set(cancun(monday, '08:00'));
});

afterAll(async () => {
  await suite?.close();
});

const address = (label: string) => `${label}-${(visitor += 1)}@${domain}`;
const nextIp = visitorAddresses();

/**
 * A paid package of `email`, bought `boughtDaysAgo` days before the clock, with a completed main
 * session ending at each of `sessionsEndedDaysAgo`; its other credits unbooked.
 */
const buy = (
  email: string,
  type: PaidPackageType,
  input: { boughtDaysAgo?: number; sessionsEndedDaysAgo?: number[] } = {},
) => boughtDaysAgo(app, clock.now(), { email, type, timezone: zone, ...input });

/** A finished package: every credit spent, the last session `lastDaysAgo` days ago. */
const finished = (email: string, type: '5-session' | '10-session', lastDaysAgo: number) =>
  buy(email, type, {
    boughtDaysAgo: lastDaysAgo + 60,
    sessionsEndedDaysAgo: Array.from(
      { length: type === '5-session' ? 5 : 10 },
      (_v, i) => lastDaysAgo + i * 3,
    ),
  });

/** Signs `email` in to the portal with the code from his email; answers the cookie. */
const portalCookie = (email: string) => signInClient(app, email, nextIp());

const form = {
  wins: 'Said no to a meeting',
  obstacles: 'Slept badly',
  rating: 7,
  question: 'How?',
};

describe('check-ins', () => {
  it('are taken only when due, weekly for a 5-session package, and refused with the reason otherwise', async () => {
    const email = address('weekly');
    // Bought ten days ago; his first session ended three days ago.
    const early = await buy(email, '5-session', { boughtDaysAgo: 10, sessionsEndedDaysAgo: [3] });
    const cookie = await portalCookie(email);
    const notDue = await asClient(
      app,
      cookie,
      'POST',
      `/api/portal/bookings/${early.id}/check-ins`,
      form,
    );
    expect(notDue.statusCode).toBe(409);
    expect(notDue.json().message).toBe(
      promiseMessages.checkInNotDue(formatDate(new Date(clock.now().getTime() + 4 * dayMs), zone)),
    );

    clock.advance(4 * dayMs);
    const filed = await asClient(
      app,
      cookie,
      'POST',
      `/api/portal/bookings/${early.id}/check-ins`,
      form,
    );
    expect(filed.statusCode).toBe(201);
    expect(filed.json<CheckIn>()).toMatchObject({ ...form, bookingId: early.id, readAt: null });
    // The next one is a week after this one.
    const again = await asClient(
      app,
      cookie,
      'POST',
      `/api/portal/bookings/${early.id}/check-ins`,
      form,
    );
    expect(again.statusCode).toBe(409);
    clock.advance(7 * dayMs);
    // A week on, the portal session has expired for idleness: he signs in again.
    const later = await portalCookie(email);
    expect(
      (await asClient(app, later, 'POST', `/api/portal/bookings/${early.id}/check-ins`, form))
        .statusCode,
    ).toBe(201);
    const audit = await app.knex('audit_log').where({ action: 'client.check-in' }).count('* as n');
    expect(Number((audit[0] as { n: string }).n)).toBe(2);
  });

  it('begin a week after the first session has taken place, however long ago the package was bought', async () => {
    const email = address('first-session');
    // Bought a week and a day ago; his first session is ten days ahead.
    const endsAt = new Date(clock.now().getTime() + 10 * dayMs);
    const { id, sessionIds } = await paidBooking(app, {
      email,
      type: '5-session',
      boughtAt: new Date(clock.now().getTime() - 8 * dayMs),
      sessions: [{ endsAt, status: 'scheduled', timezone: zone }],
    });
    const post = async () =>
      asClient(
        app,
        await portalCookie(email),
        'POST',
        `/api/portal/bookings/${id}/check-ins`,
        form,
      );
    const waiting = await post();
    expect([waiting.statusCode, waiting.json().message]).toEqual([
      409,
      promiseMessages.checkInsWaiting('5-session'),
    ]);
    // The session is held; the first check-in is due a week after it ended, not a minute before.
    await app.knex('booking_sessions').where({ id: sessionIds[0] }).update({ status: 'completed' });
    clock.set(new Date(endsAt.getTime() + 7 * dayMs - 60_000));
    const early = await post();
    expect([early.statusCode, early.json().message]).toEqual([
      409,
      promiseMessages.checkInNotDue(formatDate(new Date(endsAt.getTime() + 7 * dayMs), zone)),
    ]);
    clock.advance(60_000);
    expect((await post()).statusCode).toBe(201);
  });

  it('come every two weeks for a 10-session package, never for a single session, and end with the package', async () => {
    const email = address('cadence');
    const ten = await buy(email, '10-session', { boughtDaysAgo: 20, sessionsEndedDaysAgo: [10] });
    const single = await buy(email, 'single', { boughtDaysAgo: 30 });
    const done = await finished(email, '5-session', 2);
    const cookie = await portalCookie(email);
    const post = (id: number) =>
      asClient(app, cookie, 'POST', `/api/portal/bookings/${id}/check-ins`, form);
    expect((await post(ten.id)).statusCode).toBe(409);
    clock.advance(4 * dayMs);
    expect((await post(ten.id)).statusCode).toBe(201);
    const none = await post(single.id);
    expect([none.statusCode, none.json().message]).toEqual([
      409,
      promiseMessages.checkInsNotOffered,
    ]);
    const ended = await post(done.id);
    expect([ended.statusCode, ended.json().message]).toEqual([409, promiseMessages.checkInsEnded]);
  });

  it('check the form, and refuse another client’s booking as if it did not exist', async () => {
    const mine = address('mine');
    const theirs = address('theirs');
    const own = await buy(mine, '5-session', { boughtDaysAgo: 8, sessionsEndedDaysAgo: [7] });
    const other = await buy(theirs, '5-session', { boughtDaysAgo: 8, sessionsEndedDaysAgo: [7] });
    const cookie = await portalCookie(mine);
    const bad = await asClient(app, cookie, 'POST', `/api/portal/bookings/${own.id}/check-ins`, {
      ...form,
      rating: 11,
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(checkInMessages.rating);
    const foreign = await asClient(
      app,
      cookie,
      'POST',
      `/api/portal/bookings/${other.id}/check-ins`,
      form,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(portalMessages.bookingNotYours);
    expect(await app.knex('client_check_ins').where({ booking_id: other.id })).toHaveLength(0);
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/portal/bookings/${own.id}/check-ins`,
      payload: form,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('reach the coach: new ones on his Today until he opens the client’s check-ins', async () => {
    const email = address('coach');
    const booking = await buy(email, '5-session', { boughtDaysAgo: 8, sessionsEndedDaysAgo: [7] });
    const cookie = await portalCookie(email);
    const filed = (
      await asClient(app, cookie, 'POST', `/api/portal/bookings/${booking.id}/check-ins`, form)
    ).json<CheckIn>();
    const fresh = (await owner.send('GET', '/api/admin/check-ins/new')).json<NewCheckIn[]>();
    const row = fresh.find((one) => one.id === filed.id);
    expect(row).toMatchObject({ name: 'Dana Whitfield', packageType: '5-session', rating: 7 });
    const list = await owner.send('GET', `/api/admin/clients/${row!.clientId}/check-ins`);
    expect(list.statusCode).toBe(200);
    expect(list.json<CheckIn[]>().map((one) => one.id)).toEqual([filed.id]);
    const after = (await owner.send('GET', '/api/admin/check-ins/new')).json<NewCheckIn[]>();
    expect(after.some((one) => one.id === filed.id)).toBe(false);
    // The owner's alone.
    expect((await app.inject({ method: 'GET', url: '/api/admin/check-ins/new' })).statusCode).toBe(
      401,
    );
  });

  it('are reminded by email once per due period, however often the job runs, and not once the package ends', async () => {
    const email = address('reminded');
    const finishedEmail = address('finished');
    const waitingEmail = address('waiting');
    await buy(email, '5-session', { boughtDaysAgo: 8, sessionsEndedDaysAgo: [7] });
    await finished(finishedEmail, '5-session', 2);
    // Bought as long ago, but his first session has not taken place: nothing is due yet.
    await buy(waitingEmail, '5-session', { boughtDaysAgo: 8 });
    await Promise.all([sendPromiseNotices(app), sendPromiseNotices(app)]);
    await app.jobs.run('promise-notices');
    expect(await messagesTo(app, email, 'client.check-in-due')).toBe(1);
    expect(await messagesTo(app, finishedEmail, 'client.check-in-due')).toBe(0);
    expect(await messagesTo(app, waitingEmail, 'client.check-in-due')).toBe(0);
    // Until he files it, the period stays the same: no second reminder.
    clock.advance(3 * dayMs);
    await sendPromiseNotices(app);
    expect(await messagesTo(app, email, 'client.check-in-due')).toBe(1);
    // Filed; a week later the next period is reminded, once.
    const cookie = await portalCookie(email);
    const [booking] = await app.knex('consultation_bookings').where({ email }).select('id');
    expect(
      (
        await asClient(
          app,
          cookie,
          'POST',
          `/api/portal/bookings/${(booking as { id: number }).id}/check-ins`,
          form,
        )
      ).statusCode,
    ).toBe(201);
    clock.advance(7 * dayMs);
    await sendPromiseNotices(app);
    await sendPromiseNotices(app);
    expect(await messagesTo(app, email, 'client.check-in-due')).toBe(2);
  });
});

describe('the follow-up call', () => {
  const slot = { scheduledAt: cancun(monday, '13:00').toISOString(), timezone: zone };

  it('is refused before its window opens and after it closes, with the dates', async () => {
    const email = address('window');
    const early = await finished(email, '5-session', 10);
    const late = await finished(email, '10-session', 121);
    const cookie = await portalCookie(email);
    const notYet = await asClient(
      app,
      cookie,
      'POST',
      `/api/portal/bookings/${early.id}/follow-up`,
      slot,
    );
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(
      promiseMessages.followUpNotYetOpen(
        formatDate(new Date(clock.now().getTime() + 20 * dayMs), zone),
      ),
    );
    const closed = await asClient(
      app,
      cookie,
      'POST',
      `/api/portal/bookings/${late.id}/follow-up`,
      slot,
    );
    expect([closed.statusCode, closed.json().message]).toEqual([
      409,
      promiseMessages.followUpClosed,
    ]);
    const running = await buy(email, '5-session', { boughtDaysAgo: 3 });
    const waiting = await asClient(
      app,
      cookie,
      'POST',
      `/api/portal/bookings/${running.id}/follow-up`,
      slot,
    );
    expect([waiting.statusCode, waiting.json().message]).toEqual([
      409,
      promiseMessages.followUpWaiting,
    ]);
  });

  it('is booked once while open, 15 minutes on the free call’s grid, without spending a credit', async () => {
    const email = address('follow');
    const open = await finished(email, '5-session', 31);
    const cookie = await portalCookie(email);
    const offGrid = await asClient(
      app,
      cookie,
      'POST',
      `/api/portal/bookings/${open.id}/follow-up`,
      {
        scheduledAt: cancun(monday, '13:05').toISOString(),
        timezone: zone,
      },
    );
    expect(offGrid.statusCode).toBe(400);
    const booked = await asClient(
      app,
      cookie,
      'POST',
      `/api/portal/bookings/${open.id}/follow-up`,
      slot,
    );
    expect(booked.statusCode).toBe(201);
    const view = booked.json<ConsultationBooking>();
    const call = view.sessions.find((session) => session.kind === 'follow-up');
    expect(call).toMatchObject({ startsAt: slot.scheduledAt, canChange: false });
    expect(new Date(call!.endsAt).getTime() - new Date(call!.startsAt).getTime()).toBe(15 * 60_000);
    expect([view.sessionsBooked, view.sessionsRemaining]).toEqual([5, 0]);
    const twice = await asClient(app, cookie, 'POST', `/api/portal/bookings/${open.id}/follow-up`, {
      ...slot,
      scheduledAt: cancun(monday, '14:00').toISOString(),
    });
    expect([twice.statusCode, twice.json().message]).toEqual([409, promiseMessages.followUpUsed]);
    expect(await messagesTo(app, email, 'client.session-booked')).toBe(1);
    // Its confirmation and invitation name it for what it is.
    const [confirmation] = await app
      .knex('outbox_messages')
      .where({ to_address: email, kind: 'client.session-booked' })
      .select('message');
    expect((confirmation as { message: { subject: string } }).message.subject).toMatch(
      /^Confirmed: your 15-Minute Follow-Up Call on /,
    );
  });

  it('is refused on another client’s booking', async () => {
    const theirs = await finished(address('their-follow'), '5-session', 31);
    const mine = address('my-follow');
    await buy(mine, 'single');
    const mineCookie = await portalCookie(mine);
    const answer = await asClient(
      app,
      mineCookie,
      'POST',
      `/api/portal/bookings/${theirs.id}/follow-up`,
      slot,
    );
    expect(answer.statusCode).toBe(404);
    expect(await app.knex('booking_sessions').where({ kind: 'follow-up' })).toHaveLength(0);
  });

  it('sends its notices once: when it opens and a week before it closes', async () => {
    const email = address('notices');
    await finished(email, '10-session', 90);
    await sendPromiseNotices(app);
    await sendPromiseNotices(app);
    expect(await messagesTo(app, email, 'client.follow-up-opened')).toBe(1);
    expect(await messagesTo(app, email, 'client.follow-up-closing')).toBe(0);
    clock.advance(23 * dayMs);
    await Promise.all([sendPromiseNotices(app), sendPromiseNotices(app)]);
    expect(await messagesTo(app, email, 'client.follow-up-closing')).toBe(1);
    expect(await messagesTo(app, email, 'client.follow-up-opened')).toBe(1);
  });
});

describe('the emergency session', () => {
  /**
   * The paid sessions need a day's notice, as a coach who plans ahead sets them (in `timeZone`,
   * his zone once saved, when one is given).
   */
  async function dayOfNotice(timeZone?: string): Promise<SchedulesDocument> {
    return saveSchedules(owner, (document) => ({
      ...document,
      ...(timeZone ? { timeZone } : {}),
      sessions: { ...document.sessions, minimumNoticeMinutes: 24 * 60 },
    }));
  }

  it('is booked at short notice where a normal session is refused, once, and the coach is told at once, in his zone', async () => {
    // His zone an hour behind Cancun all year: his hours (08:00–20:00) still hold the times below.
    const coachZone = 'America/Mexico_City';
    const rules = await dayOfNotice(coachZone);
    const email = address('emergency');
    // Nine of ten sessions held: one credit left.
    const ten = await buy(email, '10-session', {
      boughtDaysAgo: 60,
      sessionsEndedDaysAgo: [3, 6, 9, 12, 15, 18, 21, 24, 27],
    });
    const cookie = await portalCookie(email);
    const at = { scheduledAt: cancun(monday, '14:00').toISOString(), timezone: zone };
    const normal = await scheduleRequest(app, ten.id, ten.key, at);
    expect(normal.statusCode).toBe(400);
    expect(normal.json().message).toBe(
      slotRefusalMessage('notice', { ...rules.sessions, timeZone: rules.timeZone }),
    );
    const slotsAnswer = await asClient(
      app,
      cookie,
      'GET',
      `/api/portal/bookings/${ten.id}/emergency/slots?timezone=${zone}`,
    );
    expect(slotsAnswer.statusCode).toBe(200);
    const slots = slotsAnswer.json<EmergencySlots>();
    expect(slots.refusal).toBeNull();
    expect(Object.keys(slots.dates)).toEqual([monday, addDays(monday, 1)]);
    expect(slots.dates[monday]?.map((one) => one.startsAt)).toContain(at.scheduledAt);

    const booked = await asClient(
      app,
      cookie,
      'POST',
      `/api/portal/bookings/${ten.id}/emergency`,
      at,
    );
    expect(booked.statusCode).toBe(201);
    const view = booked.json<ConsultationBooking>();
    expect(view.sessions.filter((one) => one.kind === 'emergency')).toHaveLength(1);
    expect([view.sessionsBooked, view.sessionsRemaining]).toEqual([9, 1]);
    const told = await app.knex('outbox_messages').where({ kind: 'owner.emergency-session' });
    expect(told).toHaveLength(1);
    // The time he is told is his own (13:00 in Mexico City), not the visitor's or OWNER_TIMEZONE's.
    expect(told[0].message.subject).toContain(
      `${formatDate(at.scheduledAt, coachZone)} at ${formatTime(at.scheduledAt, coachZone)}`,
    );
    // The client's confirmation names it for what it is, in his zone.
    const [confirmation] = await app
      .knex('outbox_messages')
      .where({ to_address: email, kind: 'client.session-booked' })
      .select('message');
    const mail = (confirmation as { message: { subject: string; text: string } }).message;
    expect(mail.subject).toBe(
      `Confirmed: your Emergency Session on ${formatDate(at.scheduledAt, zone)}`,
    );
    expect(mail.text).toContain(
      'emergency session of your 10-Session Consciousness Mastery, booked at short notice',
    );
    // It spent no credit: the package's last session can still be booked, with the usual notice.
    const last = await scheduleRequest(app, ten.id, ten.key, {
      scheduledAt: cancun(addDays(monday, 1), '14:00').toISOString(),
      timezone: zone,
    });
    expect(last.statusCode).toBe(200);

    const again = await asClient(app, cookie, 'POST', `/api/portal/bookings/${ten.id}/emergency`, {
      ...at,
      scheduledAt: cancun(addDays(monday, 1), '09:00').toISOString(),
    });
    expect([again.statusCode, again.json().message]).toEqual([409, promiseMessages.emergencyUsed]);
    const after = (
      await asClient(
        app,
        cookie,
        'GET',
        `/api/portal/bookings/${ten.id}/emergency/slots?timezone=${zone}`,
      )
    ).json<EmergencySlots>();
    expect(after).toMatchObject({ dates: {}, refusal: promiseMessages.emergencyUsed });
  });

  it('is refused sooner than the minimum lead, beyond the next working days, and for packages without one', async () => {
    await dayOfNotice();
    const email = address('emergency-rules');
    const ten = await buy(email, '10-session', { boughtDaysAgo: 10 });
    const five = await buy(email, '5-session', { boughtDaysAgo: 10 });
    const cookie = await portalCookie(email);
    clock.set(cancun(monday, '08:30'));
    const post = (id: number, date: string, time: string) =>
      asClient(app, cookie, 'POST', `/api/portal/bookings/${id}/emergency`, {
        scheduledAt: cancun(date, time).toISOString(),
        timezone: zone,
      });
    const soon = await post(ten.id, monday, '09:00');
    expect([soon.statusCode, soon.json().message]).toEqual([409, promiseMessages.emergencyTooSoon]);
    const far = await post(ten.id, addDays(monday, 2), '09:00');
    expect([far.statusCode, far.json().message]).toEqual([409, promiseMessages.emergencyTooFar]);
    const none = await post(five.id, monday, '14:00');
    expect([none.statusCode, none.json().message]).toEqual([
      409,
      promiseMessages.emergencyNotOffered,
    ]);
    const other = await buy(address('emergency-other'), '10-session', { boughtDaysAgo: 10 });
    expect((await post(other.id, monday, '14:00')).statusCode).toBe(404);
    expect(await app.knex('booking_sessions').where({ kind: 'emergency' })).toHaveLength(0);
  });
});
