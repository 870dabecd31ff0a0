/**
 * What no log line of the site may contain: the values of query parameters that grant access
 * (a booking's `?key=`, an unsubscribe `?token=`, Stripe's `payment_intent_client_secret`, any
 * parameter named like a key, token, secret, password or signature). The API, the shell's server
 * and the remotes' servers log URLs only through `redactUrl`, and free text (error messages,
 * stacks) through `redactText`; each also redacts cookies and authorization headers.
 */

/** A query parameter whose value grants access: its name holds one of these words. */
const secretParamName =
  /(?:key|token|secret|password|passwd|pwd|signature|sig|auth|session|credential|code)/i;

export const redactedValue = '[redacted]';

function decodedName(rawName: string): string {
  // Decoded until stable, so `%6Bey` and `%256Bey` are judged as `key`.
  let name = rawName.replace(/\+/g, ' ');
  for (let i = 0; i < 3; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(name);
    } catch {
      break; // Malformed encoding: judge what could be decoded.
    }
    if (next === name) break;
    name = next;
  }
  return name;
}

/** Whether a query parameter of this (raw, possibly percent-encoded) name carries a secret. */
export function isSecretParam(rawName: string): boolean {
  return secretParamName.test(decodedName(rawName));
}

function redactQuery(query: string): string {
  return query
    .split(/([&;])/)
    .map((pair) => {
      if (pair === '&' || pair === ';') return pair;
      const equals = pair.indexOf('=');
      const rawName = equals === -1 ? pair : pair.slice(0, equals);
      if (!isSecretParam(rawName)) return pair;
      return `${rawName}=${redactedValue}`;
    })
    .join('');
}

/**
 * The URL (a path with its query, or an absolute URL) with every secret query value replaced;
 * the rest is kept for debugging. A `#fragment` is dropped: browsers never send one, and it may
 * hold a token.
 */
export function redactUrl(url: string): string {
  const hash = url.indexOf('#');
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const queryStart = withoutHash.indexOf('?');
  if (queryStart === -1) return withoutHash;
  return `${withoutHash.slice(0, queryStart)}?${redactQuery(withoutHash.slice(queryStart + 1))}`;
}

/**
 * Free text (an error's message or stack, which may quote a URL) with the value of every secret
 * query parameter it contains replaced.
 */
export function redactText(text: string): string {
  return text.replace(/([?&;])([^=&;?#\s"'<>]+)=([^&;#\s"'<>]*)/g, (match, lead, name) =>
    isSecretParam(name as string) ? `${lead as string}${name as string}=${redactedValue}` : match,
  );
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
