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

/**
 * A fresh idempotency key for one checkout attempt (128 random bits, URL-safe): every request
 * sent with it gives the same booking and payment, so a double click or a retry cannot pay twice.
 * getRandomValues works on plain-http origins too, unlike randomUUID.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
