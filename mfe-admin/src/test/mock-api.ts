/**
 * A stand-in for the back-office API in component tests: answers fetch calls from a table of
 * 'METHOD /path' → response (or a function of the request), and records every call. Paths the
 * table does not name answer 404, as the API does.
 */
export interface MockResponse {
  status?: number;
  body?: unknown;
}

export type Handler = MockResponse | ((request: { url: string; body: unknown }) => MockResponse);

export interface RecordedCall {
  method: string;
  path: string;
  url: string;
  body: unknown;
}

export function mockApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, url: url.pathname + url.search, body });
    const handler = routes[`${method} ${url.pathname}`];
    if (handler === undefined) {
      return new Response(JSON.stringify({ message: 'Not Found' }), { status: 404 });
    }
    const { status = 200, body: answer } =
      typeof handler === 'function' ? handler({ url: url.pathname + url.search, body }) : handler;
    return new Response(answer === undefined ? null : JSON.stringify(answer), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return {
    calls,
    spy,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}
