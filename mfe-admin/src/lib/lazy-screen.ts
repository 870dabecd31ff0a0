import { createElement, lazy, type ComponentType } from 'react';

/**
 * A back-office screen whose code is a chunk of its own, fetched when a page first shows it.
 * `preload` fetches it (the page's frame calls it beside the session's request and holds its
 * skeleton until it has arrived); the bundler loads a chunk once, however often it is asked for.
 *
 * Once the code is in, the screen renders at once: rendering it through `lazy` would suspend
 * once more while the import's promise settles, and React reveals content that replaces a
 * suspended boundary's fallback no sooner than 300 ms after that fallback appeared, so every
 * screen would wait that long for nothing. `lazy` remains for a render before the code is in
 * (its frame's Suspense boundary shows the skeleton, an error boundary a failed load).
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // `Lazy` shows content only once `loaded` is set (its promise resolves after that), so a screen
  // never changes type between renders once it has been shown: no state is ever lost.
  function Screen(props: P) {
    return createElement((loaded ?? Lazy) as ComponentType<P>, props);
  }
  return Object.assign(Screen, { preload, isLoaded: () => loaded !== null });
}

/** What a page frame is given to fetch its screen's code and to know whether it has arrived. */
export interface ScreenCode {
  preload: () => Promise<unknown>;
  isLoaded: () => boolean;
}
