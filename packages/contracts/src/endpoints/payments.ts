/** Creating bookings and their payments, and Stripe's notifications. */
import { object, string } from 'yup';
import { createPaymentIntentSchema } from '../schemas/create-payment-intent';
import { defineEndpoint, json } from './define';
import {
  apiErrorSchema,
  createPaymentIntentResponseSchema,
  paymentReconciliationSchema,
  paymentsStatusSchema,
  stripeWebhookResponseSchema,
} from './responses';

export const invalidPaymentReferenceMessage = 'Invalid payment reference';

export const createPaymentIntent = defineEndpoint({
  method: 'POST',
  path: '/api/create-payment-intent',
  area: 'payments',
  summary: 'Create a booking (and, for a paid package, its Stripe PaymentIntent)',
  description:
    "The price is never sent: the server reads it from the package. Sets the booking's access cookie.",
  access: 'public',
  rateLimit: 'default',
  body: createPaymentIntentSchema,
  responses: {
    200: json(
      '`{clientSecret, bookingId}` for a paid package, `{bookingId}` for the strategy call.',
      createPaymentIntentResponseSchema,
    ),
    400: json('Each refused field with its message.', apiErrorSchema),
    409: json(
      'This address already has an upcoming free call (the message names its date).',
      apiErrorSchema,
    ),
    429: json("The daily free-call cap of this visitor's address is reached.", apiErrorSchema),
    502: json('Stripe could not be reached.', apiErrorSchema),
    503: json('Card payments are not activated.', apiErrorSchema),
  },
});

export const paymentsStatus = defineEndpoint({
  method: 'GET',
  path: '/api/payments/status',
  area: 'payments',
  summary: 'Whether card payments are activated (creates nothing)',
  access: 'public',
  responses: { 200: json('Whether Stripe is configured.', paymentsStatusSchema) },
});

export const reconcilePayment = defineEndpoint({
  method: 'GET',
  path: '/api/payments/:paymentIntentId',
  area: 'payments',
  summary: 'Ask Stripe about a payment the success page was returned with',
  description:
    'Marks its booking paid when Stripe says it succeeded (a fallback for a late webhook).',
  access: 'public',
  params: object({
    paymentIntentId: string()
      .required(invalidPaymentReferenceMessage)
      .matches(/^pi_[A-Za-z0-9]{1,200}$/, invalidPaymentReferenceMessage),
  }),
  responses: {
    200: json('The booking and its status.', paymentReconciliationSchema),
    400: json('Not a payment reference.', apiErrorSchema),
    404: json('No booking has this payment.', apiErrorSchema),
    502: json('Stripe could not be reached.', apiErrorSchema),
    503: json('Card payments are not activated.', apiErrorSchema),
  },
});

export const stripeWebhook = defineEndpoint({
  method: 'POST',
  path: '/api/stripe/webhook',
  area: 'payments',
  summary: "Stripe's signed event notifications",
  description: 'Replay-safe: an event seen before changes nothing and answers `duplicate: true`.',
  access: 'public',
  rateLimit: 'default',
  rawBody: 'A Stripe event, exactly as Stripe signed it (header `Stripe-Signature`).',
  responses: {
    200: json('The event was taken.', stripeWebhookResponseSchema),
    400: json('No signing secret configured, or a missing or bad signature.', apiErrorSchema),
  },
});

export const paymentEndpoints = {
  createPaymentIntent,
  paymentsStatus,
  reconcilePayment,
  stripeWebhook,
} as const;
