/**
 * What the shell server's logs may never contain: a booking's access key (`?key=` in page and
 * /api URLs), cookies and authorization headers. Pass `shellLoggerOptions` as Fastify's logger.
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
  serializers: {
    req(request: FastifyRequest) {
      return {
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.socket?.remoteAddress,
      };
    },
  },
};
