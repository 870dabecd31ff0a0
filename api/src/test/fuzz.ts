/**
 * Property-based abuse of every POST route: generated bodies of the wrong shape, wrong types,
 * built-in object keys, huge and deeply nested values, NUL and other odd unicode, valid bodies
 * with one field spoiled, and raw payloads that are not JSON at all; and of every GET route with
 * a path parameter: malformed percent-encoding, odd bytes, dates far outside any calendar, over-
 * long segments. Used by the integration suite (a few thousand cases) and by `npm run fuzz` (a
 * longer campaign that prints the counts).
 */
import { calendarPaths } from '@site/contracts/calendar';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { contactSchema } from '@site/contracts/schemas/contact';
import { createPaymentIntentSchema } from '@site/contracts/schemas/create-payment-intent';
import { newsletterSchema } from '@site/contracts/schemas/newsletter';
import { questionnaireSchema } from '@site/contracts/schemas/questionnaire';
import { scheduleSchema } from '@site/contracts/schemas/schedule';
import { adminPaths } from '@site/contracts/admin';
import { createOrResetOwner } from '../modules/owner';
import { cookieHeader } from './app';

export interface FuzzCase {
  /** POST unless said otherwise. */
  method?: 'GET' | 'POST';
  url: string;
  contentType: string;
  payload: string;
  cookie?: string;
  /** The site's origin, which the owner's admin routes need on writes. */
  origin?: string;
}

export interface FuzzReport {
  counts: Record<number, number>;
  /** Cases answered 5xx or without a { message } body on an error status. */
  failures: { case: FuzzCase; status: number; body: string }[];
}

const oddKeys = [
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '__proto__',
  'prototype',
  'isPrototypeOf',
  '__defineGetter__',
  'then',
  '',
];

const fieldNames = [
  ...new Set(
    [
      newsletterSchema,
      contactSchema,
      createPaymentIntentSchema,
      scheduleSchema,
      questionnaireSchema,
    ].flatMap((schema) => Object.keys(schema.fields)),
  ),
];

