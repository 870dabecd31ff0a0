import { useMemo, useSyncExternalStore } from 'react';
import { draftKey, parseDraft, readStoredDraft, type Draft } from '../model/draft';

/**
 * The saved draft for this booking: undefined on the server and while the browser hydrates the
 * server's HTML (the server has no storage, so both render the skeleton), then the draft or null.
 * React reads the browser's storage only after hydration, and again when another tab changes it.
 */
export function useDraft(bookingId: number | null): Draft | null | undefined {
  const stored = useSyncExternalStore(
    (onChange) => {
      const listener = (event: StorageEvent) => {
        if (event.key === null || event.key === draftKey(bookingId)) onChange();
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
    () => readStoredDraft(bookingId),
    () => undefined,
  );
  return useMemo(() => (stored === undefined ? undefined : parseDraft(stored)), [stored]);
}
