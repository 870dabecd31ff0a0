/**
 * What the API's logs may never contain: a booking's access key (`?key=` in URLs), cookies,
 * authorization and Stripe signature headers. Every log line goes through these serializers
 * and redaction paths, including errors that carry the request.
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

export const logSerializers = {
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
