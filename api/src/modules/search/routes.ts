/**
 * The back office's search under /api/admin: one owner-only read, its text checked by the entry.
 */
import type { FastifyPluginAsync } from 'fastify';
import { adminSearch } from '@site/contracts/endpoints/admin';
import { route } from '../../platform/endpoints';
import { search } from './service';

const searchRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminSearch, { handler: async (request) => search(app, request.query.q) });
};

export default searchRoutes;
