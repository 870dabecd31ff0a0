/**
 * A mail worker's claims when it dies, for real: a worker in its own process is killed with
 * SIGKILL while the SMTP server holds a message unanswered, and a restarted worker sends what it
 * held within one lease (MAIL_LEASE_SECONDS), each message once.
 *
 * The outbox is a database of the file's own: a test file running beside it drains every message
 * due in its database, and would send one of these to its own mail server before a worker here
 * took it.
 *
 * Every wait is for an event (the SMTP server holding a mail, a claim renewed in the table), with
 * a generous ceiling, and each round runs at the instant its claims say: the tests hold however
 * slowly a loaded machine starts the worker's process or answers a query.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSmtpTransport, type MailTransport } from '../mail/transport';
import { buildTestApp, ownDatabase, testDomain, testEnv, type OwnDatabase } from '../../test/app';
import { FakeSmtp } from '../../test/fake-smtp';
import { greetings } from '../../test/outbox';
import { createOutboxRepository } from './repository';
import { createOutboxWorker } from './worker';

const domain = testDomain('lease');
const leaseSeconds = 2;
/** How long an awaited event may take on a loaded machine (a worker's process starting, a query). */
const eventCeilingMs = 90_000;
// A test waits for up to three such events.
jest.setTimeout(3 * eventCeilingMs);

