import { useContext, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { leaveUnsavedMessages } from '@site/contracts/admin';
import { Button } from '@site/ui/button';
import { guardPopstate, NavigationContext, useLocation, type Navigator } from '@site/ui/router';
import { SmallButton } from './ui';

/**
 * A navigation held back while a form holds unsaved changes, in the shape of react-router's
 * `useBlocker`: `proceed` goes on with it, `reset` stays.
 *
 * (react-router's own `useBlocker` needs a data router; the site renders with `BrowserRouter` on
 * the browser and `StaticRouter` on the server, so the guard holds the router's history instead.)
 */
export type LeaveBlocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void };

interface Guard {
  /** Whether the form holds unsaved changes now. */
  dirty: () => boolean;
  /** The page's path, where a link to another path leaves it. */
  pathname: () => string;
  /** The history entry the page stands on (`history.state.idx` of the router's history). */
  index: () => number;
  /** Holds a navigation: `go` carries it out if the owner chooses to leave. */
  hold: (go: () => void) => void;
}

interface Held {
  original: Pick<Navigator, 'push' | 'replace' | 'go'>;
  guards: Set<Guard>;
  onPop: (event: PopStateEvent) => void;
  /** The next popstate is the guard's own step back to the form: the router never sees it. */
  returning: boolean;
  /** The next popstate is a Back the owner chose to carry out: the router takes it. */
  leaving: boolean;
}

/** One holder per history, whatever the number of forms guarding it. */
const holders = new WeakMap<Navigator, Held>();

/** A navigation the screen itself makes after its changes are done with (saved, deleted). */
let passing = false;

/**
 * Runs `go` (a `navigate` to where a finished action leads: the deleted post's list, the saved
 * draft's page) without asking: what the form held is saved, or gone with what was deleted.
 */
export function withoutAsking(go: () => void) {
  passing = true;
  try {
    go();
  } finally {
    passing = false;
  }
}

const entryIndex = (state: unknown): number | null => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

const pathOf = (to: Parameters<Navigator['push']>[0], from: string) =>
  typeof to === 'string' ? new URL(to, `http://site${from}`).pathname : (to.pathname ?? from);

function holderOf(navigator: Navigator): Held {
  const existing = holders.get(navigator);
  if (existing) return existing;
  const original = { push: navigator.push, replace: navigator.replace, go: navigator.go };
  const guarding = () => (passing ? undefined : [...held.guards].find((guard) => guard.dirty()));
  const held: Held = {
    original,
    guards: new Set(),
    returning: false,
    leaving: false,
    // Back or Forward: the address has already changed when the browser says so. Before the
    // router hears of it (`guardPopstate`), the guard takes the browser back to the form's entry
    // and asks.
    onPop: (event) => {
      if (held.returning) {
        held.returning = false;
        event.stopImmediatePropagation();
        restoreIfIdle(navigator);
        return;
      }
      if (held.leaving) {
        held.leaving = false;
        restoreIfIdle(navigator);
        return;
      }
      const guard = guarding();
      const to = entryIndex(event.state);
      if (!guard || to === null) return;
      const delta = guard.index() - to;
      if (delta === 0) return;
      event.stopImmediatePropagation();
      held.returning = true;
      window.history.go(delta);
      guard.hold(() => {
        held.leaving = true;
        window.history.go(-delta);
      });
    },
  };
  // A link or a navigate() call to another page: held while a form has unsaved changes.
  navigator.push = (to, state, opts) => {
    const guard = guarding();
    const go = () => original.push.call(navigator, to, state, opts);
    if (guard && pathOf(to, guard.pathname()) !== guard.pathname()) guard.hold(go);
    else go();
  };
  navigator.replace = (to, state, opts) => {
    const guard = guarding();
    const go = () => original.replace.call(navigator, to, state, opts);
    if (guard && pathOf(to, guard.pathname()) !== guard.pathname()) guard.hold(go);
    else go();
  };
  navigator.go = (delta) => {
    const guard = guarding();
    const go = () => original.go.call(navigator, delta);
    if (guard && delta !== 0) guard.hold(go);
    else go();
  };
  guardPopstate(held.onPop);
  holders.set(navigator, held);
  return held;
}

