/**
 * A booking's sessions end to end on a real PostgreSQL, with the injected clock: credits spent
 * one session at a time, the 24-hour notice, refunds through the fake Stripe's refunds API and
 * from the Dashboard's webhooks, invitations (SEQUENCE, CANCEL) read by a real iCalendar parser,
 * reminders from the outbox, expiry of unpaid checkouts, and the owner's actions.
 */
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import type { ConsultationBooking } from '@site/contracts/api-types';
import { resendRefusals } from '@site/contracts/admin';
import { packages, type PackageType } from '@site/contracts/packages';
import { sessionMessages } from '@site/contracts/sessions';
import { formatDate, formatTime, slotStart } from '@site/contracts/slots';
import { sessionTime } from '../mail/messages';
import { newAccessKey } from '../services/booking-access';
import { ownerSession, testOwner, type OwnerSession } from '../../../test/owner';
import { repositoryBooking, scheduleRequest } from '../../../test/bookings';
import { buildTestApp, cancunWeekday, TestClock, testDomain } from '../../../test/app';
import { FakeGoogleCalendar, googleEnv } from '../../../test/fake-google';
import {
  FakeStripe,
  postStripeWebhook,
  stripeEvent,
  stripeSignature,
} from '../../../test/fake-stripe';
import { SmtpInbox, type ReceivedMessage } from '../../../test/smtp-inbox';

const domain = testDomain('sessions');
const siteOrigin = 'https://coach.example';
const webhookSecret = 'whsec_sessions_integration';
const owner = `owner@${domain}`;
const minute = 60_000;
const hour = 60 * minute;

const clock = new TestClock();
const base = clock.now();
/**
 * 'HH:mm' in Cancun on weekday `weekday` (0 Monday) of the first week at least `days` after the
 * suite started (fixed, wherever a test has moved the clock).
 */
const at = (days: number, weekday: number, hhmm: string): Date =>
  slotStart(cancunWeekday(base, '00:00', weekday, days).slice(0, 10), hhmm, 'America/Cancun');

