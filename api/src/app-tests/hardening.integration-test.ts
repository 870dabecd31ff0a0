/**
 * The API against an attacker or an unlucky visitor: malformed bodies, error formats, client
 * addresses behind the shell's proxy, secrets in logs, and the findings of a security review
 * (contact form as a mail relay, unbounded availability, double checkout, invitation injection).
 */
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { buildApp } from '../app';
import { loadConfig } from '../platform/config';
import { sessionInvite } from '../modules/bookings';
import { buildTestApp, testDomain, testEnv } from '../test/app';

const domain = testDomain('hardening');
const json = { 'content-type': 'application/json' };

describe('malformed bodies answer 400 with the field at fault, never 500', () => {
  let app: FastifyInstance;
  let bookingId: number;
  let cookie: string;
  beforeAll(async () => {
    app = await buildTestApp();
    const created = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { packageType: 'strategy-call', name: 'Hard Case', email: `hard@${domain}` },
    });
    bookingId = created.json().bookingId;
    cookie = String(created.headers['set-cookie']).split(';')[0] ?? '';
  });
  afterAll(async () => {
    await app.knex('consultation_bookings').where('email', 'like', `%@${domain}`).delete();
    await app.knex('newsletter_subscriptions').where('email', 'like', `%@${domain}`).delete();
    await app.close();
  });

  const post = (url: string, payload: string, headers: Record<string, string> = json) =>
    app.inject({ method: 'POST', url, headers, payload });

  it.each([
    ['an array where text belongs', '{"email":["a@b.co"]}'],
    ['an object where text belongs', '{"email":{"toString":1}}'],
    ['a number where text belongs', '{"email":42}'],
  ])('refuses %s with the field’s own message', async (_case, payload) => {
    const response = await post('/api/newsletter', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please enter your email address.',
      errors: { email: 'Please enter your email address.' },
    });
  });

  it.each(['constructor', 'toString', 'hasOwnProperty', 'valueOf'])(
    'ignores the built-in key %s',
    async (key) => {
      const response = await post('/api/newsletter', `{"${key}":1,"email":"reader@${domain}"}`);
      expect(response.statusCode).toBe(200);
    },
  );

  it('refuses a __proto__ key as a client error', async () => {
    const response = await post('/api/newsletter', `{"__proto__":{"x":1},"email":"a@${domain}"}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('refuses a body that is not an object', async () => {
    for (const payload of ['[]', '"text"', '12', 'true']) {
      const response = await post('/api/contact', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The request body must be a JSON object.' });
    }
  });

  it('refuses a bookingId beyond what the database holds and NUL characters', async () => {
    const big = await post('/api/consultation-questionnaire', `{"bookingId":${2 ** 31}}`);
    expect(big.statusCode).toBe(400);
    expect(big.json().errors).toEqual({ bookingId: 'Invalid booking id' });
    const nul = await post(
      '/api/contact',
      JSON.stringify({
        inquiryType: 'general',
        name: 'Nul\u0000Byte',
        email: `nul@${domain}`,
        message: 'A message that is long enough.',
      }),
    );
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toEqual({
      name: 'This text contains an invalid character. Please remove it and try again.',
    });
  });

  it('refuses 60,000 levels of nested arrays without overflowing the stack', async () => {
    const deep = `{"email":${'['.repeat(60_000)}${']'.repeat(60_000)}}`;
    const response = await post('/api/newsletter', deep);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is nested too deeply.' });
  });

  it('answers wrong types on the schedule route with its own messages, not the validator’s English', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/consultation-bookings/${bookingId}/schedule`,
      headers: { ...json, cookie },
      payload: '{"scheduledAt":5,"timezone":null}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please select both a date and time for your consultation.',
      errors: {
        scheduledAt: 'Please select both a date and time for your consultation.',
        timezone: 'Please choose a timezone from the list.',
      },
    });
    const scale = await post(
      '/api/consultation-questionnaire',
      '{"alignmentScale":null,"readyForTruths":[1]}',
    );
    expect(scale.statusCode).toBe(400);
    expect(scale.json().errors.readyForTruths).toBe('Please choose a number from 1 to 10');
    expect(scale.json().errors.alignmentScale).toBeUndefined();
    expect(scale.body).not.toMatch(/cannot be null|must be a `/);
  });
});

describe('every error is { message } JSON', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it.each([
    ['GET', '/api/nothing-here', 404, 'Not found: GET /api/nothing-here'],
    ['DELETE', '/api/newsletter', 404, 'Not found: DELETE /api/newsletter'],
    ['GET', '/api/blog/%E0%A4%A', 400, 'The address contains malformed URL encoding.'],
    ['GET', '/api/blog/%FF', 400, 'The address contains malformed URL encoding.'],
    [
      'GET',
      '/api/consultation-bookings/%E0%A4%A',
      400,
      'The address contains malformed URL encoding.',
    ],
    ['GET', '/api/calendar-availability/%FF', 400, 'The address contains malformed URL encoding.'],
    [
      'POST',
      '/api/consultation-bookings/%FF/schedule',
      400,
      'The address contains malformed URL encoding.',
    ],
    ['GET', '/api/%C0%AF', 400, 'The address contains malformed URL encoding.'],
    ['GET', `/api/blog/${'a'.repeat(500)}`, 414, 'The address is too long.'],
  ])('%s %s → %i', async (method, url, status, message) => {
    const response = await app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(status);
    // Our own sentence, never the framework's { code: 'FST_ERR_…' } JSON; and no cache keeps it.
    expect(response.json()).toEqual({ message });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/xml' },
      payload: '<email>a@b.co</email>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: 'Please send the request body as JSON (application/json).',
    });
  });
});

describe('client addresses and rate limits', () => {
  const send = (app: FastifyInstance, remoteAddress: string, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/newsletter',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: '' },
    });

  it('believes no X-Forwarded-For unless TRUST_PROXY names the proxy, not even from loopback', async () => {
    const app = await buildTestApp({ RATE_LIMIT_FORMS_MAX: '2' });
    try {
      // Any process on the host (a loopback address no other test uses) forging the header gets
      // no fresh bucket.
      expect((await send(app, '127.0.0.77', '198.51.100.11')).statusCode).toBe(400);
      expect((await send(app, '127.0.0.77', '198.51.100.12')).statusCode).toBe(400);
      expect((await send(app, '127.0.0.77', '198.51.100.13')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('trusts X-Forwarded-For only from the proxy it was told about', async () => {
    const app = await buildTestApp({ RATE_LIMIT_FORMS_MAX: '2', TRUST_PROXY: '127.0.0.1' });
    try {
      // A visitor reaching the API directly cannot get fresh buckets by forging the header.
      expect((await send(app, '203.0.113.70', '198.51.100.1')).statusCode).toBe(400);
      expect((await send(app, '203.0.113.70', '198.51.100.2')).statusCode).toBe(400);
      expect((await send(app, '203.0.113.70', '198.51.100.3')).statusCode).toBe(429);
      // Behind the shell (named in TRUST_PROXY), each visitor it names has their own bucket.
      expect((await send(app, '127.0.0.1', '198.51.100.4')).statusCode).toBe(400);
      expect((await send(app, '127.0.0.1', '198.51.100.4')).statusCode).toBe(400);
      expect((await send(app, '127.0.0.1', '198.51.100.4')).statusCode).toBe(429);
      expect((await send(app, '127.0.0.1', '198.51.100.5')).statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});

describe('logs', () => {
  it('never write an email address: in a path, a query or a message', async () => {
    const lines: string[] = [];
    const app = await buildApp(loadConfig(testEnv({ LOG_LEVEL: 'info' })), {
      logStream: { write: (line: string) => void lines.push(line) },
    });
    try {
      await app.ready();
      await app.inject({ url: '/api/consultation-questionnaire/Ann.Private@example.com' });
      await app.inject({ url: '/api/consultation-questionnaire/ann.private%40example.com' });
      await app.inject({ url: '/api/blog?email=ann.private@example.com&page=2' });
      app.log.warn({ to: 'ann.private@example.com' }, 'mail to ann.private@example.com refused');
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('"url":"/api/consultation-questionnaire/[redacted]"');
    expect(log).toContain('"url":"/api/blog?email=[redacted]&page=2"');
    expect(log).toContain('mail to [redacted] refused');
    expect(log).not.toMatch(/private(@|%40)/i);
  });

  it('never write a booking key, a cookie or an authorization header', async () => {
    const lines: string[] = [];
    const app = await buildApp(loadConfig(testEnv({ LOG_LEVEL: 'info' })), {
      logStream: { write: (line: string) => void lines.push(line) },
    });
    try {
      await app.ready();
      await app.inject({
        method: 'GET',
        url: '/api/consultation-bookings/1?key=Pr1vateKeyOne&view=full',
        headers: { cookie: 'booking_1=Pr1vateCookie', authorization: 'Bearer Pr1vateToken' },
      });
      await app.inject({
        method: 'POST',
        url: '/api/consultation-questionnaire?key=Pr1vateKeyTwo',
        payload: { bookingId: 1 },
      });
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('/api/consultation-bookings/1?key=[redacted]&view=full');
    expect(log).not.toMatch(/Pr1vate/);
  });
});

describe('what a security review found stays closed', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ OUTBOX_POLL_INTERVAL_MS: '3600000' });
  });
  afterAll(async () => {
    await app.knex('outbox_messages').where('to_address', 'like', `%@${domain}`).delete();
    await app.knex('contact_forms').where('email', 'like', `%@${domain}`).delete();
    await app.knex('consultation_bookings').where('email', 'like', `%@${domain}`).delete();
    await app.close();
  });

  it('never mails a visitor’s text to the address they typed', async () => {
    const victim = `relay-${Date.now()}@${domain}`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        inquiryType: 'other',
        name: 'Click https://phish.example/login',
        email: victim,
        message: 'Your account is locked: https://phish.example/login',
      },
    });
    expect(response.statusCode).toBe(201);
    const [ack] = await app.outbox.repository.listTo(victim);
    expect(JSON.stringify(ack?.mail)).not.toContain('phish');
  });

  it('answers availability only from today to the horizon', async () => {
    for (const date of ['1900-01-01', '9999-12-31']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/calendar-availability/${date}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/from today up to \d+ days ahead/);
    }
  });

  it('gives two checkout requests with one key one booking, and keeps the answer out of caches', async () => {
    const payload = {
      packageType: 'strategy-call',
      name: 'Double Click',
      email: `double-${Date.now()}@${domain}`,
      idempotencyKey: `hardening-${Date.now()}-key`,
    };
    const answers = await Promise.all(
      [1, 2].map(() => app.inject({ method: 'POST', url: '/api/create-payment-intent', payload })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[1]?.json()).toEqual(answers[0]?.json());
    expect(await app.knex('consultation_bookings').where({ email: payload.email })).toHaveLength(1);
    const booking = await app.inject({
      method: 'GET',
      url: `/api/consultation-bookings/${answers[0]?.json().bookingId}`,
      headers: { cookie: String(answers[0]?.headers['set-cookie']).split(';')[0] ?? '' },
    });
    expect(booking.statusCode).toBe(200);
    expect(booking.headers['cache-control']).toBe('no-store');
  });

  it('writes no parameter a visitor typed into a calendar invitation', () => {
    const start = new Date();
    const ics = sessionInvite(
      {
        booking: {
          name: 'Bob";ROLE=CHAIR;X="":mailto:victim@example.org;X="',
          email: `bob@${domain}`,
          packageType: 'strategy-call',
        },
        session: {
          startsAt: start.toISOString(),
          endsAt: new Date(start.getTime() + 15 * 60_000).toISOString(),
          icsUid: 'session-1',
          sequence: 0,
          timezone: 'America/Cancun',
        },
        change: 'booked',
        audience: 'client',
        joinUrl: null,
      },
      {
        coachName: 'Coach',
        siteOrigin: 'https://coach.example',
        organizerEmail: 'hello@coach.example',
      },
    );
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
    const attendees = event.getAllProperties('attendee');
    expect(attendees.map((attendee) => attendee.getFirstValue())).toEqual([`mailto:bob@${domain}`]);
    expect(attendees[0]?.getParameter('role')).toBe('REQ-PARTICIPANT');
  });
});
