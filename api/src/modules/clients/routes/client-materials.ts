import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  addClientMaterialLink,
  addRecordingLink as addRecordingLinkEndpoint,
  deleteClientMaterial,
  downloadClientMaterial,
  downloadPortalMaterial,
  getClientMaterials,
  getPortalMaterials,
  uploadClientMaterial,
  uploadRecording as uploadRecordingEndpoint,
} from '@site/contracts/endpoints/client-materials';
import { route } from '../../../platform/endpoints';
import {
  addMaterialLink,
  addRecordingLink,
  clientMaterials,
  deleteMaterial,
  ownerDownload,
  portalDownload,
  portalMaterials,
  uploadMaterial,
  uploadRecording,
} from '../services/client-materials';
import { requireClient } from '../services/portal-auth';

/**
 * The uploads' own scope: whatever the Content-Type, the body is handed over unread as a stream
 * (not parsed, not held in memory, not under the app's small JSON body limit); the service
 * streams it to disk under the files' own cap.
 */
async function fileUploads(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  route(app, uploadClientMaterial, {
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await uploadMaterial(app, request, request.params.id, request.query, request.body)),
  });
  route(app, uploadRecordingEndpoint, {
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await uploadRecording(app, request, request.params.id, request.query, request.body)),
  });
}

/**
 * Materials and recordings: the coach's endpoints (the endpoint table's `owner` access: the
 * owner guard) and the client's (his portal session).
 */
const materials: FastifyPluginAsync = async (app) => {
  const client = {
    access: (request: Parameters<typeof requireClient>[1]) => requireClient(app, request),
  };

  route(app, getClientMaterials, {
    handler: async (request) => clientMaterials(app, request.params.id),
  });
  route(app, addClientMaterialLink, {
    handler: async (request, reply) =>
      reply.code(201).send(await addMaterialLink(app, request, request.params.id, request.body)),
  });
  route(app, addRecordingLinkEndpoint, {
    handler: async (request, reply) =>
      reply.code(201).send(await addRecordingLink(app, request, request.params.id, request.body)),
  });
  route(app, deleteClientMaterial, {
    handler: async (request, reply) => {
      await deleteMaterial(app, request, request.params.id);
      return reply.code(204).send();
    },
  });
  route(app, downloadClientMaterial, {
    handler: async (request, reply) => ownerDownload(app, reply, request.params.id),
  });
  route(app, getPortalMaterials, {
    ...client,
    handler: async (_request, _reply, session) => portalMaterials(app, session.clientId),
  });
  route(app, downloadPortalMaterial, {
    ...client,
    handler: async (request, reply, session) =>
      portalDownload(app, reply, session.clientId, request.params.id),
  });
  await app.register(fileUploads);
};

export default materials;
