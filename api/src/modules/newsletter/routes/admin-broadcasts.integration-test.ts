/**
 * Newsletter broadcasts against a real PostgreSQL and a real SMTP server on loopback: composing,
 * sending to every active subscriber exactly once (also across a crash mid-batch), unsubscribes
 * during a send, the rate over any minute, permanent failures, publishing a post and emailing
 * it in one step, scheduling in the owner's zone, and subscriber-only letters kept off the blog.
 */
import type { FastifyInstance } from 'fastify';
import { blogCategoryLabels } from '@site/contracts/blog';
import { broadcastMessages, broadcastPreviewSamples } from '@site/contracts/endpoints/broadcasts';
import { singleLineMessage } from '@site/contracts/schemas/single-line';
import type { MailTransport } from '../../../platform/mail/transport';
import { createBroadcastSender } from '../broadcast-sender';
import type { PaceClock } from '../../../platform/outbox/pace';
import type { OutboxMail } from '../../../platform/outbox/types';
import { newUnsubscribeToken } from '../services/newsletter';
import { ownerSession, testOwner, type OwnerSession } from '../../../test/owner';
import { buildTestApp, testDomain, TestClock, quietWorkers } from '../../../test/app';
import { SmtpInbox, type ReceivedMessage } from '../../../test/smtp-inbox';

jest.setTimeout(180_000);

const siteOrigin = 'https://coach.example';
const domain = testDomain('broadcasts');
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
let owner: OwnerSession;
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
      ...quietWorkers,
      NEWSLETTER_RATE_PER_MINUTE: '100000',
    },
    { now: clock.now },
  );
  owner = await ownerSession(app, testOwner('broadcaster', siteOrigin), clock);
}, 60_000);

/**
 * Each test runs a day after the last, on the app's clock: rate windows and sessions never
 * overlap between tests, and the app's own real-time rounds find nothing due, so only the
 * tests' rounds (at the app's clock) send.
 */
async function nextDay(): Promise<void> {
  clock.advance(day);
  await owner.signIn();
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
  await app.knex('users').where({ username: owner.username }).delete();
  await app.close();
  await inbox.stop();
}, 60_000);

const api = {
  get: (url: string) => owner.get(url),
  write: (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    owner.send(method, url, payload),
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

function senderWith(
  transport: MailTransport,
  options: { batchSize?: number; rate?: number; clock?: PaceClock } = {},
) {
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
    ...(options.clock ? { clock: options.clock } : {}),
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
      expect(header(message, 'List-Id')).toMatch(/^".+ newsletter" <newsletter\.coach\.example>$/);
      expect(message.parsed.text).toContain(`${siteOrigin}/newsletter/unsubscribe?token=${token}`);
      expect(message.parsed.html).toContain(`/newsletter/unsubscribe?token=${token}`);
      seenTokens.add(token!);
    }
    expect(seenTokens.size).toBe(800);

    const one = byAddress.values().next().value![0]!;
    expect(one.parsed.text).toContain(postal);
    expect(one.parsed.text).toContain(`View this email in your browser:\n${draft.webUrl}`);
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
    // The 300th reached the inbox a moment before the worker recorded it as sent: wait for that.
    const sentCount = async () =>
      Number(
        (
          await app
            .knex('outbox_messages')
            .where({ broadcast_id: draft.id, status: 'sent' })
            .count<{ count: string }[]>({ count: '*' })
        )[0]!.count,
      );
    for (let i = 0; i < 500 && (await sentCount()) < 300; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await sentCount()).toBe(300);
    const held = Number(
      (
        await app
          .knex('outbox_messages')
          .where({ broadcast_id: draft.id, status: 'sending', locked_by: workerA.workerId })
          .count<{ count: string }[]>({ count: '*' })
      )[0]!.count,
    );
    // Its batch of 40 is part sent; the rest (the message in flight included) stays leased to it.
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThan(40);

    // Restarted: a new worker sends everything else at once, and the dead worker's messages
    // once its lease has run out. (The one in flight: its hold is renewed while the send lasts,
    // here for ever, so it is taken once no renewal is that recent: ten minutes on.)
    const restarted = senderWith(app.mailer.transport, { batchSize: 40 });
    const first = await restarted.drain(clock.now());
    expect(first.sent).toBeLessThanOrEqual(recipients - 300 - held);
    expect(
      await app
        .knex('outbox_messages')
        .where({ broadcast_id: draft.id, status: 'sending', locked_by: workerA.workerId })
        .count<{ count: string }[]>({ count: '*' }),
    ).toEqual([{ count: String(held) }]);
    const afterLease = await restarted.drain(new Date(clock.now().getTime() + 10 * minute));
    expect(afterLease.sent).toBe(held);

    // Every message sent is one the outbox counts as sent (none twice), and nothing is left.
    const all = inbox.messages.filter((m) => m.parsed.subject === subject);
    const sentRows = await app
      .knex('outbox_messages')
      .where({ broadcast_id: draft.id, status: 'sent' })
      .count<{ count: string }[]>({ count: '*' });
    expect(all).toHaveLength(Number(sentRows[0]!.count));
    expect(300 + first.sent + afterLease.sent).toBe(all.length);
    const byAddress = received(subject);
    expect(byAddress.size).toBe(800);
    for (const messages of byAddress.values()) expect(messages).toHaveLength(1);
    // (Another suite's subscriber who left since may have been cancelled; none is waiting.)
    const waiting = await app
      .knex('outbox_messages')
      .where({ broadcast_id: draft.id })
      .whereIn('status', ['queued', 'sending'])
      .count<{ count: string }[]>({ count: '*' });
    expect(waiting).toEqual([{ count: '0' }]);
    await restarted.drain(new Date(clock.now().getTime() + minute + 2000));
    expect((await api.get(`/api/admin/broadcasts/${draft.id}`)).json<Detail>().status).toBe('sent');
  });
});

