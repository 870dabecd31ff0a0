import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  getBooking,
  scheduleBooking as scheduleEndpoint,
  scheduledSlots,
} from '@site/contracts/endpoints/bookings';
import { toBooking, type BookingRecord } from '../db/mapping';
import { route } from '../endpoints';
import { messages, notFound } from '../errors';
import { hasAccess } from '../services/booking-access';
import { scheduleBooking } from '../services/scheduling';

const consultationBookings: FastifyPluginAsync = async (app) => {
  /** A booking the caller may see, or the same 404 whether it exists or not. */
  async function accessibleBooking(
    request: FastifyRequest<{ Params: { id: number }; Querystring: { key?: string } }>,
  ): Promise<BookingRecord> {
    const booking = await app.repos.bookings.findById(request.params.id);
    if (booking === null || !hasAccess(request, booking)) throw notFound(messages.bookingNotFound);
    return booking;
  }

  /** Taken times only: no ids, names, e-mails or amounts. */
  route(app, scheduledSlots, { handler: async () => app.repos.bookings.listScheduledSlots() });

  route(app, getBooking, {
    access: accessibleBooking,
    handler: async (_request, _reply, booking) => toBooking(booking),
  });

  route(app, scheduleEndpoint, {
    access: accessibleBooking,
    handler: async (request, _reply, booking) =>
      toBooking(await scheduleBooking(app, booking, request.body)),
  });
};

export default consultationBookings;
