/** Bookings: the taken times, one booking, scheduling it, and the rules and calendar it obeys. */
import { object, string } from 'yup';
import { scheduleSchema } from '../schemas/schedule';
import { isDateString } from '../slots';
import { defineEndpoint, json } from './define';
import { accessKeyQuery, bookingIdParams } from './params';
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
  summary: 'One booking, for its cookie or its key',
  access: 'booking',
  params: bookingIdParams,
  query: accessKeyQuery,
  responses: {
    200: json('The booking.', consultationBookingSchema),
    400: json('Not a booking id.', apiErrorSchema),
    404: json('No such booking, or not with this access.', apiErrorSchema),
  },
});

export const scheduleBooking = defineEndpoint({
  method: 'POST',
  path: '/api/consultation-bookings/:id/schedule',
  area: 'bookings',
  summary: 'Book the start of a paid or free booking',
  access: 'booking',
  rateLimit: 'default',
  params: bookingIdParams,
  query: accessKeyQuery,
  body: scheduleSchema,
  responses: {
    200: json('The scheduled booking.', consultationBookingSchema),
    400: json(
      'A field, a slot rule, a date-time that does not exist, beyond the horizon or outside working hours.',
      apiErrorSchema,
    ),
    404: json('No such booking, or not with this access.', apiErrorSchema),
    409: json(
      'Not paid, already scheduled, the time is taken, or another upcoming free call for this address.',
      apiErrorSchema,
    ),
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
    403: json("Without the booking's access.", apiErrorSchema),
    404: json('No such booking.', apiErrorSchema),
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
  summary: "The owner's busy times on a day (America/Cancun), today to the booking horizon",
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
  bookingQuestionnaireStatus,
  bookingRules,
  calendarAvailability,
} as const;