describe('during and after a send', () => {
  it('a subscriber who unsubscribes during the send receives nothing more', async () => {
    await nextDay();
    const active = await subscribers(20);
    const subject = `Leaving ${clock.now().getTime()}`;
    const draft = await compose({ subject });
    expect((await sendNow(draft.id)).statusCode).toBe(200);
    await app.newsletter.idle();

    // Batches of 5: while the 3rd message goes out, the 5th recipient (already claimed in this
    // batch) and the 15th (still queued) click the one-click unsubscribe of an earlier email.
    const mine = new Set(active.map((row) => row.email));
    const ordered = (
      await app
        .knex('outbox_messages')
        .where({ broadcast_id: draft.id })
        .orderBy('id')
        .select('to_address')
    ).map((row: { to_address: string }) => row.to_address);
    const leaving = [
      ordered.filter((a) => mine.has(a))[4]!,
      ordered.filter((a) => mine.has(a))[14]!,
    ];
    const tokenOf = new Map(active.map((row) => [row.email, row.token]));
    let clicked = false;
    const sender = senderWith(
      wrapTransport(async (_mail, count) => {
        if (count !== 3 || clicked) return;
        clicked = true;
        for (const address of leaving) {
          const response = await app.inject({
            method: 'POST',
            url: `/api/newsletter/unsubscribe?token=${tokenOf.get(address)}`,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: 'List-Unsubscribe=One-Click',
          });
          expect(response.json()).toEqual({ status: 'unsubscribed' });
        }
      }),
      { batchSize: 5 },
    );
    await sender.drain(clock.now());

    const byAddress = received(subject);
    expect(byAddress.size).toBe(18);
    for (const address of leaving) expect(byAddress.has(address)).toBe(false);
    const detail = (await api.get(`/api/admin/broadcasts/${draft.id}`)).json<Detail>();
    expect(detail.status).toBe('sent');
    expect(detail.counts).toMatchObject({ sent: detail.counts.recipients - 2, cancelled: 2 });
    expect(detail.report.unsubscribedSince).toBe(2);
  });

  it('keeps to the rate over any 60 seconds and its per-second share at any moment, across two instances', async () => {
    await nextDay();
    await subscribers(250);
    const draft = await compose({ subject: `Paced ${clock.now().getTime()}` });
    expect((await sendNow(draft.id)).statusCode).toBe(200);
    await app.newsletter.idle();
    const recipients = (await api.get(`/api/admin/broadcasts/${draft.id}`)).json<Detail>().counts
      .recipients;

    // Simulated time: it moves by 100 ms between rounds, and when a sender waits for its pace.
    const t0 = clock.now().getTime();
    let at = t0;
    const paceClock: PaceClock = {
      now: () => at,
      sleep: async (ms) => {
        at += ms;
      },
    };
    const sent: number[] = [];
    const counting: MailTransport = {
      description: 'counting',
      send: async () => {
        sent.push(at);
        return 'counted';
      },
      close: () => undefined,
    };
    const a = senderWith(counting, { batchSize: 30, rate: 100, clock: paceClock });
    const b = senderWith(counting, { batchSize: 30, rate: 100, clock: paceClock });
    while (at < t0 + 125_000) {
      await Promise.all([a.drain(new Date(at)), b.drain(new Date(at))]);
      at += 100;
    }
    const within = (start: number, ms: number) =>
      sent.filter((time) => time >= start && time < start + ms).length;
    // About 100 a minute went out (not 100 at once and then a minute idle)…
    expect(sent.length).toBeGreaterThanOrEqual(Math.min(recipients, 200));
    expect(within(t0, 10_000)).toBeLessThanOrEqual(20);
    // …and no 60-second window holds more than 100, no second more than its share (2).
    for (const start of sent) {
      expect(within(start, minute)).toBeLessThanOrEqual(100);
      expect(within(start, 1000)).toBeLessThanOrEqual(2);
    }
  });

  it('an address refused for good is marked and skipped by the next broadcast', async () => {
    await nextDay();
    const active = await subscribers(5);
    const gone = active[2]!.email;
    inbox.refused.add(gone);
    try {
      const first = await compose({ subject: `Bounce ${clock.now().getTime()}` });
      expect((await sendNow(first.id)).statusCode).toBe(200);
      await app.newsletter.drain(clock.now());
      const detail = (await api.get(`/api/admin/broadcasts/${first.id}`)).json<Detail>();
      expect(detail.counts.failed).toBe(1);
      expect(detail.report.failures).toEqual([
        expect.objectContaining({
          email: gone,
          permanent: true,
          error: expect.stringMatching(/550|No such user/),
        }),
      ]);
      const row = await app.knex('newsletter_subscriptions').where({ email: gone }).first();
      expect(row.bounced_at).not.toBeNull();

      const secondSubject = `After bounce ${clock.now().getTime()}`;
      const second = await compose({ subject: secondSubject });
      expect((await sendNow(second.id)).statusCode).toBe(200);
      const queued = await app
        .knex('outbox_messages')
        .where({ broadcast_id: second.id, to_address: gone })
        .count<{ count: string }[]>({ count: '*' });
      expect(Number(queued[0]!.count)).toBe(0);
      await app.newsletter.drain(clock.now());
      const delivered = received(secondSubject);
      expect(delivered.size).toBe(4);
      expect(delivered.has(gone)).toBe(false);
    } finally {
      inbox.refused.clear();
    }
  });
});

