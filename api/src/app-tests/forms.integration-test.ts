import type { FastifyInstance } from 'fastify';
import { buildTestApp, ownDatabase, testDomain, type OwnDatabase } from '../test/app';
import { FakeSmtp } from '../test/fake-smtp';

const domain = testDomain('forms');

describe('newsletter and contact', () => {
  let app: FastifyInstance;
  // The owner's mail is read at this file's mail server: its outbox is a database of its own, so
  // a test file running beside it cannot drain that mail to another.
  let database: OwnDatabase;
  const smtp = new FakeSmtp();
  beforeAll(async () => {
    database = await ownDatabase('forms');
    const smtpUrl = await smtp.start();
    app = await buildTestApp({
      DATABASE_URL: database.url,
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'site@example.test',
      OWNER_EMAIL: 'owner@example.test',
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp.stop();
    await database?.drop();
  });

  describe('POST /api/newsletter', () => {
    const subscribe = (email: unknown) =>
      app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });

    it('trims, lower-cases and stores one row even when subscribing twice', async () => {
      const first = await subscribe(`  Reader@${domain.toUpperCase()} `);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ subscribed: true, email: `reader@${domain}` });
      expect((await subscribe(`reader@${domain}`)).statusCode).toBe(200);
      const rows = await app.knex('newsletter_subscriptions').where({ email: `reader@${domain}` });
      expect(rows).toHaveLength(1);
      expect(rows[0].is_active).toBe(true);
    });

    it('reactivates an inactive subscription', async () => {
      await app
        .knex('newsletter_subscriptions')
        .insert({ email: `gone@${domain}`, is_active: false });
      expect((await subscribe(`gone@${domain}`)).statusCode).toBe(200);
      const row = await app
        .knex('newsletter_subscriptions')
        .where({ email: `gone@${domain}` })
        .first();
      expect(row.is_active).toBe(true);
    });

    it.each([
      ['', 'Please enter your email address.'],
      ['   ', 'Please enter your email address.'],
      [undefined, 'Please enter your email address.'],
      ['not-an-email', 'Please enter a valid email address'],
    ])('refuses %p with 400 %p', async (email, message) => {
      const response = await subscribe(email);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, errors: { email: message } });
    });
  });

  describe('POST /api/contact', () => {
    const valid = {
      inquiryType: 'speaking',
      name: 'Jordan Event',
      email: `jordan@${domain}`,
      organization: 'Summit Co',
      message: 'We would love you to keynote our 2026 summit.',
      referralSource: 'podcast',
    };

    it('stores every field, organization and referral source included, and mails the owner', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/contact', payload: valid });
      expect(response.statusCode).toBe(201);
      const { id } = response.json();
      const row = await app.knex('contact_forms').where({ id }).first();
      expect(row).toMatchObject({
        type: 'speaking',
        name: 'Jordan Event',
        email: `jordan@${domain}`,
        organization: 'Summit Co',
        message: valid.message,
        referral_source: 'podcast',
      });
      await app.outbox.drain();
      const toOwner = (await smtp.waitFor(1)).filter(
        (mail) => mail.to.includes('owner@example.test') && mail.data.includes(`jordan@${domain}`),
      );
      expect(toOwner.at(-1)?.data).toContain('We would love you to keynote');
    });

    it('accepts empty optional fields', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...valid, organization: '', referralSource: '' },
      });
      expect(response.statusCode).toBe(201);
      const row = await app.knex('contact_forms').where({ id: response.json().id }).first();
      expect(row.organization).toBeNull();
      expect(row.referral_source).toBeNull();
    });

    it('gives the form messages for every invalid field', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { inquiryType: '', name: ' ', email: 'nope', message: 'too short' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Please select what this is about',
        errors: {
          inquiryType: 'Please select what this is about',
          name: 'Name is required',
          email: 'Please enter a valid email address',
          message: 'Please provide more details about your inquiry',
        },
      });
    });

    it('refuses an unknown inquiry type or referral source', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...valid, inquiryType: 'sales', referralSource: 'tv' },
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors).sort()).toEqual(['inquiryType', 'referralSource']);
    });
  });
});
