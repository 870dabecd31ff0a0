import type { FastifyPluginAsync } from 'fastify';
import Stripe from 'stripe';
import { stripeWebhook as endpoint } from '@site/contracts/endpoints/payments';
import { route } from '../../../platform/endpoints';
import { badRequest } from '../../../platform/errors';
import { handleStripeEvent } from '../services/payments';

/**
 * Stripe signs the exact bytes it sends, so this route (in its own encapsulated context) keeps
 * the JSON body raw. A missing secret or a bad signature changes nothing and answers 400.
 */
const stripeWebhook: FastifyPluginAsync = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  route(app, endpoint, {
    handler: async (request) => {
      const secret = app.config.stripe.webhookSecret;
      if (secret === null) throw badRequest('Webhook signing secret is not configured');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw badRequest('Missing Stripe signature or body');
      }
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(request.body, signature, secret);
      } catch {
        throw badRequest('Invalid Stripe signature');
      }
      const isNew = await handleStripeEvent(app, event);
      return { received: true, duplicate: !isNew } as const;
    },
  });
};

export default stripeWebhook;
