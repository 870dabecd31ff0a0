import { useEffect } from 'react';
import { hydratedAttribute } from '@site/contracts/rendering';

/**
 * Marks the page interactive (`<html data-hydrated>`): set by whatever fills the page once it is
 * live (the remote's page, the 404 page, the panel of a part that could not load), never by the
 * chrome alone. The chrome hydrates first; a remote's page hydrates only once its code is in, and
 * a tap on it before then is lost. The shell's start script replays a button tapped before this
 * mark, and tools and the end-to-end tests wait for it before they click. Once set it stays: a
 * later page is rendered by a live app.
 */
export function useHydratedMark() {
  useEffect(() => {
    document.documentElement.setAttribute(hydratedAttribute, 'true');
  }, []);
}
