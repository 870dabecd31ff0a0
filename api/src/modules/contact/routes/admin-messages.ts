/**
 * The owner's contact messages under /api/admin (owner guard and admin rate limit from `route()`).
 */
import type { FastifyPluginAsync } from 'fastify';
import { adminMessages, adminUpdateMessage } from '@site/contracts/endpoints/admin';
import { route } from '../../../platform/endpoints';
import { listMessages, updateMessage } from '../services/messages';

const adminMessagesRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminMessages, {
    handler: async (request) => listMessages(app, request.query),
  });

  route(app, adminUpdateMessage, {
    handler: async (request) => updateMessage(app, request, request.params.id, request.body),
  });
};

export default adminMessagesRoutes;
