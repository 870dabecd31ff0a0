/**
 * The owner's bookings under /api/admin: the list, one booking, a booking paid outside the site,
 * sending one of its emails again; and his actions on a booking's sessions (schedule, move,
 * cancel one, cancel or refund the booking, cancel a booking never paid): the same service as the client's manage link, as the
 * owner (no notice, no refund window). Each action is audited in the owner's name, inside the
 * action's own transaction: the change and its audit line commit or fail together.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  adminBooking,
  adminBookings,
  adminCreateBooking,
  adminResendBookingEmail,
} from '@site/contracts/endpoints/admin';
import {
  ownerCancelBooking as cancelBookingEndpoint,
  ownerCancelSession,
  ownerCancelUnpaidBooking as cancelUnpaidEndpoint,
  ownerRescheduleSession,
  ownerScheduleSession,
} from '@site/contracts/endpoints/admin-bookings';
import type { BookingRecord } from '../repositories/bookings';
import { route } from '../../../platform/endpoints';
import { messages, notFound } from '../../../platform/errors';
import { auditOwner } from '../../owner';
import * as ownerBookings from '../services/owner-bookings';
import {
  bookingView,
  cancelSession,
  type InTransaction,
  ownerCancelBooking,
  ownerCancelUnpaidBooking,
  rescheduleSession,
  scheduleNextSession,
} from '../services/sessions';

const ownerBookingRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminBookings, {
    handler: async (request) => ownerBookings.listBookings(app, request.query),
  });

  route(app, adminCreateBooking, {
    handler: async (request, reply) =>
      reply.code(201).send(await ownerBookings.createOfflineBooking(app, request, request.body)),
  });

  route(app, adminBooking, {
    handler: async (request) => ownerBookings.bookingDetail(app, request.params.id),
  });

  route(app, adminResendBookingEmail, {
    handler: async (request, reply) => {
      const { id, emailId } = request.params;
      const email = await ownerBookings.resendBookingEmail(app, request, id, emailId);
      return reply.code(201).send(email);
    },
  });

  // --- the booking's sessions ------------------------------------------------------------------

  /** The owner's audit entry, written by the service inside its transaction. */
  const audited =
    (request: FastifyRequest, action: string, target: string): InTransaction =>
    (trx) =>
      auditOwner(app, request, action, target, trx);

  async function booking(
    request: FastifyRequest<{ Params: { id: number } }>,
  ): Promise<BookingRecord> {
    const found = await app.repos.bookings.findById(request.params.id);
    if (found === null) throw notFound(messages.bookingNotFound);
    return found;
  }

  route(app, ownerScheduleSession, {
    access: booking,
    handler: async (request, _reply, record) => {
      await scheduleNextSession(
        app,
        record,
        request.body,
        audited(request, 'booking.session-schedule', `booking ${record.id}`),
      );
      return bookingView(app, record.id, 'owner');
    },
  });

  route(app, ownerRescheduleSession, {
    access: booking,
    handler: async (request, _reply, record) => {
      await rescheduleSession(
        app,
        record,
        request.params.sessionId,
        request.body,
        'owner',
        audited(
          request,
          'booking.session-reschedule',
          `booking ${record.id} session ${request.params.sessionId}`,
        ),
      );
      return bookingView(app, record.id, 'owner');
    },
  });

  route(app, ownerCancelSession, {
    access: booking,
    handler: async (request, _reply, record) => {
      await cancelSession(
        app,
        record,
        request.params.sessionId,
        'owner',
        audited(
          request,
          'booking.session-cancel',
          `booking ${record.id} session ${request.params.sessionId}`,
        ),
      );
      return bookingView(app, record.id, 'owner');
    },
  });

  route(app, cancelBookingEndpoint, {
    access: booking,
    handler: async (request, _reply, record) => {
      await ownerCancelBooking(
        app,
        record,
        request.body.refund,
        audited(
          request,
          request.body.refund ? 'booking.refund' : 'booking.cancel',
          `booking ${record.id}`,
        ),
      );
      return bookingView(app, record.id, 'owner');
    },
  });

  route(app, cancelUnpaidEndpoint, {
    access: booking,
    handler: async (request, _reply, record) => {
      await ownerCancelUnpaidBooking(
        app,
        record,
        audited(request, 'booking.cancel-unpaid', `booking ${record.id}`),
      );
      return bookingView(app, record.id, 'owner');
    },
  });
};

export default ownerBookingRoutes;
