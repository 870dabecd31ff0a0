import type { FastifyPluginAsync } from 'fastify';
import {
  unsubscribe as endpoint,
  unsubscribeNotFoundMessage,
} from '@site/contracts/endpoints/newsletter';
import { route } from '../endpoints';
import { notFound } from '../errors';
import { unsubscribe } from '../services/newsletter';

/**
 * POST /api/newsletter/unsubscribe with the token in the JSON body (the site's page) or in the
 * query string with the form body `List-Unsubscribe=One-Click` (a mail client's one-click button,
 * RFC 8058). Used again: 200 'already-unsubscribed'. A token no subscription holds: 404, nothing
 * changes.
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

  route(app, endpoint, {
    handler: async (request) => {
      const outcome = await unsubscribe(app, request.body.token ?? request.query.token);
      if (outcome === null) throw notFound(unsubscribeNotFoundMessage);
      return { status: outcome };
    },
  });
};

export default newsletterUnsubscribe;
