/** Bookings: the taken times, one booking, scheduling it, and the rules and calendar it obeys. */
import { number, object, string } from 'yup';
import { scheduleSchema } from '../schemas/schedule';
import { isDateString } from '../dates';
import { defineEndpoint, json } from './define';
import { accessKeyQuery, bookingIdParam, bookingIdParams, maxDatabaseInteger } from './params';
import {
  apiErrorSchema,
  bookingQuestionnaireStatusSchema,
  bookingRulesSchema,
  calendarAvailabilitySchema,
  consultationBookingSchema,
  listOf,
  scheduledSlotSchema,
} from './responses';

export const invalidDateMessage = 'Invalid date: use YYYY-MM-DD';

export const invalidSessionIdMessage = 'Invalid session id: it must be a positive whole number';

/** A session id in a path: 1 to 10 digits, from 1 to the largest database integer. */
export const sessionIdParam = number()
  .transform((_value: unknown, original: unknown) =>
    typeof original === 'string' && /^\d{1,10}$/.test(original) ? Number(original) : Number.NaN,
  )
  .typeError(invalidSessionIdMessage)
  .required(invalidSessionIdMessage)
  .integer(invalidSessionIdMessage)
  .min(1, invalidSessionIdMessage)
  .max(maxDatabaseInteger, invalidSessionIdMessage);

/** `/…/bookings/:id/sessions/:sessionId/…`. */
export const bookingSessionParams = object({ id: bookingIdParam, sessionId: sessionIdParam });

export const scheduledSlots = defineEndpoint({
  method: 'GET',
  path: '/api/consultation-bookings',
  area: 'bookings',
  summary: 'The times already taken, with no personal data',
  access: 'public',
  responses: {
    200: json('Scheduled sessions: package, start and end.', listOf(scheduledSlotSchema)),
  },
});

export const getBooking = defineEndpoint({
  method: 'GET',
  path: '/api/consultation-bookings/:id',
  area: 'bookings',
  summary:
    'One booking with its sessions, credits and what can still change, for its cookie or its key',
  access: 'booking',
  params: bookingIdParams,
  query: accessKeyQuery,
  responses: {
    200: json(
      'The booking: its sessions (with whether each can still be moved or cancelled, and until when), sessions total, booked and remaining, and whether a refund can still be asked for.',
      consultationBookingSchema,
    ),
    400: json('Not a booking id.', apiErrorSchema),
    404: json('No such booking, or not with this access.', apiErrorSchema),
  },
});

export const scheduleBooking = defineEndpoint({
  method: 'POST',
  path: '/api/consultation-bookings/:id/schedule',
  area: 'bookings',
  summary: 'Book the next session of a paid package or the free call (spends one credit)',
  access: 'booking',
  rateLimit: 'default',
  params: bookingIdParams,
  query: accessKeyQuery,
  body: scheduleSchema,
  responses: {
    200: json('The booking with its new session.', consultationBookingSchema),
    400: json(
      'A field, a slot rule, a date-time that does not exist, beyond the horizon or outside working hours.',
      apiErrorSchema,
    ),
    404: json('No such booking, or not with this access.', apiErrorSchema),
    409: json(
      'Not paid, refunded or cancelled, no session left (sessionMessages.noneRemaining), the time is taken, or another upcoming free call for this address.',
      apiErrorSchema,
    ),
  },
});

export const rescheduleSession = defineEndpoint({
  method: 'POST',
  path: '/api/consultation-bookings/:id/sessions/:sessionId/reschedule',
  area: 'bookings',
  summary:
    'Move one session to another time, at least 24 hours before it starts (the calendar event moves; an updated invitation goes to client and owner)',
  access: 'booking',
  rateLimit: 'default',
  params: bookingSessionParams,
  query: accessKeyQuery,
  body: scheduleSchema,
  responses: {
    200: json('The booking with the session moved.', consultationBookingSchema),
    400: json('A field or a slot rule, as when booking.', apiErrorSchema),
    404: json('No such booking or session, or not with this access.', apiErrorSchema),
    409: json(
      'Inside 24 hours of the start (sessionMessages.tooLateToChange), the session no longer active, the booking refunded or cancelled, the same time, or the time is taken.',
      apiErrorSchema,
    ),
  },
});

