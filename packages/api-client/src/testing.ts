/**
 * The one fake of the site's API for the front ends' component tests (the API itself runs in the
 * API's integration tests and the browser tests). `fakeApi(routes)` replaces `fetch` with answers
 * from a table and records every call.
 *
 * A route's key is `'METHOD /api/path'` (any query), `'METHOD /api/path?query'` (that query only),
 * or the same without the method (any method). Each key under `/api/` must name an endpoint of the
 * endpoint table (`@site/contracts/endpoints`), so a test cannot fake an address the API does not
 * answer; `on(entry, params, query)` builds a key from the entry itself, and `reply(entry, status,
 * body)` an answer whose body has the type the entry declares for that status.
 */
import {
  urlOf,
  type EndpointDefinition,
  type ResponseOf,
  type UrlArguments,
} from '@site/contracts/endpoints/define';
import { allEndpoints } from '@site/contracts/endpoints/index';

/** An answer: a status and JSON body, a network failure, or one that never comes. */
export type FakeAnswer =
  | { status?: number; body?: unknown; headers?: Record<string, string> }
  | 'network-error'
  | 'pending';

export interface FakeRequest {
  method: string;
  /** The path without the query. */
  path: string;
  /** Path and query, as the page asked. */
  url: string;
  /** The JSON body, parsed. */
  body: unknown;
}

export type FakeHandler =
  | FakeAnswer
  | Response
  | ((request: FakeRequest) => FakeAnswer | Response | Promise<FakeAnswer | Response>);

export type RecordedCall = FakeRequest;

export interface FakeApiOptions {
  /**
   * What a call no route names gets: `not-found` answers 404 `{message}` as the API does (the
   * default); `network-error` fails as fetch does offline; `error` fails the call with a message
   * naming it (a test that means to list every call).
   */
  unmatched?: 'not-found' | 'network-error' | 'error';
}

export interface FakeApi {
  calls: RecordedCall[];
  /** The fake `fetch` (a jest mock). */
  fetch: jest.Mock<Promise<Response>, Parameters<typeof fetch>>;
  callsTo(method: string, path: string): RecordedCall[];
}

const methods = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

function pattern(endpoint: EndpointDefinition): RegExp {
  const source = endpoint.path
    .split('/')
    .map((part) =>
      part.startsWith(':')
        ? '[^/]+'
        : part === '*'
          ? '.+'
          : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

const patterns = allEndpoints.map((endpoint) => ({ endpoint, pattern: pattern(endpoint) }));

/** The entry of the table answering `method` (any, when null) at `path`, or undefined. */
export function endpointAt(method: string | null, path: string): EndpointDefinition | undefined {
  return patterns.find(
    (one) => (method === null || one.endpoint.method === method) && one.pattern.test(path),
  )?.endpoint;
}

function parseKey(key: string): { method: string | null; url: string } {
  const [first, ...rest] = key.split(' ');
  if (first !== undefined && methods.has(first) && rest.length > 0)
    return { method: first, url: rest.join(' ') };
  return { method: null, url: key };
}

function checkKey(key: string): void {
  const { method, url } = parseKey(key);
  const path = url.split('?')[0] ?? url;
  if (!path.startsWith('/api/') && path !== '/api') return;
  if (endpointAt(method, path) === undefined)
    throw new Error(`fakeApi: no endpoint of the table answers ${key}`);
}

async function toResponse(answer: FakeAnswer | Response): Promise<Response> {
  if (answer instanceof Response) return answer;
  if (answer === 'network-error') throw new TypeError('Failed to fetch');
  if (answer === 'pending') return new Promise<Response>(() => {});
  const { status = 200, body, headers } = answer;
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** Replaces `fetch` with answers from `routes` until the next `fakeApi` or the test file's end. */
export function fakeApi(
  routes: Record<string, FakeHandler>,
  options: FakeApiOptions = {},
): FakeApi {
  for (const key of Object.keys(routes)) checkKey(key);
  const calls: RecordedCall[] = [];
  const fake = jest.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const raw = input instanceof Request ? input.url : String(input);
    const parsed = new URL(raw, 'http://localhost');
    const method = (
      init?.method ?? (input instanceof Request ? input.method : 'GET')
    ).toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request: FakeRequest = {
      method,
      path: parsed.pathname,
      url: parsed.pathname + parsed.search,
      body,
    };
    calls.push(request);
    const handler =
      routes[`${method} ${request.url}`] ??
      routes[`${method} ${request.path}`] ??
      routes[request.url] ??
      routes[request.path];
    if (handler === undefined) {
      if (options.unmatched === 'network-error') throw new TypeError('Failed to fetch');
      if (options.unmatched === 'error')
        throw new Error(`fakeApi: unexpected request ${method} ${request.url}`);
      return toResponse({ status: 404, body: { message: 'Not Found' } });
    }
    const answer = typeof handler === 'function' ? await handler(request) : handler;
    return toResponse(answer);
  });
  globalThis.fetch = fake as unknown as typeof fetch;
  return {
    calls,
    fetch: fake,
    callsTo: (method, path) =>
      calls.filter((call) => call.method === method.toUpperCase() && call.path === path),
  };
}

/** The route key of an endpoint: `METHOD /path`, its parameters filled in (and a query if given). */
export function on<E extends EndpointDefinition>(endpoint: E, ...rest: UrlArguments<E>): string {
  return `${endpoint.method} ${urlOf(endpoint, ...rest)}`;
}

/** An answer of `endpoint` with `status`, its body of the type the entry declares for it. */
export function reply<E extends EndpointDefinition, Status extends keyof E['responses'] & number>(
  _endpoint: E,
  status: Status,
  body: NoInfer<ResponseOf<E, Status>>,
): FakeAnswer {
  return { status, body };
}

/** An answer of the remotes' component tests: a status and body (no network error or hang). */
export type MockResponse = Exclude<FakeAnswer, string>;
export type Handler = MockResponse | ((request: FakeRequest) => MockResponse);

/** The remotes' component tests' fake: `fakeApi` with the faked fetch named `spy`. */
export function mockApi(routes: Record<string, Handler>) {
  const { calls, fetch, callsTo } = fakeApi(routes);
  return { calls, spy: fetch, callsTo };
}
