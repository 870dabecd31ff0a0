/**
 * A local stand-in for api.stripe.com: the real SDK is pointed at it (STRIPE_API_URL). It speaks
 * the SDK's wire format: form-encoded POST bodies, JSON answers, Idempotency-Key on POSTs.
 */
import type http from 'node:http';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { FakeHttpServer, type SendJson } from './fake-http-server';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: URLSearchParams;
}

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  receipt_email: string | null;
  metadata: Record<string, string>;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded' | 'pending' | 'failed' | 'canceled';
  metadata: Record<string, string>;
  created: number;
}

export class FakeStripe extends FakeHttpServer {
  readonly requests: RecordedRequest[] = [];
  readonly intents = new Map<string, FakeIntent>();
  readonly refunds = new Map<string, FakeRefund>();
  /** When set, every request answers this HTTP status with a Stripe-style error. */
  failWith: number | null = null;
  private counter = 0;
  /** First answer per Idempotency-Key (Stripe keeps them 24 hours; the fake, for its life). */
  private readonly idempotent = new Map<string, { body: string; status: number; json: unknown }>();

  protected handle(request: http.IncomingMessage, body: string, sendJson: SendJson): void {
    const path = (request.url ?? '').split('?')[0] ?? '';
    const form = new URLSearchParams(body);
    this.requests.push({ method: request.method ?? '', path, headers: request.headers, form });
    let send = (status: number, json: unknown) =>
      sendJson(status, json, { 'request-id': `req_${this.counter}` });
    if (this.failWith !== null) {
      send(this.failWith, {
        error: { type: 'api_error', message: 'Fake Stripe is failing on purpose' },
      });
      return;
    }
    // Stripe's idempotency: a POST with a key seen before replays the first answer; the same key
    // with other parameters is refused.
    const idempotencyKey = request.headers['idempotency-key'];
    if (request.method === 'POST' && typeof idempotencyKey === 'string') {
      const seen = this.idempotent.get(idempotencyKey);
      if (seen !== undefined) {
        if (seen.body !== body) {
          send(400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
            },
          });
        } else {
          sendJson(seen.status, seen.json, {
            'request-id': `req_${this.counter}`,
            'idempotent-replayed': 'true',
          });
        }
        return;
      }
      const first = send;
      send = (status: number, json: unknown) => {
        this.idempotent.set(idempotencyKey, { body, status, json });
        first(status, json);
      };
    }
    if (request.method === 'POST' && path === '/v1/payment_intents') {
      this.counter += 1;
      const id = `pi_fake${this.counter}${Date.now()}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match?.[1]) metadata[match[1]] = value;
      }
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? 'usd',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_fake`,
        receipt_email: form.get('receipt_email'),
        metadata,
      };
      this.intents.set(id, intent);
      send(200, intent);
      return;
    }
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (request.method === 'POST' && cancel?.[1]) {
      const intent = this.intents.get(cancel[1]);
      if (!intent) {
        send(404, missing('payment_intent'));
      } else if (intent.status === 'succeeded' || intent.status === 'canceled') {
        send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
          },
        });
      } else {
        intent.status = 'canceled';
        send(200, intent);
      }
      return;
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      const intent = this.intents.get(form.get('payment_intent') ?? '');
      if (!intent) {
        send(404, missing('payment_intent'));
        return;
      }
      const refunded = [...this.refunds.values()]
        .filter((refund) => refund.payment_intent === intent.id && refund.status !== 'failed')
        .reduce((sum, refund) => sum + refund.amount, 0);
      const amount = Number(form.get('amount') ?? intent.amount - refunded);
      if (intent.status !== 'succeeded' || amount <= 0 || refunded + amount > intent.amount) {
        send(400, {
          error: {
            type: 'invalid_request_error',
            code:
              intent.status !== 'succeeded'
                ? 'payment_intent_unexpected_state'
                : 'charge_already_refunded',
            message:
              intent.status !== 'succeeded'
                ? `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`
                : `Charge for ${intent.id} has already been refunded.`,
          },
        });
        return;
      }
      this.counter += 1;
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match?.[1]) metadata[match[1]] = value;
      }
      const refund: FakeRefund = {
        id: `re_fake${this.counter}${Date.now()}`,
        object: 'refund',
        amount,
        currency: intent.currency,
        charge: `ch_${intent.id}`,
        payment_intent: intent.id,
        reason: form.get('reason'),
        status: 'succeeded',
        metadata,
        created: Math.floor(Date.now() / 1000),
      };
      this.refunds.set(refund.id, refund);
      send(200, refund);
      return;
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && retrieve?.[1]) {
      const intent = this.intents.get(retrieve[1]);
      if (intent) send(200, intent);
      else
        send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such payment_intent',
          },
        });
      return;
    }
    send(404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${request.method}: ${path})`,
      },
    });
  }
}

function missing(kind: string) {
  return {
    error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}` },
  };
}

/** A Stripe event's JSON, as Stripe posts it to the webhook. */
export function stripeEvent(id: string, type: string, object: unknown): string {
  return JSON.stringify({ id, object: 'event', type, data: { object } });
}

/** The Stripe-Signature header Stripe would send with `payload` for the webhook `secret`. */
export function stripeSignature(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}

/**
 * Posts `payload` to the app's Stripe webhook as Stripe does: JSON, with `signature` as the
 * Stripe-Signature header (none when undefined); `stripeSignature` makes a valid one.
 */
export function postStripeWebhook(
  app: FastifyInstance,
  payload: string,
  signature: string | undefined,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature !== undefined && { 'stripe-signature': signature }),
    },
    payload,
  });
}
