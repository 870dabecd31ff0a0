import type { ConsultationBooking } from '@site/contracts/api-types';
import { questionnaireAhead, questionnaireAnsweredLine } from '@site/contracts/questionnaire-ahead';

/**
 * The third step, by his questionnaire: asked for only while it is still ahead of him (the rule
 * his booking page and the payment's email follow), said to be in once he has answered it (for
 * his free call or an earlier package), and neither while the page cannot tell.
 */
export const preparationSteps = {
  ahead: {
    title: 'Your preparation guide',
    text: 'You receive a short questionnaire and guide, so we spend our time on what matters most to you.',
  },
  answered: { title: 'Your answers, already with me', text: questionnaireAnsweredLine },
  unknown: {
    title: 'I prepare for you',
    text: 'Before we meet, I prepare for our session, so we spend our time on what matters most to you.',
  },
} as const;

/**
 * Which third step his booking calls for. The steps say what follows the payment, so the rule is
 * read as of a paid booking (a payment still being confirmed included).
 */
export function preparationStep(
  booking: ConsultationBooking | null,
  now: Date | null,
): (typeof preparationSteps)[keyof typeof preparationSteps] {
  if (booking === null) return preparationSteps.unknown;
  if (booking.questionnaireCompleted === true) return preparationSteps.answered;
  // Until the clock is read (the server's page, hydration) the page cannot tell.
  return now !== null && questionnaireAhead({ ...booking, status: 'paid' }, now)
    ? preparationSteps.ahead
    : preparationSteps.unknown;
}
