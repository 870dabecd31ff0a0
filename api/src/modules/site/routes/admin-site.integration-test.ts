/**
 * The owner's site in the back office, on a real PostgreSQL: his data as a ZIP, the notices kept
 * as files, and the testimonials (what the home page's API answers after each change).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import {
  ownerSettingsKeys,
  publicSettingsKeys,
  settingsMessages,
  type OwnerSettings,
  testimonialMessages,
  type AdminTestimonial,
  type NoticeList,
} from '@site/contracts/endpoints/admin-site';
import { priceCents } from '@site/contracts/packages';
import { createFileTransport } from '../../../platform/mail/transport';
import { testSiteOrigin as siteOrigin, type OwnerSession } from '../../../test/owner';
import { testDomain } from '../../../test/app';
import { startOwnerApp, type OwnerApp } from '../../../test/owner-app';
import {
  contentVersion,
  putSettings as putSettingsAs,
  sendContact,
  versioned,
} from '../../../test/site';

const domain = testDomain('admin-site');
const prefix = `Site ${process.pid} `;

let app: FastifyInstance;
let owner: OwnerSession;
let suite: OwnerApp;
let mailDir: string;

beforeAll(async () => {
  mailDir = await fs.mkdtemp(path.join(os.tmpdir(), 'admin-site-mail-'));
  suite = await startOwnerApp('admin-site', { env: { MAIL_DIR: mailDir } });
  ({ app, owner } = suite);
}, 60_000);

afterAll(async () => {
  const like = `%@${domain}`;
  await app.knex('consultation_bookings').where('email', 'like', like).delete();
  await app.knex('contact_forms').where('email', 'like', like).delete();
  await app.knex('testimonials').where('name', 'like', `${prefix}%`).delete();
  await app.knex('users').where({ username: owner.username }).delete();
  await suite.close();
  await fs.rm(mailDir, { recursive: true, force: true });
});

const get = (url: string) => owner.get(url);
const write = (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object) =>
  owner.send(method, url, payload);
const putSettings = (payload: object) => putSettingsAs(owner, payload);
const version = () => contentVersion(app);

describe('GET /api/admin/export.zip', () => {
  it("gives the owner's data as CSV and JSON, formula-safe, without secret keys", async () => {
    await app.knex('contact_forms').insert({
      name: '=HYPERLINK("http://evil.test")',
      email: `lead@${domain}`,
      message: 'Hello, "coach", line one\nline two',
      type: 'general',
    });
    await app.knex('consultation_bookings').insert({
      name: 'Export Client',
      email: `client@${domain}`,
      package_type: 'single',
      amount: priceCents('single'),
      status: 'paid',
      payment: 'card',
      access_key: 'never-exported-key',
    });

    const response = await get('/api/admin/export.zip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="site-data-\d{4}-\d\d-\d\d\.zip"$/,
    );
    const files = unzipSync(response.rawPayload);
    const names = Object.keys(files).map((name) => name.replace(/^site-data-[\d-]+\//, ''));
    expect(names.sort()).toEqual(
      [
        'README.txt',
        ...['posts', 'bookings', 'answers', 'messages', 'subscribers'].flatMap((set) => [
          `${set}.csv`,
          `${set}.json`,
        ]),
      ].sort(),
    );
    const file = (name: string) =>
      strFromU8(
        files[Object.keys(files).find((key) => key.endsWith(`/${name}`)) ?? ''] ?? new Uint8Array(),
      );

    const messagesCsv = file('messages.csv');
    expect(messagesCsv.split('\r\n')[0]).toContain('name,email,message');
    // The formula is quoted with an apostrophe; the line break stays inside its quoted cell.
    expect(messagesCsv).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(messagesCsv).toContain('"Hello, ""coach"", line one\nline two"');

    const bookings = JSON.parse(file('bookings.json')) as Record<string, unknown>[];
    const booking = bookings.find((one) => one.email === `client@${domain}`);
    expect(booking).toMatchObject({ name: 'Export Client', amount: priceCents('single') });
    expect(booking).not.toHaveProperty('access_key');
    expect(file('bookings.csv')).not.toContain('never-exported-key');
    expect(file('bookings.csv').split('\r\n')[0]).not.toContain('access_key');

    const audit = await app
      .knex('audit_log')
      .where({ username: owner.username, action: 'data.export' });
    expect(audit).toHaveLength(1);
  });

  it('is refused without the owner session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/export.zip' });
    expect(response.statusCode).toBe(401);
  });
});

describe('the notices kept as files', () => {
  beforeAll(async () => {
    const transport = createFileTransport(mailDir, 'Site <hello@localhost>');
    const mail = (subject: string) => ({
      to: 'owner@localhost',
      subject,
      text: `${subject}: the details`,
      html: `<p>${subject}</p>`,
      messageId: `<${subject.replace(/\W/g, '')}@test>`,
    });
    await transport.send(mail('New lead: Ana'), { outboxId: 1, kind: 'owner.contact-received' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await transport.send(
      { ...mail('Your message was received'), to: `ana@${domain}` },
      { outboxId: 2, kind: 'client.contact-received' },
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    await transport.send(mail('New booking: single session'), {
      outboxId: 3,
      kind: 'owner.booking-paid',
    });
    transport.close();
  });

  it("lists the owner's notices newest first, and reads one", async () => {
    const response = await get('/api/admin/notices');
    expect(response.statusCode).toBe(200);
    const list = response.json<NoticeList>();
    expect(list).toMatchObject({ total: 2, page: 1, keptAsFiles: true });
    expect(list.items.map((item) => item.subject)).toEqual([
      'New booking: single session',
      'New lead: Ana',
    ]);

    const notice = await get(`/api/admin/notices/${list.items[1]?.id ?? ''}`);
    expect(notice.statusCode).toBe(200);
    expect(notice.json()).toMatchObject({
      subject: 'New lead: Ana',
      to: 'owner@localhost',
      text: expect.stringContaining('New lead: Ana: the details'),
    });
  });

  it("answers 404 for a client's email, an unknown id or a path", async () => {
    const files = await fs.readdir(mailDir);
    const client = files.find((name) => name.includes('-client-'))?.replace(/\.eml$/, '');
    for (const id of [client, 'nothing', '..%2F..%2Fetc%2Fpasswd']) {
      const response = await get(`/api/admin/notices/${id}`);
      expect([id, response.statusCode]).toEqual([id, 404]);
    }
    expect((await get('/api/admin/notices?page=0')).statusCode).toBe(400);
  });
});

describe('testimonials', () => {
  const publicList = async () =>
    (await app.inject({ method: 'GET', url: '/api/testimonials' })).json<{ name: string }[]>();

  it('adds, edits, hides, shows and reorders, the public list following each time', async () => {
    const before = await version();
    const created = await write('POST', '/api/admin/testimonials', {
      name: `${prefix}Maria`,
      title: 'Founder',
      content: 'It changed how I lead.',
      rating: 5,
    });
    expect(created.statusCode).toBe(201);
    const maria = created.json<AdminTestimonial>();
    expect(maria).toMatchObject({ isActive: true, name: `${prefix}Maria` });
    expect(await version()).toBe(before + 1);
    expect((await publicList()).map((t) => t.name)).toContain(`${prefix}Maria`);

    const edited = await write('PATCH', `/api/admin/testimonials/${maria.id}`, {
      content: 'It changed how I lead, and how I rest.',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ content: 'It changed how I lead, and how I rest.' });

    const hidden = await write('PATCH', `/api/admin/testimonials/${maria.id}`, { isActive: false });
    expect(hidden.json()).toMatchObject({ isActive: false });
    expect((await publicList()).map((t) => t.name)).not.toContain(`${prefix}Maria`);
    await write('PATCH', `/api/admin/testimonials/${maria.id}`, { isActive: true });
    expect((await publicList()).map((t) => t.name)).toContain(`${prefix}Maria`);

    const all = (await get('/api/admin/testimonials')).json<{ items: AdminTestimonial[] }>().items;
    const order = [maria.id, ...all.map((t) => t.id).filter((id) => id !== maria.id)];
    const reordered = await write('PUT', '/api/admin/testimonials/order', { ids: order });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json<{ items: AdminTestimonial[] }>().items.map((t) => t.id)).toEqual(order);
    expect((await publicList())[0]?.name).toBe(`${prefix}Maria`);
    expect(await version()).toBe(before + 5);
  });

  it('refuses bad input with the field messages, and changes nothing', async () => {
    const before = await version();
    const missing = await write('POST', '/api/admin/testimonials', { name: ' ', rating: 9 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      name: testimonialMessages.name,
      title: testimonialMessages.title,
      content: testimonialMessages.content,
      rating: testimonialMessages.rating,
    });
    const all = (await get('/api/admin/testimonials')).json<{ items: AdminTestimonial[] }>().items;
    const taken = await write('POST', '/api/admin/testimonials', {
      name: all[0]?.name,
      title: 'x',
      content: 'y',
      rating: 4,
    });
    expect([taken.statusCode, taken.json().message]).toEqual([409, testimonialMessages.nameTaken]);
    const unknown = await write('PATCH', '/api/admin/testimonials/2147483647', { rating: 4 });
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      404,
      testimonialMessages.notFound,
    ]);
    const partial = await write('PUT', '/api/admin/testimonials/order', {
      ids: all.slice(1).map((t) => t.id),
    });
    expect([partial.statusCode, partial.json().message]).toEqual([400, testimonialMessages.order]);
    const twice = await write('PUT', '/api/admin/testimonials/order', {
      ids: [...all.map((t) => t.id).slice(1), all[1]?.id],
    });
    expect(twice.statusCode).toBe(400);
    expect(await version()).toBe(before);
  });
});

describe('site settings', () => {
  const empty = Object.fromEntries(ownerSettingsKeys.map((key) => [key, ''])) as OwnerSettings;
  // No photo uploaded here: the built-in images.
  const publicPart = (settings: OwnerSettings) => ({
    ...Object.fromEntries(publicSettingsKeys.map((key) => [key, settings[key]])),
    photos: { portrait: null, hero: null },
    // The coach's zone: OWNER_TIMEZONE here, where he never saved his schedules (not a site setting).
    timezone: app.config.owner.timezone,
  });
  afterAll(async () => {
    await app.knex('site_settings').delete();
    await app.knex('outbox_messages').where('to_address', 'like', `%@${domain}`).delete();
  });

  it('saves what the owner sets, answers it publicly, and signs emails with his name', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/site/settings' })).json()).toEqual(
      publicPart(empty),
    );
    const before = await version();
    const saved = await putSettings({
      ...empty,
      coachName: '  Rowan Vale ',
      assessmentUrl: 'https://assess.example.org/start',
      xUrl: 'https://x.com/rowan',
    });
    expect(saved.statusCode).toBe(200);
    const expected = {
      ...empty,
      coachName: 'Rowan Vale',
      assessmentUrl: 'https://assess.example.org/start',
      xUrl: 'https://x.com/rowan',
    };
    expect(saved.json()).toEqual(versioned(expected));
    expect((await get('/api/admin/site-settings')).json()).toEqual(versioned(expected));
    const publicAnswer = await app.inject({ method: 'GET', url: '/api/site/settings' });
    expect(publicAnswer.json()).toEqual(publicPart(expected));
    expect(await version()).toBe(before + 1);

    const contact = await sendContact(app, siteOrigin, {
      name: 'Settings Visitor',
      email: `visitor@${domain}`,
    });
    expect(contact.statusCode).toBe(201);
    const [ack] = await app
      .knex('outbox_messages')
      .where({ to_address: `visitor@${domain}` })
      .select('message');
    expect(JSON.stringify(ack.message)).toContain('Rowan Vale');

    // Emptied again: the environment's values apply.
    await putSettings(empty);
    expect((await app.inject({ method: 'GET', url: '/api/site/settings' })).json()).toEqual(
      publicPart(empty),
    );
  });

  it('refuses a link that is not a web address, and keeps what was saved', async () => {
    await putSettings({ ...empty, xUrl: 'https://x.com/kept' });
    const before = await version();
    const refused = await putSettings({
      ...empty,
      assessmentUrl: 'javascript:alert(1)',
      linkedinUrl: 'linkedin',
      coachName: 'x'.repeat(81),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      coachName: settingsMessages.coachName,
      assessmentUrl: settingsMessages.url,
      linkedinUrl: settingsMessages.url,
    });
    expect((await get('/api/admin/site-settings')).json()).toMatchObject({
      xUrl: 'https://x.com/kept',
    });
    expect(await version()).toBe(before);
  });
});
