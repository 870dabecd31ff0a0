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
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const badGateway = (message: string) => new HttpError(502, message);
export const serviceUnavailable = (message: string) => new HttpError(503, message);

export const messages = {
  bookingNotFound: 'Booking not found',
  invalidBookingId: 'Invalid booking id: it must be a positive whole number',
  slotTaken: 'That time is no longer available. Please choose another time.',
  alreadyScheduled: 'This consultation has already been scheduled and cannot be rescheduled here.',
  paymentPending:
    'This booking is pending payment. Please complete your payment before scheduling.',
  cardPaymentsOff:
    'Card payments are not activated yet. Please try again later or contact us to book your session.',
  paymentProviderDown: 'The payment provider could not be reached. Please try again in a moment.',
  calendarDown: 'The calendar could not be reached. Please try again in a moment.',
  questionnaireExists:
    "You've already completed your pre-session questionnaire. There is no need to submit it again.",
} as const;
