/**
 * The fake Stripe API of the end-to-end run: the API's own local fake (PaymentIntent create and
 * retrieve) plus the confirmation the browser's Stripe.js double sends, on a fixed port so the
 * API (STRIPE_API_URL) and the tests' route for https://api.stripe.com can both reach it.
 */
import http from 'node:http';
import { FakeStripe } from '../../../api/src/test/fake-stripe';

/** Stripe's test card numbers: this one is declined, any other 16 digits succeed. */
export const declinedCard = '4000000000000002';
export const successCard = '4242424242424242';

export class E2eFakeStripe extends FakeStripe {
  private http = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      const path = (request.url ?? '').split('?')[0] ?? '';
      if (request.method === 'GET' && path === '/health') return send(200, { ok: true });
      const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
      if (request.method === 'POST' && confirm?.[1]) return this.confirm(confirm[1], body, send);
      this.handle(request, body, send);
    });
  });

  listen(port: number): Promise<void> {
    return new Promise((resolve) => this.http.listen(port, '127.0.0.1', resolve));
  }

  private confirm(id: string, body: string, send: (status: number, json: unknown) => void) {
    const form = new URLSearchParams(body);
    const intent = this.intents.get(id);
    if (!intent || form.get('client_secret') !== intent.client_secret) {
      return send(404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: 'No such payment_intent',
        },
      });
    }
    if (form.get('payment_method_data[card][number]') === declinedCard) {
      intent.status = 'requires_payment_method';
      return send(402, {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
          payment_intent: intent,
        },
      });
    }
    intent.status = 'succeeded';
    if (form.get('receipt_email')) intent.receipt_email = form.get('receipt_email');
    send(200, intent);
  }
}

if (require.main === module) {
  const port = Number(process.env.PORT);
  if (!Number.isInteger(port) || port <= 0) throw new Error('PORT must be set');
  void new E2eFakeStripe().listen(port).then(() => {
    console.info(`fake Stripe on http://127.0.0.1:${port}`);
  });
}
