/**
 * A local stand-in for Google's OAuth token endpoint and Calendar API v3 (GOOGLE_API_URL): the
 * official client is pointed at it. It serves events.list and events.insert and can fail on demand.
 */
import type http from 'node:http';
import { FakeHttpServer, type SendJson } from './fake-http-server';

export interface FakeEvent {
  id: string;
  status?: string;
  transparency?: string;
  summary?: string;
  description?: string;
  start: { dateTime?: string; date?: string; timeZone?: string };
  end: { dateTime?: string; date?: string; timeZone?: string };
}

export class FakeGoogleCalendar extends FakeHttpServer {
  readonly events: FakeEvent[] = [];
  readonly listQueries: URLSearchParams[] = [];
  readonly authorizations: string[] = [];
  failList = false;
  failInsert = false;
  tokenRequests = 0;
  private counter = 0;

  /** The googleapis client wants its root URL with a trailing slash. */
  override async start(): Promise<string> {
    return `${await super.start()}/`;
  }

  protected handle(request: http.IncomingMessage, body: string, send: SendJson): void {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'POST' && url.pathname === '/token') {
      this.tokenRequests += 1;
      send(200, { access_token: 'fake-access-token', expires_in: 3600, token_type: 'Bearer' });
      return;
    }
    const match = /^\/calendar\/v3\/calendars\/([^/]+)\/events$/.exec(url.pathname);
    if (!match) {
      send(404, { error: { code: 404, message: 'Not Found' } });
      return;
    }
    this.authorizations.push(request.headers.authorization ?? '');
    if (request.method === 'GET') {
      this.listQueries.push(url.searchParams);
      if (this.failList) {
        send(500, { error: { code: 500, message: 'Backend Error' } });
        return;
      }
      const timeMin = new Date(url.searchParams.get('timeMin') ?? 0);
      const timeMax = new Date(url.searchParams.get('timeMax') ?? 8.64e15);
      const items = this.events.filter((event) => {
        const start = new Date(event.start.dateTime ?? event.start.date ?? 0);
        const end = new Date(event.end.dateTime ?? event.end.date ?? 0);
        return start < timeMax && end > timeMin;
      });
      send(200, { kind: 'calendar#events', items });
      return;
    }
    if (request.method === 'POST') {
      if (this.failInsert) {
        send(503, { error: { code: 503, message: 'Service Unavailable' } });
        return;
      }
      this.counter += 1;
      const event = { ...(JSON.parse(body) as Omit<FakeEvent, 'id'>), id: `evt${this.counter}` };
      this.events.push(event);
      send(200, event);
      return;
    }
    send(405, { error: { code: 405, message: 'Method Not Allowed' } });
  }
}

export function googleEnv(apiUrl: string): Record<string, string> {
  return {
    GOOGLE_CALENDAR_ID: 'owner@example.test',
    GOOGLE_CLIENT_ID: 'fake-client-id',
    GOOGLE_CLIENT_SECRET: 'fake-client-secret',
    GOOGLE_REFRESH_TOKEN: 'fake-refresh-token',
    GOOGLE_API_URL: apiUrl,
  };
}
