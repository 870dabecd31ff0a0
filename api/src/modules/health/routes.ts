import type { FastifyPluginAsync } from 'fastify';
import { health as endpoint } from '@site/contracts/endpoints/site';
import { route } from '../../platform/endpoints';
import { messages } from '../../platform/errors';

const health: FastifyPluginAsync = async (app) => {
  route(app, endpoint, {
    handler: async (request, reply) => {
      try {
        await app.knex.raw('select 1');
        return { status: 'ok', database: 'up' } as const;
      } catch (error) {
        // Logged once per outage (when it begins), not at every probe.
        if (!app.databaseOutage.report(error)) {
          request.log.error({ err: error }, 'health check: database query failed');
        }
        return reply.code(503).send({ message: messages.databaseUnavailable });
      }
    },
  });
};

export default health;
