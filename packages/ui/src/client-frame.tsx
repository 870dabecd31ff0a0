import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the page on screen draws a signed-in client's own frame (the client portal's bar: the
 * brand linking home, his name, the portal's sections, Sign Out), so that the shell's public
 * header gives way to it. Only pages the route registry marks `clientArea` may claim it, and only
 * while a client is signed in: the page claims it from an effect (never while the server
 * renders, which always draws the public header), and gives it back when it unmounts or he
 * signs out. Shared as one instance by the shell and every remote.
 */
let claimed = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (claimed === value) return;
  claimed = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The shell's side: whether the page on screen draws the client's frame. */
export function useClientFrameClaimed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => claimed,
    () => false,
  );
}

/** The page's side: claims the client's frame while `active` (a client signed in). */
export function useClaimClientFrame(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    set(true);
    return () => set(false);
  }, [active]);
}