describe('sessions of a booking', () => {
  const stripe = new FakeStripe();
  const google = new FakeGoogleCalendar();
  const inbox = new SmtpInbox();
  let env: Record<string, string | undefined>;
  let app: FastifyInstance;
  let ownerSignedIn: OwnerSession;

  beforeAll(async () => {
    env = {
      ...googleEnv(await google.start()),
      STRIPE_SECRET_KEY: 'sk_test_sessions',
      STRIPE_API_URL: await stripe.start(),
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      SMTP_URL: await inbox.start(),
      MAIL_FROM: '"Coach Site" <hello@coach.example>',
      OWNER_EMAIL: owner,
      SITE_ORIGIN: siteOrigin,
      // One message an hour per address: a paid booking's own mail must still all go out.
      MAIL_HOURLY_LIMIT: '1',
      OUTBOX_POLL_INTERVAL_MS: '3600000',
    };
    app = await buildTestApp(env, { now: clock.now });
    ownerSignedIn = await ownerSession(app, testOwner('sessions-owner', siteOrigin));
  }, 60_000);

  /** Signs the owner in at the clock's now (a session ends after an idle hour). */
  const signOwnerIn = () => ownerSignedIn.signIn();

  afterAll(async () => {
    await app.knex('outbox_messages').where('to_address', 'like', `%@${domain}`).delete();
    await app.knex('consultation_bookings').where('email', 'like', `%@${domain}`).delete();
    await app.knex('stripe_events').where('id', 'like', `evt_${domain}%`).delete();
    await app.knex('users').where({ username: ownerSignedIn.username }).delete();
    await app.close();
    await Promise.all([stripe.stop(), google.stop(), inbox.stop()]);
  });

  afterEach(() => clock.set(new Date()));

  const unique = (name: string) => `${name}-${newAccessKey().slice(0, 6).toLowerCase()}@${domain}`;

  /** A booking paid by card through the fake Stripe and its signed webhook, at the clock's now. */
  async function paidByCard(packageType: PackageType = 'single') {
    const email = unique('buyer');
    const created = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { packageType, name: 'Robin Buyer', email },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().bookingId as number;
    const row = await app.knex('consultation_bookings').where({ id }).first();
    const intent = stripe.intents.get(row.stripe_payment_intent_id)!;
    intent.status = 'succeeded';
    expect((await webhook('payment_intent.succeeded', intent)).statusCode).toBe(200);
    return { id, key: row.access_key as string, email, intentId: intent.id };
  }

  async function paidDirectly(packageType: PackageType) {
    const booking = await repositoryBooking(app, {
      packageType,
      name: 'Dana Direct',
      email: unique('direct'),
    });
    return { id: booking.id, key: booking.accessKey, email: booking.email };
  }

  let eventCounter = 0;
  function webhook(type: string, object: unknown, id = `evt_${domain}_${(eventCounter += 1)}`) {
    const payload = stripeEvent(id, type, object);
    return postStripeWebhook(app, payload, stripeSignature(payload, webhookSecret));
  }

  type Ref = { id: number; key: string };
  const view = async (booking: Ref): Promise<ConsultationBooking> =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/consultation-bookings/${booking.id}?key=${booking.key}`,
      })
    ).json();
  const schedule = (booking: Ref, start: Date, timezone = 'America/Cancun') =>
    scheduleRequest(app, booking.id, booking.key, { scheduledAt: start.toISOString(), timezone });
  const reschedule = (booking: Ref, sessionId: number, start: Date) =>
    app.inject({
      method: 'POST',
      url: `/api/consultation-bookings/${booking.id}/sessions/${sessionId}/reschedule?key=${booking.key}`,
      payload: { scheduledAt: start.toISOString(), timezone: 'America/Cancun' },
    });
  const cancel = (booking: Ref, sessionId: number) =>
    app.inject({
      method: 'POST',
      url: `/api/consultation-bookings/${booking.id}/sessions/${sessionId}/cancel?key=${booking.key}`,
    });
  const refund = (booking: Ref) =>
    app.inject({
      method: 'POST',
      url: `/api/consultation-bookings/${booking.id}/refund?key=${booking.key}`,
    });
  const asOwner = (url: string, payload?: object) => ownerSignedIn.send('POST', url, payload);

  const invitations = (messages: ReceivedMessage[]) =>
    messages.flatMap((message) =>
      message.parsed.attachments
        .filter((part) => part.mimeType === 'text/calendar')
        .map((part) => {
          const text =
            typeof part.content === 'string'
              ? part.content
              : Buffer.from(part.content as ArrayBuffer).toString('utf8');
          const calendar = new ICAL.Component(ICAL.parse(text));
          const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
          return {
            method: calendar.getFirstPropertyValue('method'),
            uid: event.uid,
            sequence: event.sequence,
            start: event.startDate.toJSDate().toISOString(),
            status: event.component.getFirstPropertyValue('status'),
            url: event.component.getFirstPropertyValue('url'),
          };
        }),
    );
  const drain = () => app.outbox.drain(clock.now());

  it('a 5-session package books five sessions, refuses the sixth, and never caps its own mail', async () => {
    const booking = await paidDirectly('5-session');
    for (let day = 0; day < 5; day += 1) {
      const response = await schedule(booking, at(28, day, '09:00'));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        sessionsTotal: 5,
        sessionsBooked: day + 1,
        sessionsRemaining: 4 - day,
        canSchedule: day < 4,
      });
    }
    const sixth = await schedule(booking, at(35, 0, '09:00'));
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toEqual({ message: sessionMessages.noneRemaining });
    const current = await view(booking);
    expect(current.sessions.map((session) => session.status)).toEqual(Array(5).fill('scheduled'));
    expect(current.scheduledAt).toBe(at(28, 0, '09:00').toISOString());

    // A cancelled session gives its credit back.
    const [first] = current.sessions;
    expect((await cancel(booking, first!.id)).json()).toMatchObject({
      sessionsBooked: 4,
      sessionsRemaining: 1,
      canSchedule: true,
    });
    expect((await schedule(booking, at(35, 0, '09:00'))).statusCode).toBe(200);

    // MAIL_HOURLY_LIMIT is 1, yet every confirmation and update of this booking was queued.
    const rows = await app.knex('outbox_messages').where({ to_address: booking.email });
    expect(rows.length).toBeGreaterThanOrEqual(7);
    expect(rows.filter((row: { status: string }) => row.status === 'suppressed')).toEqual([]);
  });

  it('a session booked after the first was held says which it is, and asks for no questionnaire', async () => {
    const booking = await paidDirectly('10-session');
    const first = at(28, 0, '09:00');
    expect((await schedule(booking, first)).statusCode).toBe(200);
    // The first session held (its end passed): the booking page no longer asks for the questionnaire.
    // The next ones a week later at least, whatever weekday the clock starts on.
    clock.set(new Date(first.getTime() + 3 * hour));
    expect((await schedule(booking, at(35, 2, '09:00'))).statusCode).toBe(200);
    const second = (await view(booking)).sessions[1]!;
    expect((await reschedule(booking, second.id, at(35, 3, '09:00'))).statusCode).toBe(200);
    await drain();
    const mails = inbox.to(booking.email).map((m) => m.parsed);
    const confirmed = mails.filter((m) => m.subject?.startsWith('Confirmed'));
    expect(confirmed.map((m) => m.subject)).toEqual([
      `Confirmed: session 1 of 10 on ${formatDate(first, 'America/Cancun')}`,
      `Confirmed: session 2 of 10 on ${formatDate(at(35, 2, '09:00'), 'America/Cancun')}`,
    ]);
    expect(confirmed[0]!.text).toContain('please take 10–15 minutes for the questionnaire.');
    expect(confirmed[1]!.text).toContain('Session 2 of 10 ·');
    expect(confirmed[1]!.text).not.toContain('questionnaire');
    const moved = mails.find((m) => m.subject?.startsWith('Moved'));
    expect(moved?.subject).toBe(
      `Moved: session 2 of 10 is now on ${formatDate(at(35, 3, '09:00'), 'America/Cancun')}`,
    );
  });

  it('the free call cancelled: its email offers a new time, with no package', async () => {
    const booking = await paidDirectly('strategy-call');
    expect((await schedule(booking, at(14, 1, '14:00'))).statusCode).toBe(200);
    const [call] = (await view(booking)).sessions;
    expect((await cancel(booking, call!.id)).statusCode).toBe(200);
    // The free call's mail is capped per hour (MAIL_HOURLY_LIMIT 1 here): read it as queued.
    const row = await app
      .knex('outbox_messages')
      .where({ to_address: booking.email, kind: 'client.session-cancelled' })
      .first();
    const cancelled = row?.message as { text: string } | undefined;
    expect(cancelled?.text).toContain('your call is cancelled.');
    expect(cancelled?.text).toContain(
      'If you would like to talk another time, choose a new time here',
    );
    expect(cancelled?.text).not.toContain('package');
  });

  it('the free call’s reminder inside the notice leads him to write from his portal’s thread, not the contact page', async () => {
    const booking = await paidDirectly('strategy-call');
    expect((await schedule(booking, at(14, 2, '14:00'))).statusCode).toBe(200);
    const rows = await app
      .knex('outbox_messages')
      .where({ to_address: booking.email, kind: 'client.session-reminder' });
    const tomorrow = rows
      .map((row) => row.message as { subject: string; text: string; html: string })
      .find((mail) => mail.subject.includes('tomorrow'));
    expect(tomorrow?.text).toContain('can no longer be moved or cancelled online');
    // His booking's portal link, signed in, opened on the thread's message form.
    const thread = `${siteOrigin}/portal?booking=${booking.id}&key=${booking.key}#portal-message-thread-compose`;
    expect(tomorrow?.text).toContain(`Write to me:\n${thread}`);
    expect(tomorrow?.html).toContain(`href="${thread.replaceAll('&', '&amp;')}"`);
    expect(tomorrow?.text).not.toContain('/connect');
    expect(tomorrow?.html).not.toContain('contact-form');
  });

  it('moves and cancels at 24 h + 1 min before the start, refuses at 23 h 59 min; invitations 0, 1 … then CANCEL', async () => {
    const booking = await paidByCard('single');
    const first = at(14, 1, '14:00');
    const booked = await schedule(booking, first);
    expect(booked.statusCode).toBe(200);
    const session = booked.json().sessions[0];
    expect(session).toMatchObject({
      status: 'scheduled',
      canChange: true,
      changeableUntil: new Date(first.getTime() - 24 * hour).toISOString(),
    });
    const row = await app.knex('booking_sessions').where({ id: session.id }).first();
    expect(session.joinUrl).toMatch(/^https:\/\/meet\.google\.com\//);

    // 24 h + 1 min before: allowed; the old time frees and the event moves.
    clock.set(new Date(first.getTime() - 24 * hour - minute));
    const second = at(14, 2, '09:30');
    const moved = await reschedule(booking, session.id, second);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().sessions[0]).toMatchObject({
      id: session.id,
      status: 'rescheduled',
      startsAt: second.toISOString(),
    });
    expect(google.events.find((event) => event.id === row.google_event_id)?.start.dateTime).toBe(
      second.toISOString(),
    );
    const other = await paidDirectly('single');
    expect((await schedule(other, first)).statusCode).toBe(200);

    // 23 h 59 min before the new time: refused, with the reason and nothing changed.
    clock.set(new Date(second.getTime() - 24 * hour + minute));
    expect((await view(booking)).sessions[0]?.canChange).toBe(false);
    const late = await reschedule(booking, session.id, at(14, 3, '09:00'));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: sessionMessages.tooLateToChange });
    const lateCancel = await cancel(booking, session.id);
    expect(lateCancel.statusCode).toBe(409);
    expect(lateCancel.json()).toEqual({ message: sessionMessages.tooLateToChange });

    // 24 h + 1 min before: the cancellation goes through, the event is removed.
    clock.set(new Date(second.getTime() - 24 * hour - minute));
    const cancelled = await cancel(booking, session.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ sessionsBooked: 0, sessionsRemaining: 1 });
    expect(cancelled.json().sessions[0]).toMatchObject({ status: 'cancelled', canChange: false });
    expect(google.events.find((event) => event.id === row.google_event_id)?.status).toBe(
      'cancelled',
    );
    expect((await cancel(booking, session.id)).json()).toEqual({
      message: sessionMessages.sessionNotActive,
    });

    await drain();
    // One UID for the session's whole life, the one stored with it: random, at the site's host.
    const uid = `${row.ics_uid}@coach.example`;
    expect(row.ics_uid).toMatch(/^[0-9a-f-]{36}$/);
    for (const [address, methods] of [
      // The client's invitation (he is its attendee), and the owner's calendar's own event.
      [booking.email, ['REQUEST', 'REQUEST', 'CANCEL']],
      [owner, ['PUBLISH', 'PUBLISH', 'PUBLISH']],
    ] as const) {
      const invites = invitations(inbox.to(address)).filter((invite) => invite.uid === uid);
      expect(invites.map(({ method, sequence }) => [method, sequence])).toEqual(
        methods.map((method, sequence) => [method, sequence]),
      );
      expect(invites[1]?.start).toBe(second.toISOString());
      expect(invites[0]?.url).toBe(session.joinUrl);
      expect(invites.map((invite) => invite.status)).toEqual([
        'CONFIRMED',
        'CONFIRMED',
        'CANCELLED',
      ]);
    }
    const manage = `${siteOrigin}/schedule/${booking.id}?key=${booking.key}`;
    expect(
      inbox.to(booking.email).find((m) => m.parsed.subject?.startsWith('Moved'))?.parsed.text,
    ).toContain(manage);
  });

  it('"Send Again" is offered and accepted only for an email still true, never for a skipped reminder', async () => {
    const booking = await paidDirectly('5-session');
    const [kept, dropped] = [at(49, 1, '10:00'), at(49, 2, '10:00')];
    const keptId = (await schedule(booking, kept)).json().sessions[0].id as number;
    const droppedId = (await schedule(booking, dropped)).json().sessions[1].id as number;
    const movedTo = at(49, 3, '10:00');
    expect((await reschedule(booking, keptId, movedTo)).statusCode).toBe(200);
    expect((await cancel(booking, droppedId)).statusCode).toBe(200);
    await drain();
    await signOwnerIn();

    type Email = {
      id: number;
      kind: string;
      subject: string;
      status: string;
      resendRefusal: string | null;
    };
    const emails = async (): Promise<Email[]> =>
      (await ownerSignedIn.get(`/api/admin/bookings/${booking.id}`)).json().emails;
    const keyOf = async (id: number) =>
      (await app.knex('outbox_messages').where({ id }).first()).dedupe_key as string;
    const find = async (pattern: RegExp, status?: string) => {
      for (const email of await emails())
        if (
          pattern.test(await keyOf(email.id)) &&
          (status === undefined || email.status === status)
        )
          return email;
      throw new Error(`No email ${pattern}`);
    };
    const session = (id: number) => `^booking:${booking.id}:session:${id}:`;

    // What is still true: offered. What is no longer true: refused, with the reason.
    const keptBooked = await find(new RegExp(`${session(keptId)}booked:client$`));
    const keptMoved = await find(new RegExp(`${session(keptId)}moved:1:client$`));
    const oldReminder = await find(new RegExp(`${session(keptId)}reminder:24h:0$`), 'cancelled');
    const droppedBooked = await find(new RegExp(`${session(droppedId)}booked:client$`));
    const droppedReminder = await find(new RegExp(`${session(droppedId)}reminder:24h:0$`));
    const droppedCancelled = await find(new RegExp(`${session(droppedId)}cancelled:client$`));
    expect(keptBooked.resendRefusal).toBe(resendRefusals.sessionMoved);
    expect(keptMoved.resendRefusal).toBeNull();
    expect(oldReminder.resendRefusal).toBe(resendRefusals.reminderSkipped);
    expect(droppedBooked.resendRefusal).toBe(resendRefusals.sessionCancelled);
    expect(droppedReminder.resendRefusal).toBe(resendRefusals.sessionCancelled);
    expect(droppedCancelled.resendRefusal).toBeNull();

    const resend = (email: Email) =>
      asOwner(`/api/admin/bookings/${booking.id}/emails/${email.id}/resend`);
    for (const [email, message] of [
      [keptBooked, resendRefusals.sessionMoved],
      // Skipped when its session moved: the reminders for the new time are queued instead.
      [oldReminder, resendRefusals.reminderSkipped],
      [droppedReminder, resendRefusals.sessionCancelled],
      [droppedBooked, resendRefusals.sessionCancelled],
    ] as const) {
      const refused = await resend(email);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message });
    }
    const copies = () =>
      app.knex('outbox_messages').where('dedupe_key', 'like', `booking:${booking.id}:%:resend:%`);
    expect(await copies()).toEqual([]);
    expect((await resend(droppedCancelled)).statusCode).toBe(201);

    // Once the session has begun, nothing about it is sent again.
    clock.set(new Date(movedTo.getTime() + minute));
    await signOwnerIn();
    expect((await find(new RegExp(`${session(keptId)}moved:1:client$`))).resendRefusal).toBe(
      resendRefusals.sessionBegun,
    );
    expect((await resend(keptMoved)).json()).toEqual({ message: resendRefusals.sessionBegun });
  });

  it('a reminder that went out, sent again after its session moved, is rebuilt for the new time', async () => {
    const booking = await paidDirectly('5-session');
    const kept = at(35, 1, '10:00');
    const keptId = (await schedule(booking, kept)).json().sessions[0].id as number;
    await drain();
    // The day before, its reminder goes out; then the owner moves the session a week on.
    clock.set(new Date(kept.getTime() - 24 * hour));
    await drain();
    await drain();
    await signOwnerIn();
    const movedTo = at(42, 1, '10:00');
    const moved = await asOwner(`/api/admin/bookings/${booking.id}/sessions/${keptId}/reschedule`, {
      scheduledAt: movedTo.toISOString(),
      timezone: 'America/Cancun',
    });
    expect(moved.statusCode).toBe(200);
    const sentReminder = await app
      .knex('outbox_messages')
      .where({ dedupe_key: `booking:${booking.id}:session:${keptId}:reminder:24h:0` })
      .first();
    expect(sentReminder.status).toBe('sent');
    const reminderId = Number(sentReminder.id);
    const view = (await ownerSignedIn.get(`/api/admin/bookings/${booking.id}`)).json();
    expect(
      view.emails.find((email: { id: number }) => email.id === reminderId).resendRefusal,
    ).toBeNull();

    // Sent again: written for the session's current time, saying nothing relative ("tomorrow")
    // that the moment of sending would make untrue.
    const copy = await asOwner(`/api/admin/bookings/${booking.id}/emails/${reminderId}/resend`);
    expect(copy.statusCode).toBe(201);
    const row = await app.knex('outbox_messages').where({ id: copy.json().id }).first();
    expect(new Date(row.not_after).toISOString()).toBe(movedTo.toISOString());
    expect(row.session_id).toBe(keptId);
    await drain();
    const sent = inbox.to(booking.email).find((m) => m.parsed.messageId === row.message.messageId);
    expect(sent?.parsed.subject).toBe(
      `Reminder: session 1 of 5 on ${formatDate(movedTo, 'America/Cancun')}`,
    );
    expect(sent?.parsed.text).toContain(sessionTime(movedTo.toISOString(), 'America/Cancun'));
    expect(sent?.parsed.text).not.toContain(sessionTime(kept.toISOString(), 'America/Cancun'));
    expect(sent?.parsed.text).not.toMatch(/tomorrow|in \d+ (hours|days)|in one hour/);
  });

  it('the owner books a session for his client: one credit spent, the same emails as when the client books it', async () => {
    await signOwnerIn();
    const own = await paidDirectly('5-session');
    const forHim = await paidDirectly('5-session');
    expect((await schedule(own, at(49, 1, '09:00'))).statusCode).toBe(200);
    const booked = await asOwner(`/api/admin/bookings/${forHim.id}/sessions`, {
      scheduledAt: at(49, 2, '09:00').toISOString(),
      timezone: 'America/Cancun',
    });
    expect(booked.statusCode).toBe(200);
    expect(booked.json()).toMatchObject({ sessionsBooked: 1, sessionsRemaining: 4 });
    const kinds = async (booking: Ref) =>
      (await app.knex('outbox_messages').where({ to_address: (await view(booking)).email }))
        .map((row: { kind: string }) => row.kind)
        .sort();
    const sent = await kinds(forHim);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent).toEqual(await kinds(own));
  });

  it('the owner moves and cancels inside 24 hours, and ends a booking without a refund', async () => {
    const booking = await paidDirectly('5-session');
    const start = at(14, 3, '15:00');
    const session = (await schedule(booking, start)).json().sessions[0];
    clock.set(new Date(start.getTime() - 2 * hour));
    await signOwnerIn();
    const path = `/api/admin/bookings/${booking.id}/sessions/${session.id}`;
    const moved = await asOwner(`${path}/reschedule`, {
      scheduledAt: at(21, 3, '14:00').toISOString(),
      timezone: 'America/Cancun',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().sessions[0]).toMatchObject({ status: 'rescheduled', canChange: true });
    const cancelled = await asOwner(`${path}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(
      (
        await asOwner(`/api/admin/bookings/${booking.id}/sessions`, {
          scheduledAt: at(21, 3, '09:00').toISOString(),
          timezone: 'America/Cancun',
        })
      ).statusCode,
    ).toBe(200);
    const ended = await asOwner(`/api/admin/bookings/${booking.id}/cancel`, { refund: false });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ status: 'cancelled', canSchedule: false });
    expect(ended.json().sessions.map((s: { status: string }) => s.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    // Without a session the owner's routes answer 401.
    const stranger = await app.inject({
      method: 'POST',
      url: `${path}/cancel`,
      headers: { origin: siteOrigin },
    });
    expect(stranger.statusCode).toBe(401);
    const audit = await app.knex('audit_log').where({ target: `booking ${booking.id}` });
    expect(audit.map((entry: { action: string }) => entry.action)).toContain('booking.cancel');
  });

  it("the owner's action and its audit line commit together: a failing audit insert undoes the action", async () => {
    const booking = await paidDirectly('5-session');
    const start = at(42, 1, '15:00');
    const session = (await schedule(booking, start)).json<ConsultationBooking>().sessions[0]!;
    await signOwnerIn();
    const outboxRows = async () =>
      (await app.knex('outbox_messages').where({ to_address: booking.email })).length;
    const queuedBefore = await outboxRows();
    // The database refuses this booking's audit lines (as a full disk or a lost connection would).
    await app.knex.raw(
      `CREATE OR REPLACE FUNCTION test_refuse_audit() RETURNS trigger LANGUAGE plpgsql
       AS $$ BEGIN RAISE EXCEPTION 'audit refused'; END $$`,
    );
    await app.knex.raw(
      `CREATE TRIGGER test_refuse_audit BEFORE INSERT ON audit_log FOR EACH ROW
       WHEN (NEW.target LIKE 'booking ${booking.id}%') EXECUTE FUNCTION test_refuse_audit()`,
    );
    const path = `/api/admin/bookings/${booking.id}`;
    try {
      const attempts = [
        await asOwner(`${path}/sessions/${session.id}/cancel`),
        await asOwner(`${path}/sessions/${session.id}/reschedule`, {
          scheduledAt: at(42, 2, '15:00').toISOString(),
          timezone: 'America/Cancun',
        }),
        await asOwner(`${path}/sessions`, {
          scheduledAt: at(42, 3, '15:00').toISOString(),
          timezone: 'America/Cancun',
        }),
        await asOwner(`${path}/cancel`, { refund: false }),
      ];
      expect(attempts.map((response) => response.statusCode)).toEqual([500, 500, 500, 500]);
    } finally {
      await app.knex.raw('DROP TRIGGER IF EXISTS test_refuse_audit ON audit_log');
      await app.knex.raw('DROP FUNCTION IF EXISTS test_refuse_audit()');
    }
    // Nothing changed, and nothing was sent for it.
    const after = await view(booking);
    expect(after.status).toBe('paid');
    expect(after.sessions.map((s) => [s.id, s.status, s.startsAt])).toEqual([
      [session.id, 'scheduled', start.toISOString()],
    ]);
    expect(await outboxRows()).toBe(queuedBefore);

    const cancelled = await asOwner(`${path}/sessions/${session.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    const audit = await app.knex('audit_log').where({
      target: `booking ${booking.id} session ${session.id}`,
    });
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual([
      'booking.session-cancel',
    ]);
  }, 30_000);

  it('refunds in full within 24 hours of purchase, and refuses after', async () => {
    const paidAt = clock.now();
    const booking = await paidByCard('5-session');
    const session = (await schedule(booking, at(14, 4, '14:00'))).json().sessions[0];
    const eventId = (await app.knex('booking_sessions').where({ id: session.id }).first())
      .google_event_id;
    expect((await view(booking)).refundableUntil).toBe(
      new Date(paidAt.getTime() + 24 * hour).toISOString(),
    );

    clock.set(new Date(paidAt.getTime() + 23 * hour));
    const refunded = await refund(booking);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({
      status: 'refunded',
      canSchedule: false,
      canRequestRefund: false,
    });
    expect(refunded.json().sessions[0].status).toBe('cancelled');
    const made = [...stripe.refunds.values()].filter((r) => r.payment_intent === booking.intentId);
    expect(made).toHaveLength(1);
    expect(made[0]?.amount).toBe(600000);
    expect(google.events.find((event) => event.id === eventId)?.status).toBe('cancelled');
    expect((await refund(booking)).json()).toEqual({ message: sessionMessages.alreadyRefunded });
    expect((await schedule(booking, at(21, 4, '14:00'))).json()).toEqual({
      message: sessionMessages.bookingClosed,
    });
    await drain();
    expect(
      inbox.to(booking.email).filter((m) => m.parsed.subject?.startsWith('Refunded')),
    ).toHaveLength(1);

    clock.set(new Date());
    const late = await paidByCard('single');
    clock.set(new Date(Date.now() + 24 * hour + minute));
    const refusal = await refund(late);
    expect(refusal.statusCode).toBe(409);
    expect(refusal.json()).toEqual({ message: sessionMessages.refundWindowPassed });
    expect([...stripe.refunds.values()].some((r) => r.payment_intent === late.intentId)).toBe(
      false,
    );
    expect((await view(late)).status).toBe('paid');
  });

  it('a refund made in the Stripe Dashboard reaches the booking once, through either webhook', async () => {
    const booking = await paidByCard('single');
    const session = (await schedule(booking, at(21, 1, '10:00'))).json().sessions[0];
    const charge = {
      id: `ch_${booking.intentId}`,
      object: 'charge',
      payment_intent: booking.intentId,
      amount: 150000,
      amount_refunded: 150000,
      refunded: true,
      refunds: { object: 'list', data: [{ id: 're_dashboard_1', object: 'refund' }] },
    };
    const eventId = `evt_${domain}_dashboard_${booking.id}`;
    const first = await webhook('charge.refunded', charge, eventId);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect((await webhook('charge.refunded', charge, eventId)).json()).toEqual({
      received: true,
      duplicate: true,
    });
    const again = await webhook('refund.updated', {
      id: 're_dashboard_1',
      object: 'refund',
      payment_intent: booking.intentId,
      amount: 150000,
      status: 'succeeded',
    });
    expect(again.json()).toEqual({ received: true, duplicate: false });
    const after = await view(booking);
    expect(after.status).toBe('refunded');
    expect(after.sessions[0]).toMatchObject({ id: session.id, status: 'cancelled' });
    const row = await app.knex('consultation_bookings').where({ id: booking.id }).first();
    expect(row.stripe_refund_id).toBe('re_dashboard_1');
    await drain();
    expect(
      inbox.to(booking.email).filter((m) => m.parsed.subject?.startsWith('Refunded')),
    ).toHaveLength(1);
    // A partial refund leaves a booking paid.
    const other = await paidByCard('single');
    await webhook('charge.refunded', {
      ...charge,
      payment_intent: other.intentId,
      refunded: false,
      amount_refunded: 100,
    });
    expect((await view(other)).status).toBe('paid');
  });

  it('reminds 24 h and 1 h before, once each, never for a cancelled session, and catches up after a restart', async () => {
    const booking = await paidDirectly('10-session');
    const start = at(14, 0, '16:00');
    const kept = (await schedule(booking, start)).json().sessions[0];
    const droppedAt = at(14, 1, '16:00').toISOString();
    const dropped = (await schedule(booking, at(14, 1, '16:00')))
      .json<ConsultationBooking>()
      .sessions.find((session) => session.startsAt === droppedAt)!;
    await cancel(booking, dropped.id);
    const reminders = () =>
      inbox.to(booking.email).filter((m) => m.parsed.subject?.startsWith('Reminder'));
    await drain();
    expect(reminders()).toHaveLength(0);

    clock.set(new Date(start.getTime() - 24 * hour - minute));
    await drain();
    expect(reminders()).toHaveLength(0);
    clock.set(new Date(start.getTime() - 24 * hour));
    await drain();
    await drain();
    const at16 = formatTime(start, 'America/Cancun');
    expect(reminders().map((m) => m.parsed.subject)).toEqual([
      `Reminder: session 1 of 10 tomorrow at ${at16}`,
    ]);
    expect(reminders()[0]?.parsed.text).toContain(kept.joinUrl);
    // Sent as the notice to move or cancel ends: no offer to change it online, his portal instead.
    expect(reminders()[0]?.parsed.text).toContain('can no longer be moved or cancelled online');
    expect(reminders()[0]?.parsed.text).toContain(`${siteOrigin}/portal`);
    expect(reminders()[0]?.parsed.text).not.toContain(`${siteOrigin}/schedule/${booking.id}`);

    // The server is down when the 1-hour reminder falls due; the next start sends it.
    await app.close();
    clock.set(new Date(start.getTime() - 30 * minute));
    app = await buildTestApp(env, { now: clock.now });
    // The owner's session belongs to the server that closed: the later tests sign in on this one.
    ownerSignedIn = await ownerSession(app, testOwner('sessions-owner', siteOrigin));
    await drain();
    await drain();
    expect(reminders().map((m) => m.parsed.subject)).toEqual([
      `Reminder: session 1 of 10 tomorrow at ${at16}`,
      `Reminder: session 1 of 10 in one hour at ${at16}`,
    ]);
    // The cancelled session's reminders were cancelled, never sent.
    const droppedRows = await app.knex('outbox_messages').where({ session_id: dropped.id });
    expect(droppedRows.length).toBeGreaterThan(0);
    expect(droppedRows.every((r: { status: string }) => r.status === 'cancelled')).toBe(true);
    clock.set(new Date(at(14, 1, '16:00').getTime() - 30 * minute));
    await drain();
    expect(reminders()).toHaveLength(2);
  });

  it('a cancelled session of a package is named as that session, and the reminders of the others follow their places', async () => {
    const booking = await paidDirectly('5-session');
    const later = at(21, 2, '10:00');
    const earlier = at(21, 1, '10:00');
    const laterId = (await schedule(booking, later)).json().sessions[0].id as number;
    const earlierBooked = (await schedule(booking, earlier)).json<ConsultationBooking>();
    const earlierId = earlierBooked.sessions.find((one) => one.id !== laterId)!.id;
    const queuedSubject = async () =>
      (
        await app
          .knex('outbox_messages')
          .where({ dedupe_key: `booking:${booking.id}:session:${laterId}:reminder:24h:0` })
          .first()
      ).message.subject as string;
    // Booked first but held second: its reminder says so.
    expect(await queuedSubject()).toMatch(/^Reminder: session 2 of 5 tomorrow/);

    expect((await cancel(booking, earlierId)).statusCode).toBe(200);
    await drain();
    const cancelled = inbox
      .to(booking.email)
      .find((m) => m.parsed.subject?.startsWith('Cancelled'))!.parsed;
    expect(cancelled.subject).toBe(
      `Cancelled: session 1 of 5 on ${formatDate(earlier, 'America/Cancun')}, its credit is back in your package`,
    );
    expect(cancelled.text).toContain(`Session 1 of 5 · ${packages['5-session'].scheduleLabel}`);
    expect(cancelled.text).toContain('Its credit is back in your package.');
    expect(`${cancelled.subject} ${cancelled.text}`).not.toContain(
      `your ${packages['5-session'].scheduleLabel}`,
    );
    // The one left is now the first.
    expect(await queuedSubject()).toMatch(/^Reminder: session 1 of 5 tomorrow/);
  });

  it('does not send a reminder once its session has begun', async () => {
    const booking = await paidDirectly('single');
    const start = at(21, 2, '15:00');
    const session = (await schedule(booking, start)).json().sessions[0];
    clock.set(new Date(start.getTime() + minute));
    await drain();
    expect(inbox.to(booking.email).filter((m) => m.parsed.subject?.startsWith('Reminder'))).toEqual(
      [],
    );
    const rows = await app.knex('outbox_messages').where({ session_id: session.id });
    expect(rows.map((r: { status: string }) => r.status)).toEqual(['cancelled', 'cancelled']);
  });

  it('a Meet link made on a calendar retry reaches the reminders queued before it', async () => {
    const booking = await paidDirectly('single');
    const start = at(35, 3, '16:00');
    google.failInsert = true;
    let session: ConsultationBooking['sessions'][number];
    try {
      const booked = await schedule(booking, start);
      expect(booked.statusCode).toBe(200);
      session = booked.json<ConsultationBooking>().sessions[0]!;
    } finally {
      google.failInsert = false;
    }
    expect(session.joinUrl).toBeNull();
    await drain();
    const confirmation = inbox
      .to(booking.email)
      .find((m) => m.parsed.subject?.startsWith('Confirmed'));
    expect(confirmation?.parsed.text).toContain(sessionMessages.joinLinkFollows);

    // The calendar answers again: the retry job makes the event and its Meet link.
    expect(await app.jobs.run('calendar-retry')).toBe(true);
    const joinUrl = (await view(booking)).sessions[0]?.joinUrl;
    expect(joinUrl).toMatch(/^https:\/\/meet\.google\.com\//);

    const reminders = () =>
      inbox.to(booking.email).filter((m) => m.parsed.subject?.startsWith('Reminder'));
    clock.set(new Date(start.getTime() - 24 * hour));
    await drain();
    clock.set(new Date(start.getTime() - hour));
    await drain();
    expect(reminders()).toHaveLength(2);
    for (const reminder of reminders()) {
      expect(reminder.parsed.text).toContain(`Video call at ${joinUrl}`);
      expect(reminder.parsed.text).not.toContain('I will send you the link');
      expect(reminder.parsed.html).toContain(`href="${joinUrl}"`);
    }
  });

  it('without Google Calendar, MEETING_URL is the join link in the confirmation and the invitation', async () => {
    const room = 'https://meet.example.org/coach-room';
    const noGoogle = await buildTestApp(
      {
        ...Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('GOOGLE_'))),
        MEETING_URL: room,
      },
      { now: clock.now },
    );
    try {
      const booking = await noGoogle.repos.bookings.create({
        name: 'Mia Meeting',
        email: unique('room'),
        packageType: 'single',
        amount: 100,
        status: 'paid',
        accessKey: newAccessKey(),
        payment: 'offline',
      });
      const response = await scheduleRequest(noGoogle, booking.id, booking.accessKey, {
        scheduledAt: at(28, 2, '16:00').toISOString(),
        timezone: 'America/Cancun',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().sessions[0].joinUrl).toBe(room);
      await noGoogle.outbox.drain(clock.now());
      const confirmation = inbox
        .to(booking.email)
        .find((m) => m.parsed.subject?.startsWith('Confirmed'));
      expect(confirmation?.parsed.text).toContain(`Video call at ${room}`);
      expect(invitations([confirmation!])[0]?.url).toBe(room);
    } finally {
      await noGoogle.close();
    }
  });

  it('the owner cancels an unpaid booking: its intent cancelled, its session freed, audited; never a paid one', async () => {
    const email = unique('unpaid');
    const created = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { packageType: 'single', name: 'Una Paid', email },
    });
    const id = created.json().bookingId as number;
    const row = await app.knex('consultation_bookings').where({ id }).first();
    expect(row.status).toBe('pending');
    // A checkout that chose its time and stopped: the session holds the time.
    const start = at(14, 2, '10:00');
    await app.knex('booking_sessions').insert({
      booking_id: id,
      starts_at: start,
      ends_at: new Date(start.getTime() + 90 * minute),
      timezone: 'America/Cancun',
      status: 'scheduled',
    });
    await signOwnerIn();
    const path = `/api/admin/bookings/${id}/cancel-unpaid`;
    // Only the owner: without his session, 401.
    const stranger = await app.inject({
      method: 'POST',
      url: path,
      headers: { origin: siteOrigin },
    });
    expect(stranger.statusCode).toBe(401);

    const cancelled = await asOwner(path);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'expired', canSchedule: false });
    expect(cancelled.json().sessions.map((one: { status: string }) => one.status)).toEqual([
      'cancelled',
    ]);
    expect(stripe.intents.get(row.stripe_payment_intent_id)!.status).toBe('canceled');
    const audit = await app.knex('audit_log').where({ target: `booking ${id}` });
    expect(audit.map((entry: { action: string }) => entry.action)).toContain(
      'booking.cancel-unpaid',
    );
    // Its time is free again: a paid client books it.
    const other = await paidDirectly('single');
    expect((await schedule(other, start)).statusCode).toBe(200);

    // Twice: already closed.
    const again = await asOwner(path);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(sessionMessages.unpaidCancelClosed);
    // A paid booking ends with a cancellation or a refund, never this way.
    const paid = await asOwner(`/api/admin/bookings/${other.id}/cancel-unpaid`);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(sessionMessages.unpaidCancelPaid);
    expect((await app.knex('consultation_bookings').where({ id: other.id }).first()).status).toBe(
      'paid',
    );
    expect((await asOwner('/api/admin/bookings/99999999/cancel-unpaid')).statusCode).toBe(404);
  });

  it('the owner cannot cancel as unpaid a booking whose payment went through a moment ago', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { packageType: 'single', name: 'Late Payer', email: unique('late') },
    });
    const id = created.json().bookingId as number;
    const row = await app.knex('consultation_bookings').where({ id }).first();
    stripe.intents.get(row.stripe_payment_intent_id)!.status = 'succeeded';
    await signOwnerIn();
    const refused = await asOwner(`/api/admin/bookings/${id}/cancel-unpaid`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(sessionMessages.unpaidCancelJustPaid);
    expect((await app.knex('consultation_bookings').where({ id }).first()).status).toBe('pending');
  });

  it('expires a checkout left pending for 24 hours (the PaymentIntent cancelled), and honours a late payment', async () => {
    const email = unique('abandon');
    const created = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { packageType: '10-session', name: 'Alex Abandon', email },
    });
    const id = created.json().bookingId as number;
    const row = await app.knex('consultation_bookings').where({ id }).first();
    clock.set(new Date(Date.now() + 23 * hour));
    await app.jobs.run('booking-sweep');
    expect((await app.knex('consultation_bookings').where({ id }).first()).status).toBe('pending');

    clock.set(new Date(Date.now() + 24 * hour + minute));
    expect(await app.jobs.run('booking-sweep')).toBe(true);
    expect((await app.knex('consultation_bookings').where({ id }).first()).status).toBe('expired');
    const intent = stripe.intents.get(row.stripe_payment_intent_id)!;
    expect(intent.status).toBe('canceled');

    // A payment that still arrives is real: the booking becomes paid and the owner is told.
    const late = await webhook('payment_intent.succeeded', { ...intent, status: 'succeeded' });
    expect(late.statusCode).toBe(200);
    expect((await app.knex('consultation_bookings').where({ id }).first()).status).toBe('paid');
    await drain();
    const notice = inbox
      .to(owner)
      .find(
        (m) =>
          m.parsed.replyTo?.[0]?.address === email && m.parsed.subject?.includes('Late payment'),
      );
    expect(notice).toBeDefined();
  });
});
