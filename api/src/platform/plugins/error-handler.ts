import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from 'yup';
import { pgErrorCode } from '../../db/knex';
import { HttpError, messages } from '../errors';
import { InvalidFieldsError, inputMessages, jsonDepth, maxJsonDepth } from '../validation';

interface ErrorLike {
  statusCode?: unknown;
  message?: unknown;
  code?: unknown;
}

/** Human sentences for Fastify's and plugins' own client errors, by error code. */
export const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Please send the request body as JSON (application/json).',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty: please send a JSON object.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_BAD_URL: 'The address contains malformed URL encoding.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
  FST_ERR_ASYNC_CONSTRAINT: 'The request could not be routed.',
};

/**
 * Errors Fastify raises before routing (malformed URL encoding, an over-long path segment): the
 * same { message } JSON as every other answer.
 */
export function frameworkErrors(
  error: { code?: string },
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  // Sent before routing, so no route hook (the cache-control one included) runs for it.
  void reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .send({ message: clientErrorMessages[error.code ?? ''] ?? 'The address is not valid.' });
}

/**
 * One error handler. Client errors (4xx) keep their message, validation errors list each field;
 * a value the database refuses as data (out of range, invalid text, a failed check) is the
 * client's 400; a database that cannot be reached answers 503 with the health check's sentence
 * (logged once per outage, see db/outage.ts); other server errors answer a bare
 * 'Internal Server Error' and are logged with the
 * request. Every answer is JSON { message, errors? }, readable inside the client's
 * '{status}: {body}'.
 */
export default fp(
  async (app) => {
    // JSON bodies: refuse absurd nesting before parsing, then Fastify's own safe parser
    // (no __proto__ or constructor.prototype keys).
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      if (jsonDepth(text, maxJsonDepth) > maxJsonDepth) {
        done(Object.assign(new Error(inputMessages.tooDeep), { statusCode: 400 }), undefined);
        return;
      }
      parseJson(request, text, (error, parsed) => {
        if (error !== null && error !== undefined) {
          if (typeof (error as ErrorLike).code === 'string') return done(error, undefined);
          done(
            Object.assign(new Error(clientErrorMessages.FST_ERR_CTP_INVALID_JSON_BODY), {
              statusCode: 400,
              code: 'FST_ERR_CTP_INVALID_JSON_BODY',
            }),
            undefined,
          );
          return;
        }
        done(null, parsed);
      });
    });

    app.setErrorHandler(async (error: unknown, request, reply) => {
      if (error instanceof ValidationError) {
        const errors: Record<string, string> = {};
        for (const inner of error.inner.length > 0 ? error.inner : [error]) {
          const field = inner.path || 'body';
          errors[field] ??= inner.errors[0] ?? inner.message;
        }
        const first = Object.values(errors)[0] ?? 'Invalid request';
        return reply.code(400).send({ message: first, errors });
      }
      if (error instanceof InvalidFieldsError) {
        return reply.code(400).send({ message: error.message, errors: error.errors });
      }
      if (error instanceof HttpError) {
        if (error.statusCode >= 500) request.log.warn({ status: error.statusCode }, error.message);
        return reply.code(error.statusCode).send({ message: error.message });
      }
      // Data exceptions (class 22: out of range, invalid text, NUL…) and check violations: the
      // input was wrong, not the server.
      const pgCode = pgErrorCode(error);
      if (pgCode !== undefined && (pgCode.startsWith('22') || pgCode === '23514')) {
        request.log.warn({ err: error }, 'database refused a value');
        return reply.code(400).send({ message: 'The request contains a value that is not valid.' });
      }
      // Fastify's and plugins' own client errors: bad JSON, body too large, rate limited…
      const { statusCode, message, code } = (error ?? {}) as ErrorLike;
      if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
        const known = typeof code === 'string' ? clientErrorMessages[code] : undefined;
        return reply.code(statusCode).send({
          message: known ?? (typeof message === 'string' && message ? message : 'Bad Request'),
        });
      }
      // The database cannot be reached: the health check's answer, logged once per outage.
      if (app.hasDecorator('databaseOutage') && (await app.databaseOutage.confirm(error))) {
        return reply.code(503).send({ message: messages.databaseUnavailable });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: 'Internal Server Error' });
    });

    app.setNotFoundHandler((request, reply) => {
      reply
        .code(404)
        .send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
    });
  },
  { name: 'error-handler' },
);