describe('composing', () => {
  async function draftPost(slug: string): Promise<number> {
    const [row] = await app
      .knex('blog_posts')
      .insert({
        title: 'The <Quiet> Pivot',
        slug,
        excerpt: 'Why the smallest change & the hardest one are often the same.',
        content: '# Start\n\nEvery pivot begins quietly. <script>alert(1)</script>',
        featured_image: '/api/media/blog/sample.svg#1200x630',
        featured_image_alt: 'A sample picture',
        category: blogCategoryLabels[0],
        author_name: 'Adrian Vale',
        reading_time: 4,
        is_published: false,
        published_at: new Date(clock.now().getTime() - day),
      })
      .returning('id');
    postIds.push(Number(row.id));
    return Number(row.id);
  }

  it('publishes the post and emails it in one step; the message holds its title, excerpt, image and link', async () => {
    await nextDay();
    await subscribers(3);
    const slug = `quiet-pivot-${process.pid}-${clock.now().getTime()}`;
    const postId = await draftPost(slug);
    const draft = await compose({ source: 'post', postId, subject: 'New: The Quiet Pivot' });
    expect(draft).toMatchObject({ postPublished: false });

    const refused = await sendNow(draft.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(broadcastMessages.postUnpublished);
    expect(
      (await app.inject({ url: '/api/blog' })).json().map((p: { slug: string }) => p.slug),
    ).not.toContain(slug);

    const version = (await app.inject({ url: '/api/site/content-version' })).json().version;
    const response = await sendNow(draft.id, { publishPost: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'sending', postPublished: true });
    expect((await app.inject({ url: '/api/site/content-version' })).json().version).toBe(
      version + 1,
    );
    const published = await app.knex('blog_posts').where({ id: postId }).first();
    expect(published.is_published).toBe(true);
    expect(new Date(published.published_at).getTime()).toBe(clock.now().getTime());

    await app.newsletter.drain(clock.now());
    const [message] = [...received('New: The Quiet Pivot').values()][0]!;
    const link = `${siteOrigin}/blog/${slug}`;
    expect(message!.parsed.text).toContain('The <Quiet> Pivot');
    expect(message!.parsed.text).toContain(`Read the full article:\n${link}`);
    expect(message!.parsed.html).toContain('The &lt;Quiet&gt; Pivot');
    expect(message!.parsed.html).toContain('smallest change &amp; the hardest');
    expect(message!.parsed.html).toContain(`src="${siteOrigin}/api/media/blog/sample.svg"`);
    expect(message!.parsed.html).toContain(`href="${link}"`);
  });

  it('the full text goes through the blog’s sanitiser; subject and preview line cannot inject headers', async () => {
    await nextDay();
    const postId = await draftPost(`full-${process.pid}-${clock.now().getTime()}`);
    // A line break in the subject or the preview line is refused with the field's message.
    const forged = await api.write('POST', '/api/admin/broadcasts', {
      source: 'post',
      postId,
      postContent: 'full',
      subject: 'Hello\r\nBcc: victim@elsewhere.example',
      preheader: 'Line\nX-Injected: yes',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(singleLineMessage('The subject'));
    const draft = await compose({
      source: 'post',
      postId,
      postContent: 'full',
      subject: 'Hello   Bcc: victim@elsewhere.example',
      preheader: 'Line X-Injected: yes',
    });
    const preview = (await api.get(`/api/admin/broadcasts/${draft.id}/preview`)).json();
    expect(preview.subject).toBe('Hello Bcc: victim@elsewhere.example');
    expect(preview.html).not.toContain('<script');
    expect(preview.html).not.toContain('alert(1)');
    expect(preview.html).toContain('<h2>Start</h2>');
    expect(preview.text).toContain('Every pivot begins quietly.');
    expect(preview.warning).toBeNull();

    const test = await api.write('POST', `/api/admin/broadcasts/${draft.id}/test`);
    expect(test.statusCode).toBe(201);
    await app.outbox.drain(clock.now());
    const toOwner = inbox
      .to(`owner@${domain}`)
      .filter((m) => m.parsed.subject?.startsWith('[Test]'));
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]!.parsed.subject).toBe('[Test] Hello Bcc: victim@elsewhere.example');
    expect(toOwner[0]!.envelopeTo).toEqual([`owner@${domain}`]);
    expect(inbox.header(toOwner[0]!, 'X-Injected')).toBeUndefined();
    expect(inbox.header(toOwner[0]!, 'Bcc')).toBeUndefined();
  });

  it('the preview says how many subscribers a send would reach, and the send reaches exactly them', async () => {
    await nextDay();
    await subscribers(3, 2);
    const draft = await compose({ subject: 'Counted' });
    const preview = async () =>
      (await api.get(`/api/admin/broadcasts/${draft.id}/preview`)).json<{ recipients: number }>()
        .recipients;
    const before = await preview();
    expect(before).toBeGreaterThanOrEqual(3);
    // One more active subscriber, one who left, one whose address bounced.
    await subscribers(5, 3);
    await app
      .knex('newsletter_subscriptions')
      .where({ email: `reader0001@${domain}` })
      .update({ bounced_at: clock.now() });
    const reach = await preview();
    expect(reach).toBe(before + 1);
    const started = await sendNow(draft.id);
    expect(started.statusCode).toBe(200);
    expect(started.json<Detail>().counts.recipients).toBe(reach);
  });

  it('the composer’s preview of a letter not saved yet is the email the letter is sent as', async () => {
    const letter = {
      subject: 'Previewed',
      preheader: 'A short one',
      source: 'markdown',
      postContent: 'excerpt',
      subscriberOnly: false,
      markdown: '## Spring\n\nHello, **reader**: *one* [link](https://example.org).\n\n- a\n- b',
    };
    const draftPreview = await api.write('POST', '/api/admin/broadcasts/preview', letter);
    expect(draftPreview.statusCode).toBe(200);
    expect(draftPreview.json<{ html: string }>().html).toContain('<h2>Spring</h2>');

    // Saved and sent once to the owner: the same HTML, but for whose unsubscribe link it is.
    const draft = await compose(letter);
    const previewed = (
      await api.write('POST', `/api/admin/broadcasts/preview?id=${draft.id}`, letter)
    ).json<{ subject: string; html: string; text: string }>();
    expect((await api.write('POST', `/api/admin/broadcasts/${draft.id}/test`)).statusCode).toBe(
      201,
    );
    const [sent] = await app
      .knex('outbox_messages')
      .where({ kind: 'owner.newsletter-test' })
      .whereLike('dedupe_key', `broadcast-test:${draft.id}:%`);
    const mail = sent!.message as { subject: string; html: string; text: string };
    const anyToken = (html: string) => html.replace(/token(=|%3D)[A-Za-z0-9_-]+/g, 'token=…');
    expect(anyToken(previewed.html)).toBe(anyToken(mail.html));
    expect(anyToken(previewed.text)).toBe(anyToken(mail.text));
    expect(`[Test] ${previewed.subject}`).toBe(mail.subject);

    // Only the owner previews.
    const stranger = await app.inject({
      method: 'POST',
      url: '/api/admin/broadcasts/preview',
      headers: { origin: siteOrigin },
      payload: letter,
    });
    expect(stranger.statusCode).toBe(401);
  });

  it('the preview’s links are the site’s own: its unsubscribe page with a marked sample token, the web version a marked sample until saved', async () => {
    const letter = {
      subject: 'Linked',
      source: 'markdown',
      postContent: 'excerpt',
      subscriberOnly: false,
      markdown: 'Hello.',
    };
    const { unsubscribeToken, webKey } = broadcastPreviewSamples;
    const unsubscribe = `${siteOrigin}/newsletter/unsubscribe?token=${unsubscribeToken}`;
    /** Every web address of the preview, in its HTML and its plain text. */
    const addresses = (preview: { html: string; text: string }) =>
      [...`${preview.html}\n${preview.text}`.matchAll(/https?:\/\/[^\s"<>)]+/g)].map(([url]) =>
        url.replace(/&amp;/g, '&'),
      );

    const unsaved = (await api.write('POST', '/api/admin/broadcasts/preview', letter)).json<{
      html: string;
      text: string;
    }>();
    expect(addresses(unsaved)).toContain(unsubscribe);
    expect(addresses(unsaved)).toContain(`${siteOrigin}/api/newsletter/broadcasts/${webKey}`);
    expect(unsaved.text).toContain(unsubscribe);
    // Nothing points anywhere but the site: no made-up domain, no made-up page.
    expect(addresses(unsaved).filter((url) => new URL(url).origin !== siteOrigin)).toEqual([]);
    expect(addresses(unsaved).some((url) => url.endsWith('/broadcasts/draft'))).toBe(false);

    // Saved: its own web address; each subscriber's token is still a sample.
    const draft = await compose(letter);
    const detail = (await api.get(`/api/admin/broadcasts/${draft.id}`)).json<{ webUrl: string }>();
    for (const saved of [
      (await api.get(`/api/admin/broadcasts/${draft.id}/preview`)).json<{
        html: string;
        text: string;
      }>(),
      (await api.write('POST', `/api/admin/broadcasts/preview?id=${draft.id}`, letter)).json<{
        html: string;
        text: string;
      }>(),
    ]) {
      expect(addresses(saved)).toContain(unsubscribe);
      expect(addresses(saved)).toContain(detail.webUrl);
      expect(saved.html).not.toContain(webKey);
    }
  });

  it('refuses what it cannot send, with the field’s message', async () => {
    await nextDay();
    const empty = await api.write('POST', '/api/admin/broadcasts', {
      subject: ' ',
      source: 'markdown',
      markdown: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({
      subject: broadcastMessages.subjectRequired,
      markdown: broadcastMessages.markdownRequired,
    });
    const noPost = await api.write('POST', '/api/admin/broadcasts', {
      subject: 'x',
      source: 'post',
    });
    expect(noPost.json().errors).toMatchObject({ postId: broadcastMessages.postRequired });
    const missing = await api.write('POST', '/api/admin/broadcasts', {
      subject: 'x',
      source: 'post',
      postId: 999999999,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({ postId: broadcastMessages.postNotFound });
    expect((await api.get('/api/admin/broadcasts/999999999')).statusCode).toBe(404);
    expect((await api.get('/api/admin/broadcasts/abc')).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/admin/broadcasts' })).statusCode).toBe(401);
  });

  it('schedules for a wall-clock time in the owner’s zone and starts then', async () => {
    await nextDay();
    await subscribers(2);
    const draft = await compose({ subject: `Scheduled ${clock.now().getTime()}` });
    // Tomorrow at 07:30 in America/Cancun (UTC−5 all year).
    const cancun = new Date(clock.now().getTime() - 5 * 3_600_000 + day);
    const local = `${cancun.toISOString().slice(0, 10)}T07:30`;
    const expected = new Date(`${local}:00.000Z`).getTime() + 5 * 3_600_000;

    const past = await api.write('POST', `/api/admin/broadcasts/${draft.id}/send`, {
      when: 'later',
      scheduledFor: `${new Date(clock.now().getTime() - 5 * 3_600_000 - day).toISOString().slice(0, 10)}T07:30`,
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(broadcastMessages.scheduledForPast);
    const bad = await api.write('POST', `/api/admin/broadcasts/${draft.id}/send`, {
      when: 'later',
      scheduledFor: 'soon',
    });
    expect(bad.json().message).toBe(broadcastMessages.scheduledForInvalid);

    const scheduled = await api.write('POST', `/api/admin/broadcasts/${draft.id}/send`, {
      when: 'later',
      scheduledFor: local,
    });
    expect(scheduled.statusCode).toBe(200);
    expect(new Date(scheduled.json<Detail>().scheduledAt!).getTime()).toBe(expected);

    // Taken back to a draft, it would not go; scheduled again, it does.
    const unscheduled = await api.write('POST', `/api/admin/broadcasts/${draft.id}/unschedule`);
    expect(unscheduled.json<Detail>()).toMatchObject({ status: 'draft', scheduledAt: null });
    await app.newsletter.drain(new Date(expected + 1000));
    expect((await api.get(`/api/admin/broadcasts/${draft.id}`)).json<Detail>().status).toBe(
      'draft',
    );
    expect(
      (await api.write('POST', `/api/admin/broadcasts/${draft.id}/unschedule`)).json().message,
    ).toBe(broadcastMessages.notScheduled);
    expect(
      (
        await api.write('POST', `/api/admin/broadcasts/${draft.id}/send`, {
          when: 'later',
          scheduledFor: local,
        })
      ).statusCode,
    ).toBe(200);

    await app.newsletter.drain(new Date(expected - 1000));
    expect((await api.get(`/api/admin/broadcasts/${draft.id}`)).json<Detail>().status).toBe(
      'scheduled',
    );
    await app.newsletter.drain(new Date(expected));
    const started = (await api.get(`/api/admin/broadcasts/${draft.id}`)).json<Detail>();
    expect(started.status).toBe('sent');
    expect(started.counts.sent).toBe(started.counts.recipients);
  });

  it('a subscriber-only letter is readable at its own address once sent, and never on the blog, in the sitemap’s source or the feed', async () => {
    await nextDay();
    await subscribers(1);
    const subject = `Only for you ${clock.now().getTime()}`;
    const draft = await compose({
      subject,
      subscriberOnly: true,
      markdown: '## A private note\n\nNot for the blog.',
    });
    const path = new URL(draft.webUrl).pathname;
    expect((await app.inject({ url: path })).statusCode).toBe(404);

    expect((await sendNow(draft.id)).statusCode).toBe(200);
    const page = await app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body).toContain('A private note');
    expect(page.body).not.toContain('unsubscribe?token=');

    const blog = await app.inject({ url: '/api/blog' });
    expect(blog.body).not.toContain(subject);
    expect(blog.body).not.toContain('A private note');
    const feed = await app.inject({ url: '/api/blog/feed.xml' });
    expect(feed.body).not.toContain(subject);
    expect(feed.body).not.toContain(path);
    await app.newsletter.drain(clock.now());
  });
});
