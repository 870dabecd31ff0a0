import { invalidBookingIdMessage } from '@site/contracts/endpoints/params';

/** Errors whose status and message are meant for the client (the error handler keeps both). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const badGateway = (message: string) => new HttpError(502, message);
export const serviceUnavailable = (message: string) => new HttpError(503, message);

export const tooManyRequests = (message: string) => new HttpError(429, message);

export const messages = {
  bookingNotFound: 'Booking not found',
  invalidBookingId: invalidBookingIdMessage,
  slotTaken: 'That time is no longer available. Please choose another time.',
  paymentPending:
    'This booking is pending payment. Please complete your payment before scheduling.',
  cardPaymentsOff:
    'Card payments are not activated yet. Please try again later or contact us to book your session.',
  paymentProviderDown: 'The payment provider could not be reached. Please try again in a moment.',
  calendarDown: 'The calendar could not be reached. Please try again in a moment.',
  databaseUnavailable: 'Service Unavailable: the database cannot be reached',
  freeCallDailyCap:
    'Too many free strategy calls have been booked from this connection today. Please try again tomorrow.',
  questionnaireForbidden:
    'Please open this page from your booking confirmation or the link in your email.',
  idempotencyKeyReused:
    'This checkout was already started with other details. Please reload the page and try again.',
  questionnaireExists:
    "You've already completed your questionnaire. There is no need to submit it again.",
} as const;

/** Refused beyond the horizon: the slot engine's message. */
export { horizonMessage as beyondHorizonMessage } from '@site/contracts/schedules/engine';

export function calendarDateRangeMessage(horizonDays: number): string {
  return `Availability is shown from today up to ${horizonDays} days ahead. Please choose a date in that range.`;
}

export function freeCallExistsMessage(when: string): string {
  return `You already have a free strategy call booked for ${when}. Only one upcoming strategy call per email address can be booked.`;
}
