/**
 * `npm run bench:jobs`: our background-job mechanism (outbox rows due at a time, claimed with
 * `FOR UPDATE SKIP LOCKED`, plus `job_leases` for recurring sweeps) against pg-boss, on embedded
 * PGlite and on a real PostgreSQL (scripts/with-postgres.mjs provides DATABASE_URL). For each:
 * - jobs enqueued per second (JOBS_BENCH_JOBS, 2,000, one at a time: one event, one transaction);
 * - drain: those jobs, all due, processed by a worker whose handler does nothing (no SMTP);
 * - latency from due to done (JOBS_BENCH_LATENCY_JOBS, 200, due over 10 s, both polling every
 *   JOBS_BENCH_POLL_MS, 2,000 = pg-boss's default);
 * - idle cost: statements sent per minute with nothing to do, each at its production defaults
 *   (ours: the API's outbox and newsletter pollers every 5 s and its leased sweeps, their
 *   queries included; pg-boss: a worker per queue, its supervisor and cron monitor, three cron
 *   schedules every minute). pg-boss works in batches of 10, fetching again at once while a
 *   batch comes back full.
 * pg-boss (a devDependency used only here) runs on PGlite through its own `fromPglite` adapter.
 * A measurement, not a test: nothing fails on a slow machine.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { fromPglite, PgBoss } from 'pg-boss';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { migrateLatest } from '../src/db/migrator';
import type { MailTransport } from '../src/platform/mail/transport';
import type { OutboxMail } from '../src/platform/outbox/types';
import { createOutboxWorker } from '../src/platform/outbox/worker';

const jobs = Number(process.env.JOBS_BENCH_JOBS ?? 2_000);
const latencyJobs = Number(process.env.JOBS_BENCH_LATENCY_JOBS ?? 200);
const pollMs = Number(process.env.JOBS_BENCH_POLL_MS ?? 2_000);
const idleSeconds = Number(process.env.JOBS_BENCH_IDLE_SECONDS ?? 60);
const latencySpreadMs = 10_000;
const kind = 'bench.job';

interface Figures {
  enqueuedPerSecond: number;
  drainedPerSecond: number;
  latencyMedianMs: number;
  latencyP95Ms: number;
  idleStatementsPerMinute: number;
}

/** A message the size of a real reminder (text, HTML, headers). */
function mail(i: number, dueAt: Date): OutboxMail {
  return {
    to: `client${i}@bench.invalid`,
    subject: 'Your session is tomorrow',
    text: `Your session starts tomorrow at 10:00.\n\nJoin: https://meet.example/abc\n`.repeat(8),
    html: `<p>Your session starts tomorrow at <strong>10:00</strong>.</p>`.repeat(12),
    messageId: `<bench-${i}-${dueAt.getTime()}@bench.invalid>`,
    headers: { 'X-Bench-Due': dueAt.toISOString() },
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? NaN;
}

function latencies(done: Map<string, number>): { median: number; p95: number } {
  const values = [...done.entries()]
    .map(([due, at]) => at - Date.parse(due.split('|')[0]!))
    .sort((a, b) => a - b);
  return { median: percentile(values, 0.5), p95: percentile(values, 0.95) };
}

async function until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function seconds(since: bigint): number {
  return Number(process.hrtime.bigint() - since) / 1e9;
}

function appEnv(mailDir: string, env: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'production',
    COOKIE_SECRET: 'j'.repeat(32),
    LOG_LEVEL: 'warn',
    MAIL_DIR: mailDir,
    MAIL_POSTAL_ADDRESS: '1 Example Street, Springfield',
    // Not a job: the public pages' content-version poll is left out of the idle count.
    CONTENT_VERSION_POLL_MS: '0',
    ...env,
  };
}

