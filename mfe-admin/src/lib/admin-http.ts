import { apiRequest } from '@site/api-client/http';
import { isApiStatus } from './api-error';

/**
 * Every back-office call but the session's own. A 401 means the owner's session ended (signed
 * out in another tab, expired, "sign out everywhere"): the listeners (the page frame) send him to
 * sign-in, and he comes back to the same page after.
 */
const sessionEndedListeners = new Set<() => void>();

export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

async function request(method: string, url: string, payload?: unknown): Promise<Response> {
  try {
    return await apiRequest(method, url, payload);
  } catch (error) {
    if (isApiStatus(error, 401)) for (const listener of sessionEndedListeners) listener();
    throw error;
  }
}

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function adminGet<T>(url: string): Promise<T> {
  return readJson<T>(await request('GET', url));
}

/** A write; the answer's JSON body when there is one (a 204 gives undefined). */
export async function adminSend<T = void>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<T> {
  return readJson<T>(await request(method, url, payload));
}

/** `url?name=value…`, leaving out empty values. */
export function withQuery(url: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}
