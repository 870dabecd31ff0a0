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
