/**
 * The coach's calendar: what fills his days (sessions, free calls, blocked time, Google's busy
 * times), blocking time, and the private iCalendar feed of his bookings for his calendar app.
 * The feed itself is public: its unguessable token is its only key, and any address that is not
 * the live one (wrong, old, revoked) gets one and the same 404.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { object, string } from 'yup';
import { adminIdParams } from '../admin';
import { bookingStatuses } from '../sessions';
import {
  calendarBlockSchema,
  calendarPaths,
  calendarQuery,
  type CalendarBlock,
  type CalendarFeedAddress,
  type CalendarFeedStatus,
  type CalendarView,
} from '../calendar';
import { defineEndpoint, json, noContent } from './define';
import { apiErrorSchema } from './responses';

const area = 'admin-calendar';
const isoInstant = { type: 'string', format: 'date-time' } as const;

const refused = (description: string) => json(description, apiErrorSchema);
const crossOrigin = refused('The request did not come from the site (a write from elsewhere).');

export const calendarBlockResponseSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    startsAt: isoInstant,
    endsAt: isoInstant,
    note: { type: 'string' },
  },
  required: ['id', 'startsAt', 'endsAt', 'note'],
  additionalProperties: false,
} as const satisfies JSONSchema;

export const calendarViewSchema = {
  type: 'object',
  properties: {
    timezone: { type: 'string' },
    start: isoInstant,
    end: isoInstant,
    entries: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          kind: { enum: ['session', 'free-call'] },
          bookingId: { type: 'integer' },
          sessionId: { type: 'integer' },
          name: { type: 'string' },
          packageType: { type: 'string' },
          startsAt: isoInstant,
          endsAt: isoInstant,
          status: { type: 'string' },
          bookingStatus: {
            enum: bookingStatuses,
            description: 'Its booking’s status: pending while the package is not paid yet.',
          },
        },
        required: [
          'kind',
          'bookingId',
          'sessionId',
          'name',
          'packageType',
          'startsAt',
          'endsAt',
          'status',
          'bookingStatus',
        ],
        additionalProperties: false,
      },
    },
    blocks: { type: 'array', items: calendarBlockResponseSchema },
    busy: {
      type: 'array',
      items: {
        type: 'object',
        properties: { start: isoInstant, end: isoInstant },
        required: ['start', 'end'],
        additionalProperties: false,
      },
    },
    google: { enum: ['connected', 'not-connected', 'unavailable'] },
    openPackages: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          bookingId: { type: 'integer' },
          name: { type: 'string' },
          packageType: { type: 'string' },
          sessionsRemaining: { type: 'integer' },
        },
        required: ['bookingId', 'name', 'packageType', 'sessionsRemaining'],
        additionalProperties: false,
      },
    },
    workingHours: {
      type: 'array',
      description: 'Each day asked for, with the hours the coach’s schedules open on it.',
      items: {
        type: 'object',
        properties: {
          date: { type: 'string' },
          ranges: {
            type: 'array',
            items: {
              type: 'object',
              properties: { start: { type: 'string' }, end: { type: 'string' } },
              required: ['start', 'end'],
              additionalProperties: false,
            },
          },
        },
        required: ['date', 'ranges'],
        additionalProperties: false,
      },
    },
    next: {
      description:
        'The first held session or free call from the later of now and `end` (null: none ahead).',
      anyOf: [
        {
          type: 'object',
          properties: {
            kind: { enum: ['session', 'free-call'] },
            bookingId: { type: 'integer' },
            name: { type: 'string' },
            startsAt: isoInstant,
          },
          required: ['kind', 'bookingId', 'name', 'startsAt'],
          additionalProperties: false,
        },
        { type: 'null' },
      ],
    },
  },
  required: [
    'timezone',
    'start',
    'end',
    'entries',
    'blocks',
    'busy',
    'google',
    'openPackages',
    'workingHours',
    'next',
  ],
  additionalProperties: false,
} as const satisfies JSONSchema;

export const calendarFeedStatusSchema = {
  type: 'object',
  properties: { createdAt: { anyOf: [isoInstant, { type: 'null' }] } },
  required: ['createdAt'],
  additionalProperties: false,
} as const satisfies JSONSchema;

export const calendarFeedAddressSchema = {
  type: 'object',
  properties: { url: { type: 'string' }, webcalUrl: { type: 'string' }, createdAt: isoInstant },
  required: ['url', 'webcalUrl', 'createdAt'],
  additionalProperties: false,
} as const satisfies JSONSchema;

export const adminCalendar = defineEndpoint({
  method: 'GET',
  path: calendarPaths.calendar,
  area,
  summary:
    "The coach's days from `from` (his zone) for `days` days: sessions and free calls, blocked time, Google's busy times",
  access: 'owner',
  query: calendarQuery,
  responses: {
    200: json('What fills those days, with the zone they are counted in.', calendarViewSchema),
    400: refused('A refused query parameter, named with its message.'),
  },
});

export const adminBlockTime = defineEndpoint({
  method: 'POST',
  path: calendarPaths.blocks,
  area,
  summary: 'Block time: visitors can no longer book it (audited)',
  access: 'owner',
  body: calendarBlockSchema,
  responses: {
    201: json('The blocked time.', calendarBlockResponseSchema),
    400: refused('A refused field, named with its message.'),
    403: crossOrigin,
    409: refused('A session is booked in that time.'),
  },
});

export const adminUnblockTime = defineEndpoint({
  method: 'DELETE',
  path: calendarPaths.block(':id'),
  area,
  summary: 'Free blocked time again (audited)',
  access: 'owner',
  params: adminIdParams,
  responses: {
    204: noContent('The time is free again.'),
    400: refused('Not an id.'),
    403: crossOrigin,
    404: refused('No such blocked time.'),
  },
});

export const adminCalendarFeedStatus = defineEndpoint({
  method: 'GET',
  path: calendarPaths.feedAddress,
  area,
  summary:
    'Whether a calendar feed address is live, and since when (the address itself is never shown again)',
  access: 'owner',
  responses: {
    200: json('When the live address was made, or null.', calendarFeedStatusSchema),
  },
});

export const adminCreateCalendarFeed = defineEndpoint({
  method: 'POST',
  path: calendarPaths.feedAddress,
  area,
  summary:
    'Make a new calendar feed address (the previous one stops at once); answered this once only (audited)',
  access: 'owner',
  responses: {
    201: json('The new address, https and webcal.', calendarFeedAddressSchema),
    403: crossOrigin,
  },
});

export const adminRevokeCalendarFeed = defineEndpoint({
  method: 'DELETE',
  path: calendarPaths.feedAddress,
  area,
  summary: 'Revoke the calendar feed address: it answers 404 from now on (audited)',
  access: 'owner',
  responses: {
    204: noContent('Revoked (or there was none).'),
    403: crossOrigin,
  },
});

export const calendarFeed = defineEndpoint({
  method: 'GET',
  path: `${calendarPaths.feedPrefix}:file`,
  area,
  summary:
    "The coach's bookings as an iCalendar feed (RFC 5545): sessions and free calls of the last weeks and ahead",
  description:
    'The address is `<token>.ics`, made in the back office. Each session keeps one UID for its ' +
    'life; SEQUENCE grows with every change; cancelled sessions stay as STATUS:CANCELLED. Times ' +
    'are UTC. Private: `Cache-Control: private`. Any other address answers the same 404.',
  access: 'public',
  params: object({
    file: string().defined().meta({ description: 'The feed token followed by `.ics`.' }),
  }),
  responses: {
    200: { description: 'The iCalendar feed.', contentType: 'text/calendar' },
    404: refused('Not the live feed address.'),
  },
});

export const adminCalendarEndpoints = {
  adminCalendar,
  adminBlockTime,
  adminUnblockTime,
  adminCalendarFeedStatus,
  adminCreateCalendarFeed,
  adminRevokeCalendarFeed,
  calendarFeed,
} as const;

/* The schemas describe exactly their types: a `false` fails the type check. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type CalendarSchemaChecks = [
  Same<FromSchema<typeof calendarViewSchema>, CalendarView>,
  Same<FromSchema<typeof calendarBlockResponseSchema>, CalendarBlock>,
  Same<FromSchema<typeof calendarFeedStatusSchema>, CalendarFeedStatus>,
  Same<FromSchema<typeof calendarFeedAddressSchema>, CalendarFeedAddress>,
];
const calendarSchemaChecks: CalendarSchemaChecks = [true, true, true, true];
void calendarSchemaChecks;
