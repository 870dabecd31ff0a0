/**
 * Single-line fields refuse line breaks and control characters with the field's message, before
 * anything is stored or mailed: a name like `Ann\r\nEmail: …` would otherwise print forged lines
 * in the owner's notices.
 */
import type { FastifyInstance } from 'fastify';
import { singleLineMessage } from '@site/contracts/schemas/single-line';
import { bothDatabases, buildTestApp, testDomain } from '../test/app';

const domain = testDomain('single-line');

describe.each(bothDatabases('single-line'))(
  'single-line fields through the API on %s',
  (_db, database) => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp(database);
    }, 60_000);
    afterAll(async () => {
      await app.knex('consultation_bookings').where('email', 'like', `%@${domain}`).delete();
      await app.knex('contact_forms').where('email', 'like', `%@${domain}`).delete();
      await app.close();
    });

    it.each([
      ['CR LF', 'Ann\r\nEmail: ceo@bank.example\r\nPackage: 10-Session'],
      ['a line separator', 'Ann\u2028Email: ceo@bank.example'],
      ['an escape character', 'Ann\u001b[2J'],
    ])('refuses a booking whose name holds %s, and books nothing', async (_case, name) => {
      const email = `ann-${name.length}@${domain}`;
      const response = await app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        payload: { packageType: 'strategy-call', name, email },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: singleLineMessage('Name') });
      expect(await app.knex('consultation_bookings').where({ email }).first()).toBeUndefined();
    });

    it('refuses a contact message whose organisation holds a line break', async () => {
      const email = `org@${domain}`;
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          inquiryType: 'general',
          name: 'Ann Example',
          email,
          organization: 'Acme\nEmail: ceo@bank.example',
          message: 'A message long enough to be accepted.',
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: singleLineMessage('Organization') });
      expect(await app.knex('contact_forms').where({ email }).first()).toBeUndefined();
    });

    it('still books a name on one line', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        payload: { packageType: 'strategy-call', name: 'Ann O’Brien-Núñez', email: `ok@${domain}` },
      });
      expect(response.statusCode).toBe(200);
    });
  },
);
