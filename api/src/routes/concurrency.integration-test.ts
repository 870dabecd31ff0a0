import type { FastifyInstance } from 'fastify';
import { messages } from '../errors';
import { newAccessKey } from '../services/booking-access';
import { buildTestApp, testDomain } from '../test/app';

const domain = testDomain('concurrency');

describe('scheduling under concurrency', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.knex('consultation_bookings').where('email', 'like', `%@${domain}`).delete();
    await app.close();
  });

  it('50 simultaneous requests for one slot from 50 paid bookings: one 200, 49 × 409, one row scheduled', async () => {
    const bookings = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        app.repos.bookings.create({
          name: `Racer ${i}`,
          email: `racer${i}@${domain}`,
          packageType: 'single',
          amount: 150000,
          status: 'paid',
          accessKey: newAccessKey(),
        }),
      ),
    );
    // Monday 2030-01-21, 09:00 in New York (UTC-5 in January).
    const payload = { scheduledAt: '2030-01-21T14:00:00.000Z', timezone: 'America/New_York' };
    const responses = await Promise.all(
      bookings.map((booking) =>
        app.inject({
          method: 'POST',
          url: `/api/consultation-bookings/${booking.id}/schedule?key=${booking.accessKey}`,
          payload,
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({ message: messages.slotTaken });
    }
    const scheduled = await app
      .knex('consultation_bookings')
      .where('email', 'like', `%@${domain}`)
      .andWhere({ status: 'scheduled' });
    expect(scheduled).toHaveLength(1);
  });
});
