import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window matches a media query (`theme.media.mobile` without its `@media `), kept up
 * to date as the window changes. False on the server and in the first render of hydration, so
 * what the server drew is what the browser hydrates; use it for what appears only after the
 * visitor's own action (a time chosen).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
