/**
 * The site's own answer to a request the HTTP server refuses before any route sees it (a request
 * line or headers too large, headers or a body too slow to arrive, bytes that are not HTTP): the
 * same `{ message }` JSON as every other `/api` answer, or a small HTML page for a page's path,
 * never Node's or the framework's raw error. Every server of the site passes `answerClientError`
 * as Fastify's `clientErrorHandler`.
 */

/** The sentence of each status a server may answer on its own. */
export const transportErrorMessages = {
  400: 'This request could not be understood. Please check the address and try again.',
  408: 'The request took too long to arrive. Please try again.',
  413: 'The request is too large.',
  414: 'The address is too long.',
  431: 'The request’s headers are too large. Please shorten the address or clear this site’s cookies.',
  500: 'Something went wrong on our side. Please try again in a moment.',
} as const;

export type TransportErrorStatus = keyof typeof transportErrorMessages;

const reasonPhrases: Record<TransportErrorStatus, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Content Too Large',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
};

const pageTitles: Record<TransportErrorStatus, string> = {
  400: 'Bad request',
  408: 'Request timed out',
  413: 'Request too large',
  414: 'Address too long',
  431: 'Request too large',
  500: 'Something went wrong',
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page a browser gets for one of these statuses on a page's path. */
export function errorPageHtml(status: TransportErrorStatus): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(pageTitles[status])}</title></head>
<body><h1>${escapeHtml(pageTitles[status])}</h1><p>${escapeHtml(transportErrorMessages[status])}</p><p><a href="/">Go to the home page</a></p></body>
</html>
`;
}

/** Whether a path (and query) is the API's: its answers are JSON. */
export const isApiPath = (url: string) => url === '/api' || /^\/api[/?]/.test(url);

/** The status a client error (Node's `clientError` event) is answered with. */
export function clientErrorStatus(error: { code?: string }): TransportErrorStatus {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'ERR_HTTP_HEADERS_TIMEOUT':
      return 408;
    case 'HPE_HEADER_OVERFLOW':
      return 431;
    case 'HPE_URI_TOO_LONG':
      return 414;
    default:
      return 400;
  }
}

/**
 * The path a refused request asked for, when the bytes the parser stopped at still hold its
 * request line (`GET /path HTTP/1.1`); null when they do not.
 */
function requestedPath(rawPacket: unknown): string | null {
  if (rawPacket === undefined || rawPacket === null) return null;
  const text = String(rawPacket).slice(0, 200);
  const match = /^[A-Z]+ (\/\S*)/.exec(text);
  return match ? (match[1] ?? null) : null;
}

/** The whole HTTP answer to write on the socket for a client error. */
export function clientErrorResponse(
  error: { code?: string; rawPacket?: unknown },
  /** Whether this server serves pages (the shell's); the API answers JSON only. */
  servesPages: boolean,
): string {
  const status = clientErrorStatus(error);
  const path = requestedPath(error.rawPacket);
  const page = servesPages && path !== null && !isApiPath(path);
  const body = page
    ? errorPageHtml(status)
    : JSON.stringify({ message: transportErrorMessages[status] });
  const type = page ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8';
  return (
    `HTTP/1.1 ${status} ${reasonPhrases[status]}\r\n` +
    `Content-Type: ${type}\r\nContent-Length: ${new TextEncoder().encode(body).length}\r\n` +
    'Cache-Control: no-store\r\nConnection: close\r\n\r\n' +
    body
  );
}

/**
 * Fastify's `clientErrorHandler`: writes the site's answer (unless the connection is already gone
 * or an answer was started) and closes the connection.
 */
export function answerClientError(servesPages: boolean) {
  return function clientErrorHandler(
    error: Error & { code?: string; rawPacket?: unknown },
    socket: {
      destroyed: boolean;
      writable: boolean;
      write(data: string): unknown;
      destroy(error?: Error): unknown;
      _httpMessage?: { headersSent?: boolean } | null;
    },
  ): void {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable && !socket._httpMessage?.headersSent) {
      socket.write(clientErrorResponse(error, servesPages));
    }
    socket.destroy(error);
  };
}
