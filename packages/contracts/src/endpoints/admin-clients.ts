/**
 * The coach's client record: one row per person (by email address, across his bookings), and a
 * client's page with his bookings and sessions and notes, and the message thread (read on its own:
 * reading it marks his messages read).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { object, string, type InferType } from 'yup';
import { offlinePayments } from '../admin';
import { packageTypes, paidPackageTypes } from '../packages';
import { sessionStatuses } from '../sessions';
import { attendanceSchema, clientNoteSchema, threadMessageSchema } from '../schemas/portal';
import { defineEndpoint, json } from './define';
import {
  actionItemResponseSchema,
  itemIdParams,
  portalPackageSchema,
  threadMessageResponseSchema,
} from './portal';
import { apiErrorSchema, listOf } from './responses';

const isoInstant = { type: 'string', format: 'date-time' } as const;
const isoOrNull = { type: ['string', 'null'], format: 'date-time' } as const;

export const clientSearchMaxLength = 200;

/** What a client is now: `active` (credits left or a session to come), `finished` (neither),
 * `unread` (a message of his the coach has not opened), `new-check-in` (a check-in not opened),
 * `to-mark` (a past session not yet marked held, no-show or cancelled). */
export const clientStates = ['active', 'finished', 'unread', 'new-check-in', 'to-mark'] as const;
export type ClientState = (typeof clientStates)[number];

/** The Clients list's orders; `last-contact` (most recent first) when none is chosen. */
export const clientSorts = ['last-contact', 'next-session', 'total-paid', 'name'] as const;
export type ClientSort = (typeof clientSorts)[number];
export const defaultClientSort: ClientSort = 'last-contact';

export const clientsQueryMessages = {
  search: `Search for at most ${clientSearchMaxLength} characters`,
  package: `Please choose a package: ${paidPackageTypes.join(', ')}.`,
  state: `Please choose a state: ${clientStates.join(', ')}.`,
  sort: `Please choose a sort: ${clientSorts.join(', ')}.`,
} as const;

/** A filter's value: trimmed, and empty as if not given. */
const filterValue = () =>
  string().transform((value: unknown) =>
    typeof value === 'string' ? value.trim() || undefined : value,
  );

export const clientsQuery = object({
  q: string()
    .trim()
    .max(clientSearchMaxLength, clientsQueryMessages.search)
    .optional()
    .meta({ description: 'Part of a name or email address.' }),
  package: filterValue()
    .oneOf([...paidPackageTypes], clientsQueryMessages.package)
    .meta({ description: `Has bought this package: ${paidPackageTypes.join(', ')}.` }),
  state: filterValue()
    .oneOf([...clientStates], clientsQueryMessages.state)
    .meta({
      description:
        'active: credits left or a session to come; finished: neither; unread: a message of his ' +
        'not opened; new-check-in: a check-in not opened; to-mark: a past session not yet marked ' +
        'held, no-show or cancelled.',
    }),
  sort: filterValue()
    .oneOf([...clientSorts], clientsQueryMessages.sort)
    .meta({
      description:
        'last-contact (most recent first, the default), next-session (soonest first, none last), ' +
        'total-paid (most first) or name (A to Z).',
    }),
});

export const clientRowSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    email: { type: 'string' },
    name: { type: 'string', description: 'The name of his latest booking.' },
    packages: { type: 'array', items: { enum: packageTypes } },
    creditsLeft: { type: 'integer', description: 'Unbooked sessions across his paid packages.' },
    nextSessionAt: isoOrNull,
    nextIsCall: {
      type: 'boolean',
      description: 'Whether his next session is a call (the free call or a follow-up call).',
    },
    totalPaid: { type: 'integer', description: 'Cents paid, refunds taken off.' },
    lastContactAt: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'His latest message, booking or session, whichever is newest.',
    },
    unreadMessages: { type: 'integer' },
    sessionsToMark: {
      type: 'integer',
      description:
        'His paid sessions over and not yet marked held, no-show or cancelled (cancelled ones left out).',
    },
  },
  required: [
    'id',
    'email',
    'name',
    'packages',
    'creditsLeft',
    'nextSessionAt',
    'nextIsCall',
    'totalPaid',
    'lastContactAt',
    'unreadMessages',
    'sessionsToMark',
  ],
  additionalProperties: false,
} as const;

export const clientSessionSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    bookingId: { type: 'integer' },
    startsAt: isoInstant,
    endsAt: isoInstant,
    status: { enum: sessionStatuses },
    attendance: { enum: ['held', 'no-show', 'cancelled', null] },
    format: { enum: ['video', 'audio'] },
    kind: { enum: ['main', 'follow-up', 'emergency'] },
  },
  required: ['id', 'bookingId', 'startsAt', 'endsAt', 'status', 'attendance', 'format', 'kind'],
  additionalProperties: false,
} as const;

export const clientNoteResponseSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    visibility: { enum: ['private', 'shared'] },
    title: { type: ['string', 'null'] },
    body: { type: 'string' },
    createdAt: isoInstant,
    publishedAt: isoOrNull,
    actionItems: listOf(actionItemResponseSchema),
  },
  required: ['id', 'visibility', 'title', 'body', 'createdAt', 'publishedAt', 'actionItems'],
  additionalProperties: false,
} as const;

