/**
 * The owner's back office on both database clients (PostgreSQL and the embedded PGlite): the
 * guard on every admin route, and each screen's data and rules (today, bookings, adding a
 * booking, messages, subscribers, a person's data and its erasure, the audit log), with races
 * between two tabs.
 */
import type { FastifyInstance } from 'fastify';
import {
  adminPaths,
  messageChangedMessage,
  signInMessages,
  type AdminBookingDetail,
  type AdminBookingSummary,
  type Page,
  type TodayOverview,
} from '@site/contracts/admin';
import { erasedAddressPattern } from '@site/contracts/endpoints/admin';
import type { ClientRecord } from '@site/contracts/endpoints/admin-clients';
import { priceCents } from '@site/contracts/packages';
import { questionnaireSteps } from '@site/contracts/questionnaire-steps';
import { requiredAnswerMessages } from '@site/contracts/schemas/questionnaire';
import { buildApp } from '../app';
import { unknownQueryMessage } from '../platform/endpoints';
import { loadConfig } from '../platform/config';
import {
  createTestOwner,
  ownerSession,
  testOwner,
  testSiteOrigin as siteOrigin,
  type OwnerSession,
} from '../test/owner';
import {
  bothDatabases,
  buildTestApp,
  cookieHeader,
  testDomain,
  testEnv,
  TestClock,
} from '../test/app';
import { clientIdOf } from '../test/bookings';

const domain = testDomain('admin');
const { username, password } = testOwner('admin');
const hour = 3_600_000;

/** Rules that hold whatever the database: the app refuses to boot with an unguarded admin route. */
describe('admin routes at boot', () => {
  it('refuses to boot with an admin route registered without the guard or a rate limit', async () => {
    const bare = await buildApp(loadConfig(testEnv()));
    try {
      expect(() => bare.get('/api/admin/unguarded', async () => 'open')).toThrow(
        /without the owner guard/,
      );
      expect(() =>
        bare.get(
          '/api/admin/unlimited',
          { preParsing: [bare.adminGuard.owner] },
          async () => 'open',
        ),
      ).toThrow(/without a rate limit/);
    } finally {
      await bare.close();
    }
  });
});

describe('the session cookie behind https', () => {
  it('is __Host- prefixed and Secure', async () => {
    const origin = 'https://coach.example';
    const secure = await buildTestApp({ SITE_ORIGIN: origin });
    const owner = `${username}-https`;
    try {
      await createTestOwner(secure, { username: owner, password, origin });
      const response = await secure.inject({
        method: 'POST',
        url: adminPaths.session,
        headers: { origin },
        payload: { username: owner, password },
      });
      expect(response.statusCode).toBe(200);
      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie).toMatch(/^__Host-owner_session=[A-Za-z0-9_-]{43};/);
      expect(setCookie).toMatch(/; Secure/);
      expect(setCookie).toMatch(/; Path=\//);
      expect(setCookie).not.toMatch(/Domain=/);
      const me = await secure.inject({
        method: 'GET',
        url: adminPaths.session,
        headers: { cookie: cookieHeader(response.headers['set-cookie']) },
      });
      expect(me.statusCode).toBe(200);
    } finally {
      await secure.knex('users').where({ username: owner }).delete();
      await secure.close();
    }
  }, 30_000);
});

