/**
 * The owner's first screen under /api/admin.
 */
import type { FastifyPluginAsync } from 'fastify';
import { adminToday } from '@site/contracts/endpoints/admin';
import { route } from '../../platform/endpoints';
import { today } from './service';

const todayRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminToday, { handler: async () => today(app) });
};

export default todayRoutes;
