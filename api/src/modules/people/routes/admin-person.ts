/**
 * A person's data and its erasure under /api/admin, by email address.
 */
import type { FastifyPluginAsync } from 'fastify';
import { adminErasePerson, adminPerson } from '@site/contracts/endpoints/admin';
import { route } from '../../../platform/endpoints';
import { erasePerson, personData } from '../services/person-data';

const adminPersonRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminPerson, {
    handler: async (request) => personData(app, request, request.query.email),
  });

  route(app, adminErasePerson, {
    handler: async (request) => erasePerson(app, request, request.query.email),
  });
};

export default adminPersonRoutes;
