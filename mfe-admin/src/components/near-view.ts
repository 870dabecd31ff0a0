import { useCallback, useRef, useState } from 'react';

/**
 * Whether an element has come near the screen (within `margin` of it, one screen's height unless
 * told): for a part that is costly to draw and often never scrolled to, such as a message's
 * preview frame, whose document the browser parses and lays out the moment the frame exists.
 *
 * False on the server and in the browser's first render, so the page arrives and hydrates as the
 * server drew it (the part's place kept by the element the ref is given to); true once that
 * element nears the screen, and from then on. Where the browser cannot say
 * (no IntersectionObserver), true at once.
 */
export function useNearView<E extends Element>(
  margin = '100% 0px',
): { near: boolean; spaceRef: (element: E | null) => void } {
  const [near, setNear] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  // Given the place when it is drawn, and null when it goes (or the page does).
  const spaceRef = useCallback(
    (element: E | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.current?.disconnect();
          setNear(true);
        },
        { rootMargin: margin },
      );
      observer.current.observe(element);
    },
    [margin],
  );
  return { near, spaceRef };
}
