/**
 * What no log line of the site may contain, and the one logger configuration every server uses
 * (the API, the shell's server, each remote's server): `siteLoggerOptions`.
 *
 * - secrets: the values of query parameters that grant access (a booking's `?key=`, an
 *   unsubscribe `?token=`, Stripe's `payment_intent_client_secret`, any parameter named like a
 *   key, token, secret, password or signature), cookies, authorization headers, the render
 *   route's shared secret, Stripe's signature header, the calendar feed's token in its path;
 * - personal data: email addresses, wherever they appear (a path like
 *   `/api/consultation-questionnaire/ann@example.com`, `?email=`, percent-encoded `%40`, an error's
 *   message), a search's text (`?q=`, a name or part of an address), and the values a database
 *   error quotes in its `detail`.
 *
 * URLs go through `redactUrl`, free text (messages, stacks, every string field of a log call)
 * through `redactText`.
 */
import { calendarFeedPrefix } from './calendar-feed';
import { fragmentSecretHeader } from './rendering';

export const redactedValue = '[redacted]';

/** A query parameter whose value grants access: its name holds one of these words. */
const secretParamName =
  /(?:key|token|secret|password|passwd|pwd|signature|sig|auth|session|credential|code|e-?mail)/i;

/**
 * An email address, also percent-encoded (`ann%40example.com`, `%2540`): a local part, `@`, and
 * a domain with at least one dot.
 */
const emailAddress =
  /[\w.!#$%&'*+^`{|}~-]+(?:@|%40|%2540)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+/gi;

/** The text with every email address in it replaced. */
export function redactEmails(text: string): string {
  return text.replace(emailAddress, redactedValue);
}

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

/**
 * A search's text (`?q=`: the back office's search and its lists' filters): a person's name or
 * part of an address, so never written either.
 */
const searchParamName = /^q$/i;

/** Whether a query parameter of this (raw, possibly percent-encoded) name carries a secret. */
export function isSecretParam(rawName: string): boolean {
  const name = decodedName(rawName);
  return secretParamName.test(name) || searchParamName.test(name.trim());
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
 * A path whose last segment is a key (the calendar feed's token) with that segment replaced, so
 * the address written in a log line opens nothing.
 */
function redactSecretPath(url: string): string {
  const at = url.indexOf(calendarFeedPrefix);
  if (at === -1) return url;
  const start = at + calendarFeedPrefix.length;
  const rest = url.slice(start);
  const end = rest.search(/[/?]/);
  return `${url.slice(0, start)}${redactedValue}${end === -1 ? '' : rest.slice(end)}`;
}

/**
 * The URL (a path with its query, or an absolute URL) with every secret query value replaced;
 * the rest is kept for debugging. A `#fragment` is dropped: browsers never send one, and it may
 * hold a token.
 */
export function redactUrl(url: string): string {
  const hash = url.indexOf('#');
  const withoutHash = redactSecretPath(hash === -1 ? url : url.slice(0, hash));
  const queryStart = withoutHash.indexOf('?');
  if (queryStart === -1) return redactEmails(withoutHash);
  return redactEmails(
    `${withoutHash.slice(0, queryStart)}?${redactQuery(withoutHash.slice(queryStart + 1))}`,
  );
}

/**
 * Free text (an error's message or stack, which may quote a URL) with the value of every secret
 * query parameter it contains replaced.
 */
export function redactText(text: string): string {
  return redactEmails(
    text.replace(/([?&;])([^=&;?#\s"'<>]+)=([^&;#\s"'<>]*)/g, (match, lead, name) =>
      isSecretParam(name as string) ? `${lead as string}${name as string}=${redactedValue}` : match,
    ),
  );
}

/** The request as a server's log line shows it: method, URL with secrets and addresses redacted. */
export function serializeRequest(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remoteAddress?: string; remotePort?: number };
}) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    // The client's address as the server judges it (a declared proxy's X-Forwarded-For), else
    // the socket's.
    remoteAddress: request.ip ?? request.socket?.remoteAddress,
    remotePort: request.socket?.remotePort,
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** Every string of a log call's own fields, however deep, with secrets and addresses replaced. */
export function redactLogFields(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (depth > 6) return value;
  if (Array.isArray(value)) return value.map((item) => redactLogFields(item, depth + 1));
  if (!isPlainObject(value)) return value; // errors and requests: their serializers below
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, redactLogFields(item, depth + 1)]),
  );
}

/**
 * PostgreSQL quotes the offending values in an error's `detail` ("Key (email)=(ann@example.com)
 * already exists", "Failing row contains (…)"): that field is left out; the message, code,
 * constraint, table and column stay, which is what a developer needs.
 */
const leakingErrorFields = new Set(['detail']);

export interface SerializedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
  cause?: SerializedError;
}

const isErrorLike = (value: unknown): value is Error =>
  value instanceof Error ||
  (typeof value === 'object' && value !== null && typeof (value as Error).message === 'string');

/** An error as a log line shows it: its own fields but `detail`, every text redacted. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!isErrorLike(error)) {
    return { type: typeof error, message: redactText(String(error)), stack: '' };
  }
  const serialized: SerializedError = {
    type:
      error instanceof Error
        ? error.constructor.name
        : ((error as { name?: string }).name ?? 'Error'),
    message: redactText(error.message),
    stack: redactText(error.stack ?? ''),
  };
  for (const [key, value] of Object.entries(error)) {
    if (leakingErrorFields.has(key) || key === 'cause' || key in serialized) continue;
    serialized[key] = redactLogFields(value);
  }
  if (error.cause !== undefined && depth < 5) {
    serialized.cause = serializeError(error.cause, depth + 1);
  }
  return serialized;
}

/** Headers never written to a log line, wherever they appear. */
const secretHeaders = ['cookie', 'authorization', 'stripe-signature', fragmentSecretHeader];

/** The logger options (pino's, through Fastify's `logger`) of every server of the site. */
export function siteLoggerOptions(level = 'info') {
  return {
    level,
    redact: {
      paths: [
        ...secretHeaders.flatMap((name) => [`req.headers["${name}"]`, `headers["${name}"]`]),
        'res.headers["set-cookie"]',
      ],
      censor: redactedValue,
    },
    hooks: {
      // The message of a log call (Fastify logs an error's own message) is free text too.
      logMethod(this: unknown, args: unknown[], method: (...parameters: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)),
        );
      },
    },
    formatters: {
      log: (fields: Record<string, unknown>) => redactLogFields(fields) as Record<string, unknown>,
    },
    serializers: {
      req: serializeRequest,
      err: (error: unknown) => serializeError(error),
    },
  };
}
