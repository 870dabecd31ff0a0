/**
 * `npm run bench:newsletter`: how fast "send now" queues a broadcast, on embedded PGlite and on a
 * real PostgreSQL (scripts/with-postgres.mjs provides DATABASE_URL). Each database gets
 * NEWSLETTER_BENCH_RECIPIENTS (10,000) active subscribers; the send writes one outbox row per
 * recipient, each message with its own unsubscribe token, in one transaction. Prints messages
 * queued per second. A measurement, not a test: nothing fails on a slow machine.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { migrateLatest } from '../src/db/migrator';
import { sendBroadcast } from '../src/modules/newsletter';

const recipients = Number(process.env.NEWSLETTER_BENCH_RECIPIENTS ?? 10_000);
const runs = Number(process.env.NEWSLETTER_BENCH_RUNS ?? 3);

async function bench(name: string, env: Record<string, string>): Promise<void> {
  const mailDir = await fs.mkdtemp(path.join(os.tmpdir(), 'newsletter-bench-mail-'));
  const app: FastifyInstance = await buildApp(
    loadConfig({
      NODE_ENV: 'production',
      COOKIE_SECRET: 'n'.repeat(32),
      LOG_LEVEL: 'warn',
      MAIL_DIR: mailDir,
      MAIL_POSTAL_ADDRESS: '1 Example Street, Springfield',
      // Only the queueing is measured: the sender may deliver one message a minute meanwhile.
      NEWSLETTER_RATE_PER_MINUTE: '1',
      NEWSLETTER_POLL_INTERVAL_MS: '3600000',
      ...env,
    }),
  );
  try {
    await migrateLatest(app.knex);
    const domain = `bench-${process.pid}.invalid`;
    await app.knex('newsletter_subscriptions').where('email', 'like', `%@${domain}`).delete();
    for (let i = 0; i < recipients; i += 1000) {
      await app.knex('newsletter_subscriptions').insert(
        Array.from({ length: Math.min(1000, recipients - i) }, (_, j) => ({
          email: `reader${i + j}@${domain}`,
          unsubscribe_token: randomBytes(24).toString('base64url'),
        })),
      );
    }
    const request = { ip: '127.0.0.1' } as FastifyRequest;
    const rates: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const id = await app.repos.broadcasts.create(
        {
          subject: `Bench ${run}`,
          preheader: '',
          source: 'markdown',
          postId: null,
          postContent: 'excerpt',
          markdown: '## A letter\n\nWith a [link](/blog) and **some** words, as a real one has.',
          subscriberOnly: false,
        },
        randomBytes(18).toString('base64url'),
      );
      const started = process.hrtime.bigint();
      const sent = await sendBroadcast(app, request, id, {
        when: 'now',
        scheduledFor: '',
        publishPost: false,
      });
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      rates.push(sent.counts.recipients / seconds);
      console.info(
        `${name}: run ${run + 1}: ${sent.counts.recipients} messages queued in ${seconds.toFixed(2)} s = ${Math.round(sent.counts.recipients / seconds)} messages/s`,
      );
    }
    rates.sort((a, b) => a - b);
    console.info(
      `${name}: median ${Math.round(rates[Math.floor(rates.length / 2)]!)} messages queued per second`,
    );
    const mine = app.knex('newsletter_broadcasts').where('subject', 'like', 'Bench %').select('id');
    await app.newsletter.idle();
    await app.knex('outbox_messages').whereIn('broadcast_id', mine).delete();
    await app.knex('newsletter_broadcasts').where('subject', 'like', 'Bench %').delete();
    await app.knex('newsletter_subscriptions').where('email', 'like', `%@${domain}`).delete();
  } finally {
    await app.close();
    await fs.rm(mailDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.info(`bench: ${recipients} active subscribers, ${runs} broadcasts per database`);
  const pgliteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'newsletter-bench-pglite-'));
  try {
    await bench('PGlite', { DATA_DIR: pgliteDir });
  } finally {
    await fs.rm(pgliteDir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL)
    await bench('PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL });
  else console.info('PostgreSQL: skipped (no DATABASE_URL; run through scripts/with-postgres.mjs)');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
