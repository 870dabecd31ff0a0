/**
 * The newsletter's switches, on: double opt-in (NEWSLETTER_DOUBLE_OPT_IN) and opens tracking
 * (NEWSLETTER_TRACK_OPENS), against a real PostgreSQL and SMTP server. Both are off by default;
 * the mail suite covers the default sign-up.
 */
import type { FastifyInstance } from 'fastify';
import { getBroadcast } from '../services/broadcasts';
import { newUnsubscribeToken } from '../services/newsletter';
import { buildTestApp, testDomain, quietWorkers } from '../../../test/app';
import { SmtpInbox, type ReceivedMessage } from '../../../test/smtp-inbox';

const siteOrigin = 'https://coach.example';
const domain = testDomain('newsletter-options');
const inbox = new SmtpInbox();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({
    SITE_ORIGIN: siteOrigin,
    SMTP_URL: await inbox.start(),
    MAIL_FROM: '"Coach Site" <hello@coach.example>',
    OWNER_EMAIL: `owner@${domain}`,
    MAIL_POSTAL_ADDRESS: '1 Example Street, Springfield',
    ...quietWorkers,
    NEWSLETTER_DOUBLE_OPT_IN: 'true',
    NEWSLETTER_TRACK_OPENS: 'true',
  });
}, 60_000);

afterAll(async () => {
  await app.newsletter.idle();
  await app.outbox.idle();
  const mine = app
    .knex('newsletter_broadcasts')
    .where('subject', 'like', `%${domain}%`)
    .select('id');
  await app.knex('newsletter_broadcast_opens').whereIn('broadcast_id', mine).delete();
  await app.knex('outbox_messages').whereIn('broadcast_id', mine).delete();
  await app.knex('outbox_messages').where('to_address', 'like', `%@${domain}`).delete();
  await app.knex('newsletter_broadcasts').where('subject', 'like', `%${domain}%`).delete();
  await app.knex('newsletter_subscriptions').where('email', 'like', `%@${domain}`).delete();
  await app.close();
  await inbox.stop();
}, 60_000);

const subscribe = (email: string) =>
  app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });
const link = (message: ReceivedMessage, pattern: RegExp) =>
  [...(message.parsed.text ?? '').matchAll(/https?:\/\/\S+/g)]
    .map((match) => match[0])
    .find((url) => pattern.test(url));

describe('double opt-in', () => {
  it('answers the sign-up as before, and subscribes only once the emailed link is opened', async () => {
    const email = `joiner@${domain}`;
    const response = await subscribe(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ subscribed: true, email });
    await app.outbox.drain();

    const row = () => app.knex('newsletter_subscriptions').where({ email }).first();
    expect((await row()).is_active).toBe(false);
    const [confirmation] = inbox.to(email);
    expect(inbox.to(email)).toHaveLength(1);
    expect(confirmation!.parsed.subject).toBe('Please confirm your subscription');
    const url = new URL(link(confirmation!, /\/api\/newsletter\/confirm\?/)!);
    expect(url.origin).toBe(siteOrigin);

    // Asking again re-sends the same link; nobody is subscribed yet.
    await subscribe(email);
    await app.outbox.drain();
    expect(inbox.to(email)).toHaveLength(2);
    expect(link(inbox.to(email)[1]!, /confirm/)).toBe(url.href);

    const wrong = await app.inject({
      url: `/api/newsletter/confirm?token=${newUnsubscribeToken()}`,
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).toContain('This link is not valid');
    expect((await row()).is_active).toBe(false);

    const page = await app.inject({ url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('You are subscribed');
    expect((await row()).is_active).toBe(true);
    await app.outbox.drain();
    const welcome = inbox.to(email).at(-1)!;
    expect(welcome.parsed.subject).toBe("Welcome: you'll hear it here first");
    expect(inbox.header(welcome, 'List-Unsubscribe')).toContain((await row()).unsubscribe_token);

    // The link is used up; a subscriber signing up again gets nothing.
    expect((await app.inject({ url: url.pathname + url.search })).statusCode).toBe(404);
    await subscribe(email);
    await app.outbox.drain();
    expect(inbox.to(email)).toHaveLength(3);
  });
});

describe('opens tracking', () => {
  it('puts one image per recipient in the message and counts each recipient once', async () => {
    const email = `reader@${domain}`;
    const token = newUnsubscribeToken();
    await app
      .knex('newsletter_subscriptions')
      .insert({ email, is_active: true, unsubscribe_token: token });
    const subject = `Opened ${domain}`;
    const [row] = await app
      .knex('newsletter_broadcasts')
      .insert({ public_key: newUnsubscribeToken(), subject, source: 'markdown', markdown: 'Hi' })
      .returning(['id', 'public_key']);
    // Scheduled a moment ago: the sender's next round starts it.
    await app
      .knex('newsletter_broadcasts')
      .where({ id: row.id })
      .update({ status: 'scheduled', scheduled_at: new Date(Date.now() - 1000) });
    await app.newsletter.drain();
    const [message] = inbox.to(email).filter((m) => m.parsed.subject === subject);
    const pixel = new RegExp(
      `src="(${siteOrigin}/api/newsletter/broadcasts/${row.public_key}/open\\.gif\\?t=${token})"`,
    ).exec(message!.parsed.html ?? '');
    expect(pixel).not.toBeNull();
    const url = new URL(pixel![1]!.replace(/&amp;/g, '&'));
    for (let i = 0; i < 3; i += 1) {
      const image = await app.inject({ url: url.pathname + url.search });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/gif');
    }
    const opens = await app.knex('newsletter_broadcast_opens').where({ broadcast_id: row.id });
    expect(opens).toHaveLength(1);
    expect((await getBroadcast(app, row.id)).report.opened).toBe(1);
  });
});
