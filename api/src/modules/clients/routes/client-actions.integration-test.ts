/**
 * The coach's actions from a client's record and the client's self-service, on a real database:
 * credits added with a required reason (audited in the same transaction), a package given, a
 * session booked for him under the schedule's rules from his credits, the email log of his address
 * alone, priority messages first on Today, his time zone, his data download (nobody else's in it)
 * and his erasure request, which only the owner can confirm.
 */
import type { FastifyInstance } from 'fastify';
import { clientActionMessages, erasureDeadlineDays } from '@site/contracts/client-actions';
import type { ClientRecord, ClientRow } from '@site/contracts/endpoints/admin-clients';
import type {
  ClientEmail,
  ClientGrant,
  ErasureRequest,
  PortalDataExport,
} from '@site/contracts/endpoints/client-actions';
import type { PortalOverview } from '@site/contracts/endpoints/portal';
import type { AdminBookingDetail, TodayOverview } from '@site/contracts/admin';
import { portalMessages } from '@site/contracts/client-portal';
import type { PaidPackageType } from '@site/contracts/packages';
import {
  sessionFormatLabels,
  sessionFormatMessage,
  sessionMessages,
} from '@site/contracts/sessions';
import type { ConsultationBooking } from '@site/contracts/api-types';
import { slotMessages, slotStart } from '@site/contracts/slots';
import { cancunWeekday, testDomain, TestClock, visitorAddresses } from '../../../test/app';
import { startOwnerApp, type OwnerApp } from '../../../test/owner-app';
import { testSiteOrigin as siteOrigin, type OwnerSession } from '../../../test/owner';
import { asClient, signInClient } from '../../../test/client';
import { boughtDaysAgo, clientIdOf as clientIdIn, paidBooking } from '../../../test/bookings';

const domain = testDomain('client-actions');
const dayMs = 86_400_000;

let app: FastifyInstance;
const clock = new TestClock();
const base = clock.now();
let owner: OwnerSession;
let suite: OwnerApp;
let visitor = 0;
const nextIp = visitorAddresses();
const address = (label: string) => `${label}-${(visitor += 1)}-${Date.now()}@${domain}`;

/** 'HH:mm' in Cancun on weekday `weekday` (0 Monday) of the first week at least `days` ahead. */
const at = (days: number, weekday: number, hhmm: string): Date =>
  slotStart(cancunWeekday(base, '00:00', weekday, days).slice(0, 10), hhmm, 'America/Cancun');

beforeAll(async () => {
  suite = await startOwnerApp('client-actions', { clock });
  ({ app, owner } = suite);
});

afterAll(async () => {
  const emails = app.knex.raw('lower(email) LIKE ?', [`%@${domain}`]);
  await app.knex('clients').where(emails).delete();
  await app.knex('consultation_bookings').where(emails).delete();
  await app.knex('consultation_bookings').where('email', 'like', '%@erased.invalid').delete();
  await app.knex('outbox_messages').where('to_address', 'like', `%@${domain}`).delete();
  await suite.close();
});

beforeEach(() => clock.set(base));

const buy = async (email: string, type: PaidPackageType, name = 'Dana Whitfield') =>
  (await boughtDaysAgo(app, clock.now(), { email, type, name })).id;

/** The client id of an address. */
const clientIdOf = (email: string) => clientIdIn(app, email);

/** Signs `email` in to the portal with the code from his email; answers the cookie. */
const portalCookie = (email: string) => signInClient(app, email, nextIp());

async function auditLines(action: string, target: string): Promise<number> {
  const row = (await app.knex('audit_log').where({ action, target }).count('* as n').first()) as
    { n: string | number } | undefined;
  return Number(row?.n ?? 0);
}

async function bookingOf(id: number) {
  return (await app.knex('consultation_bookings').where({ id }).first()) as Record<string, unknown>;
}

