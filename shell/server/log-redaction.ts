/**
 * What the shell server's logs may never contain: a booking's access key (`?key=` in page and
 * /api URLs), cookies and authorization headers. Pass `shellLoggerOptions` as Fastify's logger.
 */
import type { FastifyRequest } from 'fastify';
import { redactedValue, serializeRequest } from '@site/contracts/log-redaction';

export const shellLoggerOptions = {
  redact: {
    paths: [
      'req.headers.cookie',
      'req.headers.authorization',
      'res.headers["set-cookie"]',
      'headers.cookie',
      'headers.authorization',
    ],
    censor: redactedValue,
  },
  serializers: { req: (request: FastifyRequest) => serializeRequest(request) },
};
