import { preload } from 'react-dom';

/**
 * Starts a request for an API answer the page asks for once its script runs (a visitor's booking,
 * the owner's session): called while rendering, it is written into the first HTML's head by the
 * server's render as `<link rel="preload" as="fetch" crossorigin="use-credentials">`, so the answer
 * is on its way while the scripts load. The page's own request (the same URL, cookies included, as
 * `apiRequest` sends it) then takes it from the browser's preload cache instead of asking again.
 * In the browser it adds nothing the server has already written.
 */
export function preloadRequest(url: string): void {
  preload(url, { as: 'fetch', crossOrigin: 'use-credentials' });
}
