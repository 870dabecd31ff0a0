/**
 * The owner's newsletter subscribers under /api/admin: the list, the CSV export, removing one.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  adminRemoveSubscriber,
  adminSubscribers,
  adminSubscribersCsv,
} from '@site/contracts/endpoints/admin';
import { route } from '../../../platform/endpoints';
import { listSubscribers, removeSubscriber, subscribersCsv } from '../services/subscribers';

const adminSubscribersRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminSubscribers, {
    handler: async (request) => listSubscribers(app, request.query),
  });

  route(app, adminRemoveSubscriber, {
    handler: async (request, reply) => {
      await removeSubscriber(app, request, request.params.id);
      return reply.code(204).send();
    },
  });

  route(app, adminSubscribersCsv, {
    handler: async (request, reply) => {
      const { filename, csv } = await subscribersCsv(app, request);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  });
};

export default adminSubscribersRoutes;
