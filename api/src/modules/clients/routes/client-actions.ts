/**
 * The coach's actions from a client's record (behind the owner guard: the endpoint table's `owner`
 * access) and the client's self-service (behind his portal session: `client` access). The download
 * of his data and the confirmation of his erasure request are the people module's.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  addClientCredits,
  getPortalErasure,
  giveClientPackage,
  listClientEmails,
  listClientGrants,
  listErasureRequests,
  requestPortalErasure,
  setPortalTimezone,
} from '@site/contracts/endpoints/client-actions';
import { route } from '../../../platform/endpoints';
import {
  addCredits,
  clientEmails,
  clientGrants,
  erasureRequests,
  givePackage,
  portalErasure,
  requestErasure,
  setTimezone,
} from '../services/client-actions';
import * as auth from '../services/portal-auth';

const clientActions: FastifyPluginAsync = async (app) => {
  const client = {
    access: (request: Parameters<typeof auth.requireClient>[1]) => auth.requireClient(app, request),
  };

  route(app, listClientGrants, {
    handler: async (request) => clientGrants(app, request.params.id),
  });
  route(app, addClientCredits, {
    handler: async (request, reply) =>
      reply.code(201).send(await addCredits(app, request, request.params.id, request.body)),
  });
  route(app, giveClientPackage, {
    handler: async (request, reply) =>
      reply.code(201).send(await givePackage(app, request, request.params.id, request.body)),
  });
  route(app, listClientEmails, {
    handler: async (request) => clientEmails(app, request.params.id),
  });
  route(app, listErasureRequests, {
    handler: async () => erasureRequests(app),
  });

  route(app, setPortalTimezone, {
    ...client,
    handler: async (request, _reply, session) =>
      setTimezone(app, request, session.clientId, request.body.timezone),
  });
  route(app, getPortalErasure, {
    ...client,
    handler: async (_request, _reply, session) => portalErasure(app, session.clientId),
  });
  route(app, requestPortalErasure, {
    ...client,
    handler: async (request, reply, session) =>
      reply.code(201).send(await requestErasure(app, request, session.clientId)),
  });
};

export default clientActions;
