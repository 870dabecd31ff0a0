/**
 * A double click on "Complete Purchase" must not create two bookings or charge twice: requests
 * with the browser's idempotency key give one booking and one PaymentIntent, even at once.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { idempotencyKeyMessage } from '@site/contracts/schemas/create-payment-intent';
import { messages } from '../../../platform/errors';
import { buildTestApp, cookieHeader, testDomain } from '../../../test/app';
import { FakeStripe } from '../../../test/fake-stripe';

const domain = testDomain('idempotency');

describe('POST /api/create-payment-intent with an idempotency key', () => {
  const stripe = new FakeStripe();
  let app: FastifyInstance;
  let replica: FastifyInstance;
  beforeAll(async () => {
    const env = { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_API_URL: await stripe.start() };
    app = await buildTestApp(env);
    replica = await buildTestApp(env);
  });
  afterAll(async () => {
    await app.knex('consultation_bookings').where('email', 'like', `%@${domain}`).delete();
    await app.close();
    await replica.close();
    await stripe.stop();
  });
  afterEach(() => {
    stripe.failWith = null;
  });

  const create = (payload: Record<string, unknown>, target = app) =>
    target.inject({ method: 'POST', url: '/api/create-payment-intent', payload });
  const bookingsOf = (email: string) => app.knex('consultation_bookings').where({ email });
  const intentsFor = (bookingIds: number[]) =>
    [...stripe.intents.values()].filter((intent) =>
      bookingIds.includes(Number(intent.metadata.bookingId)),
    );

  it('gives two requests sent at once with one key one booking and one PaymentIntent', async () => {
    const email = `double@${domain}`;
    const payload = {
      packageType: 'single',
      name: 'Dee Double',
      email,
      idempotencyKey: randomUUID(),
    };
    const before = stripe.requests.length;
    const [first, second] = await Promise.all([create(payload), create(payload, replica)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
    expect(first.json()).toEqual({
      bookingId: expect.any(Number),
      clientSecret: expect.stringMatching(/_secret_/),
    });
    // Both answers give the booking's own access cookie (each instance signs it with its secret).
    const accessKey = (answer: typeof first) =>
      cookieHeader(answer.headers['set-cookie']).split('.')[0];
    expect(accessKey(second)).toBe(accessKey(first));
    const rows = await bookingsOf(email);
    expect(rows).toHaveLength(1);
    // Paid by card: what the refund window and the owner's "Refund and cancel" read.
    expect(rows[0]).toMatchObject({ payment: 'card' });
    expect(intentsFor(rows.map((row) => Number(row.id)))).toHaveLength(1);
    // The key reaches Stripe's own Idempotency-Key.
    const posts = stripe.requests
      .slice(before)
      .filter((request) => request.method === 'POST' && request.path === '/v1/payment_intents');
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      expect(post.headers['idempotency-key']).toContain(payload.idempotencyKey);
    }

    // Sent again later: the same answer, still one of each.
    const again = await create(payload);
    expect(again.json()).toEqual(first.json());
    expect(await bookingsOf(email)).toHaveLength(1);
  });

  it('gives a free strategy call one booking per key, five requests at once', async () => {
    const email = `free@${domain}`;
    const payload = {
      packageType: 'strategy-call',
      name: 'Fay Free',
      email,
      idempotencyKey: randomUUID(),
    };
    const answers = await Promise.all(
      [app, replica, app, replica, app].map((target) => create(payload, target)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().bookingId)).size).toBe(1);
    expect(await bookingsOf(email)).toHaveLength(1);
  });

  it('keeps requests without a key valid, each its own booking', async () => {
    const email = `nokey@${domain}`;
    const payload = { packageType: 'single', name: 'Nia Nokey', email };
    const answers = await Promise.all([create(payload), create(payload)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await bookingsOf(email)).toHaveLength(2);
  });

  it('refuses a key sent again with other details, and a malformed key', async () => {
    const idempotencyKey = randomUUID();
    const payload = {
      packageType: 'single',
      name: 'Kai Key',
      email: `kai@${domain}`,
      idempotencyKey,
    };
    expect((await create(payload)).statusCode).toBe(200);
    for (const changed of [
      { packageType: '5-session' },
      { name: 'Someone Else' },
      { email: `other@${domain}` },
    ]) {
      const response = await create({ ...payload, ...changed });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: messages.idempotencyKeyReused });
    }
    expect(await bookingsOf(`other@${domain}`)).toHaveLength(0);
    for (const idempotencyKey of ['short', 'x'.repeat(201), 'has spaces in it, sixteen+', 42]) {
      const response = await create({ ...payload, idempotencyKey });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.idempotencyKey).toBe(idempotencyKeyMessage);
    }
  });

  it('lets the same key try again after Stripe failed', async () => {
    const email = `retry@${domain}`;
    const payload = {
      packageType: 'single',
      name: 'Rey Retry',
      email,
      idempotencyKey: randomUUID(),
    };
    stripe.failWith = 500;
    const failed = await create(payload);
    expect(failed.statusCode).toBe(502);
    expect(await bookingsOf(email)).toHaveLength(0);
    stripe.failWith = null;
    const retried = await create(payload);
    expect(retried.statusCode).toBe(200);
    expect(await bookingsOf(email)).toHaveLength(1);
  });
});
