/**
 * `npm run bench:clients -w api`: how long the back office's Clients list takes, on embedded
 * PGlite and on a real PostgreSQL (scripts/with-postgres.mjs provides DATABASE_URL). Each database
 * gets CLIENTS_BENCH_ADDRESSES (2,000) addresses that booked, each with one to three bookings of
 * every package and status, their sessions (past and to come, held and cancelled), messages both
 * ways (some unread) and check-ins (some unread), plus a few erased bookings; the data comes from a
 * fixed pseudo-random sequence around the clock CLIENTS_BENCH_NOW (default: today at 12:00 UTC), so
 * two runs at the same clock hold the same rows.
 *
 * For every order and filter of the list (and one client's row), prints the median time of
 * CLIENTS_BENCH_RUNS (9) calls of what the route does (every booked address gets its client row,
 * then the list is read), the number of rows and a digest of the rows in their order: two versions
 * of the query that print the same digests answer the same rows in the same order.
 * CLIENTS_BENCH_EXPLAIN=1 also runs each list's query under EXPLAIN ANALYZE and prints the planner's
 * cost, the execution time and the time PostgreSQL spent compiling it (JIT); `full` prints the
 * default order's whole plan too.
 * A measurement, not a test: nothing fails on a slow machine.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { ClientsQuery } from '@site/contracts/endpoints/admin-clients';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { migrateLatest } from '../src/db/migrator';
import { clientRecord, listClients } from '../src/modules/clients';

const addresses = Number(process.env.CLIENTS_BENCH_ADDRESSES ?? 2_000);
const runs = Number(process.env.CLIENTS_BENCH_RUNS ?? 9);
const explain = process.env.CLIENTS_BENCH_EXPLAIN ?? '';
const now = process.env.CLIENTS_BENCH_NOW
  ? new Date(process.env.CLIENTS_BENCH_NOW)
  : new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00.000Z`);
const domain = 'clients-bench.invalid';

const hour = 3_600_000;
const day = 24 * hour;

/** A small fixed pseudo-random sequence (mulberry32), so every run seeds the same rows. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const firstNames = ['Ada', 'Ben', 'Chloé', 'Dev', 'Eva', 'Farid', 'Grace', 'Hugo', 'Ines', 'Jon'];
const lastNames = ['Lovelace', 'Okafor', 'Martin', 'Patel', 'Nowak', 'Haddad', 'Hopper', 'Silva'];
const packages = [
  { type: 'single', amount: 15_000, credits: 1 },
  { type: '5-session', amount: 65_000, credits: 5 },
  { type: '10-session', amount: 120_000, credits: 10 },
  { type: 'strategy-call', amount: 0, credits: 1 },
] as const;
const bookingStatuses = [
  'paid',
  'paid',
  'paid',
  'paid',
  'refunded',
  'cancelled',
  'pending',
  'expired',
  'payment_failed',
] as const;

async function insertAll(db: Knex, table: string, rows: Record<string, unknown>[]) {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = (await db(table)
      .insert(rows.slice(i, i + 500))
      .returning('id')) as { id: number }[];
    ids.push(...inserted.map((row) => Number(row.id)));
  }
  return ids;
}

/** The bench's addresses with their bookings, sessions, messages and check-ins. */
async function seed(db: Knex): Promise<void> {
  const random = sequence(20_251_129);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const bookings: Record<string, unknown>[] = [];
  const owners: number[] = [];
  for (let person = 0; person < addresses; person += 1) {
    const name = `${pick(firstNames)} ${pick(lastNames)} ${person}`;
    const count = 1 + Math.floor(random() * 3);
    for (let b = 0; b < count; b += 1) {
      const pkg = b === 0 && random() < 0.3 ? packages[3] : pick(packages.slice(0, 3));
      const status = pkg.type === 'strategy-call' ? 'paid' : pick(bookingStatuses);
      const createdAt = new Date(now.getTime() - Math.floor(random() * 720 * day));
      bookings.push({
        name: b === count - 1 ? name : `${name.split(' ')[0]} ${person}`,
        // Some bookings spell the address with capitals: a person is his lower-cased address.
        email: b % 2 === 1 ? `Person${person}@${domain}` : `person${person}@${domain}`,
        package_type: pkg.type,
        amount: pkg.amount,
        status,
        payment: status === 'pending' || status === 'expired' ? null : 'card',
        paid_at: ['paid', 'refunded', 'cancelled'].includes(status) ? createdAt : null,
        extra_credits: status === 'paid' && random() < 0.1 ? 2 : 0,
        access_key: randomBytes(18).toString('base64url'),
        created_at: createdAt,
        updated_at: createdAt,
      });
      owners.push(person);
    }
  }
  // Bookings an erasure kept: their address is never a client.
  for (let i = 0; i < Math.ceil(addresses / 100); i += 1)
    bookings.push({
      name: 'Erased',
      email: `erased-${i}@erased.invalid`,
      package_type: 'single',
      amount: 15_000,
      status: 'paid',
      payment: 'card',
      paid_at: now,
      access_key: randomBytes(18).toString('base64url'),
      created_at: now,
      updated_at: now,
    });
  const bookingIds = await insertAll(db, 'consultation_bookings', bookings);

  // Sessions never overlap while held: each takes its own two-hour slot, before or after now.
  let past = 0;
  let future = 0;
  const sessions: Record<string, unknown>[] = [];
  bookings.forEach((booking, index) => {
    if (booking.status !== 'paid' && booking.status !== 'refunded') return;
    const credits = packages.find((p) => p.type === booking.package_type)!.credits;
    const count = Math.floor(random() * (credits + 1));
    for (let s = 0; s < count; s += 1) {
      const ahead = random() < 0.35;
      const startsAt = ahead
        ? new Date(now.getTime() + (future++ * 2 + 1) * hour)
        : new Date(now.getTime() - (past++ * 2 + 3) * hour);
      const status = ahead
        ? pick(['scheduled', 'scheduled', 'rescheduled', 'cancelled'])
        : pick(['completed', 'completed', 'scheduled', 'cancelled']);
      sessions.push({
        booking_id: bookingIds[index],
        starts_at: startsAt,
        ends_at: new Date(startsAt.getTime() + 90 * 60_000),
        timezone: 'Europe/London',
        status,
        kind: random() < 0.9 ? 'main' : 'follow-up',
      });
    }
  });
  await insertAll(db, 'booking_sessions', sessions);

  await db.raw(
    `INSERT INTO clients (email) SELECT DISTINCT lower(email) FROM consultation_bookings
     WHERE lower(email) LIKE ? ON CONFLICT (email) DO NOTHING`,
    [`%@${domain}`],
  );
  const clientIds = new Map<string, number>(
    ((await db('clients').where('email', 'like', `%@${domain}`)) as Row[]).map((row) => [
      String(row.email),
      Number(row.id),
    ]),
  );
  const firstBooking = new Map<number, number>();
  owners.forEach((person, index) => {
    if (!firstBooking.has(person)) firstBooking.set(person, bookingIds[index]!);
  });
  const messages: Record<string, unknown>[] = [];
  const checkIns: Record<string, unknown>[] = [];
  for (let person = 0; person < addresses; person += 1) {
    const clientId = clientIds.get(`person${person}@${domain}`)!;
    const bookingId = firstBooking.get(person)!;
    const count = random() < 0.4 ? 0 : Math.floor(random() * 8);
    for (let m = 0; m < count; m += 1) {
      const author = random() < 0.5 ? 'client' : 'coach';
      const createdAt = new Date(now.getTime() - Math.floor(random() * 400 * day));
      messages.push({
        client_id: clientId,
        booking_id: bookingId,
        author,
        body: 'How do I keep the habit going on busy weeks?',
        priority: random() < 0.2,
        created_at: createdAt,
        read_at: random() < 0.8 ? createdAt : null,
      });
    }
    const checks = Math.floor(random() * 3);
    for (let c = 0; c < checks; c += 1) {
      const createdAt = new Date(now.getTime() - Math.floor(random() * 200 * day));
      checkIns.push({
        client_id: clientId,
        booking_id: bookingId,
        wins: 'Walked every day',
        obstacles: 'Late meetings',
        rating: 1 + Math.floor(random() * 10),
        created_at: createdAt,
        read_at: random() < 0.7 ? createdAt : null,
      });
    }
  }
  await insertAll(db, 'client_messages', messages);
  await insertAll(db, 'client_check_ins', checkIns);
  // Unless told not to, the planner gets fresh statistics, as autovacuum soon gives it; without
  // them (CLIENTS_BENCH_ANALYZE=0) it guesses, as it does on tables just filled.
  if (process.env.CLIENTS_BENCH_ANALYZE !== '0') await db.raw('ANALYZE');
  console.info(
    `  seeded ${addresses} addresses: ${bookings.length} bookings, ${sessions.length} sessions, ${messages.length} messages, ${checkIns.length} check-ins`,
  );
}

