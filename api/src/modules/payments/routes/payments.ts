import type { FastifyPluginAsync } from 'fastify';
import {
  createPaymentIntent,
  paymentsStatus,
  reconcilePayment as reconcileEndpoint,
} from '@site/contracts/endpoints/payments';
import { route } from '../../../platform/endpoints';
import { grantAccess } from '../../bookings';
import { createBooking, reconcilePayment } from '../services/payments';

const payments: FastifyPluginAsync = async (app) => {
  route(app, createPaymentIntent, {
    handler: async (request, reply) => {
      const input = request.body;
      const { booking, clientSecret } = await createBooking(app, input, request.ip);
      grantAccess(reply, booking);
      return clientSecret === undefined
        ? { bookingId: booking.id }
        : { clientSecret, bookingId: booking.id };
    },
  });

  /** Lets the browser decide between checkout and /stripe-setup without creating anything. */
  route(app, paymentsStatus, {
    handler: async () => ({ cardPaymentsEnabled: app.stripe !== null }),
  });

  route(app, reconcileEndpoint, {
    handler: async (request) => {
      const booking = await reconcilePayment(app, request.params.paymentIntentId);
      return { bookingId: booking.id, status: booking.status };
    },
  });
};

export default payments;
