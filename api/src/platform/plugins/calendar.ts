import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { auth, calendar } from '@googleapis/calendar';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when Google Calendar is not configured: no busy events, nothing inserted. */
    calendar: CalendarClient | null;
  }
}

export interface BusyEvent {
  start: string;
  end: string;
  /** The event's id (a session moving within its own time is not blocked by its own event). */
  id?: string;
}

export interface NewCalendarEvent {
  summary: string;
  description: string;
  start: Date;
  end: Date;
  timezone: string;
}

export interface InsertedEvent {
  id: string;
  /** The Google Meet link created with the event (null if Google made none). */
  meetUrl: string | null;
}

export interface CalendarClient {
  /** Events overlapping [timeMin, timeMax) that block time (not cancelled, not marked free). */
  listBusy(timeMin: Date, timeMax: Date): Promise<BusyEvent[]>;
  /** Inserts an event with a Google Meet link and returns its id and link. */
  insertEvent(event: NewCalendarEvent): Promise<InsertedEvent>;
  /** Moves an event to a new time (its Meet link stays). */
  moveEvent(eventId: string, time: { start: Date; end: Date; timezone: string }): Promise<void>;
  /** Removes an event; an event already gone counts as removed. */
  deleteEvent(eventId: string): Promise<void>;
}

function meetLink(data: {
  hangoutLink?: string | null;
  conferenceData?: {
    entryPoints?: { entryPointType?: string | null; uri?: string | null }[] | null;
  } | null;
}): string | null {
  const video = data.conferenceData?.entryPoints?.find((entry) => entry.entryPointType === 'video');
  return video?.uri ?? data.hangoutLink ?? null;
}

const scope = 'https://www.googleapis.com/auth/calendar';

function createAuth(google: NonNullable<Config['google']>) {
  if (google.serviceAccount !== null) {
    return new auth.JWT({
      email: google.serviceAccount.clientEmail,
      key: google.serviceAccount.privateKey,
      scopes: [scope],
    });
  }
  const oauth = google.oauth;
  if (oauth === null)
    throw new Error('Google credentials missing (config should have refused this)');
  const client = new auth.OAuth2({
    clientId: oauth.clientId,
    clientSecret: oauth.clientSecret,
    ...(google.apiUrl !== null && {
      endpoints: { oauth2TokenUrl: new URL('token', google.apiUrl).href },
    }),
  });
  client.setCredentials({ refresh_token: oauth.refreshToken });
  return client;
}

export function createCalendarClient(google: NonNullable<Config['google']>): CalendarClient {
  const api = calendar({
    version: 'v3',
    auth: createAuth(google),
    timeout: 10_000,
    ...(google.apiUrl !== null && { rootUrl: google.apiUrl }),
  });
  return {
    async listBusy(timeMin, timeMax) {
      const response = await api.events.list({
        calendarId: google.calendarId,
        timeMin: timeMin.toISOString(),
        timeMax: timeMax.toISOString(),
        singleEvents: true,
        orderBy: 'startTime',
        maxResults: 250,
      });
      return (response.data.items ?? [])
        .filter((event) => event.status !== 'cancelled' && event.transparency !== 'transparent')
        .map((event) => ({
          ...(event.id ? { id: event.id } : {}),
          // All-day events carry a date only; they block that whole day.
          start: new Date(event.start?.dateTime ?? event.start?.date ?? timeMin).toISOString(),
          end: new Date(event.end?.dateTime ?? event.end?.date ?? timeMax).toISOString(),
        }));
    },
    async insertEvent(event) {
      const response = await api.events.insert({
        calendarId: google.calendarId,
        // Asks Google to create a Meet conference with the event.
        conferenceDataVersion: 1,
        requestBody: {
          summary: event.summary,
          description: event.description,
          start: { dateTime: event.start.toISOString(), timeZone: event.timezone },
          end: { dateTime: event.end.toISOString(), timeZone: event.timezone },
          conferenceData: {
            createRequest: {
              requestId: randomUUID(),
              conferenceSolutionKey: { type: 'hangoutsMeet' },
            },
          },
        },
      });
      if (!response.data.id) throw new Error('Google Calendar returned an event without an id');
      return { id: response.data.id, meetUrl: meetLink(response.data) };
    },
    async moveEvent(eventId, time) {
      await api.events.patch({
        calendarId: google.calendarId,
        eventId,
        requestBody: {
          start: { dateTime: time.start.toISOString(), timeZone: time.timezone },
          end: { dateTime: time.end.toISOString(), timeZone: time.timezone },
        },
      });
    },
    async deleteEvent(eventId) {
      try {
        await api.events.delete({ calendarId: google.calendarId, eventId });
      } catch (error) {
        const status = (error as { status?: number; code?: number }).status;
        if (status === 404 || status === 410) return;
        throw error;
      }
    },
  };
}

export default fp(
  async (app) => {
    if (app.config.google === null) {
      app.log.info('GOOGLE_CALENDAR_ID is not set: no busy events, no calendar events inserted');
      app.decorate('calendar', null);
      return;
    }
    app.decorate('calendar', createCalendarClient(app.config.google));
  },
  { name: 'calendar' },
);
