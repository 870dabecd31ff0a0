/**
 * Whether one of a booking's emails may be sent again: only while what it says is still true.
 * A confirmation or a move's notice speaks of the session at one time: true while the session is
 * held at that time (its SEQUENCE is the one the email carried) and has not begun. A reminder is
 * rebuilt from the session as it is now, so it only needs the session held and still to come. A
 * cancellation stays true. The receipt with its schedule link is no longer true once the booking
 * has been cancelled or refunded. Everything else (a refund's notice, the questionnaire's thanks)
 * records what happened, and stays true. A reminder that was skipped (its session moved or was
 * cancelled before it was due) is never sent: the reminders queued for the new time replace it.
 *
 * What an email is about is read from its outbox key (`booking:<id>:session:<id>:<event>…`), the
 * one place the message builders name it.
 */
import { resendRefusals } from '@site/contracts/admin';
import type { BookingStatus } from '@site/contracts/api-types';
import { activeSessionStatuses } from '@site/contracts/sessions';
import type { SessionRecord } from '../repositories/booking-sessions';

export type EmailSubject =
  | {
      about: 'session';
      sessionId: number;
      event: 'booked' | 'moved' | 'cancelled' | 'reminder';
      /** The session's SEQUENCE the email was written for (null: a cancellation). */
      sequence: number | null;
    }
  | { about: 'booking'; event: string }
  | { about: 'other' };

const sessionKey =
  /^booking:\d+:session:(\d+):(?:(booked)|moved:(\d+)|(cancelled)|reminder:\d+h:(\d+))(?::|$)/;
const bookingKey = /^booking:\d+:([a-z-]+):/;

/** What the email with this outbox key is about (a copy sent again: what its original is about). */
export function emailSubject(dedupeKey: string): EmailSubject {
  const key = dedupeKey.replace(/(?::resend:[^:]+)+$/, '');
  const session = sessionKey.exec(key);
  if (session) {
    const [, id, booked, movedSequence, cancelled, reminderSequence] = session;
    const sessionId = Number(id);
    if (booked) return { about: 'session', sessionId, event: 'booked', sequence: 0 };
    if (movedSequence !== undefined)
      return { about: 'session', sessionId, event: 'moved', sequence: Number(movedSequence) };
    if (cancelled) return { about: 'session', sessionId, event: 'cancelled', sequence: null };
    return { about: 'session', sessionId, event: 'reminder', sequence: Number(reminderSequence) };
  }
  const booking = bookingKey.exec(key);
  if (booking) return { about: 'booking', event: booking[1]! };
  return { about: 'other' };
}

export interface ResendState {
  bookingStatus: BookingStatus;
  sessions: readonly Pick<SessionRecord, 'id' | 'status' | 'sequence' | 'startsAt'>[];
  now: Date;
}

/**
 * Why the email cannot be sent again (one of `resendRefusals`), or null when it can. `status` is
 * the email's own state in the outbox ('cancelled': skipped before it went out).
 */
export function resendRefusal(
  subject: EmailSubject,
  state: ResendState,
  status?: string,
): string | null {
  if (subject.about === 'booking') {
    const ended = state.bookingStatus === 'cancelled' || state.bookingStatus === 'refunded';
    return subject.event === 'paid' && ended ? resendRefusals.bookingEnded : null;
  }
  if (subject.about === 'other') return null;
  const session = state.sessions.find((candidate) => candidate.id === subject.sessionId);
  if (subject.event === 'cancelled') return null;
  if (
    session === undefined ||
    !(activeSessionStatuses as readonly string[]).includes(session.status)
  )
    return session?.status === 'completed'
      ? resendRefusals.sessionBegun
      : resendRefusals.sessionCancelled;
  if (new Date(session.startsAt).getTime() <= state.now.getTime())
    return resendRefusals.sessionBegun;
  if (subject.event !== 'reminder' && session.sequence !== subject.sequence)
    return resendRefusals.sessionMoved;
  // Skipped when its session moved: the move's notice and the new time's reminders stand instead.
  if (subject.event === 'reminder' && status === 'cancelled') return resendRefusals.reminderSkipped;
  return null;
}
