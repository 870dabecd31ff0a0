/**
 * What the API's logs may never contain: a booking's access key (`?key=` in URLs), cookies,
 * authorization and Stripe signature headers, and the values a database error quotes. Every log
 * line goes through these serializers and redaction paths, including errors that carry the request.
 */
import type { FastifyRequest } from 'fastify';
import { redactUrl } from '@site/contracts/log-redaction';

export { redactedValue } from '@site/contracts/log-redaction';

/** Headers never written to a log line, wherever they appear. */
export const redactedPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
];

/**
 * PostgreSQL quotes the offending values in an error's `detail` ("Key (email)=(ann@example.com)
 * already exists", "Failing row contains (…)"): that field is left out; the message, code,
 * constraint, table and column stay, which is what a developer needs.
 */
const leakingErrorFields = new Set(['detail']);

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

export function serializeError(error: Error, depth = 0): SerializedError {
  const fields: SerializedError = {
    type: error.constructor.name,
    message: error.message,
    stack: error.stack ?? '',
  };
  for (const [key, value] of Object.entries(error)) {
    if (!leakingErrorFields.has(key)) fields[key] = value;
  }
  if (error.cause instanceof Error && depth < 5) {
    fields.cause = serializeError(error.cause, depth + 1);
  }
  return fields;
}

export const logSerializers = {
  err: serializeError,
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
