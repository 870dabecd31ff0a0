import type { ConsultationBooking } from '@site/contracts/api-types';
import { isActiveSession } from '@site/contracts/sessions';

type Sessions = Pick<ConsultationBooking, 'sessions'>;

/**
 * A booking's own sessions already held: completed, or ended while still booked (the coach marks
 * them afterwards). Its follow-up call and emergency session are not counted.
 */
export const sessionsHeld = (booking: Sessions, now: Date): number =>
  booking.sessions.filter(
    (session) =>
      (session.kind ?? 'main') === 'main' &&
      (session.status === 'completed' ||
        (isActiveSession(session.status) && Date.parse(session.endsAt) <= now.getTime())),
  ).length;

/**
 * Whether a booking's questionnaire is still ahead of a session: paid, not sent, and none of its
 * sessions held yet. The coach reads it before the first session; once that is held it prepares
 * nothing, so no page asks for it any more.
 */
export const questionnaireAhead = (
  booking: Sessions & Pick<ConsultationBooking, 'status' | 'questionnaireCompleted'>,
  now: Date,
): boolean =>
  booking.status === 'paid' &&
  booking.questionnaireCompleted !== true &&
  sessionsHeld(booking, now) === 0;
