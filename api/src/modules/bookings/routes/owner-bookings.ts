/**
 * The owner's bookings under /api/admin: the list, one booking, a booking paid outside the site,
 * sending one of its e-mails again.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  adminBooking,
  adminBookings,
  adminCreateBooking,
  adminResendBookingEmail,
} from '@site/contracts/endpoints/admin';
import { route } from '../../../platform/endpoints';
import * as ownerBookings from '../services/owner-bookings';

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
};

export default ownerBookingRoutes;
