import type { FastifyPluginAsync } from 'fastify';
import { sendContactMessage as endpoint } from '@site/contracts/endpoints/contact';
import { route } from '../../../platform/endpoints';
import { queueContactReceived } from '../services/notifications';

const contact: FastifyPluginAsync = async (app) => {
  route(app, endpoint, {
    handler: async (request, reply) => {
      const message = request.body;
      const saved = await app.knex.transaction(async (trx) => {
        const created = await app.repos.contactForms.create(message, trx);
        await queueContactReceived(app, { id: created.id, message }, trx);
        return created;
      });
      return reply.code(201).send(saved);
    },
  });
};

export default contact;
