import type { FastifyPluginAsync } from 'fastify';
import type { HealthResponse } from '@site/contracts/api-types';

const health: FastifyPluginAsync = async (app) => {
  app.get('/health', async (request, reply): Promise<HealthResponse | { message: string }> => {
    try {
      await app.knex.raw('select 1');
      return { status: 'ok', database: 'up' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply
        .code(503)
        .send({ message: 'Service Unavailable: the database cannot be reached' });
    }
  });
};

export default health;
