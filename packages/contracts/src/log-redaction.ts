/**
 * What no log line of the site may contain: the values of query parameters that grant access
 * (a booking's `?key=`, an unsubscribe `?token=`). The API and the shell's server both log URLs
 * through `redactUrl`; each also redacts cookies and authorization headers in its logger options.
 */
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

/** The request as a server's log line shows it: method, URL with secret values redacted, address. */
export function serializeRequest(request: {
  method: string;
  url: string;
  socket?: { remoteAddress?: string };
}) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.socket?.remoteAddress,
  };
}
