/**
 * Email end to end on a real PostgreSQL and a real SMTP server on loopback: each event queues
 * its messages in its own transaction and the outbox worker delivers them once.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import PostalMime from 'postal-mime';
import { questionnaireSteps } from '@site/contracts/questionnaire-steps';
import {
  addDays,
  formatDate,
  formatTime,
  isWeekend,
  slotStart,
  strategyCallTimes,
  todayIn,
} from '@site/contracts/slots';
import { coachTimezone, zoneCity } from '@site/contracts/timezones';
import { sessionMessages } from '@site/contracts/sessions';
import { newAccessKey } from '../../modules/bookings';
import { buildTestApp, testDomain } from '../../test/app';
import { scheduleRequest } from '../../test/bookings';
import { freePort, SmtpInbox, type ReceivedMessage } from '../../test/smtp-inbox';
import { postStripeWebhook, stripeEvent, stripeSignature } from '../../test/fake-stripe';
import { greetings } from '../../test/outbox';

const domain = testDomain('mail');
const owner = `owner@${domain}`;
const siteOrigin = 'https://coach.example';
const coachName = 'Adrian Vale';
const webhookSecret = 'whsec_mail_integration_secret';

function mailEnv(smtpUrl: string | undefined, extra: Record<string, string> = {}) {
  return {
    SMTP_URL: smtpUrl,
    MAIL_FROM: '"Coach Site" <hello@coach.example>',
    OWNER_EMAIL: owner,
    SITE_ORIGIN: siteOrigin,
    COACH_NAME: coachName,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    // Only the tests' own drain() calls and the kicks after each event send mail.
    OUTBOX_POLL_INTERVAL_MS: '3600000',
    ...extra,
  };
}

/** A free-call slot a few weekdays ahead of the real clock, in the coach's zone. */
function upcomingSlot(now: Date, offsetDays: number, time: string): Date {
  let date = addDays(todayIn(coachTimezone, now), offsetDays);
  while (isWeekend(date)) date = addDays(date, 1);
  return slotStart(date, time, coachTimezone);
}

const answers = {
  whatsWorking: 'My work is steady and my family is close.',
  whatsNotWorking: 'I feel I am living someone else’s plan.',
  successfulButIncomplete: 'I am successful, but something is missing.',
  alignmentShift: 'I would need to stop saying yes to everything.',
  mostAuthentic: 'When I teach and when I walk in the mountains.',
  mostDisconnected: 'In long meetings where nobody says what they mean.',
  magicWandChange: 'I would spend mornings writing instead of answering email.',
  soulFulfilledSuccess: 'Work that pays well and that I would do for free.',
  willingToFace: 'The fear of disappointing my parents.',
  biggestFear: 'That I will find out I wasted ten years.',
  naturalStrengths: 'Listening, seeing patterns, explaining simply.',
  energyDrains: 'Office politics and constant context switching.',
  coreEssence: 'Curious teacher',
  professionalSituation: 'Head of engineering at a mid-size company.',
  whyWorkWithMe: 'Your article on success being backwards described me exactly.',
  hopedKnowledge: 'What I actually want, underneath what I think I want.',
  previousWork: 'Two years of therapy and a men’s group.',
  alignmentScale: 4,
  readyForTruths: 9,
  readyForChanges: 8,
  readyForEmotionalWork: 7,
};

