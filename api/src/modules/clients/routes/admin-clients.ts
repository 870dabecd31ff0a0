import type { FastifyPluginAsync } from 'fastify';
import { adminClientThreads } from '@site/contracts/endpoints/admin';
import {
  addClientNote,
  getClient,
  listClientMessages,
  listClients as listEndpoint,
  markAttendance as attendanceEndpoint,
  replyToClient as replyEndpoint,
} from '@site/contracts/endpoints/admin-clients';
import { route } from '../../../platform/endpoints';
import {
  addNote,
  clientRecord,
  clientThreadsPage,
  clientThread,
  listClients,
  markAttendance,
  replyToClient,
} from '../services/client-record';

/** The back office's Clients: behind the owner guard (the endpoint table's `owner` access). */
const adminClients: FastifyPluginAsync = async (app) => {
  route(app, listEndpoint, {
    handler: async (request) => listClients(app, request.query),
  });
  route(app, getClient, {
    handler: async (request) => clientRecord(app, request.params.id),
  });
  route(app, adminClientThreads, {
    handler: async (request) => clientThreadsPage(app, request.query),
  });
  route(app, listClientMessages, {
    handler: async (request) => clientThread(app, request.params.id),
  });
  route(app, addClientNote, {
    handler: async (request, reply) =>
      reply.code(201).send(await addNote(app, request, request.params.id, request.body)),
  });
  route(app, replyEndpoint, {
    handler: async (request, reply) =>
      reply.code(201).send(await replyToClient(app, request, request.params.id, request.body.body)),
  });
  route(app, attendanceEndpoint, {
    handler: async (request) =>
      markAttendance(app, request, request.params.id, request.body.attendance),
  });
};

export default adminClients;
