import type { FastifyPluginAsync } from 'fastify';
import {
  broadcastOpened,
  confirmSubscription as confirmEndpoint,
  viewBroadcast,
} from '@site/contracts/endpoints/broadcasts';
import { confirmationPage } from '../mail/newsletter-confirmation';
import { route } from '../../../platform/endpoints';
import { notFound } from '../../../platform/errors';
import { broadcastPage } from '../services/broadcasts';
import { confirmSubscription } from '../services/newsletter';

/** The pages here: inline styles and images only, no script, never framed. */
const pageSecurity =
  "default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** A transparent 1×1 GIF. */
const pixel = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * The double opt-in confirmation link's page, and a sent broadcast's web version ("view in the browser"): the letter as HTML at its unlisted
 * address, never listed anywhere. Its own CSP: inline styles and images only, no script.
 */
const newsletterBroadcastPage: FastifyPluginAsync = async (app) => {
  route(app, viewBroadcast, {
    handler: async (request, reply) => {
      const page = await broadcastPage(app, request.params.key);
      if (page === null) throw notFound('This newsletter does not exist.');
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', pageSecurity)
        .header('cache-control', 'no-cache');
      if (page.subscriberOnly) reply.header('x-robots-tag', 'noindex');
      return reply.send(page.html);
    },
  });

  route(app, confirmEndpoint, {
    handler: async (request, reply) => {
      const confirmed =
        app.config.newsletter.doubleOptIn && (await confirmSubscription(app, request.query.token));
      const page = confirmationPage(
        { coachName: app.config.coachName, siteOrigin: app.config.siteOrigin },
        confirmed,
      );
      return reply
        .code(confirmed ? 200 : 404)
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', pageSecurity)
        .header('x-robots-tag', 'noindex')
        .send(page);
    },
  });

  route(app, broadcastOpened, {
    handler: async (request, reply) => {
      const token = request.query.t;
      if (
        app.config.newsletter.trackOpens &&
        typeof token === 'string' &&
        /^[A-Za-z0-9_-]{32}$/.test(token)
      ) {
        await app.repos.broadcasts.recordOpen(request.params.key, token, app.now());
      }
      return reply
        .header('content-type', 'image/gif')
        .header('cache-control', 'no-store')
        .send(pixel);
    },
  });
};

export default newsletterBroadcastPage;
