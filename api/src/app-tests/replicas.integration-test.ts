/**
 * Several API replicas on one database (`docker compose up --scale api=3`) behave as one API:
 * rate limits and the free-call cap count every replica's requests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { messages } from '../platform/errors';
import { buildTestApp, testDomain } from '../test/app';

const domain = testDomain('replicas');
const newsletterLimit = 5;

/** A client address of its own per test, so no other test's requests share its counters. */
let lastAddress = 0;
const freshAddress = () => `198.18.0.${(lastAddress += 1)}`;

function subscribe(app: FastifyInstance, remoteAddress: string) {
  // An invalid body: refused with 400 after it is counted, and nothing is stored.
  return app.inject({
    method: 'POST',
    url: '/api/newsletter',
    remoteAddress,
    payload: { email: '' },
  });
}

describe('two API replicas on one PostgreSQL', () => {
  let one: FastifyInstance;
  let two: FastifyInstance;
  beforeAll(async () => {
    const env = {
      RATE_LIMIT_FORMS_MAX: String(newsletterLimit),
      FREE_CALLS_PER_IP_PER_DAY: '2',
    };
    one = await buildTestApp(env);
    two = await buildTestApp(env);
    // A fresh database's migrations on a busy machine: more than Jest's 5 s default.
  }, 60_000);
  afterAll(async () => {
    await one.knex('consultation_bookings').where('email', 'like', `%@${domain}`).delete();
    await one.close();
    await two.close();
  });

  it('share a rate limit: the request after the limit is refused by either', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < newsletterLimit + 2; i += 1) {
      statuses.push((await subscribe(i % 2 === 0 ? one : two, address)).statusCode);
    }
    expect(statuses).toEqual([...Array.from({ length: newsletterLimit }, () => 400), 429, 429]);
    const refused = await subscribe(one, address);
    expect(refused.json().message).toMatch(/^Too many requests\. Please wait 1 minute/);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another visitor has a bucket of its own.
    expect((await subscribe(two, freshAddress())).statusCode).toBe(400);
  });

  it('share a rate limit under requests at once', async () => {
    const address = freshAddress();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => subscribe(i % 2 === 0 ? one : two, address)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(newsletterLimit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - newsletterLimit);
  });

  it('start a new window once the last has run out, and remove ended windows', async () => {
    const address = freshAddress();
    for (let i = 0; i < newsletterLimit; i += 1) await subscribe(one, address);
    expect((await subscribe(two, address)).statusCode).toBe(429);
    const key = `POST/api/newsletter-${address}`;
    expect(await one.knex('rate_limit_counters').where({ key }).first('hits')).toEqual({
      hits: newsletterLimit + 1,
    });

    // The window ends (as a minute later): the next request opens a new one.
    await one
      .knex('rate_limit_counters')
      .where({ key })
      .update({ window_ends_at: one.knex.raw("now() - interval '1 second'") });
    expect((await subscribe(two, address)).statusCode).toBe(400);
    expect(await one.knex('rate_limit_counters').where({ key }).first('hits')).toEqual({
      hits: 1,
    });

    await one
      .knex('rate_limit_counters')
      .where({ key })
      .update({ window_ends_at: one.knex.raw("now() - interval '1 second'") });
    expect(await one.repos.rateLimitCounters.deleteExpired()).toBeGreaterThanOrEqual(1);
    expect(await one.knex('rate_limit_counters').where({ key }).first()).toBeUndefined();
  });

  it('keep the daily free-call cap of a client address when its requests come at once', async () => {
    const address = freshAddress();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 === 0 ? one : two).inject({
          method: 'POST',
          url: '/api/create-payment-intent',
          remoteAddress: address,
          payload: { packageType: 'strategy-call', name: 'Racer', email: `cap${i}@${domain}` },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8);
    for (const response of responses.filter((r) => r.statusCode === 429)) {
      expect(response.json()).toEqual({ message: messages.freeCallDailyCap });
    }
    expect(
      Number(
        (
          await one
            .knex('consultation_bookings')
            .where({ client_ip: address })
            .count<{ count: string }[]>('id as count')
        )[0]?.count,
      ),
    ).toBe(2);
  }, 30_000);
});

describe('rate limits on PGlite', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-rate-limit-pglite-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('count in the database: a restart does not reset them', async () => {
    const env = {
      DATABASE_URL: undefined,
      DATA_DIR: path.join(dataDir, 'db'),
      RATE_LIMIT_FORMS_MAX: String(newsletterLimit),
    };
    const address = freshAddress();
    let app = await buildTestApp(env);
    try {
      for (let i = 0; i < newsletterLimit; i += 1) {
        expect((await subscribe(app, address)).statusCode).toBe(400);
      }
      await app.close();
      app = await buildTestApp(env);
      expect((await subscribe(app, address)).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  }, 60_000);
});

describe('the content version across replicas on PostgreSQL', () => {
  it('reaches a replica that does not poll as soon as another commits a change', async () => {
    const writer = await buildTestApp();
    // No poll: only the database's notification can tell this one.
    const reader = await buildTestApp({ CONTENT_VERSION_POLL_MS: '0' });
    try {
      const read = await reader.inject({ method: 'GET', url: '/api/testimonials' });
      expect(read.statusCode).toBe(200);
      const before = reader.publicReads.contentVersion();
      expect(before).toBeDefined();
      const bumped = await writer.knex.transaction((trx) => writer.repos.siteContent.bump(trx));
      const deadline = Date.now() + 5_000;
      while (reader.publicReads.contentVersion() !== bumped.version && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(reader.publicReads.contentVersion()).toBe(bumped.version);
    } finally {
      await writer.close();
      await reader.close();
    }
  }, 60_000);
});