describe('credits added to a client’s package', () => {
  it('adds them with the reason, in his record, and in the audit log', async () => {
    const email = address('credits');
    const bookingId = await buy(email, '5-session');
    const id = await clientIdOf(email);
    const answer = await owner.send('POST', `/api/admin/clients/${id}/credits`, {
      bookingId,
      credits: 2,
      reason: '  Two sessions missed when the coach was ill  ',
    });
    expect(answer.statusCode).toBe(201);
    const grant = answer.json<ClientGrant>();
    expect(grant).toMatchObject({
      kind: 'credits',
      bookingId,
      packageType: '5-session',
      credits: 2,
      reason: 'Two sessions missed when the coach was ill',
    });
    const record = (await owner.send('GET', `/api/admin/clients/${id}`)).json<ClientRecord>();
    const pkg = record.packages.find((one) => one.booking.id === bookingId)!;
    expect(pkg.booking.sessionsTotal).toBe(7);
    expect(pkg.booking.sessionsRemaining).toBe(7);
    const grants = (await owner.send('GET', `/api/admin/clients/${id}/grants`)).json<
      ClientGrant[]
    >();
    expect(grants.map((one) => one.reason)).toEqual(['Two sessions missed when the coach was ill']);
    expect(await auditLines('client.credits-add', `booking ${bookingId}`)).toBe(1);
    // The list counts them too.
    const [row] = (
      await owner.send('GET', `/api/admin/clients?q=${encodeURIComponent(email)}`)
    ).json<ClientRow[]>();
    expect(row!.creditsLeft).toBe(7);
  });

  it('refuses them without a reason, and changes nothing', async () => {
    const email = address('no-reason');
    const bookingId = await buy(email, 'single');
    const id = await clientIdOf(email);
    for (const reason of [undefined, '   ']) {
      const answer = await owner.send('POST', `/api/admin/clients/${id}/credits`, {
        bookingId,
        credits: 1,
        ...(reason === undefined ? {} : { reason }),
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors.reason).toContain(clientActionMessages.reasonRequired);
    }
    expect((await bookingOf(bookingId)).extra_credits).toBe(0);
    expect(await app.knex('client_grants').where({ booking_id: bookingId })).toHaveLength(0);
    expect(await auditLines('client.credits-add', `booking ${bookingId}`)).toBe(0);
  });

  it('refuses another client’s package and a refunded one', async () => {
    const mine = address('mine');
    const theirs = address('theirs');
    await buy(mine, 'single');
    const otherBooking = await buy(theirs, 'single');
    const id = await clientIdOf(mine);
    const answer = await owner.send('POST', `/api/admin/clients/${id}/credits`, {
      bookingId: otherBooking,
      credits: 1,
      reason: 'A gift',
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe(clientActionMessages.bookingNotHis);
    expect((await bookingOf(otherBooking)).extra_credits).toBe(0);

    const refunded = await buy(mine, '5-session');
    await app.knex('consultation_bookings').where({ id: refunded }).update({ status: 'refunded' });
    const closed = await owner.send('POST', `/api/admin/clients/${id}/credits`, {
      bookingId: refunded,
      credits: 1,
      reason: 'A gift',
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(clientActionMessages.creditsClosed);
  });
});

describe('a package given to a client', () => {
  it('is a paid booking without a card payment, marked given, audited with the reason, and emailed', async () => {
    const email = address('given');
    await buy(email, 'single', 'Robin Vale');
    const id = await clientIdOf(email);
    const refused = await owner.send('POST', `/api/admin/clients/${id}/packages`, {
      packageType: '10-session',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.reason).toContain(clientActionMessages.reasonRequired);

    const answer = await owner.send('POST', `/api/admin/clients/${id}/packages`, {
      packageType: '10-session',
      reason: 'Speaker at the conference',
    });
    expect(answer.statusCode).toBe(201);
    const grant = answer.json<ClientGrant>();
    expect(grant).toMatchObject({ kind: 'package', packageType: '10-session', credits: null });
    const booking = await bookingOf(grant.bookingId);
    expect(booking).toMatchObject({
      email: email.toLowerCase(),
      name: 'Robin Vale',
      status: 'paid',
      payment: 'complimentary',
      stripe_payment_intent_id: null,
    });
    expect(Number(booking.amount)).toBe(0);
    expect(await auditLines('client.package-give', `booking ${grant.bookingId}`)).toBe(1);
    const mail = await app
      .knex('outbox_messages')
      .where({ to_address: email.toLowerCase(), kind: 'client.booking-paid' })
      .where('dedupe_key', 'like', `booking:${grant.bookingId}:%`);
    expect(mail).toHaveLength(1);
    // A gift is announced as one: no payment, no receipt.
    const given = mail[0]!.message as { subject: string; text: string };
    expect(given.subject).toMatch(/ is ready$/);
    expect(given.text).not.toMatch(/payment|receipt/i);
    const record = (await owner.send('GET', `/api/admin/clients/${id}`)).json<ClientRecord>();
    expect(record.packages.map((one) => one.booking.id)).toContain(grant.bookingId);
    // His record says how each was paid: the one given free as given, the one he bought as bought.
    const paid = new Map(record.packages.map((one) => [one.booking.id, one.payment]));
    expect(paid.get(grant.bookingId)).toBe('complimentary');
    expect([...paid.values()]).toContain('offline');

    // Its booking's page gives the reason as he wrote it, to him alone; a package he did not
    // give has none.
    const detail = await owner.send('GET', `/api/admin/bookings/${grant.bookingId}`);
    expect(detail.json<AdminBookingDetail>().givenReason).toBe('Speaker at the conference');
    const bought = record.packages.find((one) => one.booking.id !== grant.bookingId)!;
    const boughtDetail = await owner.send('GET', `/api/admin/bookings/${bought.booking.id}`);
    expect(boughtDetail.json<AdminBookingDetail>().givenReason).toBeNull();
    const stranger = await app.inject({
      method: 'GET',
      url: `/api/admin/bookings/${grant.bookingId}`,
    });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.body).not.toContain('Speaker at the conference');

    // His booking's page reads it as given (no amount paid, no payment to confirm); the package
    // he bought, as paid.
    const clientView = async (bookingId: number) => {
      const row = await bookingOf(bookingId);
      const view = await app.inject({
        method: 'GET',
        url: `/api/consultation-bookings/${bookingId}?key=${String(row.access_key)}`,
      });
      expect(view.statusCode).toBe(200);
      return view.json<ConsultationBooking>();
    };
    expect((await clientView(grant.bookingId)).givenFree).toBe(true);
    expect((await clientView(bought.booking.id)).givenFree).toBe(false);
  });
});

describe('a session booked for a client', () => {
  it('follows the schedule, spends his credits (added ones too) and emails him the confirmation', async () => {
    const email = address('book');
    const bookingId = await buy(email, 'single');
    const id = await clientIdOf(email);
    const book = (start: Date) =>
      owner.send('POST', `/api/admin/bookings/${bookingId}/sessions`, {
        scheduledAt: start.toISOString(),
        timezone: 'America/Cancun',
      });
    const outside = await book(at(35, 4, '20:00'));
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(slotMessages.grid);
    expect(await app.knex('booking_sessions').where({ booking_id: bookingId })).toHaveLength(0);

    expect((await book(at(35, 4, '09:00'))).statusCode).toBe(200);
    const spent = await book(at(35, 4, '14:00'));
    expect(spent.statusCode).toBe(409);
    expect(spent.json().message).toBe(sessionMessages.noneRemaining);

    await owner.send('POST', `/api/admin/clients/${id}/credits`, {
      bookingId,
      credits: 1,
      reason: 'A second session to finish the plan',
    });
    expect((await book(at(35, 4, '14:00'))).statusCode).toBe(200);
    const confirmations = await app
      .knex('outbox_messages')
      .where({ to_address: email.toLowerCase(), kind: 'client.session-booked' });
    expect(confirmations).toHaveLength(2);
  });
});

describe('the format of a session', () => {
  it('is stored as the client chose it, and the confirmation, invitation and booking say which', async () => {
    const email = address('format');
    const bookingId = await buy(email, '5-session');
    const bad = await owner.send('POST', `/api/admin/bookings/${bookingId}/sessions`, {
      scheduledAt: at(35, 3, '11:00').toISOString(),
      timezone: 'America/Cancun',
      format: 'hologram',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.format).toContain(sessionFormatMessage);

    const booked = await owner.send('POST', `/api/admin/bookings/${bookingId}/sessions`, {
      scheduledAt: at(35, 3, '11:00').toISOString(),
      timezone: 'America/Cancun',
      format: 'audio',
    });
    expect(booked.statusCode).toBe(200);
    const view = booked.json<ConsultationBooking>();
    expect(view.sessions.map((session) => session.format)).toEqual(['audio']);
    const [session] = await app.knex('booking_sessions').where({ booking_id: bookingId });
    expect(session.format).toBe('audio');
    const mails = await app
      .knex('outbox_messages')
      .whereIn('kind', ['client.session-booked', 'owner.session-booked'])
      .where('dedupe_key', 'like', `booking:${bookingId}:%`);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      const message = mail.message as { text: string; icalEvent: { content: string } };
      expect(message.text).toContain(sessionFormatLabels.audio);
      // The calendar event says it too (iCalendar folds long lines: unfolded here).
      const event = message.icalEvent.content.replace(/\r\n[ \t]/g, '');
      expect(event).toContain('by audio call (voice only)');
    }
    const record = (
      await owner.send('GET', `/api/admin/clients/${await clientIdOf(email)}`)
    ).json<ClientRecord>();
    expect(record.sessions.map((one) => one.format)).toEqual(['audio']);

    // Without a choice (the free call, or a client who keeps the default) it is a video call.
    const video = await owner.send('POST', `/api/admin/bookings/${bookingId}/sessions`, {
      scheduledAt: at(35, 3, '14:00').toISOString(),
      timezone: 'America/Cancun',
    });
    expect(
      video
        .json<ConsultationBooking>()
        .sessions.map((one) => one.format)
        .sort(),
    ).toEqual(['audio', 'video']);
  });
});

describe('the sessions on a client’s record', () => {
  it('lists those to come soonest first, then those over most recent first; his packages follow', async () => {
    const email = address('order');
    const now = clock.now();
    const day = (days: number) => new Date(now.getTime() + days * dayMs);
    // Booked in this order: the package (its session in a week), then the free call (in four
    // days), and an older package with two sessions over.
    const older = await paidBooking(app, {
      email,
      type: '5-session',
      boughtAt: day(-60),
      sessions: [
        { startsAt: day(-40), status: 'completed' },
        { startsAt: day(-20), status: 'completed' },
      ],
    });
    const pack = await paidBooking(app, {
      email,
      type: '5-session',
      boughtAt: day(-2),
      sessions: [{ startsAt: day(7), status: 'scheduled' }],
    });
    const call = await paidBooking(app, {
      email,
      type: 'strategy-call',
      boughtAt: day(-1),
      sessions: [{ startsAt: day(4), status: 'scheduled' }],
    });
    const record = (
      await owner.send('GET', `/api/admin/clients/${await clientIdOf(email)}`)
    ).json<ClientRecord>();
    expect(record.sessions.map((one) => [one.bookingId, one.startsAt])).toEqual([
      [call.id, day(4).toISOString()],
      [pack.id, day(7).toISOString()],
      [older.id, day(-20).toISOString()],
      [older.id, day(-40).toISOString()],
    ]);
  });
});

describe('the client’s email log', () => {
  it('lists what was sent to his address alone, without bodies', async () => {
    const email = address('log');
    const other = address('log-other');
    await buy(email, 'single');
    await buy(other, 'single');
    await app.knex('outbox_messages').insert([
      {
        kind: 'client.test',
        dedupe_key: `test:${email}`,
        to_address: email.toUpperCase(),
        message: { subject: 'Your plan', text: 'private body' },
        status: 'sent',
        sent_at: clock.now(),
      },
      {
        kind: 'client.test',
        dedupe_key: `test:${email}:reminder`,
        to_address: email,
        message: { subject: 'Your reminder', text: 'private body' },
        status: 'queued',
        next_attempt_at: new Date(clock.now().getTime() + 7 * 86_400_000),
      },
      {
        kind: 'client.test',
        dedupe_key: `test:${other}`,
        to_address: other,
        message: { subject: `For ${other}`, text: `names ${email}` },
        status: 'queued',
      },
    ]);
    const id = await clientIdOf(email);
    const answer = await owner.send('GET', `/api/admin/clients/${id}/emails`);
    expect(answer.statusCode).toBe(200);
    const log = answer.json<ClientEmail[]>();
    expect(log).toHaveLength(2);
    const [plan, reminder] = [
      log.find((e) => e.subject === 'Your plan'),
      log.find((e) => e.subject === 'Your reminder'),
    ];
    expect(plan).toMatchObject({ status: 'sent', sendsAt: null });
    // One still waiting says when it goes out, not only when it was written.
    expect(reminder).toMatchObject({
      status: 'queued',
      sentAt: null,
      sendsAt: new Date(clock.now().getTime() + 7 * 86_400_000).toISOString(),
    });
    expect(JSON.stringify(log)).not.toContain('private body');
    expect(JSON.stringify(log)).not.toContain(other);
  });
});

describe('clients’ messages on Today', () => {
  it('lists a priority-support message first, marked, even when older', async () => {
    const priority = address('priority');
    const plain = address('plain');
    const priorityBooking = await buy(priority, '5-session', 'Pri Ority');
    const plainBooking = await buy(plain, '10-session', 'Plain Client');
    const [priorityId, plainId] = [await clientIdOf(priority), await clientIdOf(plain)];
    await app.knex('client_messages').insert([
      {
        client_id: priorityId,
        booking_id: priorityBooking,
        author: 'client',
        body: 'Older but priority',
        priority: true,
        created_at: new Date(clock.now().getTime() - 2 * 3_600_000),
      },
      {
        client_id: plainId,
        booking_id: plainBooking,
        author: 'client',
        body: 'Newer, not priority',
        priority: false,
        created_at: clock.now(),
      },
    ]);
    const today = (await owner.send('GET', '/api/admin/today')).json<TodayOverview>();
    const mine = today.clientMessages.filter((one) => [priorityId, plainId].includes(one.clientId));
    expect(mine.map((one) => [one.name, one.priority])).toEqual([
      ['Pri Ority', true],
      ['Plain Client', false],
    ]);
    const firstPlain = today.clientMessages.findIndex((one) => !one.priority);
    const lastPriority = today.clientMessages.map((one) => one.priority).lastIndexOf(true);
    expect(firstPlain === -1 || lastPriority < firstPlain).toBe(true);
  });
});

describe('the portal’s self-service', () => {
  it('remembers his time zone and refuses one that does not exist', async () => {
    const email = address('zone');
    await buy(email, 'single');
    const cookie = await portalCookie(email);
    const bad = await asClient(app, cookie, 'POST', '/api/portal/timezone', {
      timezone: 'Mars/Base',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.timezone).toContain(slotMessages.timezone);
    const saved = await asClient(app, cookie, 'POST', '/api/portal/timezone', {
      timezone: 'Asia/Kolkata',
    });
    expect(saved.statusCode).toBe(200);
    const portal = (await asClient(app, cookie, 'GET', '/api/portal')).json<PortalOverview>();
    expect(portal.timezone).toBe('Asia/Kolkata');
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/portal/timezone',
          payload: { timezone: 'UTC' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('downloads his data as a file, with nothing of another client in it', async () => {
    const email = address('download');
    const other = address('download-other');
    const mine = await buy(email, '5-session', 'Mine Person');
    const theirs = await buy(other, '5-session', 'Other Person');
    await app.knex('outbox_messages').insert({
      kind: 'owner.test',
      dedupe_key: `test-notice:${other}`,
      to_address: `owner@${domain}`,
      message: { subject: 'Other Person wrote about a friend', text: `friend: ${email}` },
      status: 'sent',
    });
    const otherId = await clientIdOf(other);
    await app.knex('client_messages').insert({
      client_id: otherId,
      booking_id: theirs,
      author: 'client',
      body: 'Other client’s secret',
      priority: true,
      created_at: clock.now(),
    });
    const cookie = await portalCookie(email);
    const answer = await asClient(app, cookie, 'GET', '/api/portal/data');
    expect(answer.statusCode).toBe(200);
    expect(String(answer.headers['content-disposition'])).toMatch(/^attachment; filename=/);
    const data = answer.json<PortalDataExport>();
    expect(data.person.bookings.map((one) => one.id)).toEqual([mine]);
    const text = answer.body;
    expect(text).not.toContain(other);
    expect(text).not.toContain('Other Person');
    expect(text).not.toContain('Other client’s secret');
    expect(data.person.emails.length).toBeGreaterThan(0);
    expect(data.person.emails.every((one) => one.to === email.toLowerCase())).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/portal/data' })).statusCode).toBe(401);
  });

  it('records an erasure request that only the owner can confirm, with its age and the legal limit', async () => {
    const email = address('erase');
    const bookingId = await buy(email, 'single');
    const cookie = await portalCookie(email);
    const asked = await asClient(app, cookie, 'POST', '/api/portal/erasure-request');
    expect(asked.statusCode).toBe(201);
    expect(asked.json().requestedAt).toBe(clock.now().toISOString());
    const again = await asClient(app, cookie, 'POST', '/api/portal/erasure-request');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(clientActionMessages.erasureAlreadyRequested);

    clock.advance(3 * dayMs + 3_600_000);
    // The owner's session ends after an idle hour: sign in again at the clock's now.
    await owner.signIn();
    const list = (await owner.send('GET', '/api/admin/erasure-requests')).json<ErasureRequest[]>();
    const request = list.find((one) => one.email === email.toLowerCase())!;
    expect(request.ageDays).toBe(3);
    expect(new Date(request.dueAt).getTime() - new Date(request.requestedAt).getTime()).toBe(
      erasureDeadlineDays * dayMs,
    );

    // The client himself (or anyone without the owner's session) cannot carry it out.
    const url = `/api/admin/erasure-requests/${request.clientId}/confirm`;
    expect((await asClient(app, cookie, 'POST', url)).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url, headers: { origin: siteOrigin } })).statusCode,
    ).toBe(401);
    expect((await bookingOf(bookingId)).email).toBe(email.toLowerCase());

    const confirmed = await owner.send('POST', url);
    expect(confirmed.statusCode).toBe(200);
    expect(await app.knex('clients').where({ email: email.toLowerCase() })).toHaveLength(0);
    expect(
      await app.knex('consultation_bookings').whereRaw('lower(email) = ?', [email.toLowerCase()]),
    ).toHaveLength(0);
    const after = (await owner.send('GET', '/api/admin/erasure-requests')).json<ErasureRequest[]>();
    expect(after.some((one) => one.clientId === request.clientId)).toBe(false);
    expect((await owner.send('POST', url)).statusCode).toBe(404);
    // His portal session went with him.
    const portal = await asClient(app, cookie, 'GET', '/api/portal');
    expect(portal.statusCode).toBe(401);
    expect(portal.json().message).toBe(portalMessages.signInRequired);
  });
});