/** A client's key figures: the same values as his row of the Clients list. */
export const clientFiguresSchema = {
  type: 'object',
  properties: {
    creditsLeft: clientRowSchema.properties.creditsLeft,
    nextSessionAt: clientRowSchema.properties.nextSessionAt,
    nextIsCall: clientRowSchema.properties.nextIsCall,
    totalPaid: clientRowSchema.properties.totalPaid,
    lastContactAt: clientRowSchema.properties.lastContactAt,
    unreadMessages: clientRowSchema.properties.unreadMessages,
  },
  required: [
    'creditsLeft',
    'nextSessionAt',
    'nextIsCall',
    'totalPaid',
    'lastContactAt',
    'unreadMessages',
  ],
  additionalProperties: false,
} as const;

/** One of his packages on the client's record: the portal's, and how it was paid. */
const clientPackageSchema = {
  ...portalPackageSchema,
  properties: {
    ...portalPackageSchema.properties,
    payment: {
      enum: ['card', ...offlinePayments, null],
      description: 'How it was paid (complimentary: given free); null for the free call.',
    },
  },
} as const;

export const clientRecordSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    email: { type: 'string' },
    name: { type: 'string' },
    timezone: { type: ['string', 'null'] },
    packages: listOf(clientPackageSchema),
    sessions: listOf(clientSessionSchema),
    questionnaire: {
      description:
        'His questionnaire, kept once per client (answered for any booking of his address, it answers for all): when, and the booking it was answered for (whose page shows the answers); null before he answers it.',
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          properties: { bookingId: { type: 'integer' }, completedAt: isoInstant },
          required: ['bookingId', 'completedAt'],
          additionalProperties: false,
        },
      ],
    },
    notes: listOf(clientNoteResponseSchema),
    figures: clientFiguresSchema,
  },
  required: [
    'id',
    'email',
    'name',
    'timezone',
    'packages',
    'sessions',
    'questionnaire',
    'notes',
    'figures',
  ],
  additionalProperties: false,
} as const;

export const listClients = defineEndpoint({
  method: 'GET',
  path: '/api/admin/clients',
  area: 'admin-clients',
  summary:
    'Every client, one row per email address across his bookings (search by name or address, filter by package bought and state, sort)',
  access: 'owner',
  query: clientsQuery,
  responses: {
    200: json('Clients, most recent contact first unless sorted.', listOf(clientRowSchema)),
    400: json('A search too long, or an unknown package, state or sort.', apiErrorSchema),
  },
});

export const getClient = defineEndpoint({
  method: 'GET',
  path: '/api/admin/clients/:id',
  area: 'admin-clients',
  summary:
    "One client's record: packages, sessions with attendance, notes and how many of his messages are unread",
  access: 'owner',
  params: itemIdParams,
  responses: {
    200: json('The client record (his messages stay unread).', clientRecordSchema),
    400: json('Not an id.', apiErrorSchema),
    404: json('No such client.', apiErrorSchema),
  },
});

export const addClientNote = defineEndpoint({
  method: 'POST',
  path: '/api/admin/clients/:id/notes',
  area: 'admin-clients',
  summary:
    'Write a private note, or publish shared notes and an action plan (the client is emailed a notice)',
  access: 'owner',
  params: itemIdParams,
  body: clientNoteSchema,
  responses: {
    201: json('The note.', clientNoteResponseSchema),
    400: json('A field.', apiErrorSchema),
    404: json('No such client.', apiErrorSchema),
  },
});

export const listClientMessages = defineEndpoint({
  method: 'GET',
  path: '/api/admin/clients/:id/messages',
  area: 'admin-clients',
  summary: "A client's thread, oldest first (reading it marks his messages read)",
  access: 'owner',
  params: itemIdParams,
  responses: {
    200: json('Messages, oldest first.', listOf(threadMessageResponseSchema)),
    400: json('Not an id.', apiErrorSchema),
    404: json('No such client.', apiErrorSchema),
  },
});

export const replyToClient = defineEndpoint({
  method: 'POST',
  path: '/api/admin/clients/:id/messages',
  area: 'admin-clients',
  summary: "Reply in a client's thread (the client is emailed a notice with a link, not the text)",
  access: 'owner',
  params: itemIdParams,
  body: threadMessageSchema,
  responses: {
    201: json('The reply.', threadMessageResponseSchema),
    400: json('An empty or too long message.', apiErrorSchema),
    404: json('No such client, or no package to reply under.', apiErrorSchema),
  },
});

export const markAttendance = defineEndpoint({
  method: 'POST',
  path: '/api/admin/sessions/:id/attendance',
  area: 'admin-clients',
  summary: 'Mark a session that has started as held, no-show or cancelled',
  access: 'owner',
  params: itemIdParams,
  body: attendanceSchema,
  responses: {
    200: json('The session.', clientSessionSchema),
    400: json('Not an id or not a known mark.', apiErrorSchema),
    404: json('No such session.', apiErrorSchema),
    409: json('The session has not started yet.', apiErrorSchema),
  },
});

export const adminClientEndpoints = {
  listClients,
  getClient,
  addClientNote,
  listClientMessages,
  replyToClient,
  markAttendance,
} as const;

export type ClientsQuery = InferType<typeof clientsQuery>;
export type ClientRow = FromSchema<typeof clientRowSchema>;
export type ClientSession = FromSchema<typeof clientSessionSchema>;
export type ClientNote = FromSchema<typeof clientNoteResponseSchema>;
export type ClientFigures = FromSchema<typeof clientFiguresSchema>;
export type ClientRecord = FromSchema<typeof clientRecordSchema>;
