import { useMemo } from 'react';
import { draftStepOf, questionnaireDraftKey } from '@site/contracts/questionnaire-steps';

/** A stored entry, or null (none, or storage turned off). */
function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * How far this browser got into each booking's questionnaire (the step its saved draft stands at,
 * 0 for the first), by booking id: the intake wizard keeps a draft in `localStorage` until it is
 * sent. Read in the browser only (the portal's signed-in content is drawn there); storage turned
 * off counts as no draft.
 */
export function useQuestionnaireDrafts(bookingIds: readonly number[]): Record<number, number> {
  const key = bookingIds.join(',');
  return useMemo(() => {
    const steps: Record<number, number> = {};
    if (typeof window === 'undefined' || key === '') return steps;
    for (const id of key.split(',').map(Number)) {
      const step = draftStepOf(readStored(questionnaireDraftKey(id)));
      if (step !== null) steps[id] = step;
    }
    return steps;
  }, [key]);
}