export const cancelSession = defineEndpoint({
  method: 'POST',
  path: '/api/consultation-bookings/:id/sessions/:sessionId/cancel',
  area: 'bookings',
  summary:
    'Cancel one session at least 24 hours before it starts: its credit returns to the package, the calendar event is removed and a cancellation goes to client and owner',
  access: 'booking',
  rateLimit: 'default',
  params: bookingSessionParams,
  query: accessKeyQuery,
  responses: {
    200: json('The booking with the session cancelled.', consultationBookingSchema),
    400: json('Not a booking or session id.', apiErrorSchema),
    404: json('No such booking or session, or not with this access.', apiErrorSchema),
    409: json(
      'Inside 24 hours of the start (sessionMessages.tooLateToChange), or the session no longer active.',
      apiErrorSchema,
    ),
  },
});

export const sessionCalendarFile = defineEndpoint({
  method: 'GET',
  path: '/api/consultation-bookings/:id/sessions/:sessionId/calendar.ics',
  area: 'bookings',
  summary:
    "One session as a calendar file to add to the client's calendar (the same event, UID and SEQUENCE as its emailed invitation)",
  access: 'booking',
  params: bookingSessionParams,
  query: accessKeyQuery,
  responses: {
    200: {
      description: 'The iCalendar file (METHOD:PUBLISH), as an attachment.',
      contentType: 'text/calendar',
    },
    400: json('Not a booking or session id.', apiErrorSchema),
    404: json('No such booking or session, or not with this access.', apiErrorSchema),
  },
});

export const requestRefund = defineEndpoint({
  method: 'POST',
  path: '/api/consultation-bookings/:id/refund',
  area: 'bookings',
  summary:
    'Refund a card-paid booking in full, within 24 hours of purchase: the booking becomes refunded and its sessions are cancelled',
  access: 'booking',
  rateLimit: 'default',
  params: bookingIdParams,
  query: accessKeyQuery,
  responses: {
    200: json('The refunded booking.', consultationBookingSchema),
    400: json('Not a booking id.', apiErrorSchema),
    404: json('No such booking, or not with this access.', apiErrorSchema),
    409: json(
      'After the window (sessionMessages.refundWindowPassed), already refunded, or not refundable online (free call, not paid by card).',
      apiErrorSchema,
    ),
    502: json('Stripe refused or could not be reached; nothing changed.', apiErrorSchema),
  },
});

export const bookingQuestionnaireStatus = defineEndpoint({
  method: 'GET',
  path: '/api/consultation-bookings/:id/questionnaire',
  area: 'bookings',
  summary: "Whether this booking's questionnaire is done (never the answers)",
  access: 'booking',
  params: bookingIdParams,
  query: accessKeyQuery,
  responses: {
    200: json('Done or not, and when.', bookingQuestionnaireStatusSchema),
    400: json('Not a booking id.', apiErrorSchema),
    404: json('No such booking, or not with this access.', apiErrorSchema),
  },
});

export const bookingRules = defineEndpoint({
  method: 'GET',
  path: '/api/booking-rules',
  area: 'bookings',
  summary: 'How far ahead sessions can be booked and the working hours they must fit',
  access: 'public',
  responses: { 200: json('The limits scheduling enforces.', bookingRulesSchema) },
});

export const calendarAvailability = defineEndpoint({
  method: 'GET',
  path: '/api/calendar-availability/:date',
  area: 'bookings',
  summary:
    "The owner's busy times on a day (America/Cancun), today to the furthest horizon of the schedules",
  access: 'public',
  rateLimit: 'default',
  params: object({
    date: string()
      .required(invalidDateMessage)
      .test('date', invalidDateMessage, (value) => isDateString(value)),
  }),
  responses: {
    200: json('Busy intervals.', calendarAvailabilitySchema),
    400: json('Not a YYYY-MM-DD date, or a day outside today to the horizon.', apiErrorSchema),
    502: json('The calendar could not be reached.', apiErrorSchema),
  },
});

export const bookingEndpoints = {
  scheduledSlots,
  getBooking,
  scheduleBooking,
  rescheduleSession,
  cancelSession,
  sessionCalendarFile,
  requestRefund,
  bookingQuestionnaireStatus,
  bookingRules,
  calendarAvailability,
} as const;
