import { fakeApi as sharedFakeApi, type FakeHandler } from '@site/api-client/testing';
import type { ConsultationBooking } from '@site/contracts/api-types';
import { requiredAnswerMessages } from '@site/contracts/schemas/questionnaire';
import { draftKey } from '../../model/draft';
import { emptyValues, type QuestionnaireValues } from '../../model/values';

type Answer = { status: number; body?: unknown } | FakeHandler;

/**
 * Answers the page's calls the way the API does (status and JSON body), keyed by method and URL,
 * through the shared fake (`@site/api-client/testing`); a call no key names fails as offline.
 * The API itself is exercised end to end in the browser tests; here only its answers matter.
 */
export function fakeApi(answers: Record<string, Answer>) {
  const { calls, fetch } = sharedFakeApi(answers, { unmatched: 'network-error' });
  return { calls, fetchMock: fetch };
}

export function aBooking(overrides: Partial<ConsultationBooking> = {}): ConsultationBooking {
  return {
    id: 12,
    packageType: 'single',
    name: 'Ann Client',
    email: 'ann@example.com',
    amount: 150000,
    status: 'paid',
    scheduledAt: null,
    timezone: null,
    sessions: [],
    sessionsTotal: 1,
    sessionsBooked: 0,
    sessionsRemaining: 1,
    canSchedule: true,
    canRequestRefund: false,
    refundableUntil: null,
    ...overrides,
  };
}

/** Every required answer long enough, the optional ones empty, the scales at their default. */
export function validValues(overrides: Partial<QuestionnaireValues> = {}): QuestionnaireValues {
  const values = emptyValues();
  for (const field of Object.keys(
    requiredAnswerMessages,
  ) as (keyof typeof requiredAnswerMessages)[])
    values[field] = `My honest answer about ${field}.`;
  values.coreEssence = 'Curious, steady';
  return { ...values, ...overrides };
}

export function storeDraft(bookingId: number | null, values: QuestionnaireValues, step = 0) {
  window.localStorage.setItem(draftKey(bookingId), JSON.stringify({ values, step }));
}
