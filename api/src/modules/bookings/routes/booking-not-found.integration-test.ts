/**
 * Every route of a booking answers the same 404 to a browser without that booking's access,
 * whether the booking exists or not: nobody can learn which booking ids exist.
 */
import type { FastifyInstance } from 'fastify';
import { allEndpoints } from '@site/contracts/endpoints/index';
import { messages } from '../../../platform/errors';
import { closeTestApp, bothDatabases, buildTestApp, testDomain } from '../../../test/app';

const domain = testDomain('booking-404');

/** Every endpoint that reads or changes one booking, by its id in the path. */
const bookingRoutes = allEndpoints.filter(
  (endpoint) => endpoint.access === 'booking' && endpoint.path.includes(':id'),
);

/** A body each route would accept from the booking's holder, so only access decides. */
const bodies: Record<string, unknown> = {
  '/api/consultation-bookings/:id/schedule': { scheduledAt: '2099-01-05T15:00:00.000Z' },
  '/api/consultation-bookings/:id/sessions/:sessionId/reschedule': {
    scheduledAt: '2099-01-05T15:00:00.000Z',
  },
};

describe.each(bothDatabases('booking-404'))(
  'booking routes without access on %s',
  (_db, database) => {
    let app: FastifyInstance;
    let existing: number;
    beforeAll(async () => {
      app = await buildTestApp(database);
      const created = await app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        payload: { packageType: 'strategy-call', name: 'Ann Example', email: `ann@${domain}` },
      });
      existing = (created.json() as { bookingId: number }).bookingId;
    }, 60_000);
    afterAll(() => closeTestApp(app, domain));

    it('covers every booking route of the endpoint table', () => {
      expect(bookingRoutes.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual(
        expect.arrayContaining([
          'GET /api/consultation-bookings/:id',
          'GET /api/consultation-bookings/:id/questionnaire',
          'POST /api/consultation-bookings/:id/schedule',
        ]),
      );
    });

    it.each(bookingRoutes.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]))(
      '%s: the same 404 for a booking that exists and one that does not',
      async (_name, endpoint) => {
        const ask = (id: number, key?: string) =>
          app.inject({
            method: endpoint.method as 'GET' | 'POST',
            url:
              endpoint.path.replace(':id', String(id)).replace(':sessionId', '1') +
              (key ? `?key=${key}` : ''),
            ...(endpoint.method === 'GET'
              ? {}
              : { payload: (bodies[endpoint.path] ?? {}) as object }),
          });
        for (const key of [undefined, 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
          const ofExisting = await ask(existing, key);
          const ofMissing = await ask(2147483646, key);
          expect([ofExisting.statusCode, ofExisting.json()]).toEqual([
            404,
            { message: messages.bookingNotFound },
          ]);
          expect([ofMissing.statusCode, ofMissing.json()]).toEqual([
            404,
            { message: messages.bookingNotFound },
          ]);
        }
      },
    );
  },
);
