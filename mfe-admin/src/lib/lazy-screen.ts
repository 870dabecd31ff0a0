import { lazy, type ComponentType } from 'react';

/**
 * A back-office screen whose code is a chunk of its own, fetched when a page first shows it (the
 * page's frame suspends with its skeleton meanwhile). `preload` fetches it earlier, beside the
 * session's request; the bundler loads a chunk once, however often it is asked for.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Screen = lazy(() => load().then((component) => ({ default: component })));
  return Object.assign(Screen, { preload: load });
}
