import type { FastifyPluginAsync } from 'fastify';
import { listClientCheckIns, listNewCheckIns } from '@site/contracts/endpoints/promises';
import { route } from '../../../platform/endpoints';
import { clientCheckIns, newCheckIns } from '../services/check-ins';

/** The coach's side of the check-ins: behind the owner guard (the endpoint table's `owner`). */
const adminCheckIns: FastifyPluginAsync = async (app) => {
  route(app, listClientCheckIns, {
    handler: async (request) => clientCheckIns(app, request.params.id),
  });
  route(app, listNewCheckIns, {
    handler: async () => newCheckIns(app),
  });
};

export default adminCheckIns;
