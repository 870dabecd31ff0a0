/**
 * The coach's actions from a client's record (credits added, a package given, each with its reason;
 * what the site emailed the client; erasure requests to confirm) and the client's self-service in
 * the portal (his time zone, a download of his data, a request to erase it).
 */
import type { FromSchema } from 'json-schema-to-ts';
import {
  addCreditsSchema,
  givePackageSchema,
  portalTimezoneSchema,
} from '../schemas/client-actions';
import { packageTypes } from '../packages';
import { erasureDeadlineDays } from '../client-actions';
import { defineEndpoint, json } from './define';
import { personDataSchema, personErasureSchema } from './admin';
import { itemIdParams, sharedNoteSchema, threadMessageResponseSchema } from './portal';
import { apiErrorSchema, listOf } from './responses';

const area = 'client-actions';
const isoInstant = { type: 'string', format: 'date-time' } as const;
const isoOrNull = { type: ['string', 'null'], format: 'date-time' } as const;

export const clientGrantSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    kind: { enum: ['credits', 'package'] },
    bookingId: { type: 'integer' },
    packageType: { enum: packageTypes },
    credits: { type: ['integer', 'null'], description: 'Credits added; null for a package given.' },
    reason: { type: 'string' },
    createdAt: isoInstant,
  },
  required: ['id', 'kind', 'bookingId', 'packageType', 'credits', 'reason', 'createdAt'],
  additionalProperties: false,
} as const;

export const clientEmailSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    subject: { type: 'string' },
    status: {
      enum: ['queued', 'sending', 'sent', 'failed', 'cancelled'],
      description: 'cancelled: a reminder whose session moved, was cancelled or had begun.',
    },
    createdAt: isoInstant,
    sentAt: isoOrNull,
    sendsAt: {
      ...isoOrNull,
      description:
        'When an email still waiting to send goes out (a reminder: the day or hour before its session); null once sent, failed or skipped.',
    },
  },
  required: ['id', 'subject', 'status', 'createdAt', 'sentAt', 'sendsAt'],
  additionalProperties: false,
} as const;

export const erasureRequestSchema = {
  type: 'object',
  properties: {
    clientId: { type: 'integer' },
    email: { type: 'string' },
    name: { type: 'string' },
    requestedAt: isoInstant,
    dueAt: {
      ...isoInstant,
      description: `The request's time plus ${erasureDeadlineDays} days: the law's limit.`,
    },
    ageDays: { type: 'integer', description: 'Whole days since the request.' },
  },
  required: ['clientId', 'email', 'name', 'requestedAt', 'dueAt', 'ageDays'],
  additionalProperties: false,
} as const;

export const portalErasureSchema = {
  type: 'object',
  properties: {
    requestedAt: isoOrNull,
    dueAt: isoOrNull,
  },
  required: ['requestedAt', 'dueAt'],
  additionalProperties: false,
} as const;

export const portalTimezoneResponseSchema = {
  type: 'object',
  properties: { timezone: { type: 'string' } },
  required: ['timezone'],
  additionalProperties: false,
} as const;

const checkInExportSchema = {
  type: 'object',
  properties: {
    bookingId: { type: 'integer' },
    wins: { type: 'string' },
    obstacles: { type: 'string' },
    rating: { type: 'integer' },
    question: { type: ['string', 'null'] },
    createdAt: isoInstant,
  },
  required: ['bookingId', 'wins', 'obstacles', 'rating', 'question', 'createdAt'],
  additionalProperties: false,
} as const;

/** The client's download: what the site holds about his address, and his portal's own records. */
export const portalDataExportSchema = {
  type: 'object',
  properties: {
    exportedAt: isoInstant,
    person: personDataSchema,
    portal: {
      type: 'object',
      properties: {
        timezone: { type: ['string', 'null'] },
        erasureRequestedAt: isoOrNull,
        sharedNotes: listOf(sharedNoteSchema),
        messages: listOf(threadMessageResponseSchema),
        checkIns: listOf(checkInExportSchema),
        grants: listOf(clientGrantSchema),
      },
      required: ['timezone', 'erasureRequestedAt', 'sharedNotes', 'messages', 'checkIns', 'grants'],
      additionalProperties: false,
    },
  },
  required: ['exportedAt', 'person', 'portal'],
  additionalProperties: false,
} as const;

const unauthorised = json('No live portal session.', apiErrorSchema);
const noClient = json('No such client.', apiErrorSchema);

export const listClientGrants = defineEndpoint({
  method: 'GET',
  path: '/api/admin/clients/:id/grants',
  area,
  summary: 'Credits added to a client’s packages and packages given to him, with the reasons',
  access: 'owner',
  params: itemIdParams,
  responses: {
    200: json('Newest first.', listOf(clientGrantSchema)),
    400: json('Not an id.', apiErrorSchema),
    404: noClient,
  },
});

