import type { FastifyPluginAsync } from 'fastify';
import {
  unsubscribe as endpoint,
  unsubscribeLink,
  unsubscribeNotFoundMessage,
} from '@site/contracts/endpoints/newsletter';
import { paths } from '@site/contracts/routes';
import { route } from '../../../platform/endpoints';
import { notFound } from '../../../platform/errors';
import { unsubscribe } from '../services/newsletter';

/**
 * POST /api/newsletter/unsubscribe with the token in the JSON body (the site's page) or in the
 * query string with the form body `List-Unsubscribe=One-Click` (a mail client's one-click button,
 * RFC 8058). Used again: 200 'already-unsubscribed'. A token no subscription holds: 404, nothing
 * changes.
 *
 * GET of the same address (a mail client without one-click, a person, or a link scanner that
 * follows every link) never unsubscribes: it answers 303 to the site's unsubscribe page with the
 * same token, and that page's button posts.
 */
const newsletterUnsubscribe: FastifyPluginAsync = async (app) => {
  // Mail clients post the one-click request as a form; this route alone accepts one.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  route(app, unsubscribeLink, {
    handler: async (request, reply) => {
      const { token } = request.query;
      const page = token
        ? `${paths.newsletterUnsubscribe}?${new URLSearchParams({ token })}`
        : paths.newsletterUnsubscribe;
      return reply.header('Cache-Control', 'no-store').redirect(page, 303);
    },
  });

  route(app, endpoint, {
    handler: async (request) => {
      const outcome = await unsubscribe(app, request.body.token ?? request.query.token);
      if (outcome === null) throw notFound(unsubscribeNotFoundMessage);
      return { status: outcome };
    },
  });
};

export default newsletterUnsubscribe;