const weirdString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}`),
  fc.constantFrom('\u0000', '\ud800', '\udfff', '\u202e', '\ufeff', '𝕏'.repeat(50)),
  fc.integer({ min: 1_000, max: 30_000 }).map((length) => 'x'.repeat(length)),
  fc.constantFrom(
    '2032-02-30T19:45:00Z',
    '2032-13-01T10:00:00Z',
    '9999-12-31T23:59:59Z',
    '0000-01-01T00:00:00Z',
    '+275760-09-13T00:00:00.000Z',
    'America/Cancun',
    'strategy-call',
    'single',
    'a@b.co',
  ),
);

const weirdNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53, 1e308, -0, 0, 1e-7),
  fc.bigInt({ min: 10n ** 20n, max: 10n ** 30n }).map(String),
);

const nested = fc.integer({ min: 1, max: 200 }).map((depth) => {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? [value] : { a: value };
  return value;
});

const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  weirdString,
  weirdNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom({ toString: 1 }, { valueOf: 1 }, { constructor: 1 }, [], {}, ['a'], [1, 2]),
  fc.jsonValue({ maxDepth: 3 }),
  nested,
);

const key = fc.oneof(fc.constantFrom(...fieldNames), fc.constantFrom(...oddKeys), fc.string());

/** Objects keyed by real field names, built-in names and noise, holding odd values. */
const oddObject = fc.dictionary(key, weirdValue, { maxKeys: 12 });

/** A valid body with one field removed or replaced by an odd value. */
function spoiled(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const names = Object.keys(valid);
  return fc
    .record({
      // A body without fields (e.g. starting two-factor) has only odd keys to spoil with.
      field:
        names.length === 0
          ? fc.constantFrom(...oddKeys)
          : fc.oneof(fc.constantFrom(...names), fc.constantFrom(...oddKeys)),
      value: weirdValue,
      remove: fc.boolean(),
    })
    .map(({ field, value, remove }) => {
      const body: Record<string, unknown> = { ...valid };
      if (remove) delete body[field];
      else body[field] = value;
      return body;
    });
}

const json = (value: unknown) => ({
  contentType: 'application/json',
  payload: JSON.stringify(value) ?? 'null',
});

const rawPayload = fc.oneof(
  fc.integer({ min: 100, max: 100_000 }).map((depth) => ({
    contentType: 'application/json',
    payload: `{"email":${'['.repeat(depth)}${']'.repeat(depth)}}`,
  })),
  fc.string({ unit: 'binary' }).map((payload) => ({ contentType: 'application/json', payload })),
  fc.constantFrom(
    { contentType: 'application/json', payload: '' },
    { contentType: 'application/json', payload: '{"a":' },
    { contentType: 'application/json', payload: '{"__proto__":{"x":1}}' },
    { contentType: 'application/json', payload: '{"constructor":{"prototype":{"x":1}}}' },
    { contentType: 'application/json', payload: '{"bookingId":1e400}' },
    { contentType: 'text/plain', payload: 'email=a@b.co' },
    { contentType: 'application/x-www-form-urlencoded', payload: 'email=a%40b.co' },
    { contentType: 'application/xml', payload: '<email/>' },
    { contentType: 'multipart/form-data; boundary=x', payload: '--x--' },
  ),
);

export interface FuzzTargets {
  /** POST routes with a valid body each (the schedule route with its booking's cookie). */
  routes: { url: string; valid: Record<string, unknown>; cookie?: string; origin?: string }[];
  /** GET routes with path parameters, as registered (`/api/blog/:slug`). */
  getRoutes: string[];
}

/** A path segment no router should choke on: broken or odd percent-encoding, bytes, dates. */
const weirdSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '%',
    '%F',
    '%FF',
    '%E0%A4%A',
    '%C0%AF',
    '%C0%80',
    '%ED%A0%80',
    '%00',
    '%2e%2e',
    '%2F..%2F',
    '..',
    '%25',
    '%%30%30',
    '%uD800',
    '1900-01-01',
    '9999-12-31',
    '0000-00-00',
    '2030-02-30',
    '-1',
    '0',
    '2147483648',
    '1e9',
    'pi_',
    'a'.repeat(99),
  ),
  fc
    .uint8Array({ minLength: 1, maxLength: 12 })
    .map((bytes) => Array.from(bytes, (b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).map(encodeURIComponent),
  fc
    .record({
      year: fc.integer({ min: 0, max: 9999 }),
      month: fc.integer({ min: 0, max: 13 }),
      day: fc.integer({ min: 0, max: 32 }),
    })
    .map(
      ({ year, month, day }) =>
        `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    ),
  fc.integer({ min: 100, max: 2_000 }).map((length) => 'x'.repeat(length)),
);

const weirdQuery = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?key=%FF', '?key=%E0%A4%A', '?key=', '?key=a&key=b', '?%=%', '?key[a]=1'),
  weirdSegment.map((value) => `?key=${value}`),
);

/** GET requests to every parameterised GET route with an odd segment in place of each param. */
export function urlCase(targets: FuzzTargets): fc.Arbitrary<FuzzCase> {
  return fc
    .record({
      route: fc.constantFrom(...targets.getRoutes),
      segment: weirdSegment,
      query: weirdQuery,
    })
    .map(({ route, segment, query }) => ({
      method: 'GET' as const,
      url: `${route.replace(/:[A-Za-z]+|\*/g, segment)}${query}`,
      contentType: 'application/json',
      payload: '',
    }));
}

/**
 * The POST routes the app registered, each with a valid body; the schedule route gets a fresh
 * free booking and its access cookie, so bodies reach its validation and not only its 404.
 */
