import type { FastifyPluginAsync } from 'fastify';
import { subscribe as endpoint } from '@site/contracts/endpoints/newsletter';
import { route } from '../../../platform/endpoints';
import { subscribe } from '../services/newsletter';

const newsletter: FastifyPluginAsync = async (app) => {
  route(app, endpoint, {
    handler: async (request) => {
      const { email } = request.body;
      await subscribe(app, email);
      return { subscribed: true, email } as const;
    },
  });
};

export default newsletter;