type Row = Record<string, unknown>;

const cases: { label: string; query: ClientsQuery }[] = [
  { label: 'sort last-contact (default)', query: {} },
  { label: 'sort next-session', query: { sort: 'next-session' } },
  { label: 'sort total-paid', query: { sort: 'total-paid' } },
  { label: 'sort name', query: { sort: 'name' } },
  { label: 'search "hopper"', query: { q: 'hopper' } },
  { label: 'search "person12"', query: { q: 'person12' } },
  { label: 'package 5-session', query: { package: '5-session' } },
  { label: 'package 10-session + active', query: { package: '10-session', state: 'active' } },
  { label: 'state active', query: { state: 'active' } },
  { label: 'state finished', query: { state: 'finished' } },
  { label: 'state unread', query: { state: 'unread' } },
  { label: 'state new-check-in', query: { state: 'new-check-in' } },
  { label: 'state unread, sort name', query: { state: 'unread', sort: 'name' } },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  let result: T | undefined;
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = process.hrtime.bigint();
    result = await work();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return { ms: median(times), result: result as T };
}

const digest = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 12);

/** The list's own query for `query`, as the route sends it, run again under EXPLAIN ANALYZE. */
async function printPlan(app: FastifyInstance, query: ClientsQuery, full: boolean): Promise<void> {
  const sent: { sql: string; bindings: readonly unknown[] }[] = [];
  const listen = (event: { sql: string; bindings?: readonly unknown[] }) =>
    sent.push({ sql: event.sql, bindings: event.bindings ?? [] });
  app.knex.on('query', listen);
  await listClients(app, query);
  app.knex.removeListener('query', listen);
  const list = sent.find((event) => event.sql.includes('ORDER BY'))!;
  // PostgreSQL's driver numbers the placeholders ($1, $2, …) in order; Knex wants `?`.
  const sql = list.sql.replace(/\$\d+/g, '?');
  // Under the same settings as the list's own transaction sets (JIT off, say).
  const settings = sent.filter((event) => event.sql.startsWith('SET LOCAL'));
  const plan = await app.knex.transaction(async (trx) => {
    for (const setting of settings) await trx.raw(setting.sql);
    const answer: { rows: Row[] } = await trx.raw(`EXPLAIN ANALYZE ${sql}`, list.bindings as never);
    return answer;
  });
  const lines = (plan.rows as Row[]).map((row) => String(row['QUERY PLAN']));
  if (full) for (const line of lines) console.info(`    ${line}`);
  const cost = /cost=[\d.]+\.\.([\d.]+)/.exec(lines[0]!)?.[1];
  const execution = lines.find((line) => line.startsWith('Execution Time'));
  const jit = lines.find((line) => line.trim().startsWith('Timing:'));
  const jitOptions = lines.find((line) => line.trim().startsWith('Options:'));
  console.info(
    `      plan cost ${cost}; ${execution}; JIT ${jit ? `${jit.trim()} (${jitOptions?.trim()})` : 'none'}`,
  );
}

