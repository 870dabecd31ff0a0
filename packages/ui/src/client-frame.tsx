import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * A signed-in client's own frame, as the page on screen claims it: what his bar shows. The shell
 * draws the bar (the brand linking home, where he is, his name, Sign Out) in place of the public
 * header, and the slim footer, while a page claims it; only pages the route registry marks
 * `clientArea` may (his portal and the pages of his tasks: scheduling, the questionnaire), and
 * only while a client is signed in: the page claims it from an effect (never while the server
 * renders), and gives it back when it unmounts or he signs out. The pages of his tasks are in his
 * frame without a claim too (the shell knows them by their path, on the server as well): the
 * claim only adds his name and Sign Out. Shared as one instance by the shell and every remote.
 */
export interface ClientFrame {
  /** His name, as his bar shows it. */
  name: string;
  /** Sign Out: the page ends his session its own way (the portal says so in its page). */
  onSignOut: () => void;
  /** True while signing out: Sign Out waits. */
  signingOut?: boolean;
  /**
   * True on a page of one of his tasks (scheduling, the questionnaire): the bar leads back to his
   * portal ("Back to Your Portal") where the portal itself names the place ("Client Portal").
   */
  backToPortal?: boolean;
}

let claimed: ClientFrame | null = null;
const listeners = new Set<() => void>();

function set(value: ClientFrame | null) {
  if (claimed === value) return;
  claimed = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The shell's side: the frame the page on screen claims, or null (always null on the server). */
export function useClientFrame(): ClientFrame | null {
  return useSyncExternalStore(
    subscribe,
    () => claimed,
    () => null,
  );
}

/** The page's side: claims the client's frame while `frame` is given (a client signed in). */
export function useClaimClientFrame(frame: ClientFrame | null): void {
  // The latest Sign Out handler, so a new function each render claims nothing anew.
  const onSignOut = useRef(frame?.onSignOut);
  useEffect(() => {
    onSignOut.current = frame?.onSignOut;
  });
  const name = frame?.name;
  const signingOut = frame?.signingOut ?? false;
  const backToPortal = frame?.backToPortal ?? false;
  useEffect(() => {
    if (name === undefined) return;
    set({ name, signingOut, backToPortal, onSignOut: () => onSignOut.current?.() });
    return () => set(null);
  }, [name, signingOut, backToPortal]);
}
