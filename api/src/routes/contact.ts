import type { FastifyPluginAsync } from 'fastify';
import { contactSchema } from '@site/contracts/schemas/contact';
import { queueContactReceived } from '../services/notifications';
import { parseBody } from '../validation';

const contact: FastifyPluginAsync = async (app) => {
  app.post(
    '/contact',
    { config: { rateLimit: app.config.rateLimit.forms } },
    async (request, reply) => {
      const message = await parseBody(contactSchema, request.body);
      const saved = await app.knex.transaction(async (trx) => {
        const created = await app.repos.contactForms.create(message, trx);
        await queueContactReceived(app, { id: created.id, message }, trx);
        return created;
      });
      return reply.code(201).send(saved);
    },
  );
};

export default contact;
