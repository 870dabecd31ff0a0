/**
 * The one fetch wrapper of every front end: cookies always sent, a JSON body only with a payload, and a
 * non-success answer thrown as an ApiError whose message is '{status}: {body or status text}'.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let serverApiOrigin: string | undefined;

/**
 * On a server (rendering pages) there is no page origin to resolve `/api/...` against: calls go to
 * this origin instead. Never set in the browser.
 */
export function setServerApiOrigin(origin: string) {
  serverApiOrigin = origin;
}

export async function apiRequest(
  method: string,
  url: string,
  payload?: unknown,
): Promise<Response> {
  const response = await fetch(serverApiOrigin ? new URL(url, serverApiOrigin) : url, {
    method,
    credentials: 'include',
    headers: payload === undefined ? {} : { 'Content-Type': 'application/json' },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  return okOrThrow(response);
}

async function okOrThrow(response: Response): Promise<Response> {
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new ApiError(response.status, `${response.status}: ${text}`);
  }
  return response;
}

/**
 * On a server rendering one person's page: GET a JSON document from the API with the cookies that
 * page may read its data with (never the whole header the browser sent). Throws an ApiError as
 * `apiRequest` does.
 */
export async function getJsonWithCookie<T>(url: string, cookie: string): Promise<T> {
  if (!serverApiOrigin) throw new Error('getJsonWithCookie runs on a server rendering a page');
  const response = await fetch(new URL(url, serverApiOrigin), { headers: { cookie } });
  return (await (await okOrThrow(response)).json()) as T;
}

/** GET a JSON document. */
export async function getJson<T>(url: string): Promise<T> {
  const response = await apiRequest('GET', url);
  return (await response.json()) as T;
}

/** Send a payload and read the JSON answer. */
export async function sendJson<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<T> {
  const response = await apiRequest(method, url, payload);
  return (await response.json()) as T;
}

/** The JSON body of a failed call (every API error is JSON `{ message, errors? }`), else undefined. */
export function apiErrorBody(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.message.slice(error.message.indexOf(':') + 1).trim();
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined; // a proxy's or gateway's page: its text means nothing to the person
  }
}

/** The server's `message` for a failed call, else `fallback`. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  const message = apiErrorBody(error)?.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}

/** The field messages of a refused form (a 400's `errors: { field: message }`). */
export function apiFieldErrors(error: unknown): Record<string, string> {
  const errors = apiErrorBody(error)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** Why the API refused a form: its field errors, and its message (else `fallback`). */
export function apiRefusal(
  error: unknown,
  fallback: string,
): { fields: Record<string, string>; message: string } {
  return { fields: apiFieldErrors(error), message: apiErrorMessage(error, fallback) };
}

export function isApiStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}
