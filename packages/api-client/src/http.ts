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
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new ApiError(response.status, `${response.status}: ${text}`);
  }
  return response;
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
