/**
 * What the API's logs may never contain: a booking's access key (`?key=` in URLs), cookies,
 * authorization and Stripe signature headers. Every log line goes through these serializers
 * and redaction paths, including errors that carry the request.
 */
import type { FastifyRequest } from 'fastify';

/** Query parameters that grant access to something. */
const secretParams = ['key', 'token', 'access_key'];

export const redactedValue = '[redacted]';

/** The URL with every secret query value replaced; the rest is kept for debugging. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const [rawName = ''] = pair.split('=', 1);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // Malformed encoding: judge the raw name.
      }
      return secretParams.includes(name.toLowerCase()) ? `${rawName}=${redactedValue}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

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
