import type { FastifyPluginAsync } from 'fastify';
import type { NewsletterResponse } from '@site/contracts/api-types';
import { newsletterSchema } from '@site/contracts/schemas/newsletter';
import { subscribe } from '../services/newsletter';
import { parseBody } from '../validation';

const newsletter: FastifyPluginAsync = async (app) => {
  app.post(
    '/newsletter',
    { config: { rateLimit: app.config.rateLimit.forms } },
    async (request): Promise<NewsletterResponse> => {
      const { email } = await parseBody(newsletterSchema, request.body);
      await subscribe(app, email);
      return { subscribed: true, email };
    },
  );
};

export default newsletter;
