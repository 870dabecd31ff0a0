import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from '@site/ui/router';

/** How long to wait for a remote to render the section a hash points at. */
export const HASH_TARGET_TIMEOUT_MS = 5000;

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
 * On every navigation, before the new page is painted: back to the top, or, when the URL has a
 * hash, to the element with that id. Pages come from remotes that render after they load, so the element is awaited with a
 * MutationObserver for a limited time. The page the site starts on is where the browser put it:
 * a visitor may have scrolled, or followed an in-page link, before it hydrated.
 */
export function ScrollToHash() {
  const { pathname, hash, key } = useLocation();
  const firstPage = useRef(true);

  useBeforePaint(() => {
    const starting = firstPage.current;
    firstPage.current = false;
    if (!hash) {
      if (!starting) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
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