function release(navigator: Navigator, guard: Guard) {
  holders.get(navigator)?.guards.delete(guard);
  restoreIfIdle(navigator);
}

/** No form guards the history any more (nor waits for its own Back): the history as it was. */
function restoreIfIdle(navigator: Navigator) {
  const held = holders.get(navigator);
  if (!held || held.guards.size > 0 || held.returning || held.leaving) return;
  Object.assign(navigator, held.original);
  guardPopstate(null);
  holders.delete(navigator);
}

/**
 * Never loses a form's unsaved changes silently. While `dirty`, a link or a navigation to another
 * page, and the browser's Back or Forward, are held (the answer's `state` is "blocked" until the
 * owner chooses: `proceed` leaves, `reset` stays), and closing or reloading the tab brings the
 * browser's own question. Clean (nothing changed, or just saved), nothing is held.
 */
export function useUnsavedChanges(dirty: boolean): LeaveBlocker {
  const { navigator } = useContext(NavigationContext);
  const { pathname, key } = useLocation();
  const [held, setHeld] = useState<(() => void) | null>(null);
  const now = useRef({ dirty, pathname, index: 0 });
  useEffect(() => {
    now.current.dirty = dirty;
    now.current.pathname = pathname;
  }, [dirty, pathname]);
  useEffect(() => {
    now.current.index = entryIndex(window.history.state) ?? 0;
  }, [key]);

  useEffect(() => {
    const guard: Guard = {
      dirty: () => now.current.dirty,
      pathname: () => now.current.pathname,
      index: () => now.current.index,
      hold: (go) => setHeld(() => go),
    };
    holderOf(navigator).guards.add(guard);
    return () => release(navigator, guard);
  }, [navigator]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  if (held === null) return { state: 'unblocked' };
  return {
    state: 'blocked',
    proceed: () => {
      now.current.dirty = false;
      setHeld(null);
      held();
    },
    reset: () => setHeld(null),
  };
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: 1rem;
  background: rgb(0 0 0 / 45%);
`;

const Box = styled.div`
  width: min(100%, 28rem);
  padding: 1.25rem clamp(1rem, 4vw, 1.5rem);
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 8px 32px rgb(0 0 0 / 20%);
  h2 {
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0 0 1.25rem;
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;

/**
 * The question asked before leaving a form with unsaved changes: what would be lost, Stay (where
 * the focus starts; Escape says it too) and Leave without saving. The focus stays in the dialog
 * while it is open and goes back where it was on Stay.
 */
export function LeaveDialog({ what, blocker }: { what: string; blocker: LeaveBlocker }) {
  const id = 'leave-unsaved';
  const stay = useRef<HTMLButtonElement>(null);
  const leave = useRef<HTMLButtonElement>(null);
  const before = useRef<HTMLElement | null>(null);
  const open = blocker.state === 'blocked';
  useEffect(() => {
    if (!open) return;
    before.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stay.current?.focus();
  }, [open]);
  if (!open) return null;
  const stayHere = () => {
    blocker.reset();
    before.current?.focus();
  };
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      stayHere();
    } else if (event.key === 'Tab') {
      // Two buttons: Tab and Shift+Tab move between them, never out of the dialog.
      event.preventDefault();
      (document.activeElement === stay.current ? leave : stay).current?.focus();
    }
  };
  return createPortal(
    <Backdrop>
      <Box
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-lost`}
        onKeyDown={keys}
      >
        <h2 id={`${id}-title`}>{leaveUnsavedMessages.title}</h2>
        <p id={`${id}-lost`}>{leaveUnsavedMessages.lost(what)}</p>
        <Choices>
          <Button ref={stay} type="button" onClick={stayHere}>
            {leaveUnsavedMessages.stay}
          </Button>
          <SmallButton ref={leave} type="button" $danger onClick={blocker.proceed}>
            {leaveUnsavedMessages.leave}
          </SmallButton>
        </Choices>
      </Box>
    </Backdrop>,
    document.body,
  );
}

/**
 * A form's guard against leaving with unsaved changes: put it in the form's screen with whether
 * the form differs from what is saved and what it holds ("your changes to this post").
 */
export function LeaveGuard({ dirty, what }: { dirty: boolean; what: string }) {
  const blocker = useUnsavedChanges(dirty);
  return <LeaveDialog what={what} blocker={blocker} />;
}
