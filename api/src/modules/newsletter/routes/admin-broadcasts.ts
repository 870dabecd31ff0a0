import type { FastifyPluginAsync } from 'fastify';
import {
  createBroadcast as createEndpoint,
  deleteBroadcast as deleteEndpoint,
  getBroadcast as getEndpoint,
  listBroadcastPosts,
  listBroadcasts as listEndpoint,
  previewBroadcast as previewEndpoint,
  previewDraftBroadcast as previewDraftEndpoint,
  sendBroadcast as sendEndpoint,
  testBroadcast as testEndpoint,
  unscheduleBroadcast as unscheduleEndpoint,
  updateBroadcast as updateEndpoint,
} from '@site/contracts/endpoints/broadcasts';
import { route } from '../../../platform/endpoints';
import {
  createBroadcast,
  deleteBroadcast,
  getBroadcast,
  listBroadcasts,
  previewBroadcast,
  previewDraft,
  sendBroadcast,
  sendTestBroadcast,
  unscheduleBroadcast,
  updateBroadcast,
} from '../services/broadcasts';
import { broadcastPostOptions } from '../../posts';

/** The owner's newsletter broadcasts (`/api/admin/broadcasts…`, behind the owner guard). */
const adminBroadcasts: FastifyPluginAsync = async (app) => {
  route(app, listEndpoint, { handler: async () => listBroadcasts(app) });
  route(app, listBroadcastPosts, { handler: async () => broadcastPostOptions(app.knex) });
  route(app, createEndpoint, {
    handler: async (request, reply) => {
      reply.code(201);
      return createBroadcast(app, request, request.body);
    },
  });
  route(app, getEndpoint, { handler: async (request) => getBroadcast(app, request.params.id) });
  route(app, updateEndpoint, {
    handler: async (request) => updateBroadcast(app, request, request.params.id, request.body),
  });
  route(app, deleteEndpoint, {
    handler: async (request, reply) => {
      await deleteBroadcast(app, request, request.params.id);
      return reply.code(204).send();
    },
  });
  route(app, previewEndpoint, {
    handler: async (request) => previewBroadcast(app, request.params.id),
  });
  route(app, previewDraftEndpoint, {
    handler: async (request) => previewDraft(app, request.body, request.query.id ?? null),
  });
  route(app, testEndpoint, {
    handler: async (request, reply) => {
      reply.code(201);
      return sendTestBroadcast(app, request, request.params.id);
    },
  });
  route(app, sendEndpoint, {
    handler: async (request) => sendBroadcast(app, request, request.params.id, request.body),
  });
  route(app, unscheduleEndpoint, {
    handler: async (request) => unscheduleBroadcast(app, request, request.params.id),
  });
};

export default adminBroadcasts;
