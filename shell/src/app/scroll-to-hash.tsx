import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@site/ui/router';

/** How long to wait for a remote to render the section a hash points at. */
export const HASH_TARGET_TIMEOUT_MS = 5000;

/** How long a new page is watched while it arrives (its remote, its data, its images). */
export const SETTLE_MS = 2000;

/** What the visitor does himself: from then on the page's scroll is his. */
const ownInput = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

// The server draws the same tree: there a layout effect would only warn.
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function targetId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * Watches the page while it arrives, until the visitor acts himself or `ms` pass: `onChange` runs
 * on every change of the page (a remote rendering, data arriving) and every scroll, and returns
 * true once it is done. Returns the way to stop watching.
 */
function watchArrival(onChange: () => boolean, ms: number): () => void {
  const observer = new MutationObserver(() => onChange() && stop());
  const onScroll = () => onChange() && stop();
  const timer = setTimeout(() => stop(), ms);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    window.removeEventListener('scroll', onScroll);
    for (const type of ownInput) window.removeEventListener(type, stop);
  }
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  window.addEventListener('scroll', onScroll, { passive: true });
  for (const type of ownInput) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * On every navigation to a new page: its top, before it is painted, or, when the URL has a hash,
 * the element with that id (awaited while the remote renders it, for a limited time). While a
 * new page arrives, the previous page's position is never put back on it (a page coming in
 * scrolled to where the last one was left: the browser's restoration of the longer page before).
 * Back and Forward return to where each page was left, as its content comes back. The page the
 * site starts on is where the browser put it: a visitor may have scrolled, or followed an in-page
 * link, before it hydrated.
 */
export function ScrollToHash() {
  const { pathname, hash, key } = useLocation();
  const navigation = useNavigationType();
  const firstPage = useRef(true);
  // Where each page of this visit was left, by its history entry.
  const positions = useRef(new Map<string, number>());
  const current = useRef(key);

  useEffect(() => {
    const remember = () => positions.current.set(current.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useBeforePaint(() => {
    const starting = firstPage.current;
    firstPage.current = false;
    const left = positions.current.get(current.current) ?? 0;
    current.current = key;
    if (!hash) {
      if (starting) return;
      // From the first navigation on, the site places every page itself (Back and Forward too).
      if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
      const saved = navigation === 'POP' ? positions.current.get(key) : undefined;
      if (saved !== undefined && saved > 0) {
        // Back or Forward: where he left it, once the page is long enough again.
        const restore = () => {
          if (Math.abs(window.scrollY - saved) <= 1) return true;
          window.scrollTo({ top: saved, left: 0, behavior: 'instant' });
          return Math.abs(window.scrollY - saved) <= 1;
        };
        if (restore()) return;
        return watchArrival(restore, HASH_TARGET_TIMEOUT_MS);
      }
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      positions.current.set(key, 0);
      if (left <= 0) return;
      // A new page at its top: never at the position the last page was left at.
      return watchArrival(() => {
        if (Math.abs(window.scrollY - left) <= 2)
          window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
        return false;
      }, SETTLE_MS);
    }
    const id = targetId(hash);
    const scrollIfPresent = () => {
      const target = document.getElementById(id);
      target?.scrollIntoView({ block: 'start' });
      return target !== null;
    };
    if (scrollIfPresent()) return;

    const observer = new MutationObserver(() => {
      if (scrollIfPresent()) stop();
    });
    const timer = setTimeout(() => stop(), HASH_TARGET_TIMEOUT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, hash, key]);

  return null;
}
