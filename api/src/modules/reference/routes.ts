import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import { apiDocs, openApiDocument as endpoint } from '@site/contracts/endpoints/reference';
import { route } from '../../platform/endpoints';
import { openApiDocument } from './openapi';
import { sessionCookieName } from '../owner';

/**
 * GET /api/openapi.json (the document generated from the endpoint table) and /api/docs, a
 * Swagger UI reading it. Every file of the page comes from this origin (the UI's own copy in
 * node_modules); its CSP allows only this origin, and the online validator badge is off.
 */
const reference: FastifyPluginAsync = async (app) => {
  const document = openApiDocument({
    siteOrigin: app.config.siteOrigin,
    coachName: app.config.coachName,
    ownerCookie: sessionCookieName(app),
  });

  route(app, endpoint, { handler: async () => document });

  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, {
    routePrefix: apiDocs.path,
    // Areas start collapsed: a reader opens the one he needs (with every one of its 140-odd
    // operations open at once, Swagger UI stopped drawing the page after the third area).
    uiConfig: { validatorUrl: null, deepLinking: true, docExpansion: 'none' },
    staticCSP: [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
    theme: { title: `${app.config.coachName}: API reference` },
  });
};

export default reference;