/** Our outbox: the repository and worker the API uses, with a transport that sends nothing. */
async function benchOutbox(env: Record<string, string>): Promise<Figures> {
  const mailDir = await fs.mkdtemp(path.join(os.tmpdir(), 'jobs-bench-mail-'));
  const quiet = {
    // The API's own pollers stay out of the way while the bench's worker measures.
    OUTBOX_POLL_INTERVAL_MS: '3600000',
    NEWSLETTER_POLL_INTERVAL_MS: '3600000',
    BOOKING_SWEEP_INTERVAL_MS: '86400000',
    CALENDAR_RETRY_INTERVAL_MS: '86400000',
    FREE_CALL_CLEANUP_INTERVAL_MS: '86400000',
  };
  let app: FastifyInstance = await buildApp(loadConfig(appEnv(mailDir, { ...quiet, ...env })));
  const figures: Partial<Figures> = {};
  try {
    await migrateLatest(app.knex);
    await app.ready();
    // Their first rounds (kicked at start) must not take the bench's jobs.
    await Promise.all([app.outbox.idle(), app.newsletter.idle()]);
    const repository = app.outbox.repository;
    const done = new Map<string, number>();
    const transport: MailTransport = {
      description: 'nothing',
      async send(message) {
        done.set(`${message.headers?.['X-Bench-Due'] ?? ''}|${message.messageId}`, Date.now());
        return 'nowhere';
      },
      close() {},
    };
    const worker = createOutboxWorker({
      repository,
      transport,
      log: app.log,
      maxAttempts: 8,
      retryBaseMs: 30_000,
      leaseMs: app.config.mail.outbox.leaseMs,
    });
    const enqueue = async (i: number, dueAt: Date) =>
      app.knex.transaction((trx) =>
        repository.enqueue(
          [
            {
              kind,
              dedupeKey: `bench:${i}:${dueAt.getTime()}`,
              mail: mail(i, dueAt),
              limited: false,
              notBefore: dueAt,
            },
          ],
          { hourlyLimit: 1000 },
          trx,
        ),
      );

    const past = new Date(Date.now() - 1000);
    let started = process.hrtime.bigint();
    for (let i = 0; i < jobs; i += 1) await enqueue(i, past);
    figures.enqueuedPerSecond = jobs / seconds(started);

    started = process.hrtime.bigint();
    const drained = await worker.drain();
    figures.drainedPerSecond = jobs / seconds(started);
    if (drained.sent !== jobs) {
      const statuses = await app
        .knex('outbox_messages')
        .where({ kind })
        .groupBy('status')
        .select('status')
        .count('* as n');
      throw new Error(
        `outbox drained ${JSON.stringify(drained)} of ${jobs}: ${JSON.stringify(statuses)}`,
      );
    }

    done.clear();
    const timer = setInterval(() => worker.kick(), pollMs);
    const base = Date.now() + 3000;
    for (let i = 0; i < latencyJobs; i += 1)
      await enqueue(jobs + i, new Date(base + (i * latencySpreadMs) / latencyJobs));
    await until(() => done.size >= latencyJobs, latencySpreadMs + 60_000, 'outbox latency jobs');
    clearInterval(timer);
    await worker.idle();
    const { median, p95 } = latencies(done);
    figures.latencyMedianMs = median;
    figures.latencyP95Ms = p95;
    await app.knex('outbox_messages').where({ kind }).delete();
  } finally {
    await app.close();
  }

  // Idle: the API as it runs in production, counting every statement it sends.
  app = await buildApp(loadConfig(appEnv(mailDir, env)));
  try {
    let statements = 0;
    app.knex.on('query', () => {
      statements += 1;
    });
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    figures.idleStatementsPerMinute = (statements * 60) / idleSeconds;
  } finally {
    await app.close();
    await fs.rm(mailDir, { recursive: true, force: true });
  }
  return figures as Figures;
}

interface CountingDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  statements: number;
}

function counting(inner: {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}): CountingDb {
  const db: CountingDb = {
    statements: 0,
    executeSql(text, values) {
      db.statements += 1;
      return inner.executeSql(text, values);
    },
  };
  return db;
}

