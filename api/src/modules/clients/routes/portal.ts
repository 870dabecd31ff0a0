import type { FastifyPluginAsync } from 'fastify';
import {
  getPortal,
  getPortalNotes,
  getPortalThread,
  postPortalMessage,
  requestSignInCode,
  setPortalActionItem,
  signInWithBookingLink,
  signInWithCode,
  signOutOfPortal,
} from '@site/contracts/endpoints/portal';
import { portalMessages } from '@site/contracts/client-portal';
import { route } from '../../../platform/endpoints';
import {
  portalNotes,
  portalOverview,
  portalThread,
  postClientMessage,
  setActionItem,
} from '../services/portal';
import * as auth from '../services/portal-auth';

/** The client portal's endpoints: sign-in and out, then everything behind the portal session. */
const portal: FastifyPluginAsync = async (app) => {
  const client = {
    access: (request: Parameters<typeof auth.requireClient>[1]) => auth.requireClient(app, request),
  };

  route(app, requestSignInCode, {
    handler: async (request, reply) => {
      await auth.requestCode(app, request, request.body.email);
      return reply.code(202).send({ message: portalMessages.codeSent });
    },
  });
  route(app, signInWithCode, {
    handler: async (request, reply) => {
      await auth.signInWithCode(app, request, reply, request.body);
      return reply.code(204).send();
    },
  });
  route(app, signInWithBookingLink, {
    handler: async (request, reply) => {
      await auth.signInWithBookingLink(app, request, reply, request.body);
      return reply.code(204).send();
    },
  });
  route(app, signOutOfPortal, {
    handler: async (request, reply) => {
      await auth.signOut(app, request, reply);
      return reply.code(204).send();
    },
  });
  route(app, getPortal, {
    ...client,
    handler: async (_request, _reply, session) => portalOverview(app, session.clientId),
  });
  route(app, getPortalThread, {
    ...client,
    handler: async (_request, _reply, session) => portalThread(app, session.clientId),
  });
  route(app, postPortalMessage, {
    ...client,
    handler: async (request, reply, session) =>
      reply
        .code(201)
        .send(await postClientMessage(app, request, session.clientId, request.body.body)),
  });
  route(app, getPortalNotes, {
    ...client,
    handler: async (_request, _reply, session) => portalNotes(app, session.clientId),
  });
  route(app, setPortalActionItem, {
    ...client,
    handler: async (request, _reply, session) =>
      setActionItem(app, request, {
        clientId: session.clientId,
        itemId: request.params.id,
        done: request.body.done,
      }),
  });
};

export default portal;