async function bench(name: string, env: Record<string, string>): Promise<void> {
  const mailDir = await fs.mkdtemp(path.join(os.tmpdir(), 'clients-bench-mail-'));
  const app: FastifyInstance = await buildApp(
    loadConfig({
      NODE_ENV: 'production',
      COOKIE_SECRET: 'c'.repeat(32),
      LOG_LEVEL: 'warn',
      MAIL_DIR: mailDir,
      ...env,
    }),
    { now: () => now },
  );
  try {
    console.info(`${name}:`);
    await migrateLatest(app.knex);
    if ((await app.knex('clients').where('email', 'like', `%@${domain}`).first()) === undefined)
      await seed(app.knex);
    for (const { label, query } of cases) {
      const { ms, result } = await timed(() => listClients(app, query));
      console.info(
        `  ${label.padEnd(32)} ${ms.toFixed(1).padStart(8)} ms  ${String(result.length).padStart(4)} rows  ${digest(result)}`,
      );
      if (explain) await printPlan(app, query, explain === 'full' && label === cases[0]!.label);
    }
    const [first] = await listClients(app, {});
    const one = await timed(() => clientRecord(app, first!.id));
    console.info(
      `  ${'one client (his record)'.padEnd(32)} ${one.ms.toFixed(1).padStart(8)} ms     1 row   ${digest(one.result)}`,
    );
  } finally {
    await app.close();
    await fs.rm(mailDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.info(
    `bench: ${addresses} addresses, clock ${now.toISOString()}, median of ${runs} calls per line`,
  );
  const databases = (process.env.CLIENTS_BENCH_DATABASES ?? 'pglite,postgres').split(',');
  if (databases.includes('pglite')) {
    const pgliteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'clients-bench-pglite-'));
    try {
      await bench('PGlite', { DATA_DIR: pgliteDir });
    } finally {
      await fs.rm(pgliteDir, { recursive: true, force: true });
    }
  }
  if (databases.includes('postgres')) {
    if (process.env.DATABASE_URL)
      await bench('PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL });
    else
      console.info('PostgreSQL: skipped (no DATABASE_URL; run through scripts/with-postgres.mjs)');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