/** pg-boss on the same database, its workers' handlers doing nothing. */
async function benchPgBoss(db: CountingDb, backend: 'postgres' | 'pglite'): Promise<Figures> {
  const figures: Partial<Figures> = {};
  const queue = 'bench-mail';
  let boss = new PgBoss({ db, backend });
  boss.on('error', (error: unknown) => console.error('pg-boss:', error));
  await boss.start();
  try {
    await boss.createQueue(queue);
    const past = new Date(Date.now() - 1000);
    let started = process.hrtime.bigint();
    for (let i = 0; i < jobs; i += 1) await boss.send(queue, { mail: mail(i, past) });
    figures.enqueuedPerSecond = jobs / seconds(started);

    let handled = 0;
    started = process.hrtime.bigint();
    await boss.work<{ mail: OutboxMail }>(
      queue,
      { batchSize: 10, burstWhenBatchFull: true, pollingIntervalSeconds: pollMs / 1000 },
      async (batch) => {
        handled += batch.length;
      },
    );
    await until(() => handled >= jobs, 600_000, 'pg-boss drain');
    await boss.offWork(queue, { wait: true });
    figures.drainedPerSecond = jobs / seconds(started);

    const done = new Map<string, number>();
    // Like our worker, which claims until nothing is due: without bursts pg-boss takes one
    // batch per poll, and 200 jobs due over 10 s queue up behind it.
    await boss.work<{ mail: OutboxMail }>(
      queue,
      { batchSize: 10, burstWhenBatchFull: true, pollingIntervalSeconds: pollMs / 1000 },
      async (batch) => {
        for (const job of batch)
          done.set(
            `${job.data.mail.headers?.['X-Bench-Due'] ?? ''}|${job.data.mail.messageId}`,
            Date.now(),
          );
      },
    );
    const base = Date.now() + 3000;
    for (let i = 0; i < latencyJobs; i += 1) {
      const dueAt = new Date(base + (i * latencySpreadMs) / latencyJobs);
      await boss.send(queue, { mail: mail(jobs + i, dueAt) }, { startAfter: dueAt });
    }
    await until(() => done.size >= latencyJobs, latencySpreadMs + 60_000, 'pg-boss latency jobs');
    await boss.offWork(queue, { wait: true });
    const { median, p95 } = latencies(done);
    figures.latencyMedianMs = median;
    figures.latencyP95Ms = p95;
  } finally {
    await boss.stop({ graceful: true });
  }

  // Idle, at pg-boss's defaults: one worker polling, three recurring jobs on cron.
  boss = new PgBoss({ db, backend });
  boss.on('error', (error: unknown) => console.error('pg-boss:', error));
  await boss.start();
  try {
    await boss.work(queue, async () => undefined);
    for (const name of ['booking-sweep', 'calendar-retry', 'free-call-cleanup']) {
      await boss.createQueue(name);
      await boss.schedule(name, '* * * * *');
      await boss.work(name, async () => undefined);
    }
    db.statements = 0;
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    figures.idleStatementsPerMinute = (db.statements * 60) / idleSeconds;
  } finally {
    await boss.stop({ graceful: true });
  }
  return figures as Figures;
}

function row(name: string, figures: Figures | string): string {
  if (typeof figures === 'string') return `| ${name} | ${figures} |`;
  return `| ${name} | ${Math.round(figures.enqueuedPerSecond)} | ${Math.round(figures.drainedPerSecond)} | ${Math.round(figures.latencyMedianMs)} / ${Math.round(figures.latencyP95Ms)} | ${Math.round(figures.idleStatementsPerMinute)} |`;
}

async function attempt(name: string, run: () => Promise<Figures>, rows: string[]): Promise<void> {
  console.info(`${name}…`);
  try {
    const figures = await run();
    rows.push(row(name, figures));
    console.info(`${name}: ${JSON.stringify(figures)}`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    rows.push(row(name, `failed: ${reason.replaceAll('|', '/').slice(0, 200)}`));
    console.info(`${name}: failed`, error);
  }
}

async function main(): Promise<void> {
  console.info(
    `bench: ${jobs} jobs, ${latencyJobs} timed jobs polled every ${pollMs} ms, idle over ${idleSeconds} s`,
  );
  const rows: string[] = [];
  const pgliteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'jobs-bench-pglite-'));
  try {
    await attempt('outbox, PGlite', () => benchOutbox({ DATA_DIR: pgliteDir }), rows);
  } finally {
    await fs.rm(pgliteDir, { recursive: true, force: true });
  }
  const bossDir = await fs.mkdtemp(path.join(os.tmpdir(), 'jobs-bench-pgboss-'));
  const pglite = new PGlite(bossDir);
  try {
    await attempt(
      'pg-boss, PGlite',
      () => benchPgBoss(counting(fromPglite(pglite)), 'pglite'),
      rows,
    );
  } finally {
    await pglite.close();
    await fs.rm(bossDir, { recursive: true, force: true });
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    await attempt('outbox, PostgreSQL', () => benchOutbox({ DATABASE_URL: databaseUrl }), rows);
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    try {
      await attempt(
        'pg-boss, PostgreSQL',
        () =>
          benchPgBoss(
            counting({ executeSql: (text, values) => pool.query(text, values) }),
            'postgres',
          ),
        rows,
      );
    } finally {
      await pool.end();
    }
  } else
    console.info('PostgreSQL: skipped (no DATABASE_URL; run through scripts/with-postgres.mjs)');
  console.info(
    [
      '',
      '| mechanism, database | enqueued/s | drained/s | due → done ms (median / p95) | idle statements/min |',
      '|---|---|---|---|---|',
      ...rows,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
