/**
 * Builds the real app for integration tests against DATABASE_URL (a real PostgreSQL, started by
 * scripts/with-postgres.mjs). Limits are raised so only the rate-limit tests meet them (the
 * counters are in the database, shared by every app of the run: those tests use addresses of
 * their own).
 */
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import knex from 'knex';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig } from '../platform/config';
import { migrateLatest } from '../db/migrator';

export function testEnv(
  overrides: Record<string, string | undefined> = {},
): Record<string, string | undefined> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl)
    throw new Error(
      'Integration tests need DATABASE_URL (run them through scripts/with-postgres.mjs)',
    );
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_FORMS_MAX: '100000',
    RATE_LIMIT_ADMIN_MAX: '100000',
    FREE_CALLS_PER_IP_PER_DAY: '100000',
    // Without SMTP_URL mail becomes .eml files: keep the tests' out of the repository.
    MAIL_DIR: path.join(os.tmpdir(), `site-api-test-mail-${process.pid}`),
    ...overrides,
  };
}

export async function buildTestApp(
  overrides: Record<string, string | undefined> = {},
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = await buildApp(loadConfig(testEnv(overrides)), options);
  await app.ready();
  await migrateLatest(app.knex);
  return app;
}

/**
 * The mail outbox's and the newsletter's workers without their own rounds during the test (an
 * hour apart): mail waits in the outbox, where a test reads it or drains it when it chooses.
 */
export const quietWorkers = {
  OUTBOX_POLL_INTERVAL_MS: '3600000',
  NEWSLETTER_POLL_INTERVAL_MS: '3600000',
} as const;

/** A database of one test file's own on the test server: its address, and its removal. */
export interface OwnDatabase {
  /** The DATABASE_URL of the new, empty database. */
  url: string;
  /** Drops the database (closing any connection left to it). */
  drop(): Promise<void>;
}

/**
 * Creates (anew) a database of this test file's own beside DATABASE_URL's, for a suite whose
 * writes change what every other file would see (a saved schedule, the coach's zone).
 */
export async function ownDatabase(name: string): Promise<OwnDatabase> {
  const admin = knex({ client: 'pg', connection: testEnv().DATABASE_URL });
  const database = `${name.replace(/\W+/g, '_')}_test_${process.pid}`;
  await admin.raw(`DROP DATABASE IF EXISTS ${database}`);
  await admin.raw(`CREATE DATABASE ${database}`);
  const url = new URL(testEnv().DATABASE_URL ?? '');
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.raw(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.destroy();
    },
  };
}

/**
 * A test file's own database back to a site nobody has used: no booking (nor its sessions),
 * client or queued email, and the coach's schedules and settings never saved (the schedules
 * follow the booking window again).
 */
export async function resetOwnDatabase(app: FastifyInstance): Promise<void> {
  await app.knex('booking_sessions').delete();
  await app.knex('consultation_bookings').delete();
  await app.knex('clients').delete();
  await app.knex('outbox_messages').delete();
  await app.knex('coach_schedule_settings').update({ customised: false });
  await app.knex('site_settings').delete();
}

/**
 * The two database clients the API runs on, for `describe.each`: the test PostgreSQL, and embedded
 * PGlite (as `npm start` runs it) in a throwaway folder of this test file's, removed after it.
 */
export function bothDatabases(label: string): [string, Record<string, string | undefined>][] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `api-${label}-`));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return [
    ['PostgreSQL', {}],
    ['PGlite', { DATABASE_URL: undefined, DATA_DIR: path.join(dir, 'pglite') }],
  ];
}

/** A unique email domain per test file, so each file cleans exactly its own rows. */
export function testDomain(name: string): string {
  return `${name}-${process.pid}-${Date.now()}.test`;
}

/**
 * Removes what a test file made under its email `domain` (its bookings with their sessions, and
 * the emails queued to it), then closes the app.
 */
export async function closeTestApp(app: FastifyInstance, domain: string): Promise<void> {
  const like = `%@${domain}`;
  await app.knex('outbox_messages').where('to_address', 'like', like).delete();
  await app.knex('consultation_bookings').where('email', 'like', like).delete();
  await app.close();
}

/**
 * This test file's visitor addresses, a new one each call. The files of a Jest worker share its
 * database, where per-address rate-limit counters outlive a file, so each file draws its own
 * random block of 10.0.0.0/8 instead of counting from the same first address as the others.
 */
export function visitorAddresses(): () => string {
  const a = randomInt(0, 256);
  const b = randomInt(0, 256);
  let n = 0;
  return () => {
    n += 1;
    return `10.${a}.${(b + Math.floor(n / 250)) % 256}.${(n % 250) + 1}`;
  };
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all.map((cookie) => cookie.split(';')[0]).join('; ');
}

/** A settable clock for the app under test: starts at the real time, moves only when told. */
export class TestClock {
  private current: Date;
  constructor(start: Date = new Date()) {
    this.current = new Date(start);
  }
  readonly now = (): Date => new Date(this.current);
  set(instant: Date): void {
    this.current = new Date(instant);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

const cancunOffsetHours = 5; // America/Cancun is UTC-5 all year (no daylight saving time)

/**
 * The Cancun wall-clock time `hhmm` on the first Monday at least `minDaysAhead` days after `now`
 * (plus `weekdayOffset` days: 0 Monday … 4 Friday, 5 Saturday), as an ISO instant.
 */
export function cancunWeekday(
  now: Date,
  hhmm: string,
  weekdayOffset = 0,
  minDaysAhead = 7,
): string {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  const cancunNow = new Date(now.getTime() - cancunOffsetHours * 3_600_000);
  const day = new Date(
    Date.UTC(
      cancunNow.getUTCFullYear(),
      cancunNow.getUTCMonth(),
      cancunNow.getUTCDate() + minDaysAhead,
    ),
  );
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  day.setUTCDate(day.getUTCDate() + weekdayOffset);
  day.setUTCHours(hours + cancunOffsetHours, minutes);
  return day.toISOString();
}
