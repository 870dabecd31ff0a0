/**
 * The client portal: sign-in with a one-time code (or a booking's keyed link), the person's
 * bookings across purchases with what each package promises, the coach's shared notes and action
 * plans, and the message thread. Every endpoint but the sign-in ones needs the portal session.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { number, object } from 'yup';
import { packageTypes } from '../packages';
import {
  actionItemSchema,
  requestCodeSchema,
  signInWithBookingLinkSchema,
  signInWithCodeSchema,
  threadMessageSchema,
} from '../schemas/portal';
import { defineEndpoint, json, noContent } from './define';
import { maxDatabaseInteger } from './params';
import { apiErrorSchema, consultationBookingSchema, listOf } from './responses';

const isoInstant = { type: 'string', format: 'date-time' } as const;
const isoOrNull = { type: ['string', 'null'], format: 'date-time' } as const;

export const invalidItemIdMessage = 'Invalid id: it must be a positive whole number';
const itemIdParam = number()
  .transform((_value: unknown, original: unknown) =>
    typeof original === 'string' && /^\d{1,10}$/.test(original) ? Number(original) : Number.NaN,
  )
  .typeError(invalidItemIdMessage)
  .required(invalidItemIdMessage)
  .integer(invalidItemIdMessage)
  .min(1, invalidItemIdMessage)
  .max(maxDatabaseInteger, invalidItemIdMessage);
export const itemIdParams = object({ id: itemIdParam });

const windowStates = ['not-offered', 'waiting', 'not-yet-open', 'open', 'closed'] as const;

/** A promise that opens and closes (email support, the follow-up call). */
const promiseWindowSchema = {
  type: 'object',
  properties: {
    state: { enum: windowStates },
    opensAt: isoOrNull,
    closesAt: isoOrNull,
  },
  required: ['state', 'opensAt', 'closesAt'],
  additionalProperties: false,
} as const;

export const portalPackageSchema = {
  type: 'object',
  properties: {
    booking: consultationBookingSchema,
    accessKey: {
      type: 'string',
      description: "The booking's key: the portal books, moves and cancels through its endpoints.",
    },
    purchasedAt: isoOrNull,
    questionnaireCompleted: { type: 'boolean' },
    support: {
      type: 'object',
      properties: {
        ...promiseWindowSchema.properties,
        level: { enum: ['one-week', 'priority', 'unlimited', 'none'] },
        priority: { type: 'boolean' },
      },
      required: ['state', 'opensAt', 'closesAt', 'level', 'priority'],
      additionalProperties: false,
    },
    followUp: promiseWindowSchema,
    checkIn: {
      type: 'object',
      properties: {
        state: { enum: ['not-offered', 'ended', 'waiting', 'due', 'not-due'] },
        dueAt: isoOrNull,
      },
      required: ['state', 'dueAt'],
      additionalProperties: false,
    },
    keepsRecordings: { type: 'boolean' },
  },
  required: [
    'booking',
    'accessKey',
    'purchasedAt',
    'questionnaireCompleted',
    'support',
    'followUp',
    'checkIn',
    'keepsRecordings',
  ],
  additionalProperties: false,
} as const;

export const receiptSchema = {
  type: 'object',
  properties: {
    bookingId: { type: 'integer' },
    packageType: { enum: packageTypes },
    packageName: { type: 'string' },
    amount: { type: 'integer', description: 'Cents.' },
    currency: { type: 'string' },
    paidAt: isoInstant,
    paymentReference: {
      type: ['string', 'null'],
      description: "The card payment's id; null for a payment made outside the site or a gift.",
    },
    paidBy: {
      enum: ['card', 'offline', 'complimentary'],
      description: 'How it was paid: by card on the site, outside the site, or a gift.',
    },
    refunded: { type: 'boolean' },
  },
  required: [
    'bookingId',
    'packageType',
    'packageName',
    'amount',
    'currency',
    'paidAt',
    'paymentReference',
    'paidBy',
    'refunded',
  ],
  additionalProperties: false,
} as const;

export const portalOverviewSchema = {
  type: 'object',
  properties: {
    email: { type: 'string' },
    name: { type: 'string' },
    timezone: { type: ['string', 'null'] },
    packages: listOf(portalPackageSchema),
    receipts: listOf(receiptSchema),
  },
  required: ['email', 'name', 'timezone', 'packages', 'receipts'],
  additionalProperties: false,
} as const;

export const threadMessageResponseSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    author: { enum: ['client', 'coach'] },
    body: { type: 'string' },
    priority: { type: 'boolean' },
    createdAt: isoInstant,
  },
  required: ['id', 'author', 'body', 'priority', 'createdAt'],
  additionalProperties: false,
} as const;

export const threadSchema = {
  type: 'object',
  properties: {
    messages: listOf(threadMessageResponseSchema),
    canWrite: { type: 'boolean' },
    reason: {
      type: ['string', 'null'],
      description: 'Why the thread is read-only; null while the client can write.',
    },
  },
  required: ['messages', 'canWrite', 'reason'],
  additionalProperties: false,
} as const;

export const actionItemResponseSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    text: { type: 'string' },
    doneAt: isoOrNull,
  },
  required: ['id', 'text', 'doneAt'],
  additionalProperties: false,
} as const;

