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
  hangoutLink?: string;
  conferenceData?: unknown;
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
    const one = /^\/calendar\/v3\/calendars\/([^/]+)\/events\/([^/]+)$/.exec(url.pathname);
    if (one?.[2]) {
      this.authorizations.push(request.headers.authorization ?? '');
      this.handleOne(request.method ?? '', decodeURIComponent(one[2]), body, send);
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
      const requested = JSON.parse(body) as Omit<FakeEvent, 'id'> & {
        conferenceData?: { createRequest?: { requestId?: string } };
      };
      const event: FakeEvent = { ...requested, id: `evt${this.counter}` };
      // Like Google: a Meet conference only with conferenceDataVersion=1 and a create request.
      if (
        url.searchParams.get('conferenceDataVersion') === '1' &&
        requested.conferenceData?.createRequest?.requestId
      ) {
        const uri = `https://meet.google.com/fak-${this.counter}-evt`;
        event.hangoutLink = uri;
        event.conferenceData = {
          conferenceId: `fak-${this.counter}-evt`,
          conferenceSolution: { key: { type: 'hangoutsMeet' }, name: 'Google Meet' },
          entryPoints: [{ entryPointType: 'video', uri, label: uri.slice(8) }],
        };
      }
      this.events.push(event);
      send(200, event);
      return;
    }
    send(405, { error: { code: 405, message: 'Method Not Allowed' } });
  }

  /** events.get / patch / delete of one event (deleted events answer 410 Gone, as Google does). */
  private handleOne(method: string, id: string, body: string, send: SendJson): void {
    const index = this.events.findIndex((event) => event.id === id);
    const event = this.events[index];
    if (event === undefined) {
      send(404, { error: { code: 404, message: 'Not Found' } });
      return;
    }
    if (event.status === 'cancelled') {
      send(410, { error: { code: 410, message: 'Resource has been deleted' } });
      return;
    }
    if (method === 'GET') {
      send(200, event);
      return;
    }
    if (method === 'PATCH') {
      Object.assign(event, JSON.parse(body) as Partial<FakeEvent>, { id });
      send(200, event);
      return;
    }
    if (method === 'DELETE') {
      event.status = 'cancelled';
      send(204, undefined);
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
