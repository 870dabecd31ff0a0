import { createStore, useStore } from 'zustand';

/**
 * The site's toasts. Module federation shares `@site/ui/*` as a singleton, so this one
 * store serves the shell's <Toaster/> and every remote that calls `toast()`.
 */

/** Only one toast is visible at a time: a new toast replaces the current one. */
export const TOAST_LIMIT = 1;
/** How long a toast stays before it dismisses itself. */
export const TOAST_DURATION_MS = 5000;
/** A dismissed toast is hidden at once and dropped from the store after this delay. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it dismisses itself; defaults to TOAST_DURATION_MS. */
  duration?: number;
}

export interface ToastItem {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
  /** False once dismissed; a closed toast is no longer shown. */
  open: boolean;
}

interface ToastState {
  toasts: ToastItem[];
}

export const toastStore = createStore<ToastState>(() => ({ toasts: [] }));

/** A running countdown has a handle and an end; a paused one keeps only the time it had left. */
type Timer =
  { handle: ReturnType<typeof setTimeout>; endsAt: number } | { handle: null; remaining: number };

const dismissTimers = new Map<string, Timer>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function clearTimers(id: string) {
  const dismissTimer = dismissTimers.get(id);
  if (dismissTimer?.handle) clearTimeout(dismissTimer.handle);
  dismissTimers.delete(id);
  const removeTimer = removeTimers.get(id);
  if (removeTimer) clearTimeout(removeTimer);
  removeTimers.delete(id);
}

function startDismissTimer(id: string, ms: number) {
  dismissTimers.set(id, {
    handle: setTimeout(() => dismissToast(id), ms),
    endsAt: Date.now() + ms,
  });
}

/** Shows a toast, replacing the one on screen, and returns its id and a way to close it. */
export function toast({
  title,
  description,
  variant = 'default',
  duration = TOAST_DURATION_MS,
}: ToastOptions) {
  counter += 1;
  const id = String(counter);
  const item: ToastItem = { id, title, description, variant, duration, open: true };
  const toasts = [item, ...toastStore.getState().toasts];
  for (const dropped of toasts.slice(TOAST_LIMIT)) clearTimers(dropped.id);
  toastStore.setState({ toasts: toasts.slice(0, TOAST_LIMIT) });
  startDismissTimer(id, duration);
  return { id, dismiss: () => dismissToast(id) };
}

/** Hides a toast (all of them without an id) and schedules its removal from the store. */
export function dismissToast(id?: string) {
  const { toasts } = toastStore.getState();
  const targets = toasts.filter((item) => item.open && (id === undefined || item.id === id));
  if (targets.length === 0) return;
  for (const target of targets) {
    clearTimers(target.id);
    removeTimers.set(
      target.id,
      setTimeout(() => removeToast(target.id), TOAST_REMOVE_DELAY_MS),
    );
  }
  const closed = new Set(targets.map((item) => item.id));
  toastStore.setState({
    toasts: toasts.map((item) => (closed.has(item.id) ? { ...item, open: false } : item)),
  });
}

function removeToast(id: string) {
  clearTimers(id);
  toastStore.setState({ toasts: toastStore.getState().toasts.filter((item) => item.id !== id) });
}

/** Stops a toast's countdown while the visitor points at it or has focus inside it. */
export function pauseToast(id: string) {
  const timer = dismissTimers.get(id);
  if (!timer?.handle) return;
  clearTimeout(timer.handle);
  dismissTimers.set(id, { handle: null, remaining: Math.max(0, timer.endsAt - Date.now()) });
}

/** Restarts a paused countdown with the time it had left. */
export function resumeToast(id: string) {
  const timer = dismissTimers.get(id);
  if (!timer || timer.handle) return;
  startDismissTimer(id, timer.remaining);
}

/** The toasts that are showing now. */
export function useToasts(): ToastItem[] {
  return useStore(toastStore, (state) => state.toasts).filter((item) => item.open);
}

/**
 * How far a form's action bar at the window's foot lifts the toasts (its height, set on the root
 * element while the bar is on the page), so a toast never covers the buttons it reports on.
 */
export const toastLiftProperty = '--toast-lift';

/**
 * Set on the root element while a form low on the screen reports its outcome in a toast (the
 * footer's newsletter form on a phone): the toasts show at the top of the window, under the site's
 * header, instead of at its foot, so they cover nothing of the form the visitor is using.
 */
export const toastsAtTopAttribute = 'data-toasts-at-top';

/**
 * The room a toast takes at the window's foot or top (a phone's toast of three lines, its margin):
 * what reaches into it would be covered.
 */
export const toastRoomPx = 200;
