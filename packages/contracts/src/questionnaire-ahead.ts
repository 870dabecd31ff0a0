/**
 * When the questionnaire is still asked for: one rule for the client's pages (his booking page,
 * his portal) and the emails that follow his bookings, so a page and an email sent the same
 * minute never disagree about it.
 */
import { isActiveSession, type SessionStatus } from './sessions';

/** What the rule reads of a session: the API's own records and the pages' views both fit. */
interface HeldSession {
  kind?: string | undefined;
  status: SessionStatus;
  endsAt: string;
}

/**
 * A booking's own sessions already held: completed, or ended while still booked (the coach marks
 * them afterwards). Its follow-up call and emergency session are not counted.
 */
export const sessionsHeld = (booking: { sessions: readonly HeldSession[] }, now: Date): number =>
  booking.sessions.filter(
    (session) =>
      (session.kind ?? 'main') === 'main' &&
      (session.status === 'completed' ||
        (isActiveSession(session.status) && Date.parse(session.endsAt) <= now.getTime())),
  ).length;

/**
 * Whether a booking's questionnaire is still ahead of a session: paid, not sent, and none of its
 * sessions held yet. The coach reads it before the first session; once that is held it prepares
 * nothing, so no page or email asks for it any more.
 */
export const questionnaireAhead = (
  booking: {
    sessions: readonly HeldSession[];
    status: string;
    questionnaireCompleted?: boolean | undefined;
  },
  now: Date,
): boolean =>
  booking.status === 'paid' &&
  booking.questionnaireCompleted !== true &&
  sessionsHeld(booking, now) === 0;

/**
 * What a client whose questionnaire is in is told where a page or an email would otherwise ask
 * for it: never asked again, he hears that his answers are kept and read before he is met.
 */
export const questionnaireAnsweredLine =
  'I already have your questionnaire answers, and I will read them again before we meet.';
