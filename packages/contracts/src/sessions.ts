/**
 * A booking's sessions and the terms they are managed under: each package is a number of session
 * credits (`packages.ts`), spent one session at a time. A session can be moved or cancelled by the
 * client up to `changeNoticeHours` before it starts (a cancelled session's credit returns to the
 * package); a paid booking can be refunded in full on request within `refundWindowHours` of its
 * purchase. The owner may do all of it at any time from the back office.
 *
 * Booking statuses (one machine, every change a compare-and-swap in the API):
 *   pending → paid | payment_failed | expired      payment_failed → paid (a later payment)
 *   expired → paid (a payment that arrives late is still honoured)
 *   paid → refunded (client within the window, owner any time, or a refund in the Stripe Dashboard)
 *   paid → cancelled (the owner ends a booking without a refund)
 * Session statuses: scheduled → rescheduled (moved; stays active, may move again) | cancelled |
 * completed (its time has passed).
 */

export const bookingStatuses = [
  'pending',
  'paid',
  'payment_failed',
  'expired',
  'refunded',
  'cancelled',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/**
 * Statuses of a booking that was paid at some point (a refund or a cancellation ends it, but its
 * package was held): its promises hold or have held. The others were never paid.
 */
export const paidOnceStatuses = [
  'paid',
  'refunded',
  'cancelled',
] as const satisfies readonly BookingStatus[];

/**
 * The one word for a booking awaiting its payment (status `pending`), wherever the back office or
 * the client's pages name that state: never "Pending payment" on one page and "not paid" on another.
 */
export const unpaidLabel = 'Unpaid';

/** Whether a booking was ever paid; one that never was (pending, failed, expired) is unpaid. */
export function wasPaid(status: BookingStatus | (string & {})): boolean {
  return (paidOnceStatuses as readonly string[]).includes(status);
}

/**
 * Whether a booking is unpaid and still open (a checkout not finished, or its payment failed):
 * the owner may cancel it, freeing the time its sessions hold.
 */
export function isOpenUnpaid(status: BookingStatus | (string & {})): boolean {
  return status === 'pending' || status === 'payment_failed';
}

export const sessionStatuses = ['scheduled', 'rescheduled', 'cancelled', 'completed'] as const;
export type SessionStatus = (typeof sessionStatuses)[number];

/** Statuses of a session that holds its time (and the coach's calendar). */
export const activeSessionStatuses = [
  'scheduled',
  'rescheduled',
] as const satisfies readonly SessionStatus[];

/** A client moves or cancels a session at least this many hours before it starts. */
export const changeNoticeHours = 24;

/** A client asks for a refund within this many hours of the purchase. */
export const refundWindowHours = 24;

const hourMs = 60 * 60 * 1000;

export function isActiveSession(status: SessionStatus): boolean {
  return (activeSessionStatuses as readonly string[]).includes(status);
}

/** The last moment a client may move or cancel a session starting at `startsAt`. */
export function changeDeadline(startsAt: Date | string): Date {
  return new Date(new Date(startsAt).getTime() - changeNoticeHours * hourMs);
}

/** The last moment a client may ask for a refund of a booking paid at `paidAt`. */
export function refundDeadline(paidAt: Date | string): Date {
  return new Date(new Date(paidAt).getTime() + refundWindowHours * hourMs);
}

/**
 * Every message of managing a booking's sessions, the API's answers and the pages' copy alike.
 * `{hours}` is replaced with the notice or window in hours.
 */
export const sessionMessages = {
  /** 409 of POST schedule when every credit of the package is spent. */
  noneRemaining:
    'Every session of this package is already booked. You can move or cancel a booked session instead.',
  /** 409: reschedule or cancel inside the notice period. */
  tooLateToChange: `Sessions can be moved or cancelled up to ${changeNoticeHours} hours before they start. For a change at shorter notice, please get in touch through the contact page.`,
  /** 409: the session was cancelled, has taken place, or was changed by another request. */
  sessionNotActive: 'This session has already been cancelled or has taken place.',
  /** 404: no such session in this booking. */
  sessionNotFound: 'Session not found',
  /** 409: rescheduling to the time the session already has. */
  sameTime: 'The session is already booked at that time. Please choose another time.',
  /** 409: the booking was refunded or cancelled: nothing can be booked or changed any more. */
  bookingClosed:
    'This booking has been refunded or cancelled, so its sessions can no longer be booked or changed.',
  /** 409: a refund asked for after the window. */
  refundWindowPassed: `Refunds can be asked for within ${refundWindowHours} hours of purchase. For anything else, please get in touch through the contact page.`,
  /** 409: a free call, a booking not paid by card, or not paid at all. */
  notRefundable:
    'This booking cannot be refunded online. Please get in touch through the contact page.',
  alreadyRefunded: 'This booking has already been refunded.',
  /** 502: Stripe refused or could not be reached; nothing changed. */
  refundFailed: 'The refund could not be made right now. Please try again in a few minutes.',
  /** 409 of the owner's cancelling an unpaid booking that is paid: it ends another way. */
  unpaidCancelPaid:
    'This booking is paid, so it cannot be cancelled as unpaid. End it with Cancel booking, with or without a refund.',
  /** 409 of the owner's cancelling an unpaid booking already closed (expired, cancelled, refunded). */
  unpaidCancelClosed: 'This booking is already closed: it holds no time any more.',
  /** 409: its payment went through at Stripe just before the owner cancelled it. */
  unpaidCancelJustPaid:
    'This booking has just been paid, so it was not cancelled. Reload the page to see it.',
  /**
   * The one promise about the link to join, said wherever the link itself is not shown (the
   * schedule form, the confirmations on the site, the emails, the calendar file). What the site
   * does: a session's calendar event (with its Meet link) is made before the confirmation is
   * written, so the confirmation and its invitation carry the link when Google Calendar or the
   * coach's meeting room gives one; when neither did, the link is written into the reminders once
   * it exists, or the coach sends it himself. Each is an email before the session.
   */
  joinLinkFollows: 'The link to join comes by email before we meet.',
} as const;

/** How a session is held, chosen by the client when he books it: video, or audio only. */
export const sessionFormats = ['video', 'audio'] as const;
export type SessionFormat = (typeof sessionFormats)[number];
/** A session booked without a choice (the free call, older sessions) is a video call. */
export const defaultSessionFormat: SessionFormat = 'video';
export const sessionFormatLabels: Record<SessionFormat, string> = {
  video: 'Video call',
  audio: 'Audio call (voice only, no camera)',
};
/** How the free call is held, as its page says it: a video call, and the one promise of its link. */
export const freeCallFormatText = `${sessionFormatLabels.video}. ${sessionMessages.joinLinkFollows}`;
export const sessionFormatMessage = 'Please choose a video or an audio call.';

/**
 * The number of the session a package books next (1 for the first, 2 once one is booked; a
 * cancelled session gives its number back).
 */
export function nextSessionNumber(booking: {
  sessionsTotal: number;
  sessionsRemaining: number;
}): number {
  return booking.sessionsTotal - booking.sessionsRemaining + 1;
}

/**
 * What the schedule page's title and its main button name: a package of several sessions says
 * which one ("Session 2 of 10"); a package of one books "your consultation".
 */
export function sessionToSchedule(booking: { sessionsTotal: number; sessionsRemaining: number }): {
  title: string;
  button: string;
} {
  if (booking.sessionsTotal <= 1) {
    return { title: 'Schedule Your Consultation', button: 'Schedule Consultation' };
  }
  const which = `Session ${nextSessionNumber(booking)} of ${booking.sessionsTotal}`;
  return { title: `Schedule ${which}`, button: `Schedule ${which}` };
}
