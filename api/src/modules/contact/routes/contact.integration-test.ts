/**
 * The contact form cannot be used to mail a stranger: the acknowledgement repeats nothing the
 * visitor typed, and one address gets a few acknowledgements a day however many forms name it
 * (counted in the database, so two API instances share the count). The owner hears about all.
 */
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inquiryTypeLabels, inquiryTypes } from '@site/contracts/contact-options';
import { newAccessKey } from '../../bookings';
import { buildTestApp, testDomain } from '../../../test/app';

const domain = testDomain('contact');
const owner = `owner@${domain}`;

function env(extra: Record<string, string> = {}) {
  return {
    OWNER_EMAIL: owner,
    MAIL_DIR: path.join(os.tmpdir(), `contact-test-mail-${process.pid}`),
    // Only the daily acknowledgement cap is under test here, not the hourly limit.
    MAIL_HOURLY_LIMIT: '1000',
    OUTBOX_POLL_INTERVAL_MS: '3600000',
    ...extra,
  };
}

describe('POST /api/contact acknowledgements', () => {
  let app: FastifyInstance;
  let replica: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(env({ CONTACT_ACK_DAILY_LIMIT: '2' }));
    replica = await buildTestApp(env({ CONTACT_ACK_DAILY_LIMIT: '2' }));
  });
  afterAll(async () => {
    await app.knex('outbox_messages').where('to_address', 'like', `%@${domain}`).delete();
    await app.knex('contact_forms').where('email', 'like', `%@${domain}`).delete();
    await app.close();
    await replica.close();
  });

  const unique = (name: string) => `${name}-${newAccessKey().slice(0, 6).toLowerCase()}@${domain}`;
  const send = (target: FastifyInstance, payload: Record<string, unknown>) =>
    target.inject({ method: 'POST', url: '/api/contact', payload });
  const ownerNoticesAbout = async (email: string) =>
    (await app.outbox.repository.listTo(owner)).filter(
      (m) => m.mail.replyTo?.toLowerCase() === email.toLowerCase(),
    );

  it('acknowledges with the enquiry type and the 48-hour promise, never the visitor’s words', async () => {
    const victim = unique('victim');
    const lure = 'Your account is locked: sign in at https://phish.example/login to restore it.';
    const response = await send(app, {
      inquiryType: 'speaking',
      name: 'https://phish.example/name Mallory',
      email: victim,
      organization: 'Evil Org https://phish.example/org',
      message: lure,
    });
    expect(response.statusCode).toBe(201);

    const [ack, ...others] = await app.outbox.repository.listTo(victim);
    expect(others).toEqual([]);
    expect(ack?.kind).toBe('client.contact-received');
    const { subject, text, html } = ack!.mail;
    for (const part of [subject, text, html]) {
      expect(part).not.toContain('phish');
      expect(part).not.toContain('Mallory');
      expect(part).not.toContain('locked');
    }
    expect(subject).toBe('Thank you for your speaking enquiry');
    expect(text).toContain('Speaking engagement');
    expect(text).toContain('within 48 hours');
    expect(html).toContain('within 48 hours');

    const [notice] = await ownerNoticesAbout(victim);
    expect(notice?.mail.text).toContain(lure);
    expect(notice?.mail.text).toContain('https://phish.example/name Mallory');
    expect(notice?.mail.text).toContain('Evil Org https://phish.example/org');
  });

  it('accepts every inquiry type the form offers, a package request included, and names each in the form’s words', async () => {
    for (const inquiryType of inquiryTypes) {
      const sender = unique(inquiryType);
      const response = await send(app, {
        inquiryType,
        name: 'Dana Whitfield',
        email: sender,
        message: 'A message long enough to be accepted.',
      });
      expect(response.statusCode).toBe(201);
      const row = await app.knex('contact_forms').where({ id: response.json().id }).first();
      expect(row.type).toBe(inquiryType);
      const [ack] = await app.outbox.repository.listTo(sender);
      expect(ack?.mail.text).toContain(inquiryTypeLabels[inquiryType]);
      const [notice] = await ownerNoticesAbout(sender);
      expect(notice?.mail.text).toContain(inquiryTypeLabels[inquiryType]);
      if (inquiryType === 'package') {
        expect(ack?.mail.subject).toBe('Thank you for your package enquiry');
        expect(notice?.mail.text).toContain('Coaching or consulting package');
      }
    }
  });

  it('caps acknowledgements to one address per day across API instances; the form and the owner’s notice still go', async () => {
    const target = unique('target');
    const other = unique('other');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await send(i % 2 === 0 ? app : replica, {
        inquiryType: 'general',
        name: `Sender ${i}`,
        // Case does not open a new allowance.
        email: i === 3 ? target.toUpperCase() : target,
        message: `Message number ${i}, long enough to be accepted.`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    expect(await app.knex('contact_forms').whereRaw('lower(email) = ?', [target])).toHaveLength(5);

    const acks = await app.outbox.repository.listTo(target);
    expect(acks.map((message) => message.status === 'suppressed')).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
    expect(acks[2]?.lastError).toMatch(/Daily limit of 2/);
    expect(await ownerNoticesAbout(target)).toHaveLength(5);

    // Another address has its own allowance.
    expect(
      (
        await send(replica, {
          inquiryType: 'other',
          name: 'Other',
          email: other,
          message: 'A message long enough.',
        })
      ).statusCode,
    ).toBe(201);
    expect((await app.outbox.repository.listTo(other)).map((m) => m.status)).not.toContain(
      'suppressed',
    );
  });
});
