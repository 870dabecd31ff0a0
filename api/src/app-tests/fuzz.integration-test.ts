import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, testDomain } from '../test/app';
import { addDays, calendarDateRange, todayIn } from '@site/contracts/slots';
import { acceptable, fuzzCase, fuzzTargets, send, urlCase, type FuzzTargets } from '../test/fuzz';

const domain = testDomain('fuzz');

describe('every POST route under generated abuse', () => {
  let app: FastifyInstance;
  let targets: FuzzTargets;
  let firstBooking: number;
  let firstBroadcast: number;
  beforeAll(async () => {
    app = await buildTestApp({ FREE_CALLS_PER_IP_PER_DAY: '1000000' });
    firstBooking = Number(
      (await app.knex('consultation_bookings').max('id as id').first())?.id ?? 0,
    );
    firstBroadcast = Number(
      (await app.knex('newsletter_broadcasts').max('id as id').first())?.id ?? 0,
    );
    targets = await fuzzTargets(app, domain);
    // A fresh database migrates first; on a busy machine that outlasts Jest's 5 s for hooks.
  }, 60_000);
  afterAll(async () => {
    // Generated bodies may pass validation with addresses of their own: remove every row this
    // file created (the integration suite runs one file at a time).
    await app.knex('consultation_questionnaires').where('booking_id', '>', firstBooking).delete();
    await app.knex('consultation_bookings').where('id', '>', firstBooking).delete();
    await app.knex('newsletter_subscriptions').where('email', 'like', `%@${domain}`).delete();
    await app.knex('contact_forms').where('email', 'like', `%@${domain}`).delete();
    await app.knex('outbox_messages').where('to_address', 'like', `%@${domain}`).delete();
    await app.knex('outbox_messages').where('broadcast_id', '>', firstBroadcast).delete();
    await app.knex('newsletter_broadcasts').where('id', '>', firstBroadcast).delete();
    await app
      .knex('users')
      .where({ username: `fuzz-owner-${process.pid}` })
      .delete();
    await app.close();
  });

  it('covers every registered POST route, the schedule route with a valid cookie', () => {
    const urls = targets.routes.map((route) => route.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/newsletter',
        '/api/contact',
        '/api/create-payment-intent',
        '/api/consultation-questionnaire',
        expect.stringMatching(/^\/api\/consultation-bookings\/\d+\/schedule$/),
        '/api/admin/session',
        '/api/admin/bookings',
      ]),
    );
    expect(targets.routes.find((route) => route.url.endsWith('/schedule'))?.cookie).toMatch(
      /^booking_\d+=/,
    );
  });

  it('never answers 5xx, and every error is { message }', async () => {
    await fc.assert(
      fc.asyncProperty(fuzzCase(targets), async (input) => {
        const response = await send(app, input);
        if (!acceptable(response.statusCode, response.body, response.headers)) {
          throw new Error(
            `${input.url} answered ${response.statusCode} (${String(response.headers['cache-control'])}): ${response.body}`,
          );
        }
      }),
      { numRuns: 3000 },
    );
  }, 240_000);

  it('covers every GET route with a path parameter', () => {
    expect(targets.getRoutes).toEqual(
      expect.arrayContaining([
        '/api/blog/:slug',
        '/api/consultation-bookings/:id',
        '/api/calendar-availability/:date',
        '/api/payments/:paymentIntentId',
        '/api/consultation-questionnaire/:email',
      ]),
    );
  });

  it('answers odd paths on GET routes with { message } JSON, never 5xx or the framework’s codes', async () => {
    await fc.assert(
      fc.asyncProperty(urlCase(targets), async (input) => {
        const response = await send(app, input);
        if (!acceptable(response.statusCode, response.body, response.headers, 'GET')) {
          throw new Error(
            `GET ${input.url} answered ${response.statusCode} (${String(response.headers['cache-control'])}): ${response.body}`,
          );
        }
      }),
      { numRuns: 1500 },
    );
  }, 240_000);

  it('answers availability only for days from today to the horizon, whatever the date', async () => {
    const now = new Date();
    const { first, last } = calendarDateRange({ now, horizonDays: app.config.booking.horizonDays });
    const today = todayIn('America/Cancun', now);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.integer({ min: -800, max: 800 }).map((days) => addDays(today, days)),
          fc
            .date({
              min: new Date(Date.UTC(0, 0, 1)),
              max: new Date(Date.UTC(9999, 11, 31)),
              noInvalidDate: true,
            })
            .map((date) => date.toISOString().slice(0, 10)),
        ),
        async (date) => {
          const response = await app.inject({
            method: 'GET',
            url: `/api/calendar-availability/${date}`,
          });
          const inside = date >= first && date <= last;
          if (response.statusCode !== (inside ? 200 : 400))
            throw new Error(`${date} answered ${response.statusCode}: ${response.body}`);
        },
      ),
      { numRuns: 300 },
    );
  }, 120_000);
});
