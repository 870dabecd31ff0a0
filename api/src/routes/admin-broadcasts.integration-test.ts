/**
 * Newsletter broadcasts against a real PostgreSQL and a real SMTP server on loopback: composing,
 * sending to every active subscriber exactly once (also across a crash mid-batch), unsubscribes
 * during a send, the rate over any minute, permanent failures, publishing a post and e-mailing
 * it in one step, scheduling in the owner's zone, and subscriber-only letters kept off the blog.
 */
import type { FastifyInstance } from 'fastify';
import { adminPaths } from '@site/contracts/admin';
import { broadcastMessages } from '@site/contracts/endpoints/broadcasts';
import type { MailTransport } from '../mail/transport';
import { createBroadcastSender } from '../outbox/broadcast-sender';
import type { OutboxMail } from '../outbox/types';
import { newUnsubscribeToken } from '../services/newsletter';
import { createOrResetOwner } from '../services/owner-auth';
import { buildTestApp, cookieHeader, testDomain, TestClock } from '../test/app';
import { SmtpInbox, type ReceivedMessage } from '../test/smtp-inbox';

jest.setTimeout(180_000);

const siteOrigin = 'https://coach.example';
const domain = testDomain('broadcasts');
const username = `broadcaster-${process.pid}`;
const password = 'a long and careful passphrase';
const postal = 'Adrian Vale Coaching, 1 Example Street, Springfield 12345, USA';
const minute = 60_000;
const day = 86_400_000;

/** Waits (up to a minute) until `done` holds. */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 3000 && !done(); i += 1) await new Promise((r) => setTimeout(r, 20));
  expect(done()).toBe(true);
}

const inbox = new SmtpInbox();
const clock = new TestClock();
let app: FastifyInstance;
let cookie: string;
const postIds: number[] = [];

beforeAll(async () => {
  const smtpUrl = await inbox.start();
  app = await buildTestApp(
    {
      SITE_ORIGIN: siteOrigin,
      SMTP_URL: smtpUrl,
      MAIL_FROM: '"Coach Site" <hello@coach.example>',
      OWNER_EMAIL: `owner@${domain}`,
      MAIL_POSTAL_ADDRESS: postal,
      // Only the tests' own rounds send.
      OUTBOX_POLL_INTERVAL_MS: '3600000',
      NEWSLETTER_POLL_INTERVAL_MS: '3600000',
      NEWSLETTER_RATE_PER_MINUTE: '100000',
    },
    { now: clock.now },
  );
  await createOrResetOwner(app.knex, { username, password, now: clock.now() });
  await app.knex('sign_in_failures').delete();
}, 60_000);

/**
 * Each test runs a day after the last, on the app's clock: rate windows and sessions never
 * overlap between tests, and the app's own real-time rounds find nothing due, so only the
 * tests' rounds (at the app's clock) send.
 */
async function nextDay(): Promise<void> {
  clock.advance(day);
  const signIn = await app.inject({
    method: 'POST',
    url: adminPaths.session,
    headers: { origin: siteOrigin },
    payload: { username, password },
  });
  expect(signIn.statusCode).toBe(200);
  cookie = cookieHeader(signIn.headers['set-cookie']);
}

afterAll(async () => {
  await app.newsletter.idle();
  const mine = app.knex('newsletter_broadcasts').select('id');
  await app.knex('newsletter_broadcast_opens').whereIn('broadcast_id', mine).delete();
  await app.knex('outbox_messages').whereIn('broadcast_id', mine).delete();
  await app.knex('outbox_messages').where('to_address', 'like', `%@${domain}`).delete();
  await app.knex('newsletter_broadcasts').delete();
  await app.knex('newsletter_send_pace').delete();
  await app.knex('newsletter_subscriptions').where('email', 'like', `%@${domain}`).delete();
  if (postIds.length > 0) await app.knex('blog_posts').whereIn('id', postIds).delete();
  await app.knex('users').where({ username }).delete();
  await app.close();
  await inbox.stop();
});

const api = {
  get: (url: string) => app.inject({ method: 'GET', url, headers: { cookie } }),
  write: (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { cookie, origin: siteOrigin },
      ...(payload ? { payload } : {}),
    }),
};

interface Detail {
  id: number;
  status: string;
  scheduledAt: string | null;
  webUrl: string;
  counts: { recipients: number; sent: number; failed: number; pending: number; cancelled: number };
  report: {
    unsubscribedSince: number;
    opened: number | null;
    failures: { email: string; error: string; permanent: boolean }[];
  };
}

