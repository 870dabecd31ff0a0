import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False during server rendering and while hydrating (so both produce the same HTML), true in the
 * browser after that. Parts that depend on today's date or the visitor's zone render only then,
 * behind a placeholder of the same size.
 */
export function useMounted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
