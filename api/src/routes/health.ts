import type { FastifyPluginAsync } from 'fastify';
import { health as endpoint } from '@site/contracts/endpoints/site';
import { route } from '../endpoints';

const health: FastifyPluginAsync = async (app) => {
  route(app, endpoint, {
    handler: async (request, reply) => {
      try {
        await app.knex.raw('select 1');
        return { status: 'ok', database: 'up' } as const;
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply
          .code(503)
          .send({ message: 'Service Unavailable: the database cannot be reached' });
      }
    },
  });
};

export default health;
