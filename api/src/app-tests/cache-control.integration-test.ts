/**
 * No cache may keep an answer that carries a visitor's name, email or booking: the test walks
 * every registered route (so a new one must be placed on one side or the other) and checks
 * `Cache-Control: no-store` on each answer with personal data, errors included.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { requiredAnswerMessages } from '@site/contracts/schemas/questionnaire';
import {
  buildTestApp,
  cancunWeekday,
  cookieHeader,
  TestClock,
  testDomain,
  visitorAddresses,
} from '../test/app';
import { FakeStripe } from '../test/fake-stripe';

const domain = testDomain('cache');
const clock = new TestClock();
const answers = Object.fromEntries(
  Object.keys(requiredAnswerMessages).map((field) => [field, `A considered answer for ${field}.`]),
);

describe('Cache-Control on API answers', () => {
  const stripe = new FakeStripe();
  let app: FastifyInstance;
  const visited = new Set<string>();
  const personal: { route: string; status: number; cacheControl: unknown }[] = [];

  beforeAll(async () => {
    app = await buildTestApp(
      {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_API_URL: await stripe.start(),
        MAIL_DIR: path.join(os.tmpdir(), `cache-test-mail-${process.pid}`),
        OUTBOX_POLL_INTERVAL_MS: '3600000',
      },
      { now: clock.now },
    );
    // The first suite on a fresh database migrates it: more than a hook's default 5 s under load.
  }, 30_000);
  afterAll(async () => {
    await app.knex('outbox_messages').where('to_address', 'like', `%@${domain}`).delete();
    await app.knex('consultation_questionnaires').where('email', 'like', `%@${domain}`).delete();
    await app.knex('clients').where('email', 'like', `%@${domain}`).delete();
    await app.knex('consultation_bookings').where('email', 'like', `%@${domain}`).delete();
    await app.knex('contact_forms').where('email', 'like', `%@${domain}`).delete();
    await app.knex('newsletter_subscriptions').where('email', 'like', `%@${domain}`).delete();
    await app.close();
    await stripe.stop();
  });

  /** Sends a request to `route` (its registered pattern) and records its answer's header. */
  async function call(route: string, options: InjectOptions) {
    const response = await app.inject(options);
    visited.add(`${options.method} ${route}`);
    personal.push({
      route: `${options.method} ${route}`,
      status: response.statusCode,
      cacheControl: response.headers['cache-control'],
    });
    return response;
  }

  it('answers no-store wherever a visitor’s data may be in the answer', async () => {
    const email = `ana@${domain}`;
    const free = await call('/api/create-payment-intent', {
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { packageType: 'strategy-call', name: 'Ana Visitor', email },
    });
    expect(free.statusCode).toBe(200);
    const id = free.json().bookingId as number;
    const cookie = cookieHeader(free.headers['set-cookie']);
    const paid = await call('/api/create-payment-intent', {
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { packageType: 'single', name: 'Ana Visitor', email: `paid-${email}` },
    });
    const intentId = String(paid.json().clientSecret).split('_secret_')[0];

    const steps: [string, InjectOptions, number][] = [
      ['/api/consultation-bookings/:id', { url: `/api/consultation-bookings/${id}` }, 200],
      ['/api/consultation-bookings/:id', { url: '/api/consultation-bookings/2147483000' }, 404],
      [
        '/api/consultation-bookings/:id/schedule',
        {
          method: 'POST',
          url: `/api/consultation-bookings/${id}/schedule`,
          payload: {
            scheduledAt: cancunWeekday(clock.now(), '14:00', 1),
            timezone: 'Europe/Paris',
          },
        },
        200,
      ],
      [
        '/api/consultation-bookings/:id/questionnaire',
        { url: `/api/consultation-bookings/${id}/questionnaire` },
        200,
      ],
      [
        '/api/consultation-questionnaire',
        {
          method: 'POST',
          url: '/api/consultation-questionnaire',
          payload: { bookingId: id, ...answers },
        },
        201,
      ],
      [
        '/api/consultation-questionnaire/:email',
        { url: `/api/consultation-questionnaire/${encodeURIComponent(email)}` },
        200,
      ],
      ['/api/payments/:paymentIntentId', { url: `/api/payments/${intentId}` }, 200],
      ['/api/newsletter', { method: 'POST', url: '/api/newsletter', payload: { email } }, 200],
      [
        '/api/contact',
        {
          method: 'POST',
          url: '/api/contact',
          payload: { inquiryType: 'general', name: 'Ana', email, message: 'A question for you.' },
        },
        201,
      ],
      ['/api/consultation-bookings', { url: '/api/consultation-bookings' }, 200],
      ['/api/payments/status', { url: '/api/payments/status' }, 200],
      ['/api/health', { url: '/api/health' }, 200],
      // The coach's bookings feed: its answer (a client's name) is `private, no-store` too
      // (calendar integration test); an address that is not the live one answers 404.
      ['/api/calendar-feed/:file', { url: `/api/calendar-feed/${'A'.repeat(43)}.ics` }, 404],
      ['/api/nothing', { url: '/api/nothing' }, 404],
    ];
    for (const [route, options, status] of steps) {
      const response = await call(route, {
        method: 'GET',
        ...options,
        headers: { cookie },
      });
      expect([route, response.statusCode]).toEqual([route, status]);
    }
    // The manage link's actions on the free call's session.
    const sessionId = Number(
      (await app.knex('booking_sessions').where({ booking_id: id }).first('id'))?.id,
    );
    const manage: [string, string, object | undefined, number][] = [
      [
        '/api/consultation-bookings/:id/sessions/:sessionId/reschedule',
        `/api/consultation-bookings/${id}/sessions/${sessionId}/reschedule`,
        { scheduledAt: cancunWeekday(clock.now(), '15:00', 1), timezone: 'Europe/Paris' },
        200,
      ],
      [
        '/api/consultation-bookings/:id/sessions/:sessionId/cancel',
        `/api/consultation-bookings/${id}/sessions/${sessionId}/cancel`,
        undefined,
        200,
      ],
      [
        '/api/consultation-bookings/:id/refund',
        `/api/consultation-bookings/${id}/refund`,
        undefined,
        409,
      ],
    ];
    for (const [route, url, payload, status] of manage) {
      const response = await call(route, {
        method: 'POST',
        url,
        headers: { cookie },
        ...(payload === undefined ? {} : { payload }),
      });
      expect([route, response.statusCode]).toEqual([route, status]);
    }
    // The session as a calendar file (cancelled now: the file says so).
    const file = await call('/api/consultation-bookings/:id/sessions/:sessionId/calendar.ics', {
      method: 'GET',
      url: `/api/consultation-bookings/${id}/sessions/${sessionId}/calendar.ics`,
      headers: { cookie },
    });
    expect(file.statusCode).toBe(200);
    const token = (
      await app.knex('newsletter_subscriptions').where({ email }).first('unsubscribe_token')
    )?.unsubscribe_token as string;
    // The one-click address opened in a browser: a redirect carrying the token.
    const opened = await call('/api/newsletter/unsubscribe', {
      method: 'GET',
      url: `/api/newsletter/unsubscribe?token=${token}`,
    });
    expect(opened.statusCode).toBe(303);
    await call('/api/newsletter/unsubscribe', {
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: { token },
    });

    // The client portal: the address of these bookings signs in with its code and reads it (from
    // an address of this file's own: other files' code requests count in the same database).
    const visitor = visitorAddresses()();
    await call('/api/portal/sign-in/code', {
      method: 'POST',
      url: '/api/portal/sign-in/code',
      remoteAddress: visitor,
      payload: { email },
    });
    const codeMail = (await app
      .knex('outbox_messages')
      .where({ to_address: email, kind: 'client.portal-code' })
      .first('message')) as { message: unknown };
    const code = JSON.stringify(codeMail.message).match(/\b(\d{6})\b/)?.[1];
    const signedIn = await call('/api/portal/sign-in', {
      method: 'POST',
      url: '/api/portal/sign-in',
      remoteAddress: visitor,
      payload: { email, code },
    });
    expect(signedIn.statusCode).toBe(204);
    const portalCookie = cookieHeader(signedIn.headers['set-cookie']);
    await call('/api/portal/sign-in/booking-link', {
      method: 'POST',
      url: '/api/portal/sign-in/booking-link',
      payload: { bookingId: id, key: 'not-its-key' },
    });
    for (const [method, route, url, payload] of [
      ['GET', '/api/portal', '/api/portal', undefined],
      ['GET', '/api/portal/messages', '/api/portal/messages', undefined],
      ['POST', '/api/portal/messages', '/api/portal/messages', { body: 'A question.' }],
      ['GET', '/api/portal/notes', '/api/portal/notes', undefined],
      ['POST', '/api/portal/action-items/:id', '/api/portal/action-items/1', { done: true }],
      ['GET', '/api/portal/materials', '/api/portal/materials', undefined],
      ['GET', '/api/portal/materials/:id/file', '/api/portal/materials/2147483000/file', undefined],
      ['POST', '/api/portal/timezone', '/api/portal/timezone', { timezone: 'Asia/Kolkata' }],
      ['GET', '/api/portal/data', '/api/portal/data', undefined],
      ['GET', '/api/portal/erasure-request', '/api/portal/erasure-request', undefined],
      ['POST', '/api/portal/erasure-request', '/api/portal/erasure-request', undefined],
      // A package's promises, on a booking that is not his (404): private, never stored.
      [
        'POST',
        '/api/portal/bookings/:id/check-ins',
        '/api/portal/bookings/2147483000/check-ins',
        { wins: 'A win.', obstacles: 'None.', rating: 7 },
      ],
      [
        'POST',
        '/api/portal/bookings/:id/follow-up',
        '/api/portal/bookings/2147483000/follow-up',
        {
          scheduledAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
          timezone: 'America/Cancun',
        },
      ],
      [
        'GET',
        '/api/portal/bookings/:id/emergency/slots',
        '/api/portal/bookings/2147483000/emergency/slots?timezone=America%2FCancun',
        undefined,
      ],
      [
        'POST',
        '/api/portal/bookings/:id/emergency',
        '/api/portal/bookings/2147483000/emergency',
        {
          scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
          timezone: 'America/Cancun',
        },
      ],
      ['POST', '/api/portal/sign-out', '/api/portal/sign-out', undefined],
    ] as const) {
      await call(route, {
        method,
        url,
        headers: { cookie: portalCookie },
        ...(payload === undefined ? {} : { payload }),
      });
    }

    expect(personal.filter((answer) => answer.cacheControl !== 'no-store')).toEqual([]);
  });

  it('lets public content keep its own caching', async () => {
    const rules = await app.inject({ method: 'GET', url: '/api/booking-rules' });
    // The owner changes the booking rules in the back office: browsers ask again each time.
    expect(rules.headers['cache-control']).toBe('no-cache');
    const feed = await app.inject({ method: 'GET', url: '/api/blog/feed.xml' });
    expect(feed.headers['cache-control']).toBe('public, max-age=600');
    const [file] = await fs.readdir(path.join(app.config.mediaDir, 'blog'));
    const media = await app.inject({ method: 'GET', url: `/api/media/blog/${file}` });
    expect(media.statusCode).toBe(200);
    expect(media.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('has placed every registered route', () => {
    const publicOrOther = new Set([
      'GET /api/testimonials',
      // A number page caches poll: public, no personal data.
      'GET /api/site/content-version',
      'GET /api/site/settings',
      'GET /api/blog',
      'GET /api/blog-summaries',
      'GET /api/site/content-version',
      'GET /api/blog/:slug',
      'GET /api/blog/feed.xml',
      'GET /api/blog/:slug/social.png',
      'GET /api/booking-rules',
      'GET /api/calendar-availability/:date',
      // The coach's schedules in force and the times they open: public, no personal data, and
      // `no-cache` so a change the owner saves is seen at once (schedules integration test).
      'GET /api/schedules/:kind',
      'GET /api/schedules/:kind/slots',
      'POST /api/stripe/webhook',
      'GET /api/site/content-version',
      // A sent newsletter's web version: the same letter for every reader, `no-cache`; its opens
      // image and the double opt-in page answer `no-store` (admin-broadcasts and
      // newsletter-options integration tests).
      'GET /api/newsletter/broadcasts/:key',
      'GET /api/newsletter/broadcasts/:key/open.gif',
      'GET /api/newsletter/confirm',
      // The API's own description and its reference page: public, no personal data.
      'GET /api/openapi.json',
      'GET /api/docs',
      'GET /api/docs/json',
      'GET /api/docs/yaml',
      'GET /api/docs/static/index.html',
      'GET /api/docs/static/swagger-initializer.js',
      'GET /api/docs/static/*',
    ]);
    const unplaced = app.registeredRoutes
      .filter((route) => route.method !== 'HEAD' && route.url.startsWith('/api/'))
      .filter((route) => !route.url.startsWith('/api/media/'))
      // The owner's routes answer no-store through their guard, proven route by route in
      // admin.integration-test.ts ("answers 401 to every admin route without a session, no-store").
      .filter((route) => !route.url.startsWith('/api/admin/'))
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !visited.has(route) && !publicOrOther.has(route));
    expect(unplaced).toEqual([]);
  });
});