describe('a mail worker that dies or stalls', () => {
  const smtp = new FakeSmtp();
  let smtpUrl: string;
  let database: OwnDatabase;
  let app: FastifyInstance;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    database = await ownDatabase('lease');
    smtpUrl = await smtp.start();
    app = await buildTestApp({
      ...mailEnv(),
      // This app's own worker only drains when a test asks it to.
      OUTBOX_POLL_INTERVAL_MS: '3600000',
    });
  });
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    smtp.release();
    for (const made of transports) made.close();
    if (app) await app.close();
    await smtp.stop();
    await database?.drop();
  });

  const transports: MailTransport[] = [];
  /** An SMTP transport of a worker of the test's own (closed after the tests). */
  const transport = () => {
    const made = createSmtpTransport(smtpUrl, 'Site <hello@example.com>');
    transports.push(made);
    return made;
  };
  /** A worker of the test's own on the app's outbox, with the short lease. */
  const worker = () =>
    createOutboxWorker({
      repository: createOutboxRepository(app.knex),
      transport: transport(),
      log: app.log,
      maxAttempts: 3,
      retryBaseMs: 1000,
      leaseMs: leaseSeconds * 1000,
    });
  const mailEnv = () => ({
    DATABASE_URL: database.url,
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'Site <hello@example.com>',
    OWNER_EMAIL: `owner@${domain}`,
    MAIL_LEASE_SECONDS: String(leaseSeconds),
  });

  /** Queues `count` messages without waking any worker. */
  async function queue(prefix: string, count: number): Promise<string[]> {
    const recipients = Array.from({ length: count }, (_, i) => `${prefix}${i}@${domain}`);
    await createOutboxRepository(app.knex).enqueue(greetings(recipients, 'test.lease', false), {
      hourlyLimit: 100,
    });
    return recipients;
  }

  const statuses = async (recipients: string[]) =>
    (await app.knex('outbox_messages').whereIn('to_address', recipients).select('status')).map(
      (row: { status: string }) => row.status,
    );
  /** When the first and the last claim on these recipients' messages end (ms), as the table says. */
  const claimEnds = async (recipients: string[]): Promise<{ first: number; last: number }> => {
    const rows = (await app
      .knex('outbox_messages')
      .whereIn('to_address', recipients)
      .whereNotNull('locked_until')
      .select('locked_until')) as { locked_until: Date | string }[];
    const ends = rows.map((row) => new Date(row.locked_until).getTime());
    return { first: Math.min(...ends), last: Math.max(...ends) };
  };
  const deliveredTo = (recipients: string[]) =>
    smtp.mails.flatMap((mail) => mail.to).filter((to) => recipients.includes(to));
  /** Polls `condition` until it holds; `what` names it when the ceiling is reached. */
  async function until(what: string, condition: () => Promise<boolean>) {
    const deadline = Date.now() + eventCeilingMs;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`${what}: not within ${eventCeilingMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  /** Waits for the SMTP server to hold `count` mails at once. */
  async function held(count: number) {
    let ceiling: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        smtp.whenHolding(count),
        new Promise((_, reject) => {
          ceiling = setTimeout(
            () => reject(new Error(`${count} mail(s) held: not within ${eventCeilingMs} ms`)),
            eventCeilingMs,
          );
        }),
      ]);
    } finally {
      clearTimeout(ceiling);
    }
  }

  it('sends what a killed worker held within one lease of the restart, each message once', async () => {
    // Whatever an earlier test left due goes first, so only these six are in play.
    await app.outbox.drain(new Date());
    const recipients = await queue('killed', 6);
    smtp.holdAfter = smtp.mails.length + 2;
    child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, '..', '..', 'test', 'outbox-worker-process.ts')],
      {
        env: {
          ...process.env,
          ...testEnv(mailEnv()),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    // Two messages accepted, the third unanswered: the worker holds it and the rest of its batch.
    await held(1);
    child.kill('SIGKILL');
    await once(child, 'exit');
    const killedAt = Date.now();
    expect((await statuses(recipients)).sort()).toEqual([
      'sending',
      'sending',
      'sending',
      'sending',
      'sent',
      'sent',
    ]);
    smtp.release();
    // Its claims end within one lease of its death: it renewed them up to then, no further.
    const oneLeaseLater = killedAt + leaseSeconds * 1000;
    const ends = await claimEnds(recipients);
    expect(ends.last).toBeLessThanOrEqual(oneLeaseLater);

    // Restarted before its leases run out: what the dead worker claimed is still its own…
    expect((await app.outbox.drain(new Date(ends.first - 1))).sent).toBe(0);
    // …and one lease after its death, a round sends every one of them, not minutes later.
    expect((await app.outbox.drain(new Date(oneLeaseLater))).sent).toBe(4);
    expect(await statuses(recipients)).toEqual(Array(6).fill('sent'));
    expect(deliveredTo(recipients).sort()).toEqual([...recipients].sort());
  });

  it('keeps a message that takes longer than the lease to send from going out twice', async () => {
    await app.outbox.drain(new Date());
    const recipients = await queue('slow', 1);
    const [recipient] = recipients;
    smtp.holdAfter = smtp.mails.length;
    // A worker sends it; the server keeps it unanswered for over two leases.
    const first = worker();
    const sending = first.drain(new Date());
    await held(1);
    const second = worker();
    // A second worker's round at `at`: what it sent, or 'sending it again' once the server holds
    // its copy too (its round then waits on the server, like the first one's).
    const secondRound = (at: number) =>
      Promise.race([
        second.drain(new Date(at)).then((result) => result.sent),
        smtp.whenHolding(2).then(() => 'sending it again'),
      ]);
    const claimEnd = async () => (await claimEnds(recipients)).last;
    const claimedUntil = await claimEnd();
    // The first worker renews its claim while the send lasts: past the lease it had, a second
    // worker finds nothing to take…
    await until('renewed once', async () => (await claimEnd()) > claimedUntil);
    expect(await secondRound(claimedUntil)).toBe(0);
    // …nor one lease later.
    const later = claimedUntil + leaseSeconds * 1000;
    await until('renewed past another lease', async () => (await claimEnd()) > later);
    expect(await secondRound(later)).toBe(0);
    smtp.release();
    expect((await sending).sent).toBe(1);
    expect(deliveredTo(recipients)).toEqual([recipient]);
    expect(await statuses(recipients)).toEqual(['sent']);
  });
});