describe('email through the outbox', () => {
  const inbox = new SmtpInbox();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(mailEnv(await inbox.start()));
  });
  afterAll(async () => {
    await app.knex('outbox_messages').where('to_address', 'like', `%@${domain}`).delete();
    await app.knex('consultation_questionnaires').where('email', 'like', `%@${domain}`).delete();
    await app.knex('consultation_bookings').where('email', 'like', `%@${domain}`).delete();
    await app.knex('contact_forms').where('email', 'like', `%@${domain}`).delete();
    await app.knex('newsletter_subscriptions').where('email', 'like', `%@${domain}`).delete();
    await app.knex('stripe_events').where('id', 'like', `evt_${domain}%`).delete();
    await app.close();
    await inbox.stop();
  });

  const unique = (name: string) => `${name}-${newAccessKey().slice(0, 6).toLowerCase()}@${domain}`;
  const only = (list: ReceivedMessage[]): ReceivedMessage => {
    expect(list).toHaveLength(1);
    return list[0]!;
  };
  const links = (message: ReceivedMessage) =>
    [...(message.parsed.text ?? '').matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);

  describe('contact message', () => {
    it('acknowledges the sender and gives the owner every field, reply-to the sender', async () => {
      const sender = unique('jordan');
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          inquiryType: 'speaking',
          name: 'Jordan Lee',
          email: sender,
          organization: 'Bright Summit',
          message: 'Would you keynote our leadership retreat in the autumn?',
          referralSource: 'podcast',
        },
      });
      expect(response.statusCode).toBe(201);
      await app.outbox.drain();

      const ack = only(inbox.to(sender));
      expect(ack.parsed.text).toContain('within 48 hours');
      expect(ack.parsed.html).toContain('#13213c');
      // Sent to whatever address was typed: it repeats nothing the visitor wrote.
      expect(ack.parsed.subject).toBe('Thank you for your speaking enquiry');
      expect(ack.parsed.html).not.toContain('Would you keynote');
      expect(ack.parsed.text).not.toContain('Jordan');

      const notice = only(inbox.to(owner).filter((m) => m.parsed.replyTo?.[0]?.address === sender));
      expect(notice.parsed.subject).toContain('Jordan Lee');
      for (const field of [
        'Speaking engagement',
        'Jordan Lee',
        sender,
        'Bright Summit',
        'A podcast',
        'Would you keynote our leadership retreat in the autumn?',
      ]) {
        expect(notice.parsed.text).toContain(field);
      }
    });
  });

  describe('payment (pending → paid)', () => {
    it('sends one receipt with the schedule link, however often the webhook is replayed', async () => {
      const email = unique('payer');
      const booking = await app.repos.bookings.create({
        name: 'Pat Payer',
        email,
        packageType: 'single',
        amount: 150000,
        status: 'pending',
        accessKey: newAccessKey(),
      });
      const intentId = `pi_mail${booking.id}`;
      await app.repos.bookings.setPaymentIntent(booking.id, intentId);
      const payload = stripeEvent(`evt_${domain}_${booking.id}`, 'payment_intent.succeeded', {
        id: intentId,
        object: 'payment_intent',
        status: 'succeeded',
      });
      const replays = await Promise.all(
        Array.from({ length: 10 }, () =>
          postStripeWebhook(app, payload, stripeSignature(payload, webhookSecret)),
        ),
      );
      expect(replays.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      await app.outbox.drain();
      await app.outbox.drain();

      const receipt = only(inbox.to(email));
      expect(receipt.parsed.text).toContain('$1,500.00');
      expect(links(receipt)).toContain(
        `${siteOrigin}/schedule/${booking.id}?key=${booking.accessKey}`,
      );
      const notice = only(inbox.to(owner).filter((m) => m.parsed.replyTo?.[0]?.address === email));
      expect(notice.parsed.subject).toContain('New paid booking');
      expect(notice.parsed.text).toContain('Pat Payer');
    });
  });

  describe('scheduling', () => {
    it('confirms in the client’s zone with the questionnaire link and a REQUEST invitation for the right instant (the owner’s copy PUBLISHed)', async () => {
      const email = unique('caller');
      const booking = await app.repos.bookings.create({
        name: 'Casey Caller',
        email,
        packageType: 'strategy-call',
        amount: 0,
        status: 'paid',
        accessKey: newAccessKey(),
      });
      const now = new Date();
      const time = strategyCallTimes[booking.id % strategyCallTimes.length]!;
      const startsAt = upcomingSlot(now, 3 + (booking.id % 20), time);
      const response = await scheduleRequest(app, booking.id, booking.accessKey, {
        scheduledAt: startsAt.toISOString(),
        timezone: 'Europe/Paris',
      });
      expect(response.statusCode).toBe(200);
      await app.outbox.drain();

      const confirmation = only(inbox.to(email));
      expect(confirmation.parsed.text).toContain(
        `${formatDate(startsAt, 'Europe/Paris')} at ${formatTime(startsAt, 'Europe/Paris')} (Central European)`,
      );
      expect(confirmation.parsed.text).toContain(`Video call. ${sessionMessages.joinLinkFollows}`);
      expect(links(confirmation)).toContain(
        `${siteOrigin}/questionnaire/${booking.id}?key=${booking.accessKey}`,
      );

      const calendarPart = confirmation.parsed.attachments.find(
        (part) => part.mimeType === 'text/calendar',
      );
      expect(calendarPart).toBeDefined();
      const ics =
        typeof calendarPart!.content === 'string'
          ? calendarPart!.content
          : Buffer.from(calendarPart!.content as ArrayBuffer).toString('utf8');
      const calendar = new ICAL.Component(ICAL.parse(ics));
      expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
      const sessionId = response.json().sessions[0].id as number;
      // A random UID at the site's domain, stored with the session (the same across its moves).
      const [uid] = event.uid.split('@');
      expect(event.uid).toBe(`${uid}@coach.example`);
      expect(uid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      const stored = await app.knex('booking_sessions').where({ id: sessionId }).first();
      expect(stored.ics_uid).toBe(uid);
      expect(event.sequence).toBe(0);
      expect(event.startDate.zone?.tzid).toBe('UTC');
      expect(event.startDate.toJSDate().getTime()).toBe(startsAt.getTime());
      expect(event.endDate.toJSDate().getTime()).toBe(startsAt.getTime() + 15 * 60_000);

      // The owner's copy: the same event, published to his own calendar.
      const notice = only(inbox.to(owner).filter((m) => m.parsed.replyTo?.[0]?.address === email));
      expect(notice.parsed.subject).toContain('Casey Caller');
      const ownerPart = notice.parsed.attachments.find((part) => part.mimeType === 'text/calendar');
      const ownerCalendar = new ICAL.Component(
        ICAL.parse(
          typeof ownerPart!.content === 'string'
            ? ownerPart!.content
            : Buffer.from(ownerPart!.content as ArrayBuffer).toString('utf8'),
        ),
      );
      expect(ownerCalendar.getFirstPropertyValue('method')).toBe('PUBLISH');
      expect(new ICAL.Event(ownerCalendar.getFirstSubcomponent('vevent')!).uid).toBe(event.uid);
    });
  });

  describe('a visitor in any IANA zone', () => {
    async function freeCall(name: string) {
      const email = unique(name);
      const booking = await app.repos.bookings.create({
        name: 'Kiran Rao',
        email,
        packageType: 'strategy-call',
        amount: 0,
        status: 'paid',
        accessKey: newAccessKey(),
      });
      const time = strategyCallTimes[booking.id % strategyCallTimes.length]!;
      const startsAt = upcomingSlot(new Date(), 3 + (booking.id % 20), time);
      const schedule = (timezone: string) =>
        scheduleRequest(app, booking.id, booking.accessKey, {
          scheduledAt: startsAt.toISOString(),
          timezone,
        });
      return { email, booking, startsAt, schedule };
    }

    it('books in Asia/Kolkata and writes the emails and the invitation in Kolkata time, named', async () => {
      const { email, startsAt, schedule } = await freeCall('kolkata');
      const response = await schedule('Asia/Kolkata');
      expect(response.statusCode).toBe(200);
      expect(response.json().sessions[0].timezone).toBe('Asia/Kolkata');
      await app.outbox.drain();

      // Kolkata is UTC+5:30 all year: its wall clock is UTC's plus 5:30.
      const inKolkata = new Date(startsAt.getTime() + (5 * 60 + 30) * 60_000);
      const kolkataClock = new Intl.DateTimeFormat('en-US', {
        timeZone: 'Asia/Kolkata',
        hour: 'numeric',
        minute: '2-digit',
      }).format(startsAt);
      expect(formatTime(startsAt, 'Asia/Kolkata')).toBe(kolkataClock.replace(/\s/g, ' '));
      expect(formatTime(startsAt, 'Asia/Kolkata')).toBe(formatTime(inKolkata, 'UTC'));
      const when = `${formatDate(startsAt, 'Asia/Kolkata')} at ${formatTime(startsAt, 'Asia/Kolkata')} (Asia/Kolkata)`;

      const confirmation = only(inbox.to(email));
      expect(confirmation.parsed.text).toContain(when);
      expect(confirmation.parsed.subject).toContain(formatDate(startsAt, 'Asia/Kolkata'));
      const calendarPart = confirmation.parsed.attachments.find(
        (part) => part.mimeType === 'text/calendar',
      );
      const ics =
        typeof calendarPart!.content === 'string'
          ? calendarPart!.content
          : Buffer.from(calendarPart!.content as ArrayBuffer).toString('utf8');
      const event = new ICAL.Event(
        new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!,
      );
      expect(event.description).toContain(`When: ${when}.`);
      expect(event.startDate.toJSDate().getTime()).toBe(startsAt.getTime());

      // The owner reads both: his own time and the client's, each with its zone.
      const notice = only(inbox.to(owner).filter((m) => m.parsed.replyTo?.[0]?.address === email));
      // Both named as the back office names zones, in its subject too.
      expect(notice.parsed.text).toContain(
        `${formatDate(startsAt, 'Asia/Kolkata')} at ${formatTime(startsAt, 'Asia/Kolkata')} (Kolkata time)`,
      );
      const owners = `${formatDate(startsAt, coachTimezone)} at ${formatTime(startsAt, coachTimezone)} (${zoneCity(coachTimezone)} time)`;
      expect(notice.parsed.text).toContain(owners);
      expect(notice.parsed.subject).toContain(owners);
      expect(`${notice.parsed.subject} ${notice.parsed.text}`).not.toContain('Standard)');
    });

    it.each(['Mars/Olympus', 'asia/kolkata', 'Eastern'])(
      'refuses %s with a clear message and books nothing',
      async (timezone) => {
        const { email, booking, schedule } = await freeCall('mars');
        const response = await schedule(timezone);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('Please choose a timezone from the list.');
        expect(await app.knex('booking_sessions').where({ booking_id: booking.id })).toEqual([]);
        await app.outbox.drain();
        expect(inbox.to(email)).toEqual([]);
      },
    );
  });

  describe('questionnaire', () => {
    it('thanks the client and sends the owner every answer, grouped by step', async () => {
      const email = unique('answerer');
      const response = await app.inject({
        method: 'POST',
        url: '/api/consultation-questionnaire',
        payload: { name: 'Quinn Answer', email, ...answers },
      });
      expect(response.statusCode).toBe(201);
      await app.outbox.drain();

      const thanks = only(inbox.to(email));
      expect(thanks.parsed.subject).toBe('Thank you for your answers');
      const full = only(inbox.to(owner).filter((m) => m.parsed.replyTo?.[0]?.address === email));
      const text = full.parsed.text ?? '';
      let previous = -1;
      for (const [index, step] of questionnaireSteps.entries()) {
        const at = text.indexOf(`Step ${index + 1}: ${step.title}`);
        expect(at).toBeGreaterThan(previous);
        previous = at;
      }
      for (const value of Object.values(answers)) {
        expect(text).toContain(typeof value === 'number' ? `${value} / 10` : value);
      }
      expect(text).toContain('(no answer)');
    });
  });

  describe('newsletter', () => {
    async function welcomeFor(email: string): Promise<ReceivedMessage> {
      const response = await app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email },
      });
      expect(response.statusCode).toBe(200);
      await app.outbox.drain();
      return inbox.to(email).at(-1)!;
    }
    const oneClickUrl = (message: ReceivedMessage) =>
      /<([^>]+)>/.exec(inbox.header(message, 'List-Unsubscribe') ?? '')?.[1] ?? '';

    it('welcomes once with one-click unsubscribe headers and tells the owner', async () => {
      const email = unique('reader');
      const welcome = await welcomeFor(email);
      expect(inbox.header(welcome, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(inbox.header(welcome, 'List-Id')).toBe(
        `"${coachName} newsletter" <newsletter.${new URL(siteOrigin).hostname}>`,
      );
      const oneClick = new URL(oneClickUrl(welcome));
      expect(oneClick.origin + oneClick.pathname).toBe(`${siteOrigin}/api/newsletter/unsubscribe`);
      const token = oneClick.searchParams.get('token');
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(links(welcome)).toContain(`${siteOrigin}/newsletter/unsubscribe?token=${token}`);
      expect(inbox.to(owner).filter((m) => m.parsed.subject?.includes(email))).toHaveLength(1);

      // Subscribing again while subscribed sends nothing more.
      await welcomeFor(email);
      expect(inbox.to(email)).toHaveLength(1);
    });

    it('the unsubscribe address opened in a browser (GET) answers the site’s page and unsubscribes nobody', async () => {
      const email = unique('scanned');
      const url = new URL(oneClickUrl(await welcomeFor(email)));
      const token = url.searchParams.get('token')!;
      for (let visit = 0; visit < 2; visit += 1) {
        const opened = await app.inject({ method: 'GET', url: url.pathname + url.search });
        expect(opened.statusCode).toBe(303);
        expect(opened.headers.location).toBe(`/newsletter/unsubscribe?token=${token}`);
        expect(opened.headers['cache-control']).toBe('no-store');
      }
      const row = await app.knex('newsletter_subscriptions').where({ email }).first();
      expect(row.is_active).toBe(true);
      const bare = await app.inject({ method: 'GET', url: '/api/newsletter/unsubscribe' });
      expect(bare.statusCode).toBe(303);
      expect(bare.headers.location).toBe('/newsletter/unsubscribe');
    });

    it('unsubscribes once in one click, is harmless when reused, and a wrong token changes nothing', async () => {
      const email = unique('leaver');
      const bystander = unique('stayer');
      const welcome = await welcomeFor(email);
      await welcomeFor(bystander);
      const url = new URL(oneClickUrl(welcome));
      const oneClick = () =>
        app.inject({
          method: 'POST',
          url: url.pathname + url.search,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });
      const active = async (address: string) =>
        (await app.knex('newsletter_subscriptions').where({ email: address }).first()).is_active;

      const wrong = await app.inject({
        method: 'POST',
        url: '/api/newsletter/unsubscribe',
        payload: { token: newAccessKey().slice(0, 32) },
      });
      expect(wrong.statusCode).toBe(404);
      expect(await active(email)).toBe(true);
      expect(await active(bystander)).toBe(true);

      const first = await oneClick();
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ status: 'unsubscribed' });
      expect(await active(email)).toBe(false);
      expect(await active(bystander)).toBe(true);

      const again = await app.inject({
        method: 'POST',
        url: '/api/newsletter/unsubscribe',
        payload: { token: url.searchParams.get('token') },
      });
      expect(again.json()).toEqual({ status: 'already-unsubscribed' });
      expect(await active(email)).toBe(false);

      // Coming back: a new welcome with a new token; the old link no longer matches anything.
      const second = await welcomeFor(email);
      expect(inbox.to(email)).toHaveLength(2);
      expect(oneClickUrl(second)).not.toBe(url.href);
      expect((await oneClick()).statusCode).toBe(404);
      expect(await active(email)).toBe(true);
    });
  });

  describe('delivery guarantees', () => {
    it('keeps messages queued while SMTP is down and delivers them when it is back', async () => {
      const port = await freePort();
      const downApp = await buildTestApp(
        mailEnv(`smtp://127.0.0.1:${port}`, {
          OUTBOX_RETRY_BASE_MS: '60000',
          OUTBOX_MAX_ATTEMPTS: '3',
        }),
      );
      const later = new SmtpInbox();
      try {
        const sender = unique('patient');
        const response = await downApp.inject({
          method: 'POST',
          url: '/api/contact',
          payload: {
            inquiryType: 'general',
            name: 'Pat Patient',
            email: sender,
            message: 'Is anyone there? I would love to hear from you.',
          },
        });
        expect(response.statusCode).toBe(201);
        // The event's commit kicked the worker: one attempt failed, the message waits.
        await downApp.outbox.idle();
        const now = new Date();
        const [queued] = await downApp.outbox.repository.listTo(sender);
        expect(queued).toMatchObject({ status: 'queued', attempts: 1 });
        expect(queued!.lastError).toMatch(/ECONNREFUSED|connect/i);
        // Backoff: nothing is tried again before the retry time.
        await downApp.outbox.drain(new Date(now.getTime() + 30_000));
        expect(await downApp.outbox.repository.listTo(sender)).toEqual([
          expect.objectContaining({ status: 'queued', attempts: 1 }),
        ]);

        await later.start(port);
        await downApp.outbox.drain(new Date(now.getTime() + 61_000));
        expect(later.to(sender)).toHaveLength(1);
        expect(
          later.to(owner).filter((m) => m.parsed.replyTo?.[0]?.address === sender),
        ).toHaveLength(1);
        expect(await downApp.outbox.repository.listTo(sender)).toEqual([
          expect.objectContaining({ status: 'sent', attempts: 2, lastError: null }),
        ]);
        // Sent is final: later rounds send nothing again.
        await downApp.outbox.drain(new Date(now.getTime() + 24 * 3_600_000));
        expect(later.to(sender)).toHaveLength(1);
      } finally {
        await downApp.close();
        await later.stop();
      }
    });

    it('gives up after the last attempt and keeps the error', async () => {
      const port = await freePort();
      const downApp = await buildTestApp(
        mailEnv(`smtp://127.0.0.1:${port}`, { OUTBOX_MAX_ATTEMPTS: '2' }),
      );
      try {
        const email = unique('unlucky');
        await downApp.knex.transaction((trx) =>
          downApp.mailer.queue(
            [
              {
                kind: 'test.single',
                dedupeKey: `test:${email}`,
                limited: true,
                mail: {
                  to: email,
                  subject: 'Hello',
                  text: 'Hi',
                  html: '<p>Hi</p>',
                  messageId: `<${email}>`,
                },
              },
            ],
            trx,
          ),
        );
        await downApp.outbox.idle();
        await downApp.outbox.drain(new Date(Date.now() + 3_600_000));
        expect(await downApp.outbox.repository.listTo(email)).toEqual([
          expect.objectContaining({ status: 'failed', attempts: 2, lastError: expect.any(String) }),
        ]);
      } finally {
        await downApp.close();
      }
    });

    it('never sends one message twice when two API instances drain the same outbox', async () => {
      // A second API instance on the same database and the same SMTP server.
      const second = await buildTestApp(mailEnv(app.config.mail.smtpUrl!));
      inbox.delayMs = 10;
      try {
        const recipients = Array.from({ length: 24 }, (_, i) => unique(`crowd${i}`));
        await app.knex.transaction((trx) =>
          app.mailer.queue(greetings(recipients, 'test.crowd', true), trx),
        );
        await Promise.all([app.outbox.drain(), second.outbox.drain(), app.outbox.drain()]);
        await app.outbox.idle();
        for (const to of recipients) expect(inbox.to(to)).toHaveLength(1);
        const rows = await app
          .knex('outbox_messages')
          .whereIn('to_address', recipients)
          .select('status', 'locked_by');
        expect(rows.every((row: { status: string }) => row.status === 'sent')).toBe(true);
        expect(new Set(rows.map((row: { locked_by: string }) => row.locked_by)).size).toBe(2);
      } finally {
        inbox.delayMs = 0;
        await second.close();
      }
    });

    it('lets no address receive more than the hourly limit; the owner hears about every message', async () => {
      const limited = await buildTestApp(
        mailEnv(app.config.mail.smtpUrl!, { MAIL_HOURLY_LIMIT: '2' }),
      );
      try {
        const target = unique('victim');
        for (let i = 0; i < 4; i += 1) {
          const response = await limited.inject({
            method: 'POST',
            url: '/api/contact',
            payload: {
              inquiryType: 'other',
              name: `Sender ${i}`,
              email: target,
              message: `Message number ${i} about nothing in particular.`,
            },
          });
          expect(response.statusCode).toBe(201);
        }
        await limited.outbox.drain();
        expect(inbox.to(target)).toHaveLength(2);
        expect(
          inbox.to(owner).filter((m) => m.parsed.replyTo?.[0]?.address === target),
        ).toHaveLength(4);
        const states = (await limited.outbox.repository.listTo(target)).map((m) => m.status);
        expect(states).toEqual(['sent', 'sent', 'suppressed', 'suppressed']);
      } finally {
        await limited.close();
      }
    });

    it('does not count messages waiting for a later day (reminders) against the hourly limit', async () => {
      const limited = await buildTestApp(
        mailEnv(app.config.mail.smtpUrl!, { MAIL_HOURLY_LIMIT: '2' }),
      );
      const message = (to: string, key: string, notBefore?: Date) => ({
        kind: 'test.reminder',
        dedupeKey: `test:${key}:${to}`,
        limited: true,
        ...(notBefore ? { notBefore } : {}),
        mail: { to, subject: key, text: 'Hi', html: '<p>Hi</p>', messageId: `<${key}.${to}>` },
      });
      try {
        const target = unique('booked');
        const tomorrow = new Date(Date.now() + 86_400_000);
        await limited.knex.transaction((trx) =>
          limited.mailer.queue(
            [
              message(target, 'reminder-1', tomorrow),
              message(target, 'reminder-2', tomorrow),
              message(target, 'now-1'),
              message(target, 'now-2'),
              message(target, 'now-3'),
            ],
            trx,
          ),
        );
        const states = (await limited.outbox.repository.listTo(target)).map((m) => m.status);
        // Two sent now fill the hour; the reminders wait for their day, counted by nobody. The
        // two due ones may already be on their way (a worker of either app can take them).
        expect(states.slice(0, 2)).toEqual(['queued', 'queued']);
        for (const state of states.slice(2, 4))
          expect(['queued', 'sending', 'sent']).toContain(state);
        expect(states[4]).toBe('suppressed');
      } finally {
        await limited.close();
      }
    });
  });

  it('without SMTP_URL writes every message, the owner’s too, as an .eml file', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mail-eml-'));
    const fileApp = await buildTestApp(mailEnv(undefined, { MAIL_DIR: dir }));
    try {
      expect(fileApp.mailer.transport.description).toBe(`.eml files in ${dir}`);
      const sender = unique('offline');
      await fileApp.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          inquiryType: 'podcast',
          name: 'Olive Offline',
          email: sender,
          message: 'Would you join our podcast for an episode?',
        },
      });
      await fileApp.outbox.drain();
      const files = (await fs.readdir(dir)).filter((name) => name.endsWith('.eml'));
      expect(files).toHaveLength(2);
      const parsed = await Promise.all(
        files.map(async (name) => PostalMime.parse(await fs.readFile(path.join(dir, name)))),
      );
      expect(parsed.map((mail) => mail.to?.[0]?.address).sort()).toEqual([owner, sender].sort());
      const byAddress = new Map(parsed.map((mail) => [mail.to?.[0]?.address, mail]));
      expect(byAddress.get(owner)?.html).toContain('Olive Offline');
      expect(byAddress.get(sender)?.html).toContain('within 48 hours');
    } finally {
      await fileApp.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
