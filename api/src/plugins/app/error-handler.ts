import fp from 'fastify-plugin';
import { ValidationError } from 'yup';
import { HttpError } from '../../errors';

interface ErrorLike {
  statusCode?: unknown;
  message?: unknown;
}

/**
 * One error handler. Client errors (4xx) keep their message, validation errors list each field;
 * server errors answer a bare 'Internal Server Error' and are logged with the request.
 * Every answer is JSON { message, errors? }, readable inside the client's '{status}: {body}'.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: unknown, request, reply) => {
      if (error instanceof ValidationError) {
        const errors: Record<string, string> = {};
        for (const inner of error.inner.length > 0 ? error.inner : [error]) {
          const field = inner.path ?? 'body';
          errors[field] ??= inner.errors[0] ?? inner.message;
        }
        const first = Object.values(errors)[0] ?? 'Invalid request';
        return reply.code(400).send({ message: first, errors });
      }
      if (error instanceof HttpError) {
        if (error.statusCode >= 500) request.log.warn({ status: error.statusCode }, error.message);
        return reply.code(error.statusCode).send({ message: error.message });
      }
      // Fastify's and plugins' own client errors: bad JSON, body too large, rate limited…
      const { statusCode, message } = (error ?? {}) as ErrorLike;
      if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
        return reply
          .code(statusCode)
          .send({ message: typeof message === 'string' && message ? message : 'Bad Request' });
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
