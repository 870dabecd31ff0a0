/**
 * What a package promises between and after its sessions, as the portal and the back office use
 * it: the client files a check-in when one is due, books his 15-minute follow-up call once its
 * window is open, and books the emergency session at short notice; the coach reads the check-ins
 * on the client's page and sees the new ones on his Today.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { object, string } from 'yup';
import { packageTypes } from '../packages';
import { checkInSchema } from '../schemas/portal';
import { scheduleSchema } from '../schemas/schedule';
import { slotMessages } from '../slots';
import { isTimezoneName } from '../timezones';
import { defineEndpoint, json } from './define';
import { itemIdParams } from './portal';
import { apiErrorSchema, consultationBookingSchema, listOf } from './responses';
import { openSlotsJson } from './schedules';

const isoInstant = { type: 'string', format: 'date-time' } as const;
const isoOrNull = { type: ['string', 'null'], format: 'date-time' } as const;

export const checkInResponseSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    bookingId: { type: 'integer' },
    wins: { type: 'string' },
    obstacles: { type: 'string' },
    rating: { type: 'integer', minimum: 1, maximum: 10 },
    question: { type: ['string', 'null'] },
    createdAt: isoInstant,
    readAt: {
      ...isoOrNull,
      description: 'When the coach first opened it; null while it is new to him.',
    },
  },
  required: ['id', 'bookingId', 'wins', 'obstacles', 'rating', 'question', 'createdAt', 'readAt'],
  additionalProperties: false,
} as const;

export const newCheckInSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    clientId: { type: 'integer' },
    name: { type: 'string' },
    packageType: { enum: packageTypes },
    rating: { type: 'integer' },
    createdAt: isoInstant,
  },
  required: ['id', 'clientId', 'name', 'packageType', 'rating', 'createdAt'],
  additionalProperties: false,
} as const;

export const emergencySlotsSchema = {
  type: 'object',
  properties: {
    ...openSlotsJson.properties,
    refusal: {
      type: ['string', 'null'],
      description: 'Why the emergency session cannot be booked now; null while it can.',
    },
  },
  required: ['timeZone', 'dates', 'refusal'],
  additionalProperties: false,
} as const;

const unauthorised = json('No live portal session.', apiErrorSchema);
const notHis = json('Not a booking of the signed-in person.', apiErrorSchema);

export const fileCheckIn = defineEndpoint({
  method: 'POST',
  path: '/api/portal/bookings/:id/check-ins',
  area: 'promises',
  summary:
    'File the check-in of a 5- or 10-session package while one is due (wins, obstacles, a 1–10 rating, a question)',
  access: 'client',
  rateLimit: 'default',
  params: itemIdParams,
  body: checkInSchema,
  responses: {
    201: json('The check-in filed.', checkInResponseSchema),
    400: json('A field of the form.', apiErrorSchema),
    401: unauthorised,
    404: notHis,
    409: json(
      'No check-in is due: not offered, the package has ended, or the date the next is due.',
      apiErrorSchema,
    ),
  },
});

export const bookFollowUp = defineEndpoint({
  method: 'POST',
  path: '/api/portal/bookings/:id/follow-up',
  area: 'promises',
  summary:
    "Book the package's 15-minute follow-up call, once, while its window is open, at a time of the free call's grid",
  access: 'client',
  rateLimit: 'default',
  params: itemIdParams,
  body: scheduleSchema,
  responses: {
    201: json('The booking with its follow-up call.', consultationBookingSchema),
    400: json('A time the free call’s schedule does not offer.', apiErrorSchema),
    401: unauthorised,
    404: notHis,
    409: json(
      'Not offered, not yet open, closed, already booked, or the time was just taken.',
      apiErrorSchema,
    ),
  },
});

export const emergencySlotsQuery = object({
  timezone: string()
    .required(slotMessages.timezone)
    .test('zone', slotMessages.timezone, (value) => isTimezoneName(value)),
});

export const listEmergencySlots = defineEndpoint({
  method: 'GET',
  path: '/api/portal/bookings/:id/emergency/slots',
  area: 'promises',
  summary:
    'The free times of the next working days an emergency session can take (inside the usual notice), or why it cannot be booked',
  access: 'client',
  params: itemIdParams,
  query: emergencySlotsQuery,
  responses: {
    200: json('Times per date of the client’s zone, and the refusal if any.', emergencySlotsSchema),
    400: json('Not an id or not a zone.', apiErrorSchema),
    401: unauthorised,
    404: notHis,
    502: json('The calendar could not be reached.', apiErrorSchema),
  },
});

export const bookEmergency = defineEndpoint({
  method: 'POST',
  path: '/api/portal/bookings/:id/emergency',
  area: 'promises',
  summary:
    "Book the 10-session package's emergency session at short notice, once (the coach is emailed at once)",
  access: 'client',
  rateLimit: 'default',
  params: itemIdParams,
  body: scheduleSchema,
  responses: {
    201: json('The booking with its emergency session.', consultationBookingSchema),
    400: json('A time outside the coach’s hours or the next working days.', apiErrorSchema),
    401: unauthorised,
    404: notHis,
    409: json('Not offered, already used, support closed, or the time is taken.', apiErrorSchema),
  },
});

export const listClientCheckIns = defineEndpoint({
  method: 'GET',
  path: '/api/admin/clients/:id/check-ins',
  area: 'promises',
  summary: "A client's check-ins, newest first (reading them marks the new ones read)",
  access: 'owner',
  params: itemIdParams,
  responses: {
    200: json('Check-ins, newest first.', listOf(checkInResponseSchema)),
    400: json('Not an id.', apiErrorSchema),
    404: json('No such client.', apiErrorSchema),
  },
});

export const listNewCheckIns = defineEndpoint({
  method: 'GET',
  path: '/api/admin/check-ins/new',
  area: 'promises',
  summary: 'Check-ins the coach has not read yet, newest first (his Today)',
  access: 'owner',
  responses: { 200: json('New check-ins.', listOf(newCheckInSchema)) },
});

export const promiseEndpoints = {
  fileCheckIn,
  bookFollowUp,
  listEmergencySlots,
  bookEmergency,
  listClientCheckIns,
  listNewCheckIns,
} as const;

export type CheckIn = FromSchema<typeof checkInResponseSchema>;
export type NewCheckIn = FromSchema<typeof newCheckInSchema>;
export type EmergencySlots = FromSchema<typeof emergencySlotsSchema>;
