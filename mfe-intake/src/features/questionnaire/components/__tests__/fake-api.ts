import type { ConsultationBooking } from '@site/contracts/api-types';
import { requiredAnswerMessages } from '@site/contracts/schemas/questionnaire';
import { draftKey } from '../../model/draft';
import { emptyValues, type QuestionnaireValues } from '../../model/values';

type Answer = { status: number; body?: unknown } | (() => Promise<Response>);

/**
 * Answers the page's calls the way the API does (status and JSON body), keyed by method and URL.
 * The API itself is exercised end to end in the browser tests; here only its answers matter.
 */
export function fakeApi(answers: Record<string, Answer>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${url}`];
    if (answer === undefined) throw new TypeError(`Failed to fetch ${method} ${url}`);
    if (typeof answer === 'function') return answer();
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
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
