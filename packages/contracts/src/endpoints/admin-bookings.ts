/**
 * The owner's actions on a booking's sessions, from the back office: the same rules and emails
 * as the client's manage link, without the 24-hour notice or the refund window (the no-overlap
 * rule and the slot rules still hold). Every answer is the booking as the client's view shows it,
 * with `canChange` true for every active session.
 */
import { boolean, object, type InferType } from 'yup';
import { scheduleSchema } from '../schemas/schedule';
import { bookingSessionParams } from './bookings';
import { defineEndpoint, json } from './define';
import { bookingIdParams } from './params';
import { apiErrorSchema, consultationBookingSchema } from './responses';

export const ownerCancelBookingSchema = object({
  /** True: refund the card payment in full through Stripe (booking `refunded`); false: `cancelled`. */
  refund: boolean()
    .required('Please choose whether to refund the payment')
    .typeError('Please choose whether to refund the payment'),
});
export type OwnerCancelBookingRequest = InferType<typeof ownerCancelBookingSchema>;

export const ownerScheduleSession = defineEndpoint({
  method: 'POST',
  path: '/api/admin/bookings/:id/sessions',
  area: 'admin-bookings',
  summary: 'Book the next session of a booking for the client (spends one credit)',
  access: 'owner',
  params: bookingIdParams,
  body: scheduleSchema,
  responses: {
    200: json('The booking with its new session.', consultationBookingSchema),
    400: json('A field or a slot rule.', apiErrorSchema),
    404: json('No such booking.', apiErrorSchema),
    409: json('Not paid, no session left, or the time is taken.', apiErrorSchema),
  },
});

export const ownerRescheduleSession = defineEndpoint({
  method: 'POST',
  path: '/api/admin/bookings/:id/sessions/:sessionId/reschedule',
  area: 'admin-bookings',
  summary: 'Move a session at any time (updated invitation to client and owner)',
  access: 'owner',
  params: bookingSessionParams,
  body: scheduleSchema,
  responses: {
    200: json('The booking with the session moved.', consultationBookingSchema),
    400: json('A field or a slot rule.', apiErrorSchema),
    404: json('No such booking or session.', apiErrorSchema),
    409: json('The session is no longer active, or the time is taken.', apiErrorSchema),
  },
});

export const ownerCancelSession = defineEndpoint({
  method: 'POST',
  path: '/api/admin/bookings/:id/sessions/:sessionId/cancel',
  area: 'admin-bookings',
  summary: 'Cancel a session at any time (its credit returns; cancellation to client and owner)',
  access: 'owner',
  params: bookingSessionParams,
  responses: {
    200: json('The booking with the session cancelled.', consultationBookingSchema),
    400: json('Not a booking or session id.', apiErrorSchema),
    404: json('No such booking or session.', apiErrorSchema),
    409: json('The session is no longer active.', apiErrorSchema),
  },
});

export const ownerCancelBooking = defineEndpoint({
  method: 'POST',
  path: '/api/admin/bookings/:id/cancel',
  area: 'admin-bookings',
  summary:
    'End a paid booking at any time, with a full refund through Stripe (refunded) or without (cancelled); its active sessions are cancelled',
  access: 'owner',
  params: bookingIdParams,
  body: ownerCancelBookingSchema,
  responses: {
    200: json('The refunded or cancelled booking.', consultationBookingSchema),
    400: json('Not a booking id, or refund not given.', apiErrorSchema),
    404: json('No such booking.', apiErrorSchema),
    409: json(
      'Not paid (pending, expired, already refunded or cancelled), or a refund asked for a booking not paid by card.',
      apiErrorSchema,
    ),
    502: json('Stripe refused or could not be reached; nothing changed.', apiErrorSchema),
  },
});

export const ownerCancelUnpaidBooking = defineEndpoint({
  method: 'POST',
  path: '/api/admin/bookings/:id/cancel-unpaid',
  area: 'admin-bookings',
  summary:
    'Cancel a booking still unpaid (pending or payment failed): its PaymentIntent cancelled at Stripe so no later charge can happen, the booking closed (expired) and its sessions cancelled, freeing their time',
  access: 'owner',
  params: bookingIdParams,
  responses: {
    200: json('The booking, closed, with its sessions cancelled.', consultationBookingSchema),
    400: json('Not a booking id.', apiErrorSchema),
    404: json('No such booking.', apiErrorSchema),
    409: json(
      'Paid (it ends with a cancellation or a refund instead), already closed, or paid at Stripe a moment ago.',
      apiErrorSchema,
    ),
    502: json('Stripe could not be reached to stop the payment; nothing changed.', apiErrorSchema),
  },
});

export const adminBookingEndpoints = {
  ownerScheduleSession,
  ownerRescheduleSession,
  ownerCancelSession,
  ownerCancelBooking,
  ownerCancelUnpaidBooking,
} as const;
