/**
 * A client's requests about his data: his download (behind his portal session: `client` access)
 * and the coach's confirmation of his erasure request (behind the owner guard).
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  confirmErasureRequest,
  downloadPortalData,
} from '@site/contracts/endpoints/client-actions';
import { dataExportFileName } from '@site/contracts/client-actions';
import { route } from '../../../platform/endpoints';
import { requireClient } from '../../clients';
import { confirmErasure, portalDataExport } from '../services/client-requests';

const clientRequests: FastifyPluginAsync = async (app) => {
  route(app, confirmErasureRequest, {
    handler: async (request) => confirmErasure(app, request, request.params.id),
  });
  route(app, downloadPortalData, {
    access: (request) => requireClient(app, request),
    handler: async (request, reply, session) => {
      const data = await portalDataExport(app, request, session.clientId);
      return reply
        .header('Content-Disposition', `attachment; filename="${dataExportFileName}"`)
        .send(data);
    },
  });
};

export default clientRequests;
