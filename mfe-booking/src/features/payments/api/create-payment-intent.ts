import { sendJson } from '@site/api-client/http';
import type {
  CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
} from '@site/contracts/api-types';
import { urlOf } from '@site/contracts/endpoints/define';
import { createPaymentIntent as endpoint } from '@site/contracts/endpoints/payments';

/**
 * POST /api/create-payment-intent: creates the booking (and, for a paid package, its Stripe
 * PaymentIntent). The price is never sent: the server reads it from the package table.
 */
export function createPaymentIntent(
  request: CreatePaymentIntentRequest,
): Promise<CreatePaymentIntentResponse> {
  return sendJson<CreatePaymentIntentResponse>('POST', urlOf(endpoint), request);
}
