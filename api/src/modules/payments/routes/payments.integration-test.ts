import type { FastifyInstance } from 'fastify';
import { buildTestApp, cookieHeader, testDomain } from '../../../test/app';
import {
  FakeStripe,
  postStripeWebhook as post,
  stripeEvent,
  stripeSignature,
} from '../../../test/fake-stripe';

const domain = testDomain('payments');
const webhookSecret = 'whsec_test_secret_for_integration';

describe('payments', () => {
  const stripe = new FakeStripe();
  let app: FastifyInstance;
  let unconfigured: FastifyInstance;

  beforeAll(async () => {
    const url = await stripe.start();
    app = await buildTestApp({
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: url,
    });
    unconfigured = await buildTestApp();
  });
  afterAll(async () => {
    await app.knex('consultation_bookings').where('email', 'like', `%@${domain}`).delete();
    await app.knex('stripe_events').where('id', 'like', `evt_${domain}%`).delete();
    await app.close();
    await unconfigured.close();
    await stripe.stop();
  });

  const create = (target: FastifyInstance, payload: Record<string, unknown>) =>
    target.inject({ method: 'POST', url: '/api/create-payment-intent', payload });

  describe('POST /api/create-payment-intent', () => {
    it.each([
      ['single', 150000],
      ['5-session', 600000],
      ['10-session', 1000000],
    ])(
      '%s: a pending booking and a PaymentIntent for %i cents, with an access cookie',
      async (packageType, cents) => {
        const before = stripe.requests.length;
        const response = await create(app, {
          packageType,
          name: 'Ann Buyer',
          email: `ann@${domain}`,
          amount: 1,
        });
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body).toEqual({
          clientSecret: expect.stringMatching(/_secret_/),
          bookingId: expect.any(Number),
        });

        const [request] = stripe.requests.slice(before);
        expect(request?.method).toBe('POST');
        expect(request?.path).toBe('/v1/payment_intents');
        expect(request?.form.get('amount')).toBe(String(cents));
        expect(request?.form.get('currency')).toBe('usd');
        expect(request?.form.get('receipt_email')).toBe(`ann@${domain}`);
        expect(request?.form.get('metadata[bookingId]')).toBe(String(body.bookingId));
        expect(request?.headers['idempotency-key']).toBe(
          `booking-${body.bookingId}-payment-intent`,
        );

        const row = await app.knex('consultation_bookings').where({ id: body.bookingId }).first();
        expect(row).toMatchObject({ status: 'pending', amount: cents, package_type: packageType });
        expect(row.stripe_payment_intent_id).toBe(body.clientSecret.split('_secret_')[0]);

        const cookie = cookieHeader(response.headers['set-cookie']);
        expect(cookie).toMatch(new RegExp(`^booking_${body.bookingId}=`));
        expect(String(response.headers['set-cookie'])).toMatch(/HttpOnly/);
        const read = await app.inject({
          method: 'GET',
          url: `/api/consultation-bookings/${body.bookingId}`,
          headers: { cookie },
        });
        expect(read.statusCode).toBe(200);
        expect(read.json()).toMatchObject({ status: 'pending', amount: cents, name: 'Ann Buyer' });
      },
    );

    it('strategy-call: a free booking without Stripe, even when Stripe is not configured', async () => {
      const before = stripe.requests.length;
      for (const target of [app, unconfigured]) {
        const response = await create(target, {
          packageType: 'strategy-call',
          name: 'Free Caller',
          email: `free@${domain}`,
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ bookingId: expect.any(Number) });
        expect(cookieHeader(response.headers['set-cookie'])).toMatch(/^booking_\d+=/);
        // Sent to the API and to the booking's scheduling page (its server render draws it), no
        // other page: one cookie per path, each HttpOnly.
        const id = response.json().bookingId as number;
        const setCookies = [response.headers['set-cookie']].flat().map(String);
        expect(setCookies.map((cookie) => /; Path=([^;]+)/.exec(cookie)?.[1])).toEqual([
          '/api',
          `/schedule/${id}`,
        ]);
        for (const cookie of setCookies) {
          expect(cookie).toMatch(new RegExp(`^booking_${id}=[^;]+; Max-Age=\\d+; Path=`));
          expect(cookie).toMatch(/; HttpOnly; SameSite=Lax/);
        }
        const row = await app
          .knex('consultation_bookings')
          .where({ id: response.json().bookingId })
          .first();
        expect(row).toMatchObject({ amount: 0, status: 'paid', stripe_payment_intent_id: null });
      }
      expect(stripe.requests.length).toBe(before);
    });

    it('answers 503 for paid packages when card payments are not activated', async () => {
      const response = await create(unconfigured, {
        packageType: 'single',
        name: 'A',
        email: `a@${domain}`,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toMatch(/^Card payments are not activated/);
      expect(await app.knex('consultation_bookings').where({ email: `a@${domain}` })).toHaveLength(
        0,
      );
    });

    it('answers 400 for an unknown package and missing name or email', async () => {
      const unknown = await create(app, {
        packageType: 'platinum',
        name: 'A',
        email: `a@${domain}`,
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual({ packageType: 'Please choose a valid package.' });
      const missing = await create(app, { packageType: 'single' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual({
        name: 'Please provide your name and email address.',
        email: 'Please provide your name and email address.',
      });
    });

    it('answers 502 and keeps no booking when Stripe fails', async () => {
      stripe.failWith = 500;
      try {
        const response = await create(app, {
          packageType: 'single',
          name: 'Err',
          email: `err@${domain}`,
        });
        expect(response.statusCode).toBe(502);
        expect(response.json().message).toMatch(/payment provider/);
      } finally {
        stripe.failWith = null;
      }
      expect(
        await app.knex('consultation_bookings').where({ email: `err@${domain}` }),
      ).toHaveLength(0);
    });
  });

  it('GET /api/payments/status tells whether card payments are on', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/payments/status' })).json()).toEqual({
      cardPaymentsEnabled: true,
    });
    expect(
      (await unconfigured.inject({ method: 'GET', url: '/api/payments/status' })).json(),
    ).toEqual({
      cardPaymentsEnabled: false,
    });
  });

  async function newPaidIntent(email: string): Promise<{ bookingId: number; intentId: string }> {
    const response = await create(app, { packageType: 'single', name: 'Payer', email });
    const { bookingId, clientSecret } = response.json();
    return { bookingId, intentId: clientSecret.split('_secret_')[0] };
  }

  describe('GET /api/payments/:paymentIntentId (reconcile)', () => {
    it('marks the booking paid once Stripe says the intent succeeded', async () => {
      const { bookingId, intentId } = await newPaidIntent(`rec@${domain}`);
      const pending = await app.inject({ method: 'GET', url: `/api/payments/${intentId}` });
      expect(pending.statusCode).toBe(200);
      expect(pending.json()).toEqual({ bookingId, status: 'pending' });

      stripe.intents.get(intentId)!.status = 'succeeded';
      const paid = await app.inject({ method: 'GET', url: `/api/payments/${intentId}` });
      expect(paid.json()).toEqual({ bookingId, status: 'paid' });
      expect(stripe.requests.at(-1)).toMatchObject({
        method: 'GET',
        path: `/v1/payment_intents/${intentId}`,
      });
      const again = await app.inject({ method: 'GET', url: `/api/payments/${intentId}` });
      expect(again.json()).toEqual({ bookingId, status: 'paid' });
    });

    it('answers 404 for an unknown intent, 400 for a malformed one, 503 without Stripe', async () => {
      expect(
        (await app.inject({ method: 'GET', url: '/api/payments/pi_unknown123' })).statusCode,
      ).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/payments/nonsense' })).statusCode).toBe(
        400,
      );
      expect(
        (await unconfigured.inject({ method: 'GET', url: '/api/payments/pi_x' })).statusCode,
      ).toBe(503);
    });
  });

  describe('POST /api/stripe/webhook', () => {
    let eventCounter = 0;
    function event(type: string, intentId: string) {
      eventCounter += 1;
      return stripeEvent(`evt_${domain}_${eventCounter}`, type, {
        id: intentId,
        object: 'payment_intent',
        status: type.endsWith('succeeded') ? 'succeeded' : 'requires_payment_method',
      });
    }
    const sign = (payload: string, secret = webhookSecret) => stripeSignature(payload, secret);
    const statusOf = async (bookingId: number) =>
      (await app.knex('consultation_bookings').where({ id: bookingId }).first()).status;

    it('moves pending → paid exactly once, even when the event is replayed 10 times', async () => {
      const { bookingId, intentId } = await newPaidIntent(`hook@${domain}`);
      const payload = event('payment_intent.succeeded', intentId);
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => post(app, payload, sign(payload))),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      expect(responses.filter((r) => r.json().duplicate === false)).toHaveLength(1);
      expect(await statusOf(bookingId)).toBe('paid');
      const recorded = await app.knex('stripe_events').where({ id: JSON.parse(payload).id });
      expect(recorded).toHaveLength(1);
    });

    it('refuses a tampered payload, a wrong secret and a missing signature without any change', async () => {
      const { bookingId, intentId } = await newPaidIntent(`tamper@${domain}`);
      const payload = event('payment_intent.succeeded', intentId);
      const tampered = payload.replace('succeeded', 'succeeded ');
      for (const response of [
        await post(app, tampered, sign(payload)),
        await post(app, payload, sign(payload, 'whsec_someone_else')),
        await post(app, payload, undefined),
      ]) {
        expect(response.statusCode).toBe(400);
        expect(typeof response.json().message).toBe('string');
      }
      expect(await statusOf(bookingId)).toBe('pending');
    });

    it('answers 400 when the webhook secret is not configured', async () => {
      const { bookingId, intentId } = await newPaidIntent(`nosecret@${domain}`);
      const payload = event('payment_intent.succeeded', intentId);
      const response = await post(unconfigured, payload, sign(payload));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Webhook signing secret is not configured' });
      expect(await statusOf(bookingId)).toBe('pending');
    });

    it('records payment_failed, and a later success still moves the booking to paid', async () => {
      const { bookingId, intentId } = await newPaidIntent(`fail@${domain}`);
      const failed = event('payment_intent.payment_failed', intentId);
      expect((await post(app, failed, sign(failed))).statusCode).toBe(200);
      expect(await statusOf(bookingId)).toBe('payment_failed');
      const succeeded = event('payment_intent.succeeded', intentId);
      expect((await post(app, succeeded, sign(succeeded))).statusCode).toBe(200);
      expect(await statusOf(bookingId)).toBe('paid');
    });

    it('accepts unknown event types with 200', async () => {
      const payload = JSON.stringify({
        id: `evt_${domain}_other`,
        object: 'event',
        type: 'customer.created',
        data: { object: {} },
      });
      const response = await post(app, payload, sign(payload));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true, duplicate: false });
    });
  });
});