describe.each(bothDatabases('back-office'))(
  'the back office on %s',
  (_database, databaseEnv: Record<string, string | undefined>) => {
    let app: FastifyInstance;
    let owner: OwnerSession;
    const clock = new TestClock();

    beforeAll(async () => {
      app = await buildTestApp(
        { ...databaseEnv, SITE_ORIGIN: siteOrigin, STRIPE_SECRET_KEY: 'sk_test_admin' },
        { now: clock.now },
      );
      owner = await ownerSession(app, 'admin', clock);
    }, 60_000);

    afterAll(async () => {
      const like = `%@${domain}`;
      await app.knex('outbox_messages').where('to_address', 'like', like).delete();
      await app.knex('consultation_questionnaires').where('email', 'like', like).delete();
      await app.knex('consultation_bookings').where('email', 'like', like).delete();
      await app.knex('clients').whereRaw('email LIKE lower(?)', [like]).delete();
      await app.knex('contact_forms').where('email', 'like', like).delete();
      await app.knex('newsletter_subscriptions').where('email', 'like', like).delete();
      await app.knex('users').where({ username }).delete();
      await app.close();
    });

    const get = (url: string) => owner.get(url);
    const write = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      owner.send(method, url, payload);

    /** Sends the questionnaire of a booking as its client does (with its access key), every answer given. */
    async function answerQuestionnaire(bookingId: number, who: string): Promise<void> {
      const { access_key: key } = await app
        .knex('consultation_bookings')
        .where({ id: bookingId })
        .first('access_key');
      const answered = await app.inject({
        method: 'POST',
        url: `/api/consultation-questionnaire?key=${key as string}`,
        payload: {
          bookingId,
          ...Object.fromEntries(
            Object.keys(requiredAnswerMessages).map((field) => [field, `${who} on ${field}.`]),
          ),
        },
      });
      expect(answered.statusCode).toBe(201);
    }

    /**
     * A booking row, with its client's row as every way of booking makes it (none for an erased
     * address); `scheduled_at` (with `timezone`) books its one session.
     */
    async function insertBooking(values: Record<string, unknown>): Promise<number> {
      const { scheduled_at: scheduledAt, timezone, ...booking } = values;
      const [row] = await app
        .knex('consultation_bookings')
        .insert({
          name: 'Client',
          package_type: 'single',
          amount: priceCents('single'),
          status: 'paid',
          payment: 'card',
          access_key: `key-${Math.random().toString(36).slice(2)}`,
          ...booking,
        })
        .returning('id');
      const id = Number(row.id);
      const { email } = booking;
      if (typeof email === 'string' && !email.endsWith(erasedAddressPattern.slice(1)))
        await clientIdOf(app, email);
      if (scheduledAt instanceof Date) {
        const minutes = booking.package_type === 'strategy-call' ? 15 : 90;
        await app.knex('booking_sessions').insert({
          booking_id: id,
          starts_at: scheduledAt,
          ends_at: new Date(scheduledAt.getTime() + minutes * 60_000),
          timezone,
          status: 'scheduled',
        });
      }
      return id;
    }

    describe('the guard', () => {
      it('answers 401 to every admin route without a session, no-store', async () => {
        const routes = app.registeredRoutes.filter(
          (route) =>
            route.url.startsWith('/api/admin/') &&
            route.method !== 'HEAD' &&
            !(route.method === 'POST' && route.url === adminPaths.session) &&
            // The first set-up has its own one-time token (admin-account.integration-test.ts).
            route.url !== adminPaths.setup,
        );
        expect(routes.length).toBeGreaterThanOrEqual(17);
        for (const route of routes) {
          const url = route.url.replace(/:\w+/g, '1');
          const response = await app.inject({
            method: route.method,
            url,
            headers: { origin: siteOrigin },
            ...(route.method === 'GET' ? {} : { payload: {} }),
          });
          expect([route.method, url, response.statusCode, response.json()]).toEqual([
            route.method,
            url,
            401,
            { message: signInMessages.signedOut },
          ]);
          expect(response.headers['cache-control']).toBe('no-store');
          expect(response.headers['x-ratelimit-limit']).toBeDefined();
        }
      });

      it('refuses a signed-in write from another origin', async () => {
        const response = await app.inject({
          method: 'POST',
          url: adminPaths.bookings,
          headers: { cookie: owner.cookie, origin: 'https://evil.example' },
          payload: { packageType: 'single', name: 'X', email: `x@${domain}`, payment: 'offline' },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: signInMessages.crossOrigin });
        expect(await app.knex('consultation_bookings').where({ email: `x@${domain}` })).toEqual([]);
      });
    });

    describe('today', () => {
      it('shows upcoming sessions, new messages and subscribers, recent payments and what needs him', async () => {
        const now = clock.now();
        const soon = await insertBooking({
          name: 'Soon Client',
          email: `soon@${domain}`,
          package_type: 'strategy-call',
          amount: 0,
          payment: null,
          status: 'paid',
          scheduled_at: new Date(now.getTime() + 2 * hour),
          timezone: 'America/Cancun',
        });
        const past = await insertBooking({
          email: `past@${domain}`,
          status: 'paid',
          scheduled_at: new Date(now.getTime() - 48 * hour),
          timezone: 'America/Cancun',
        });
        const stuck = await insertBooking({
          email: `stuck@${domain}`,
          status: 'pending',
          created_at: new Date(now.getTime() - 2 * hour),
        });
        const fresh = await insertBooking({ email: `fresh@${domain}`, status: 'pending' });
        // A checkout that chose its time and was never paid: its session comes up, as unpaid.
        const unpaidSoon = await insertBooking({
          email: `unpaid-soon@${domain}`,
          package_type: '10-session',
          amount: priceCents('10-session'),
          status: 'pending',
          payment: null,
          scheduled_at: new Date(now.getTime() + 3 * hour),
          timezone: 'America/Cancun',
        });
        const paid = await insertBooking({ email: `paid@${domain}` });
        const [message] = await app
          .knex('contact_forms')
          .insert({ name: 'Ana', email: `ana@${domain}`, message: 'Hello', type: 'general' })
          .returning('id');
        await app.knex('newsletter_subscriptions').insert({ email: `new-reader@${domain}` });
        await app.knex('outbox_messages').insert({
          kind: 'client.booking-paid',
          dedupe_key: `booking:${paid}:paid:client`,
          to_address: `paid@${domain}`,
          message: JSON.stringify({ subject: 'Payment confirmed' }),
          status: 'failed',
          attempts: 8,
          last_error: 'connection refused',
        });

        const response = await get(adminPaths.today);
        expect(response.statusCode).toBe(200);
        const today = response.json<TodayOverview>();
        expect(today.timezone).toBe('America/Cancun');
        const ids = (list: AdminBookingSummary[]) => list.map((booking) => booking.id);
        expect(ids(today.upcoming)).toContain(soon);
        expect(ids(today.upcoming)).not.toContain(past);
        const statusOf = (id: number) =>
          today.upcoming.find((booking) => booking.id === id)?.status;
        expect([statusOf(soon), statusOf(unpaidSoon)]).toEqual(['paid', 'pending']);
        expect(today.newMessages.map((one) => one.id)).toContain(Number(message.id));
        expect(today.newSubscribers.map((one) => one.email)).toContain(`new-reader@${domain}`);
        expect(ids(today.recentPayments)).toContain(paid);
        expect(ids(today.recentPayments)).not.toContain(soon);
        const attention = today.attention.filter((item) =>
          [stuck, fresh, paid].includes(item.bookingId ?? 0),
        );
        expect(attention).toEqual([
          {
            kind: 'payment-stuck',
            bookingId: stuck,
            message: expect.stringContaining(`booking #${stuck}`),
          },
          {
            kind: 'email-failing',
            bookingId: paid,
            message:
              'The email “Payment confirmed” could not be sent (8 attempts): connection refused',
          },
        ]);
      });

      it('counts what waits for him and sums the week’s payments, each change read at once', async () => {
        const now = clock.now();
        const read = async () => (await get(adminPaths.today)).json<TodayOverview>();
        const before = await read();
        expect(before.now).toBe(now.toISOString());

        // Over and not marked: it waits for him, on its client's page when it is the only one.
        const unmarked = await insertBooking({
          name: 'Una Marked',
          email: `unmarked@${domain}`,
          package_type: '5-session',
          amount: priceCents('5-session'),
          // Older than any session another test leaves: the oldest to mark.
          created_at: new Date(now.getTime() - 3_660 * 24 * hour),
          scheduled_at: new Date(now.getTime() - 3_650 * 24 * hour),
          timezone: 'America/Cancun',
        });
        // Marked already, a free call, one not over yet and one cancelled: none waits for him.
        const marked = await insertBooking({
          email: `marked@${domain}`,
          created_at: new Date(now.getTime() - 30 * 24 * hour),
          scheduled_at: new Date(now.getTime() - 19 * 24 * hour),
          timezone: 'America/Cancun',
        });
        await app
          .knex('booking_sessions')
          .where({ booking_id: marked })
          .update({ attendance: 'held' });
        await insertBooking({
          email: `free-past@${domain}`,
          package_type: 'strategy-call',
          amount: 0,
          payment: null,
          created_at: new Date(now.getTime() - 30 * 24 * hour),
          scheduled_at: new Date(now.getTime() - 18 * 24 * hour),
          timezone: 'America/Cancun',
        });
        const cancelled = await insertBooking({
          email: `cancelled-past@${domain}`,
          created_at: new Date(now.getTime() - 30 * 24 * hour),
          scheduled_at: new Date(now.getTime() - 17 * 24 * hour),
          timezone: 'America/Cancun',
        });
        await app
          .knex('booking_sessions')
          .where({ booking_id: cancelled })
          .update({ status: 'cancelled' });

        const client = await app.clientIdOfBooker(`unmarked@${domain}`);
        await app.knex('client_messages').insert([
          {
            client_id: client,
            booking_id: unmarked,
            author: 'client',
            body: 'Hi',
            created_at: now,
          },
          {
            client_id: client,
            booking_id: unmarked,
            author: 'client',
            body: 'Again',
            created_at: now,
          },
          // Read already, and the coach's own reply: neither waits.
          {
            client_id: client,
            booking_id: unmarked,
            author: 'client',
            body: 'Old',
            created_at: now,
            read_at: now,
          },
          {
            client_id: client,
            booking_id: unmarked,
            author: 'coach',
            body: 'Reply',
            created_at: now,
          },
        ]);
        await app.knex('client_check_ins').insert({
          client_id: client,
          booking_id: unmarked,
          wins: 'Calmer mornings',
          obstacles: 'None',
          rating: 8,
          created_at: now,
        });
        await app.knex('contact_forms').insert({
          name: 'Enzo',
          email: `enquiry@${domain}`,
          message: 'A question',
          type: 'general',
        });
        await app.knex('clients').where({ id: client }).update({ erasure_requested_at: now });

        // The week's payments: a card payment and one paid outside the site count, a given package
        // and one paid eight days ago do not.
        await insertBooking({ email: `card-week@${domain}`, amount: 150_000 });
        await insertBooking({
          email: `offline-week@${domain}`,
          amount: 600_000,
          payment: 'offline',
        });
        await insertBooking({
          email: `given-week@${domain}`,
          amount: 150_000,
          payment: 'complimentary',
        });
        await insertBooking({
          email: `old-week@${domain}`,
          amount: 150_000,
          created_at: new Date(now.getTime() - 8 * 24 * hour),
        });

        const after = await read();
        expect({
          clientMessages: after.needsYou.clientMessages - before.needsYou.clientMessages,
          enquiries: after.needsYou.enquiries - before.needsYou.enquiries,
          checkIns: after.needsYou.checkIns - before.needsYou.checkIns,
          unmarkedSessions: after.needsYou.unmarkedSessions - before.needsYou.unmarkedSessions,
          erasureRequests: after.needsYou.erasureRequests - before.needsYou.erasureRequests,
        }).toEqual({
          clientMessages: 2,
          enquiries: 1,
          checkIns: 1,
          unmarkedSessions: 1,
          erasureRequests: 1,
        });
        // All waiting sessions one client's: his page is where they are marked; with a second
        // client's waiting too, neither is named (the Clients list shows both).
        expect(after.needsYou.unmarkedClientId).toBe(
          before.needsYou.unmarkedSessions === 0 ? client : null,
        );
        const second = await insertBooking({
          email: `unmarked-too@${domain}`,
          created_at: new Date(now.getTime() - 30 * 24 * hour),
          scheduled_at: new Date(now.getTime() - 16 * 24 * hour),
          timezone: 'America/Cancun',
        });
        const two = await read();
        expect(two.needsYou.unmarkedSessions - before.needsYou.unmarkedSessions).toBe(2);
        expect(two.needsYou.unmarkedClientId).toBeNull();
        await app
          .knex('booking_sessions')
          .where({ booking_id: second })
          .update({ attendance: 'held' });
        expect({
          totalCents: after.weekPayments.totalCents - before.weekPayments.totalCents,
          count: after.weekPayments.count - before.weekPayments.count,
        }).toEqual({ totalCents: 750_000, count: 2 });

        // Marked, it no longer waits; the erasure request withdrawn, neither does it.
        await app
          .knex('booking_sessions')
          .where({ booking_id: unmarked })
          .update({ attendance: 'no-show' });
        await app.knex('clients').where({ id: client }).update({ erasure_requested_at: null });
        const marking = await read();
        expect(marking.needsYou.unmarkedSessions).toBe(before.needsYou.unmarkedSessions);
        expect(marking.needsYou.erasureRequests).toBe(before.needsYou.erasureRequests);
        await app.knex('clients').where({ id: client }).delete();
      });
    });

    describe('bookings', () => {
      let freeCall: number;
      let cardBooking: number;
      /** The card booking's session: 04:30 UTC, 100 days from now, which is the day before in Cancun (UTC-5). */
      const sessionAt = new Date(
        Date.UTC(
          clock.now().getUTCFullYear(),
          clock.now().getUTCMonth(),
          clock.now().getUTCDate() + 100,
          4,
          30,
        ),
      );
      const dayOf = (instant: Date, days = 0) =>
        new Date(instant.getTime() + days * 24 * hour).toISOString().slice(0, 10);
      beforeAll(async () => {
        freeCall = await insertBooking({
          name: 'Frida Free',
          email: `frida@${domain}`,
          package_type: 'strategy-call',
          amount: 0,
          payment: null,
          created_at: new Date(clock.now().getTime() - 400 * 24 * hour),
        });
        cardBooking = await insertBooking({
          name: 'Carl Card',
          email: `carl@${domain}`,
          stripe_payment_intent_id: `pi_admin_${process.pid}`,
          status: 'paid',
          scheduled_at: sessionAt,
          timezone: 'Europe/Berlin',
        });
      });

      it('filters by kind, status, search and dates in the owner’s zone', async () => {
        const list = async (query: string) =>
          (await get(`${adminPaths.bookings}?${query}`)).json<Page<AdminBookingSummary>>();
        const ids = async (query: string) => (await list(query)).items.map((b) => b.id);
        const byDomain = `q=${encodeURIComponent(domain)}`;
        expect(await ids(`${byDomain}&kind=free`)).toContain(freeCall);
        expect(await ids(`${byDomain}&kind=free`)).not.toContain(cardBooking);
        expect(await ids(`${byDomain}&kind=paid`)).toContain(cardBooking);
        expect(await ids(`${byDomain}&status=paid`)).toContain(cardBooking);
        expect(await ids(`${byDomain}&status=pending`)).not.toContain(cardBooking);
        expect(await ids('q=CARL%20card')).toEqual([cardBooking]);
        // 04:30 UTC is still the day before in Cancun.
        const cancunDay = dayOf(sessionAt, -1);
        expect(await ids(`${byDomain}&from=${cancunDay}&to=${cancunDay}`)).toEqual([cardBooking]);
        expect(await ids(`${byDomain}&from=${dayOf(sessionAt)}&to=${dayOf(sessionAt, 1)}`)).toEqual(
          [],
        );
        const page = await list(`${byDomain}&page=1`);
        expect(page).toMatchObject({ page: 1, pageSize: 25 });
        expect(page.total).toBeGreaterThanOrEqual(2);
        expect((await list(`${byDomain}&page=999`)).items).toEqual([]);
      });

      it('refuses bad filters with each field’s message', async () => {
        const response = await get(`${adminPaths.bookings}?status=lost&from=2030-02-30&page=0`);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({
          status:
            'Please choose a booking status: pending, paid, payment_failed, expired, refunded, cancelled.',
          from: 'Please enter the date as YYYY-MM-DD.',
          page: 'The page must be a whole number from 1.',
        });
      });

      it('refuses a filter given twice, or one the list does not have', async () => {
        const twice = await get(`${adminPaths.bookings}?status=paid&status=pending&page=0`);
        expect(twice.statusCode).toBe(400);
        expect(twice.json().errors).toEqual({
          status: 'Please send status once.',
          page: 'The page must be a whole number from 1.',
        });
        const unknown = await get(`${adminPaths.bookings}?sort=name`);
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json()).toEqual({ message: unknownQueryMessage('sort') });
      });

      it('shows a booking with its payment, questionnaire by step and emails', async () => {
        const [questionnaire] = await app
          .knex('consultation_questionnaires')
          .insert({
            booking_id: cardBooking,
            email: `carl@${domain}`,
            name: 'Carl Card',
            ...Object.fromEntries(
              questionnaireSteps.flatMap((step) =>
                step.questions
                  .filter((question) => question.kind === 'text' && !question.optional)
                  .map((question) => [
                    question.field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
                    `Answer to ${question.field}`,
                  ]),
              ),
            ),
            alignment_scale: 7,
          })
          .returning('id');
        await app.knex('outbox_messages').insert([
          {
            kind: 'client.questionnaire-received',
            dedupe_key: `questionnaire:${questionnaire.id}:client`,
            to_address: `carl@${domain}`,
            message: JSON.stringify({ subject: 'Thank you for your answers' }),
            status: 'sent',
          },
        ]);
        const response = await get(adminPaths.booking(cardBooking));
        expect(response.statusCode).toBe(200);
        const detail = response.json<AdminBookingDetail>();
        expect(detail).toMatchObject({
          id: cardBooking,
          payment: 'card',
          status: 'paid',
          stripePaymentIntentId: `pi_admin_${process.pid}`,
          stripeDashboardUrl: `https://dashboard.stripe.com/test/payments/pi_admin_${process.pid}`,
          timezone: 'Europe/Berlin',
          questionnaireCompleted: true,
          sessionsTotal: 1,
          sessionsBooked: 1,
          sessionsRemaining: 0,
          sessions: [{ startsAt: sessionAt.toISOString(), status: 'scheduled', canChange: true }],
        });
        expect(detail.scheduleUrl).toMatch(
          new RegExp(`^${siteOrigin}/schedule/${cardBooking}\\?key=`),
        );
        expect(detail.questionnaire?.steps.map((step) => step.title)).toEqual(
          questionnaireSteps.map((step) => step.title),
        );
        expect(detail.questionnaire?.steps[0]?.answers).toEqual([
          {
            question: questionnaireSteps[0]!.questions[0]!.question,
            answer: 'Answer to whatsWorking',
          },
          expect.anything(),
          expect.anything(),
          { question: questionnaireSteps[0]!.questions[3]!.question, answer: '7 / 10' },
          { question: questionnaireSteps[0]!.questions[4]!.question, answer: null },
        ]);
        expect(detail.emails).toEqual([
          expect.objectContaining({ subject: 'Thank you for your answers', status: 'sent' }),
        ]);
        expect((await get(adminPaths.booking(2_000_000_000))).statusCode).toBe(404);
        expect((await get(adminPaths.booking('abc'))).statusCode).toBe(400);
      });

      it('shows a client’s one questionnaire on each of his bookings: answered for his free call, his package’s page and the list say it is in', async () => {
        const email = `quinn-${process.pid}@${domain}`;
        const book = (values: Record<string, unknown>) =>
          insertBooking({ name: 'Quinn Once', package_type: '5-session', amount: 100, ...values });
        const call = await book({ email, package_type: 'strategy-call', amount: 0, payment: null });
        const bought = await book({ email: email.toUpperCase() });
        const stranger = await book({ email: `not-${email}` });
        await answerQuestionnaire(call, 'Quinn');

        const detail = async (id: number) =>
          (await get(adminPaths.booking(id))).json<AdminBookingDetail>();
        const ofCall = await detail(call);
        const ofPackage = await detail(bought);
        expect(ofPackage.questionnaireCompleted).toBe(true);
        // The same answers, and the booking they were given for: the page's way to them.
        expect(ofPackage.questionnaire).toEqual(ofCall.questionnaire);
        expect(ofPackage.questionnaire).toMatchObject({
          bookingId: call,
          bookingPackageType: 'strategy-call',
        });
        expect(ofPackage.questionnaire?.steps[0]?.answers[0]?.answer).toBe(
          'Quinn on whatsWorking.',
        );
        // Its thanks stays an email of the booking it was answered for.
        expect(ofPackage.emails.map((one) => one.kind)).not.toContain(
          'client.questionnaire-received',
        );

        const listed = (await get(`${adminPaths.bookings}?q=${encodeURIComponent(email)}`)).json<
          Page<AdminBookingSummary>
        >().items;
        const inList = (id: number) => listed.find((one) => one.id === id)?.questionnaireCompleted;
        expect([inList(call), inList(bought), inList(stranger)]).toEqual([true, true, false]);
        const other = await detail(stranger);
        expect([other.questionnaireCompleted, other.questionnaire]).toEqual([false, null]);
        // His record says it once, for him, with the booking whose page holds the answers.
        const record = async (address: string) =>
          (await get(`/api/admin/clients/${await clientIdOf(app, address)}`)).json<ClientRecord>();
        expect((await record(email)).questionnaire).toEqual({
          bookingId: call,
          completedAt: ofCall.questionnaire?.completedAt,
        });
        expect((await record(`not-${email}`)).questionnaire).toBeNull();
        await app.knex('consultation_questionnaires').where({ booking_id: call }).delete();
        await app.knex('consultation_bookings').whereIn('id', [call, bought, stranger]).delete();
      });

      it('names the client of a booking, the same client for every booking of his address, none once erased', async () => {
        const again = await insertBooking({
          name: 'Carl Card',
          email: `CARL@${domain}`,
          package_type: 'strategy-call',
          amount: 0,
          payment: null,
        });
        const detail = (await get(adminPaths.booking(cardBooking))).json<AdminBookingDetail>();
        expect(detail.clientId).toEqual(expect.any(Number));
        // The id opens the client's page: the client of this address, with this booking among his.
        const client = await get(`/api/admin/clients/${detail.clientId}`);
        expect(client.statusCode).toBe(200);
        expect(JSON.stringify(client.json())).toContain(`carl@${domain}`);
        expect((await get(adminPaths.booking(again))).json<AdminBookingDetail>().clientId).toBe(
          detail.clientId,
        );
        expect(
          (await get(adminPaths.booking(freeCall))).json<AdminBookingDetail>().clientId,
        ).not.toBe(detail.clientId);
        const erased = await insertBooking({
          name: 'Erased',
          email: `erased-${process.pid}@erased.invalid`,
          package_type: 'strategy-call',
          amount: 0,
          payment: null,
        });
        expect(
          (await get(adminPaths.booking(erased))).json<AdminBookingDetail>().clientId,
        ).toBeNull();
        await app.knex('consultation_bookings').whereIn('id', [again, erased]).delete();
      });

      it('adds a booking paid offline: paid, priced, and the client gets the schedule link', async () => {
        const response = await write('POST', adminPaths.bookings, {
          packageType: '5-session',
          name: 'Olga Offline',
          email: `olga@${domain}`,
          payment: 'offline',
        });
        expect(response.statusCode).toBe(201);
        const booking = response.json<AdminBookingDetail>();
        expect(booking).toMatchObject({
          packageType: '5-session',
          status: 'paid',
          amount: priceCents('5-session'),
          payment: 'offline',
          stripeDashboardUrl: null,
        });
        const [mail] = await app.outbox.repository.listTo(`olga@${domain}`);
        expect(mail?.kind).toBe('client.booking-paid');
        expect(mail?.mail.text).toContain(booking.scheduleUrl);
        // The link works: the public booking answers with its key.
        const key = new URL(booking.scheduleUrl).searchParams.get('key');
        const pub = await app.inject({
          method: 'GET',
          url: `/api/consultation-bookings/${booking.id}?key=${key}`,
        });
        expect(pub.json()).toMatchObject({ status: 'paid', name: 'Olga Offline' });

        const gift = await write('POST', adminPaths.bookings, {
          packageType: 'single',
          name: 'Gita Gift',
          email: `gita@${domain}`,
          payment: 'complimentary',
        });
        expect(gift.json()).toMatchObject({ amount: 0, payment: 'complimentary', status: 'paid' });
        const [giftMail] = await app.outbox.repository.listTo(`gita@${domain}`);
        expect(giftMail?.mail.text).toContain('Complimentary');
      });

      it('gives a package to a client who answered the questionnaire for his free call: his email says the answers are in and asks for none; a new client is asked for it', async () => {
        const email = `ruth-${process.pid}@${domain}`;
        const call = await insertBooking({
          name: 'Ruth Ready',
          email,
          package_type: 'strategy-call',
          amount: 0,
          payment: null,
        });
        await answerQuestionnaire(call, 'Ruth');
        const give = (address: string, name: string) =>
          write('POST', adminPaths.bookings, {
            packageType: '5-session',
            name,
            email: address,
            payment: 'complimentary',
          });
        const paidLetter = async (address: string) =>
          (await app.outbox.repository.listTo(address)).find(
            (one) => one.kind === 'client.booking-paid',
          )?.mail.text;

        expect((await give(email.toUpperCase(), 'Ruth Ready')).statusCode).toBe(201);
        const known = await paidLetter(email);
        expect(known).toContain(
          'I already have your questionnaire answers, and I will read them again before we meet.',
        );
        expect(known).not.toContain('questionnaire that helps me prepare');

        const stranger = `sam-${process.pid}@${domain}`;
        expect((await give(stranger, 'Sam New')).statusCode).toBe(201);
        const fresh = await paidLetter(stranger);
        expect(fresh).toContain(
          'a calendar invitation and a short questionnaire that helps me prepare for you',
        );
        expect(fresh).not.toContain('I already have your questionnaire answers');
      });

      it('refuses an incomplete booking with each field’s message and stores nothing', async () => {
        const response = await write('POST', adminPaths.bookings, { packageType: 'strategy-call' });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({
          packageType: 'Please choose a package',
          name: 'Please enter the client’s name',
          email: 'Please enter a valid email address',
          payment: 'Please choose how it was paid',
        });
      });

      it('sends an email again once, even when two tabs click at once', async () => {
        const [original] = await app
          .knex('outbox_messages')
          .insert({
            kind: 'client.booking-paid',
            dedupe_key: `booking:${cardBooking}:paid:client`,
            to_address: `carl@${domain}`,
            message: JSON.stringify({
              to: `carl@${domain}`,
              subject: 'Payment confirmed',
              text: 't',
              html: '<p>h</p>',
              messageId: '<original@localhost>',
            }),
            status: 'failed',
            attempts: 8,
          })
          .returning('id');
        const url = adminPaths.bookingEmailResend(cardBooking, Number(original.id));
        const [one, two] = await Promise.all([write('POST', url), write('POST', url)]);
        expect([one.statusCode, two.statusCode].sort()).toEqual([201, 409]);
        expect((one.statusCode === 409 ? one : two).json()).toEqual({
          message: 'This email was already sent again a moment ago.',
        });
        expect((one.statusCode === 201 ? one : two).json()).toMatchObject({
          subject: 'Payment confirmed',
          kind: 'client.booking-paid',
        });
        const copies = await app
          .knex('outbox_messages')
          .where('dedupe_key', 'like', `booking:${cardBooking}:paid:client:resend:%`);
        expect(copies).toHaveLength(1);
        expect(copies[0].message.messageId).not.toBe('<original@localhost>');
        // Another booking's email cannot be resent through this one.
        expect(
          (await write('POST', adminPaths.bookingEmailResend(freeCall, Number(original.id))))
            .statusCode,
        ).toBe(404);
      });
    });

    describe('messages', () => {
      let id: number;
      beforeAll(async () => {
        const [row] = await app
          .knex('contact_forms')
          .insert({
            name: 'Mia Message',
            email: `mia@${domain}`,
            message: 'Could you speak at our event?',
            type: 'speaking',
            organization: 'Acme',
            referral_source: 'podcast',
          })
          .returning('id');
        id = Number(row.id);
      });

      it('lists and filters the inbox with every field the visitor sent', async () => {
        const response = await get(
          `${adminPaths.messages}?status=new&q=${encodeURIComponent(`mia@${domain}`)}`,
        );
        expect(response.json().items).toEqual([
          {
            id,
            name: 'Mia Message',
            email: `mia@${domain}`,
            type: 'speaking',
            organization: 'Acme',
            referralSource: 'podcast',
            message: 'Could you speak at our event?',
            status: 'new',
            createdAt: expect.any(String),
          },
        ]);
      });

      it('marks a message handled; of two tabs acting on what they saw, one wins and the other is told', async () => {
        const [handled, archived] = await Promise.all([
          write('PATCH', adminPaths.message(id), { status: 'handled', expectedStatus: 'new' }),
          write('PATCH', adminPaths.message(id), { status: 'archived', expectedStatus: 'new' }),
        ]);
        const statuses = [handled.statusCode, archived.statusCode].sort();
        expect(statuses).toEqual([200, 409]);
        const winner = handled.statusCode === 200 ? handled : archived;
        const loser = handled.statusCode === 200 ? archived : handled;
        expect(loser.json()).toEqual({
          message: messageChangedMessage.replace('{status}', winner.json().status),
        });
        const stored = await app.knex('contact_forms').where({ id }).first();
        expect(stored.status).toBe(winner.json().status);
        expect(
          (await write('PATCH', adminPaths.message(id), { status: 'new' })).json().status,
        ).toBe('new');
        expect((await write('PATCH', adminPaths.message(id), { status: 'gone' })).statusCode).toBe(
          400,
        );
        expect(
          (await write('PATCH', adminPaths.message(2_000_000_000), { status: 'new' })).statusCode,
        ).toBe(404);
      });
    });

    describe('subscribers', () => {
      it('lists, counts per month, exports a safe CSV and removes one', async () => {
        await app
          .knex('newsletter_subscriptions')
          .insert([
            { email: `=cmd@${domain}` },
            { email: `left@${domain}`, is_active: false, unsubscribed_at: clock.now() },
          ]);
        const list = await get(`${adminPaths.subscribers}?q=${encodeURIComponent(domain)}`);
        expect(list.statusCode).toBe(200);
        const body = list.json();
        expect(body.items.map((one: { email: string }) => one.email)).toEqual(
          expect.arrayContaining([`=cmd@${domain}`, `left@${domain}`]),
        );
        expect(body.counts.active).toBeGreaterThanOrEqual(1);
        expect(body.counts.unsubscribed).toBeGreaterThanOrEqual(1);
        expect(body.months).toHaveLength(12);
        const last = body.months[11];
        expect(last.subscribed).toBeGreaterThanOrEqual(2);
        expect(last.unsubscribed).toBeGreaterThanOrEqual(1);
        const active = await get(
          `${adminPaths.subscribers}?status=unsubscribed&q=${encodeURIComponent(domain)}`,
        );
        expect(active.json().items.map((one: { email: string }) => one.email)).toEqual([
          `left@${domain}`,
        ]);

        const csv = await get(adminPaths.subscribersCsv);
        expect(csv.statusCode).toBe(200);
        expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="subscribers-/);
        expect(csv.body.startsWith('email,status,subscribed_at,unsubscribed_at\r\n')).toBe(true);
        expect(csv.body).toContain(`\r\n'=cmd@${domain},active,`);
        expect(csv.body).toMatch(
          new RegExp(`\\r\\nleft@${domain.replace(/\./g, '\\.')},unsubscribed,[^,]+,\\d{4}-`),
        );

        const left = body.items.find((one: { email: string }) => one.email === `left@${domain}`);
        expect((await write('DELETE', adminPaths.subscriber(left.id))).statusCode).toBe(204);
        expect((await write('DELETE', adminPaths.subscriber(left.id))).statusCode).toBe(404);
      });
    });

    describe('a person’s data', () => {
      const email = `pat@${domain}`;
      let paidId: number;
      let freeId: number;
      beforeAll(async () => {
        paidId = await insertBooking({
          name: 'Pat Person',
          email,
          stripe_payment_intent_id: `pi_pat_${process.pid}`,
        });
        freeId = await insertBooking({
          name: 'Pat Person',
          email: email.toUpperCase(),
          package_type: 'strategy-call',
          amount: 0,
          payment: null,
        });
        await app
          .knex('contact_forms')
          .insert({ name: 'Pat', email, message: 'Hi', type: 'general' });
        await app.knex('newsletter_subscriptions').insert({ email });
        await app.knex('outbox_messages').insert([
          {
            kind: 'client.booking-paid',
            dedupe_key: `booking:${paidId}:paid:client`,
            to_address: email,
            message: JSON.stringify({ subject: 'Payment confirmed' }),
          },
          {
            kind: 'owner.booking-paid',
            dedupe_key: `booking:${paidId}:paid:owner`,
            to_address: 'owner@localhost',
            message: JSON.stringify({ subject: 'New paid booking: Pat Person' }),
          },
        ]);
      });

      it('finds everything stored about an address, whatever its case', async () => {
        const response = await get(
          `${adminPaths.person}?email=${encodeURIComponent('PAT@' + domain)}`,
        );
        expect(response.statusCode).toBe(200);
        const person = response.json();
        expect(person.bookings.map((b: { id: number }) => b.id).sort()).toEqual(
          [paidId, freeId].sort(),
        );
        expect(person.messages).toHaveLength(1);
        expect(person.subscription).toMatchObject({ email, isActive: true });
        expect(person.emails.map((e: { to: string }) => e.to).sort()).toEqual([
          'owner@localhost',
          email,
        ]);
        expect((await get(`${adminPaths.person}?email=nope`)).statusCode).toBe(400);
      });

      it('erases it in one go, keeping the payment record without the person', async () => {
        const response = await write(
          'DELETE',
          `${adminPaths.person}?email=${encodeURIComponent(email)}`,
        );
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          email,
          bookingsAnonymised: 1,
          bookingsDeleted: 1,
          questionnairesDeleted: 0,
          messagesDeleted: 1,
          subscriptionsDeleted: 1,
          emailsDeleted: 2,
          kept: [expect.objectContaining({ bookingId: paidId, amount: priceCents('single') })],
        });
        const kept = await app.knex('consultation_bookings').where({ id: paidId }).first();
        expect(kept).toMatchObject({
          name: '[erased]',
          email: `erased-${paidId}@erased.invalid`,
          amount: priceCents('single'),
          status: 'paid',
          stripe_payment_intent_id: `pi_pat_${process.pid}`,
        });
        expect(await app.knex('consultation_bookings').where({ id: freeId })).toEqual([]);
        const again = (await get(`${adminPaths.person}?email=${encodeURIComponent(email)}`)).json();
        expect(again).toMatchObject({ bookings: [], messages: [], subscription: null });
        // Only the last email to the address, saying that the data is erased.
        expect(again.emails.map((one: { kind: string }) => one.kind)).toEqual([
          'client.person-erased',
        ]);
      });
    });

    describe('audit log', () => {
      it('records every owner action, with no client’s personal data', async () => {
        type Entry = { username: string; action: string; target: string | null; ip: string };
        const entries: Entry[] = [];
        for (let page = 1; page < 100; page += 1) {
          const response = await get(`${adminPaths.auditLog}?page=${page}`);
          expect(response.statusCode).toBe(200);
          const items = (response.json().items as Entry[]).filter(
            (entry) => entry.username === username,
          );
          if (response.json().items.length === 0) break;
          entries.push(...items);
        }
        const actions = entries.map((entry) => entry.action);
        for (const action of [
          'session.sign-in',
          'booking.create',
          'booking.email-resend',
          'message.update',
          'subscriber.delete',
          'subscribers.export',
          'person.view',
          'person.erase',
        ]) {
          expect(actions).toContain(action);
        }
        const mine = entries.filter((entry) => !entry.action.startsWith('owner.'));
        expect(mine.every((entry) => entry.ip === '127.0.0.1')).toBe(true);
        expect(JSON.stringify(entries)).not.toContain(domain);
        // The log itself keeps kinds and ids only, never a name.
        const stored = await app.knex('audit_log').where({ username }).select('target', 'detail');
        expect(JSON.stringify(stored)).not.toMatch(/Olga|Carl|Frida|domain/);
      });

      it('gives each entry on a booking the booking’s human title, read when the log is', async () => {
        type Entry = {
          action: string;
          target: string | null;
          targetBooking: { name: string; packageType: string } | null;
        };
        const items = (await get(`${adminPaths.auditLog}?action=booking.create`)).json()
          .items as Entry[];
        const offline = items.find((entry) => /^booking \d+/.test(entry.target ?? ''));
        const id = Number(/^booking (\d+)/.exec(offline!.target!)![1]);
        const booking = await app.knex('consultation_bookings').where({ id }).first();
        expect(offline!.targetBooking).toEqual({
          name: booking.name,
          packageType: booking.package_type,
        });
        const signIns = (await get(`${adminPaths.auditLog}?action=session.sign-in`)).json()
          .items as Entry[];
        expect(signIns.every((entry) => entry.targetBooking === null)).toBe(true);
      });

      it('names what an entry acted on as it is now: a message by its sender, none once it is gone', async () => {
        type Entry = { target: string | null; targetTitle: string | null };
        const [mia] = await app
          .knex('contact_forms')
          .insert({ name: 'Nia Named', email: `nia@${domain}`, message: 'Hello', type: 'general' })
          .returning('id');
        const handled = { status: 'handled', expectedStatus: 'new' };
        expect((await write('PATCH', adminPaths.message(mia.id), handled)).statusCode).toBe(200);
        const updates = (await get(`${adminPaths.auditLog}?action=message.update`)).json()
          .items as Entry[];
        const onMia = updates.filter((entry) => entry.target?.startsWith(`message ${mia.id}:`));
        expect(onMia.length).toBeGreaterThan(0);
        expect(onMia.every((entry) => entry.targetTitle === 'Nia Named')).toBe(true);
        // The log stores the id alone; a client, post or message no longer kept is named by none.
        await app.knex('audit_log').insert(
          ['client', 'post', 'broadcast', 'message'].map((kind) => ({
            username,
            action: 'test.gone',
            target: `${kind} 2000000000`,
            ip: '127.0.0.1',
            created_at: clock.now(),
          })),
        );
        const gone = (await get(`${adminPaths.auditLog}?action=test.gone`)).json().items as Entry[];
        expect(gone).toHaveLength(4);
        expect(gone.every((entry) => entry.targetTitle === null)).toBe(true);
        await app.knex('audit_log').where({ action: 'test.gone' }).delete();
        const stored = await app.knex('audit_log').whereLike('target', `message ${mia.id}:%`);
        expect(JSON.stringify(stored)).not.toContain('Nia');
      });
    });
  },
);
