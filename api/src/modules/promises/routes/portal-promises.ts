import type { FastifyPluginAsync } from 'fastify';
import {
  bookEmergency as bookEmergencyEndpoint,
  bookFollowUp as bookFollowUpEndpoint,
  fileCheckIn as fileCheckInEndpoint,
  listEmergencySlots,
} from '@site/contracts/endpoints/promises';
import { requireClient } from '../../clients';
import { route } from '../../../platform/endpoints';
import { fileCheckIn } from '../services/check-ins';
import { bookEmergency, bookFollowUp, emergencySlots } from '../services/extra-sessions';

/** The portal's side of the package promises: behind the client's portal session. */
const portalPromises: FastifyPluginAsync = async (app) => {
  const client = {
    access: (request: Parameters<typeof requireClient>[1]) => requireClient(app, request),
  };

  route(app, fileCheckInEndpoint, {
    ...client,
    handler: async (request, reply, session) =>
      reply.code(201).send(
        await fileCheckIn(app, request, {
          clientId: session.clientId,
          bookingId: request.params.id,
          form: request.body,
        }),
      ),
  });
  route(app, bookFollowUpEndpoint, {
    ...client,
    handler: async (request, reply, session) =>
      reply.code(201).send(
        await bookFollowUp(app, request, {
          clientId: session.clientId,
          bookingId: request.params.id,
          time: request.body,
        }),
      ),
  });
  route(app, listEmergencySlots, {
    ...client,
    handler: async (request, _reply, session) =>
      emergencySlots(app, {
        clientId: session.clientId,
        bookingId: request.params.id,
        visitorZone: request.query.timezone,
      }),
  });
  route(app, bookEmergencyEndpoint, {
    ...client,
    handler: async (request, reply, session) =>
      reply.code(201).send(
        await bookEmergency(app, request, {
          clientId: session.clientId,
          bookingId: request.params.id,
          time: request.body,
        }),
      ),
  });
};

export default portalPromises;
