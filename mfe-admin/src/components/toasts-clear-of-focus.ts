import { useEffect } from 'react';
import { toastLiftProperty, toastRoomPx, toastsAtTopAttribute, useToasts } from '@site/ui/toast';
import { theme } from '@site/ui/theme';

/** Where a toast at the window's top ends: under the header's room (the toaster's rule). */
const topRoomPx = parseFloat(theme.headerHeight) * 16 + toastRoomPx;

/** What the owner types or chooses in: the field a refusal sends the focus to. */
const fieldSelector = 'input, textarea, select, [contenteditable="true"]';

/**
 * Where the toasts stand while one shows and the focus is in a form's field: at the window's foot
 * (above a sticky action bar) unless the field reaches into that room while its top stands clear
 * of the room at the window's top; then at the top (`toastsAtTopAttribute`), so a refusal that
 * sends the focus to a field (a publish refused for a missing Text, on a phone) never covers
 * where the owner is about to type. A field as tall as the window keeps them at the foot, over
 * its far end rather than its start.
 */
export function toastsBelongAtTop(
  field: Element | null,
  windowHeight: number,
  lift: number,
): boolean {
  if (!(field instanceof HTMLElement) || !field.matches(fieldSelector)) return false;
  const { top, bottom } = field.getBoundingClientRect();
  const meetsFoot = bottom > windowHeight - lift - toastRoomPx && top < windowHeight;
  return meetsFoot && top >= topRoomPx;
}

/** Moves the toasts out of the focused field's way while any shows (`toastsBelongAtTop`). */
export function useToastsClearOfFocus() {
  const showing = useToasts().length > 0;
  useEffect(() => {
    if (!showing) return;
    const root = document.documentElement;
    const place = () => {
      const lift = parseFloat(getComputedStyle(root).getPropertyValue(toastLiftProperty)) || 0;
      if (toastsBelongAtTop(document.activeElement, window.innerHeight, lift))
        root.setAttribute(toastsAtTopAttribute, '');
      else root.removeAttribute(toastsAtTopAttribute);
    };
    // After the refusal's render has moved the focus (and scrolled to the field).
    const frame = requestAnimationFrame(place);
    document.addEventListener('focusin', place);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', place);
      root.removeAttribute(toastsAtTopAttribute);
    };
  }, [showing]);
}
