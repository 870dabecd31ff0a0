import type { FastifyPluginAsync } from 'fastify';
import { contactSchema } from '@site/contracts/schemas/contact';
import { notifyContact } from '../services/notifications';
import { parseBody } from '../validation';

const contact: FastifyPluginAsync = async (app) => {
  app.post(
    '/contact',
    { config: { rateLimit: app.config.rateLimit.forms } },
    async (request, reply) => {
      const message = await parseBody(contactSchema, request.body);
      const saved = await app.repos.contactForms.create(message);
      await notifyContact(app, message);
      return reply.code(201).send(saved);
    },
  );
};

export default contact;
