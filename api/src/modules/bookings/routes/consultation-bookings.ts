import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  cancelSession as cancelEndpoint,
  getBooking,
  requestRefund,
  rescheduleSession as rescheduleEndpoint,
  scheduleBooking as scheduleEndpoint,
  scheduledSlots,
  sessionCalendarFile as calendarFileEndpoint,
} from '@site/contracts/endpoints/bookings';
import { sessionMessages } from '@site/contracts/sessions';
import type { BookingRecord } from '../repositories/bookings';
import { route } from '../../../platform/endpoints';
import { messages, notFound } from '../../../platform/errors';
import { hasAccess, mayOpenBooking } from '../services/booking-access';
import {
  bookingView,
  cancelSession,
  refundBooking,
  rescheduleSession,
  scheduleNextSession,
  sessionCalendarFile,
} from '../services/sessions';

const dayMs = 24 * 60 * 60_000;

/** The client's side of a booking: its view, and the manage link's actions (services/sessions). */
const consultationBookings: FastifyPluginAsync = async (app) => {
  /** A booking the caller may see, or the same 404 whether it exists or not. */
  async function accessibleBooking(
    request: FastifyRequest<{ Params: { id: number }; Querystring: { key?: string } }>,
  ): Promise<BookingRecord> {
    const booking = await app.repos.bookings.findById(request.params.id);
    if (booking === null || !hasAccess(request, booking)) throw notFound(messages.bookingNotFound);
    return booking;
  }

  /** Taken times from yesterday on: no ids, names, emails or amounts. */
  route(app, scheduledSlots, {
    handler: async () => app.repos.bookingSessions.listTaken(new Date(app.now().getTime() - dayMs)),
  });

  route(app, getBooking, {
    // Read also by its client's portal session: his questionnaire's page opens from his portal
    // without the link's key. Changing it still takes the key or the booking's cookie.
    access: async (request) => {
      const booking = await app.repos.bookings.findById(request.params.id);
      if (booking === null || !(await mayOpenBooking(app, request, booking)))
        throw notFound(messages.bookingNotFound);
      return booking;
    },
    handler: async (_request, _reply, booking) => bookingView(app, booking.id, 'client'),
  });

  route(app, scheduleEndpoint, {
    access: accessibleBooking,
    handler: async (request, _reply, booking) => {
      await scheduleNextSession(app, booking, request.body);
      return bookingView(app, booking.id, 'client');
    },
  });

  route(app, rescheduleEndpoint, {
    access: accessibleBooking,
    handler: async (request, _reply, booking) => {
      await rescheduleSession(app, booking, request.params.sessionId, request.body, 'client');
      return bookingView(app, booking.id, 'client');
    },
  });

  route(app, cancelEndpoint, {
    access: accessibleBooking,
    handler: async (request, _reply, booking) => {
      await cancelSession(app, booking, request.params.sessionId, 'client');
      return bookingView(app, booking.id, 'client');
    },
  });

  route(app, calendarFileEndpoint, {
    access: accessibleBooking,
    handler: async (request, reply, booking) => {
      const ics = await sessionCalendarFile(app, booking, request.params.sessionId);
      if (ics === null) throw notFound(sessionMessages.sessionNotFound);
      return reply
        .type('text/calendar; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="session-${request.params.sessionId}.ics"`,
        )
        .header('Cache-Control', 'no-store')
        .send(ics);
    },
  });

  route(app, requestRefund, {
    access: accessibleBooking,
    handler: async (_request, _reply, booking) => {
      await refundBooking(app, booking, 'client');
      return bookingView(app, booking.id, 'client');
    },
  });
};

export default consultationBookings;
