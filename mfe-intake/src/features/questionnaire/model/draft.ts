import { questionnaireDraftKey } from '@site/contracts/questionnaire-steps';
import { scaleFields, scaleRange } from '@site/contracts/schemas/questionnaire';
import { steps } from './steps';
import { emptyValues, textFields, type QuestionnaireValues } from './values';

/**
 * A questionnaire in progress, kept in the browser (localStorage) per booking until it is
 * submitted, so a reload or a closed tab loses nothing. Never read on the server or while the
 * browser hydrates the server's HTML (see use-draft.ts).
 */
export interface Draft {
  values: QuestionnaireValues;
  step: number;
}

/** The draft's place in storage, which the client's portal also reads (his progress). */
export const draftKey = questionnaireDraftKey;

/** Keeps only known fields of the right type, so an old or edited draft cannot break the form. */
function sanitize(raw: unknown): Draft | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { values: rawValues, step: rawStep } = raw as { values?: unknown; step?: unknown };
  if (typeof rawValues !== 'object' || rawValues === null) return null;
  const source = rawValues as Record<string, unknown>;
  const values = emptyValues();
  for (const field of textFields) {
    const value = source[field];
    if (typeof value === 'string') values[field] = value;
  }
  for (const field of scaleFields) {
    const value = source[field];
    if (
      typeof value === 'number' &&
      Number.isInteger(value) &&
      value >= scaleRange.min &&
      value <= scaleRange.max
    )
      values[field] = value;
  }
  const step =
    typeof rawStep === 'number' &&
    Number.isInteger(rawStep) &&
    rawStep >= 0 &&
    rawStep < steps.length
      ? rawStep
      : 0;
  return { values, step };
}

/** The stored text of a draft, or null (none, or storage turned off). */
export function readStoredDraft(bookingId: number | null): string | null {
  try {
    return window.localStorage.getItem(draftKey(bookingId));
  } catch {
    return null;
  }
}

/** A stored draft's content; a corrupt entry counts as no draft, so the form starts afresh. */
export function parseDraft(stored: string | null): Draft | null {
  if (stored === null) return null;
  try {
    return sanitize(JSON.parse(stored));
  } catch {
    return null;
  }
}

export function saveDraft(bookingId: number | null, draft: Draft): void {
  try {
    window.localStorage.setItem(draftKey(bookingId), JSON.stringify(draft));
  } catch {
    // Storage full or turned off: the answers stay on the page, only the safety net is missing.
  }
}

export function clearDraft(bookingId: number | null): void {
  try {
    window.localStorage.removeItem(draftKey(bookingId));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
