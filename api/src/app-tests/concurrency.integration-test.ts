import type { FastifyInstance } from 'fastify';
import { messages } from '../platform/errors';
import { slotStart } from '@site/contracts/slots';
import { closeTestApp, buildTestApp, cancunWeekday, TestClock, testDomain } from '../test/app';
import { repositoryBooking, scheduleRequest } from '../test/bookings';

const domain = testDomain('concurrency');

const clock = new TestClock();

describe('scheduling under concurrency', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({}, { now: clock.now });
  });
  afterAll(() => closeTestApp(app, domain));

  it('50 simultaneous requests for one slot from 50 paid bookings: one 200, 49 × 409, one row scheduled', async () => {
    const bookings = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        repositoryBooking(app, {
          packageType: 'single',
          name: `Racer ${i}`,
          email: `racer${i}@${domain}`,
          amount: 150000,
          payment: null,
        }),
      ),
    );
    // 09:00 in New York on a Monday three weeks ahead (08:00 in Cancun, winter or summer).
    const monday = cancunWeekday(clock.now(), '00:00', 0, 21).slice(0, 10);
    const payload = {
      scheduledAt: slotStart(monday, '09:00', 'America/New_York').toISOString(),
      timezone: 'America/New_York',
    };
    const responses = await Promise.all(
      bookings.map((booking) => scheduleRequest(app, booking.id, booking.accessKey, payload)),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({ message: messages.slotTaken });
    }
    const scheduled = await app
      .knex('booking_sessions')
      .whereIn(
        'booking_id',
        bookings.map((booking) => booking.id),
      )
      .andWhere({ status: 'scheduled' });
    expect(scheduled).toHaveLength(1);
    // 50 requests with their transactions on a small shared machine: more than Jest's 5 s default.
  }, 30_000);
});