export const sharedNoteSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: ['string', 'null'] },
    body: { type: 'string' },
    publishedAt: isoInstant,
    actionItems: listOf(actionItemResponseSchema),
  },
  required: ['id', 'title', 'body', 'publishedAt', 'actionItems'],
  additionalProperties: false,
} as const;

const messageAnswer = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
  additionalProperties: false,
} as const;

const unauthorised = json('No live portal session.', apiErrorSchema);

export const requestSignInCode = defineEndpoint({
  method: 'POST',
  path: '/api/portal/sign-in/code',
  area: 'portal',
  summary:
    'Email a one-time sign-in code to an address that has bookings; the same answer for any address',
  access: 'public',
  rateLimit: 'forms',
  body: requestCodeSchema,
  responses: {
    202: json(
      'Always portalMessages.codeSent, known address or not, limited or not.',
      messageAnswer,
    ),
    400: json('Not an email address.', apiErrorSchema),
  },
});

export const signInWithCode = defineEndpoint({
  method: 'POST',
  path: '/api/portal/sign-in',
  area: 'portal',
  summary: 'Sign in with the code: a portal session cookie (HttpOnly, SameSite=Strict, expiring)',
  access: 'public',
  rateLimit: 'forms',
  body: signInWithCodeSchema,
  responses: {
    204: noContent('Signed in: the session cookie is set.'),
    400: json(
      'The form, or a code that is wrong, expired, used or spent (one message for all).',
      apiErrorSchema,
    ),
  },
});

export const signInWithBookingLink = defineEndpoint({
  method: 'POST',
  path: '/api/portal/sign-in/booking-link',
  area: 'portal',
  summary:
    "Open the portal from a booking: its id and secret key (its keyed link), or its id alone from the browser holding the booking's access cookie",
  access: 'public',
  rateLimit: 'forms',
  body: signInWithBookingLinkSchema,
  responses: {
    204: noContent('Signed in as the booking’s person: the session cookie is set.'),
    400: json(
      'No booking with this id and key or access cookie (portalMessages.linkInvalid).',
      apiErrorSchema,
    ),
  },
});

export const signOutOfPortal = defineEndpoint({
  method: 'POST',
  path: '/api/portal/sign-out',
  area: 'portal',
  summary: 'End the portal session (the row is deleted, the cookie cleared)',
  access: 'public',
  rateLimit: 'default',
  responses: { 204: noContent('Signed out (also when there was no session).') },
});

export const getPortal = defineEndpoint({
  method: 'GET',
  path: '/api/portal',
  area: 'portal',
  summary:
    "The signed-in person's bookings across purchases, each with its promises, and his receipts",
  access: 'client',
  responses: {
    200: json('The portal.', portalOverviewSchema),
    401: unauthorised,
  },
});

export const getPortalThread = defineEndpoint({
  method: 'GET',
  path: '/api/portal/messages',
  area: 'portal',
  summary: 'The message thread with the coach, and whether the client can write now',
  access: 'client',
  responses: { 200: json('The thread.', threadSchema), 401: unauthorised },
});

export const postPortalMessage = defineEndpoint({
  method: 'POST',
  path: '/api/portal/messages',
  area: 'portal',
  summary:
    'Write to the coach while a package’s email support is open (the coach is emailed a notice without the text)',
  access: 'client',
  rateLimit: 'default',
  body: threadMessageSchema,
  responses: {
    201: json('The message written.', threadMessageResponseSchema),
    400: json('An empty or too long message.', apiErrorSchema),
    401: unauthorised,
    409: json('No package has its support open: the reason.', apiErrorSchema),
  },
});

export const getPortalNotes = defineEndpoint({
  method: 'GET',
  path: '/api/portal/notes',
  area: 'portal',
  summary: "The coach's published shared notes and action plans, newest first",
  access: 'client',
  responses: { 200: json('Shared notes.', listOf(sharedNoteSchema)), 401: unauthorised },
});

export const setPortalActionItem = defineEndpoint({
  method: 'POST',
  path: '/api/portal/action-items/:id',
  area: 'portal',
  summary: 'Tick or untick one action item of the client’s own plan',
  access: 'client',
  rateLimit: 'default',
  params: itemIdParams,
  body: actionItemSchema,
  responses: {
    200: json('The action item.', actionItemResponseSchema),
    400: json('Not an id, or done not given.', apiErrorSchema),
    401: unauthorised,
    404: json('No such action item in this client’s published notes.', apiErrorSchema),
  },
});

export const portalEndpoints = {
  requestSignInCode,
  signInWithCode,
  signInWithBookingLink,
  signOutOfPortal,
  getPortal,
  getPortalThread,
  postPortalMessage,
  getPortalNotes,
  setPortalActionItem,
} as const;

export type PortalPackage = FromSchema<typeof portalPackageSchema>;
export type Receipt = FromSchema<typeof receiptSchema>;
export type PortalOverview = FromSchema<typeof portalOverviewSchema>;
export type ThreadMessage = FromSchema<typeof threadMessageResponseSchema>;
export type PortalThread = FromSchema<typeof threadSchema>;
export type ActionItem = FromSchema<typeof actionItemResponseSchema>;
export type SharedNote = FromSchema<typeof sharedNoteSchema>;