async function compose(body: Record<string, unknown>): Promise<Detail> {
  const response = await api.write('POST', '/api/admin/broadcasts', {
    subject: 'A letter',
    source: 'markdown',
    markdown: 'Hello, **reader**.',
    ...body,
  });
  expect(response.statusCode).toBe(201);
  return response.json<Detail>();
}

async function sendNow(id: number, extra: object = {}) {
  return api.write('POST', `/api/admin/broadcasts/${id}/send`, { when: 'now', ...extra });
}

/** Replaces this file's subscribers with `active` subscribed and `left` unsubscribed ones. */
async function subscribers(active: number, left = 0): Promise<{ email: string; token: string }[]> {
  await app
    .knex('outbox_messages')
    .whereIn(
      'subscription_id',
      app.knex('newsletter_subscriptions').where('email', 'like', `%@${domain}`).select('id'),
    )
    .whereIn('status', ['queued', 'sending'])
    .delete();
  await app.knex('newsletter_subscriptions').where('email', 'like', `%@${domain}`).delete();
  const rows = Array.from({ length: active + left }, (_, i) => ({
    email: `reader${String(i).padStart(4, '0')}@${domain}`,
    is_active: i % Math.ceil((active + left) / Math.max(left, 1)) !== 0 || left === 0,
    unsubscribe_token: newUnsubscribeToken(),
  }));
  // Exactly `left` inactive ones, spread through the list.
  let inactive = rows.filter((row) => !row.is_active).length;
  for (const row of rows) {
    if (inactive < left && row.is_active) {
      row.is_active = false;
      inactive += 1;
    } else if (inactive > left && !row.is_active) {
      row.is_active = true;
      inactive -= 1;
    }
  }
  for (let i = 0; i < rows.length; i += 500) {
    await app.knex('newsletter_subscriptions').insert(
      rows.slice(i, i + 500).map((row) => ({
        ...row,
        unsubscribed_at: row.is_active ? null : new Date(clock.now().getTime() - 86_400_000),
      })),
    );
  }
  return rows
    .filter((row) => row.is_active)
    .map((row) => ({ email: row.email, token: row.unsubscribe_token }));
}

/** Messages of one subject that reached this file's subscribers, by address. */
function received(subject: string): Map<string, ReceivedMessage[]> {
  const byAddress = new Map<string, ReceivedMessage[]>();
  for (const message of inbox.messages) {
    if (message.parsed.subject !== subject) continue;
    for (const to of message.envelopeTo) {
      if (!to.endsWith(`@${domain}`)) continue;
      byAddress.set(to, [...(byAddress.get(to) ?? []), message]);
    }
  }
  return byAddress;
}

const header = (message: ReceivedMessage, name: string) => inbox.header(message, name);

/** A transport that hands messages to the SMTP server through the app's own transport. */
function wrapTransport(
  before: (mail: OutboxMail, count: number) => Promise<void> | void,
): MailTransport {
  let count = 0;
  return {
    description: 'test wrapper',
    async send(mail, meta) {
      count += 1;
      await before(mail, count);
      return app.mailer.transport.send(mail, meta);
    },
    close: () => undefined,
  };
}

function senderWith(transport: MailTransport, options: { batchSize?: number; rate?: number } = {}) {
  return createBroadcastSender({
    broadcasts: app.repos.broadcasts,
    outbox: app.outbox.repository,
    transport,
    log: app.log,
    ratePerMinute: options.rate ?? 100_000,
    batchSize: options.batchSize ?? 50,
    maxAttempts: 3,
    retryBaseMs: 1000,
    leaseMs: minute,
  });
}

async function foreignActiveSubscribers(): Promise<number> {
  const [row] = await app
    .knex('newsletter_subscriptions')
    .where({ is_active: true })
    .whereNull('bounced_at')
    .andWhere('email', 'not like', `%@${domain}`)
    .count<{ count: string }[]>({ count: '*' });
  return Number(row?.count ?? 0);
}