export const addClientCredits = defineEndpoint({
  method: 'POST',
  path: '/api/admin/clients/:id/credits',
  area,
  summary: 'Add session credits to one of the client’s paid packages, with the reason (audited)',
  access: 'owner',
  params: itemIdParams,
  body: addCreditsSchema,
  responses: {
    201: json('The gift as his record lists it.', clientGrantSchema),
    400: json('A field (the reason is required).', apiErrorSchema),
    404: json('No such client, or the package is not his.', apiErrorSchema),
    409: json('The package is not paid, or refunded or cancelled.', apiErrorSchema),
  },
});

export const giveClientPackage = defineEndpoint({
  method: 'POST',
  path: '/api/admin/clients/:id/packages',
  area,
  summary:
    'Give the client a package: a paid booking without a card payment, marked complimentary, with the reason (audited); he gets the usual email',
  access: 'owner',
  params: itemIdParams,
  body: givePackageSchema,
  responses: {
    201: json('The gift as his record lists it.', clientGrantSchema),
    400: json('A field (the reason is required).', apiErrorSchema),
    404: noClient,
  },
});

export const listClientEmails = defineEndpoint({
  method: 'GET',
  path: '/api/admin/clients/:id/emails',
  area,
  summary: 'What the site emailed the client: subject, date and state (never a body)',
  access: 'owner',
  params: itemIdParams,
  responses: {
    200: json('Newest first, at most 200.', listOf(clientEmailSchema)),
    400: json('Not an id.', apiErrorSchema),
    404: noClient,
  },
});

export const listErasureRequests = defineEndpoint({
  method: 'GET',
  path: '/api/admin/erasure-requests',
  area,
  summary: 'Clients who asked in their portal for their data to be erased, oldest first',
  access: 'owner',
  responses: { 200: json('Open requests.', listOf(erasureRequestSchema)) },
});

export const confirmErasureRequest = defineEndpoint({
  method: 'POST',
  path: '/api/admin/erasure-requests/:id/confirm',
  area,
  summary: 'Carry out a client’s erasure request (the same erasure as a person’s data)',
  access: 'owner',
  params: itemIdParams,
  responses: {
    200: json('How much was erased.', personErasureSchema),
    400: json('Not an id.', apiErrorSchema),
    404: json('No open request for this client.', apiErrorSchema),
  },
});

export const setPortalTimezone = defineEndpoint({
  method: 'POST',
  path: '/api/portal/timezone',
  area,
  summary: 'Remember the zone the client reads his portal’s times in',
  access: 'client',
  rateLimit: 'default',
  body: portalTimezoneSchema,
  responses: {
    200: json('The zone saved.', portalTimezoneResponseSchema),
    400: json('Not a time zone.', apiErrorSchema),
    401: unauthorised,
  },
});

export const downloadPortalData = defineEndpoint({
  method: 'GET',
  path: '/api/portal/data',
  area,
  summary: 'Everything the site keeps about the signed-in client, as a JSON file',
  access: 'client',
  responses: {
    200: json('His data (Content-Disposition: attachment).', portalDataExportSchema),
    401: unauthorised,
  },
});

export const getPortalErasure = defineEndpoint({
  method: 'GET',
  path: '/api/portal/erasure-request',
  area,
  summary: 'Whether the client has asked for his data to be erased, and by when it is due',
  access: 'client',
  responses: { 200: json('His request, or nulls.', portalErasureSchema), 401: unauthorised },
});

export const requestPortalErasure = defineEndpoint({
  method: 'POST',
  path: '/api/portal/erasure-request',
  area,
  summary: 'Ask the coach to erase everything kept about the client (he confirms it)',
  access: 'client',
  rateLimit: 'default',
  responses: {
    201: json('The request.', portalErasureSchema),
    401: unauthorised,
    409: json('Already asked.', apiErrorSchema),
  },
});

export const clientActionEndpoints = {
  listClientGrants,
  addClientCredits,
  giveClientPackage,
  listClientEmails,
  listErasureRequests,
  confirmErasureRequest,
  setPortalTimezone,
  downloadPortalData,
  getPortalErasure,
  requestPortalErasure,
} as const;

export type ClientGrant = FromSchema<typeof clientGrantSchema>;
export type ClientEmail = FromSchema<typeof clientEmailSchema>;
export type ErasureRequest = FromSchema<typeof erasureRequestSchema>;
export type PortalErasure = FromSchema<typeof portalErasureSchema>;
export type PortalDataExport = FromSchema<typeof portalDataExportSchema>;
