import type { FastifyPluginAsync } from 'fastify';
import type {
  CreatePaymentIntentResponse,
  PaymentReconciliation,
  PaymentsStatus,
} from '@site/contracts/api-types';
import { createPaymentIntentSchema } from '@site/contracts/schemas/create-payment-intent';
import { badRequest } from '../errors';
import { grantAccess } from '../services/booking-access';
import { createBooking, reconcilePayment } from '../services/payments';
import { parseBody } from '../validation';

const payments: FastifyPluginAsync = async (app) => {
  app.post(
    '/create-payment-intent',
    { config: { rateLimit: app.config.rateLimit.post } },
    async (request, reply): Promise<CreatePaymentIntentResponse> => {
      const input = await parseBody(createPaymentIntentSchema, request.body);
      const { booking, clientSecret } = await createBooking(app, input, request.ip);
      grantAccess(reply, booking);
      return clientSecret === undefined
        ? { bookingId: booking.id }
        : { clientSecret, bookingId: booking.id };
    },
  );

  /** Lets the browser decide between checkout and /stripe-setup without creating anything. */
  app.get('/payments/status', async (): Promise<PaymentsStatus> => ({
    cardPaymentsEnabled: app.stripe !== null,
  }));

  app.get<{ Params: { paymentIntentId: string } }>(
    '/payments/:paymentIntentId',
    async (request): Promise<PaymentReconciliation> => {
      const { paymentIntentId } = request.params;
      if (!/^pi_[A-Za-z0-9]{1,200}$/.test(paymentIntentId))
        throw badRequest('Invalid payment reference');
      const booking = await reconcilePayment(app, paymentIntentId);
      return { bookingId: booking.id, status: booking.status };
    },
  );
};

export default payments;
