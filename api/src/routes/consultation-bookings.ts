import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ConsultationBooking, ScheduledSlot } from '@site/contracts/api-types';
import { scheduleSchema } from '@site/contracts/schemas/schedule';
import { toBooking, type BookingRecord } from '../db/mapping';
import { messages, notFound } from '../errors';
import { hasAccess } from '../services/booking-access';
import { scheduleBooking } from '../services/scheduling';
import { parseBody, parseId } from '../validation';

type WithId = { Params: { id: string }; Querystring: { key?: string } };

const consultationBookings: FastifyPluginAsync = async (app) => {
  /** A booking the caller may see, or the same 404 whether it exists or not. */
  async function accessibleBooking(request: FastifyRequest<WithId>): Promise<BookingRecord> {
    const booking = await app.repos.bookings.findById(parseId(request.params.id));
    if (booking === null || !hasAccess(request, booking)) throw notFound(messages.bookingNotFound);
    return booking;
  }

  /** Taken times only: no ids, names, e-mails or amounts. */
  app.get('/consultation-bookings', async (): Promise<ScheduledSlot[]> =>
    app.repos.bookings.listScheduledSlots(),
  );

  app.get<WithId>('/consultation-bookings/:id', async (request): Promise<ConsultationBooking> => {
    return toBooking(await accessibleBooking(request));
  });

  app.post<WithId>(
    '/consultation-bookings/:id/schedule',
    { config: { rateLimit: app.config.rateLimit.post } },
    async (request): Promise<ConsultationBooking> => {
      const booking = await accessibleBooking(request);
      const input = await parseBody(scheduleSchema, request.body);
      return toBooking(await scheduleBooking(app, booking, input));
    },
  );
};

export default consultationBookings;