export async function fuzzTargets(app: FastifyInstance, domain: string): Promise<FuzzTargets> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    payload: { packageType: 'strategy-call', name: 'Fuzz Target', email: `fuzz@${domain}` },
  });
  if (created.statusCode !== 200) throw new Error(`booking for the fuzz failed: ${created.body}`);
  const { bookingId } = created.json<{ bookingId: number }>();
  const cookie = cookieHeader(created.headers['set-cookie']);
  const valid: Record<string, Record<string, unknown>> = {
    '/api/newsletter': { email: `reader@${domain}` },
    '/api/contact': {
      inquiryType: 'general',
      name: 'Fuzz Sender',
      email: `sender@${domain}`,
      message: 'A message long enough to pass validation.',
    },
    '/api/create-payment-intent': {
      packageType: 'strategy-call',
      name: 'Fuzz Client',
      email: `client@${domain}`,
      // Spoiled copies reuse the key with other details (409) or spoil the key itself (400).
      idempotencyKey: `fuzz-${domain.replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 200),
    },
    '/api/consultation-bookings/:id/schedule': {
      scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
      timezone: 'America/Cancun',
    },
    '/api/consultation-bookings/:id/sessions/:sessionId/reschedule': {
      scheduledAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      timezone: 'America/Cancun',
    },
    '/api/consultation-bookings/:id/sessions/:sessionId/cancel': {},
    '/api/consultation-bookings/:id/refund': {},
    '/api/admin/bookings/:id/sessions': {
      scheduledAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      timezone: 'America/Cancun',
    },
    '/api/admin/bookings/:id/sessions/:sessionId/reschedule': {
      scheduledAt: new Date(Date.now() + 4 * 86_400_000).toISOString(),
      timezone: 'America/Cancun',
    },
    '/api/admin/bookings/:id/sessions/:sessionId/cancel': {},
    '/api/admin/bookings/:id/cancel': { refund: false },
    '/api/admin/bookings/:id/cancel-unpaid': {},
    '/api/consultation-questionnaire': {
      bookingId,
      name: 'Fuzz Target',
      email: `fuzz@${domain}`,
      ...Object.fromEntries(
        Object.keys(questionnaireSchema.fields)
          .filter((field) => !['bookingId', 'name', 'email'].includes(field))
          .map((field) => [
            field,
            field.startsWith('ready') || field.endsWith('Scale') ? 7 : 'An answer of some length.',
          ]),
      ),
    },
    '/api/stripe/webhook': { type: 'payment_intent.succeeded' },
    '/api/newsletter/unsubscribe': { token: 'an-unsubscribe-token-nobody-holds' },
    [adminPaths.session]: { username: 'nobody', password: 'not the password' },
    [adminPaths.twoFactor]: {},
    [adminPaths.twoFactorConfirm]: { code: '123456' },
    // Not his current password: refused (400), so the fuzz never changes it.
    [adminPaths.password]: {
      currentPassword: 'not the password',
      newPassword: 'a fuzzed new passphrase',
    },
    // The site has an owner (below): 404.
    [adminPaths.setup]: {
      token: 'a-set-up-token-nobody-holds',
      username: 'fuzz-setup',
      password: 'a fuzzed new passphrase',
    },
    [adminPaths.bookings]: {
      packageType: 'single',
      name: 'Fuzz Offline',
      email: `offline@${domain}`,
      payment: 'offline',
    },
    [adminPaths.bookingEmailResend(':id', ':emailId')]: {},
    '/api/admin/posts': { title: 'A fuzzed draft' },
    '/api/admin/testimonials': {
      name: 'Fuzz Tester',
      title: 'Reader',
      content: 'Kind words.',
      rating: 5,
    },
    '/api/admin/testimonials/order': { ids: [1] },
    '/api/admin/posts/preview': { content: '# A heading\n\nSome *text*.' },
    // Its real body is an image's bytes: any JSON is refused with 400.
    '/api/admin/posts/images': {},
    // The same for the owner's portrait and hero photographs (`:kind` is the portrait).
    '/api/admin/site-settings/photos/:kind': {},
    '/api/admin/posts/:id/publish': { version: 1 },
    '/api/admin/posts/:id/unpublish': { version: 1 },
    // Newsletter broadcasts (`:id` is the booking's id: mostly no such broadcast, a 404).
    '/api/admin/broadcasts': { subject: 'Fuzz letter', source: 'markdown', markdown: 'Hello.' },
    '/api/admin/broadcasts/preview': {
      subject: 'Fuzz letter',
      source: 'markdown',
      markdown: 'Hello.',
    },
    '/api/admin/broadcasts/:id/test': {},
    '/api/admin/broadcasts/:id/send': { when: 'later', scheduledFor: '2099-01-01T09:00' },
    '/api/admin/broadcasts/:id/unschedule': {},
    // The owner's calendar: blocked time far ahead (no test books then), a new feed address.
    [calendarPaths.blocks]: {
      startsAt: '2099-01-05T09:00:00Z',
      endsAt: '2099-01-05T10:00:00Z',
      note: 'Fuzz',
    },
    [calendarPaths.feedAddress]: {},
    // Its real body is an image's bytes, as for the posts' images: any JSON is refused with 400.
    '/api/admin/testimonials/:id/headshot': {},
    // The client portal (without a client's session most answer 401; the code is refused).
    '/api/portal/sign-in/code': { email: `portal@${domain}` },
    '/api/portal/sign-in': { email: `portal@${domain}`, code: '123456' },
    '/api/portal/sign-in/booking-link': { bookingId: 1, key: 'not-the-booking-key' },
    '/api/portal/sign-out': {},
    '/api/portal/messages': { body: 'A fuzzed question for the coach.' },
    '/api/portal/action-items/:id': { done: true },
    // The coach's client record (`:id` is the booking's id: mostly no such client, a 404).
    '/api/admin/clients/:id/notes': { visibility: 'private', body: 'A fuzzed note.' },
    '/api/admin/clients/:id/messages': { body: 'A fuzzed reply.' },
    '/api/admin/sessions/:id/attendance': { attendance: 'held' },
    // Materials and recordings: a link; a file's real body is its bytes, with its name and
    // title in the query (without them, any body is refused with 400).
    '/api/admin/clients/:id/materials': { title: 'Fuzz link', url: 'https://example.com/fuzz' },
    '/api/admin/clients/:id/materials/files': {},
    '/api/admin/sessions/:id/recordings': { title: 'Fuzz rec', url: 'https://example.com/rec' },
    '/api/admin/sessions/:id/recordings/files': {},
    // The coach's actions on a client, and the portal's self-service.
    '/api/admin/clients/:id/credits': { bookingId: 1, credits: 1, reason: 'A fuzzed reason.' },
    '/api/admin/clients/:id/packages': { packageType: 'single', reason: 'A fuzzed reason.' },
    '/api/admin/erasure-requests/:id/confirm': {},
    '/api/portal/timezone': { timezone: 'Europe/Paris' },
    '/api/portal/erasure-request': {},
    // What a package promises between sessions (without a client's session: 401).
    '/api/portal/bookings/:id/check-ins': {
      wins: 'A fuzzed win.',
      obstacles: 'A fuzzed obstacle.',
      rating: 7,
    },
    '/api/portal/bookings/:id/follow-up': {
      scheduledAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      timezone: 'America/Cancun',
    },
    '/api/portal/bookings/:id/emergency': {
      scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
      timezone: 'America/Cancun',
    },
  };
  // The owner's routes are reached signed in, from the site's origin (sign-in without a cookie).
  const owner = { username: `fuzz-owner-${process.pid}`, password: 'fuzz owner passphrase' };
  await createOrResetOwner(app.knex, { ...owner, now: app.now() });
  const origin = app.config.siteOrigin;
  const signedIn = await app.inject({
    method: 'POST',
    url: adminPaths.session,
    headers: { origin },
    payload: owner,
  });
  if (signedIn.statusCode !== 200) throw new Error(`owner sign-in failed: ${signedIn.body}`);
  const ownerCookie = cookieHeader(signedIn.headers['set-cookie']);
  const routes = app.registeredRoutes
    .filter((route) => route.method === 'POST')
    .map((route) => {
      const body = valid[route.url];
      if (body === undefined) throw new Error(`No valid body for POST ${route.url}: add one`);
      const url = route.url
        .replace(':id', String(bookingId))
        .replace(':emailId', '1')
        .replace(':sessionId', '1')
        .replace(':kind', 'portrait');
      if (route.url === adminPaths.session) return { url, valid: body, origin };
      if (route.url.startsWith('/api/admin/'))
        return { url, valid: body, cookie: ownerCookie, origin };
      return route.url.includes(':id') ? { url, valid: body, cookie } : { url, valid: body };
    });
  const getRoutes = app.registeredRoutes
    .filter((route) => route.method === 'GET' && /:|\*/.test(route.url))
    .map((route) => route.url);
  return { routes, getRoutes };
}

export function fuzzCase(targets: FuzzTargets): fc.Arbitrary<FuzzCase> {
  return fc.constantFrom(...targets.routes).chain((route) =>
    fc
      .oneof(
        { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map(json) },
        { weight: 3, arbitrary: oddObject.map(json) },
        { weight: 4, arbitrary: spoiled(route.valid).map(json) },
        { weight: 1, arbitrary: rawPayload },
      )
      .map(({ contentType, payload }) => ({
        url: route.url,
        contentType,
        payload,
        ...(route.cookie === undefined ? {} : { cookie: route.cookie }),
        ...(route.origin === undefined ? {} : { origin: route.origin }),
      })),
  );
}

export async function send(app: FastifyInstance, input: FuzzCase) {
  if (input.method === 'GET') return app.inject({ method: 'GET', url: input.url });
  return app.inject({
    method: 'POST',
    url: input.url,
    headers: {
      'content-type': input.contentType,
      ...(input.cookie === undefined ? {} : { cookie: input.cookie }),
      ...(input.origin === undefined ? {} : { origin: input.origin }),
    },
    payload: input.payload,
  });
}

/**
 * Whether an answer is acceptable: below 500; an error status carries a { message } in our own
 * words (never the framework's `FST_ERR_…` JSON); and no cache may keep an error or the answer
 * to a POST (they carry what the visitor sent).
 */
export function acceptable(
  status: number,
  body: string,
  headers?: Record<string, unknown>,
  method: 'GET' | 'POST' = 'POST',
): boolean {
  if (status >= 500) return false;
  if (headers !== undefined) {
    const cacheControl = headers['cache-control'];
    if (cacheControl === undefined) return false;
    if ((status >= 400 || method === 'POST') && cacheControl !== 'no-store') return false;
  }
  if (status < 400) return true;
  try {
    const parsed = JSON.parse(body) as { message?: unknown; code?: unknown };
    return (
      typeof parsed.message === 'string' &&
      parsed.message.length > 0 &&
      parsed.code === undefined &&
      !parsed.message.includes('FST_')
    );
  } catch {
    return false;
  }
}

export async function runFuzz(
  app: FastifyInstance,
  targets: FuzzTargets,
  options: { numRuns: number; seed?: number },
): Promise<FuzzReport> {
  const report: FuzzReport = { counts: {}, failures: [] };
  const cases = fc.sample(
    fc.oneof(
      { weight: 4, arbitrary: fuzzCase(targets) },
      { weight: 1, arbitrary: urlCase(targets) },
    ),
    { numRuns: options.numRuns, seed: options.seed },
  );
  for (const input of cases) {
    const response = await send(app, input);
    report.counts[response.statusCode] = (report.counts[response.statusCode] ?? 0) + 1;
    if (!acceptable(response.statusCode, response.body, response.headers, input.method)) {
      report.failures.push({ case: input, status: response.statusCode, body: response.body });
    }
  }
  return report;
}