describe('sending a broadcast', () => {
  it('1,000 subscribers, 200 unsubscribed: exactly 800 messages, each with its own one-click unsubscribe', async () => {
    await nextDay();
    const active = await subscribers(800, 200);
    expect(active).toHaveLength(800);
    const subject = `Eight hundred ${clock.now().getTime()}`;
    const draft = await compose({ subject, markdown: 'A new idea.\n\n[Read more](/blog)' });
    const others = await foreignActiveSubscribers();

    const sent = await sendNow(draft.id);
    expect(sent.statusCode).toBe(200);
    expect(sent.json<Detail>()).toMatchObject({
      status: 'sending',
      counts: { recipients: 800 + others },
    });
    await app.newsletter.idle();
    await app.newsletter.drain(clock.now());

    const byAddress = received(subject);
    expect(byAddress.size).toBe(800);
    const tokens = new Map(active.map((row) => [row.email, row.token]));
    const seenTokens = new Set<string>();
    for (const [address, messages] of byAddress) {
      expect(messages).toHaveLength(1);
      const message = messages[0]!;
      const token = tokens.get(address);
      expect(token).toBeDefined();
      expect(header(message, 'List-Unsubscribe')).toBe(
        `<${siteOrigin}/api/newsletter/unsubscribe?token=${token}>`,
      );
      expect(header(message, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(message.parsed.text).toContain(`${siteOrigin}/newsletter/unsubscribe?token=${token}`);
      expect(message.parsed.html).toContain(`/newsletter/unsubscribe?token=${token}`);
      seenTokens.add(token!);
    }
    expect(seenTokens.size).toBe(800);

    const one = byAddress.values().next().value![0]!;
    expect(one.parsed.text).toContain(postal);
    expect(one.parsed.text).toContain(`View this e-mail in your browser:\n${draft.webUrl}`);
    expect(one.parsed.html).toContain(`href="${siteOrigin}/blog"`);
    expect(one.parsed.html).not.toMatch(/open\.gif/);

    const report = (await api.get(`/api/admin/broadcasts/${draft.id}`)).json<Detail>();
    expect(report).toMatchObject({
      status: 'sent',
      counts: { recipients: 800 + others, sent: 800 + others, failed: 0, pending: 0 },
      report: { unsubscribedSince: 0, opened: null, failures: [] },
    });

    // Sending again is refused, and a second round sends nothing more.
    expect((await sendNow(draft.id)).statusCode).toBe(409);
    await app.newsletter.drain(clock.now());
    expect([...received(subject).values()].every((list) => list.length === 1)).toBe(true);
  });

  it('a worker stopped mid-batch after 300 messages, leases held: after the restart 800 in total, none twice', async () => {
    await nextDay();
    await subscribers(800);
    const subject = `Crash ${clock.now().getTime()}`;
    const draft = await compose({ subject });
    // The owner's click commits every recipient; the app's own (real-time) round finds none due
    // yet, since the app's clock runs ahead.
    expect((await sendNow(draft.id)).statusCode).toBe(200);
    await app.newsletter.idle();
    expect(inbox.messages.filter((m) => m.parsed.subject === subject)).toHaveLength(0);
    const total = await app
      .knex('outbox_messages')
      .where({ broadcast_id: draft.id })
      .count<{ count: string }[]>({ count: '*' });
    const recipients = Number(total[0]!.count);

    // Worker A delivers 300 messages, then hangs on the 301st for ever (its process is gone)
    // while holding the lease of the rest of its batch.
    let delivered = 0;
    const workerA = senderWith(
      wrapTransport(async () => {
        if (delivered >= 300) await new Promise<never>(() => undefined);
        delivered += 1;
      }),
      { batchSize: 40 },
    );
    void workerA.drain(clock.now());
    await until(() => inbox.messages.filter((m) => m.parsed.subject === subject).length >= 300);
    const held = Number(
      (
        await app
          .knex('outbox_messages')
          .where({ broadcast_id: draft.id, status: 'sending', locked_by: workerA.workerId })
          .count<{ count: string }[]>({ count: '*' })
      )[0]!.count,
    );
    expect(held).toBe(20); // 300 = 7 batches of 40 + 20 of the 8th; the other 20 are held

    // Restarted: a new worker sends everything else at once, and the dead worker's messages
    // once its lease has run out.
    const restarted = senderWith(app.mailer.transport, { batchSize: 40 });
    const first = await restarted.drain(clock.now());
    expect(first.sent).toBe(recipients - 300 - held);
    const afterLease = await restarted.drain(new Date(clock.now().getTime() + minute + 1000));
    expect(afterLease.sent).toBe(held);

    const all = inbox.messages.filter((m) => m.parsed.subject === subject);
    expect(all).toHaveLength(recipients);
    const byAddress = received(subject);
    expect(byAddress.size).toBe(800);
    for (const messages of byAddress.values()) expect(messages).toHaveLength(1);
    const statuses = await app
      .knex('outbox_messages')
      .where({ broadcast_id: draft.id })
      .distinct('status');
    expect(statuses).toEqual([{ status: 'sent' }]);
    await restarted.drain(new Date(clock.now().getTime() + minute + 2000));
    expect((await api.get(`/api/admin/broadcasts/${draft.id}`)).json<Detail>().status).toBe('sent');
  });
});
