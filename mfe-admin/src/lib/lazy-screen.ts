import type { ComponentType } from 'react';
import { lazyComponent } from '@site/ui/remote-pages';

/**
 * A back-office screen whose code is a chunk of its own, fetched when a page first shows it.
 * The page's frame fetches it (`preload`) beside the session's request and keeps its skeleton
 * until it is in (`isLoaded`), then renders it: at once, never suspending. (A screen that
 * suspended again would show no sooner than 300 ms after its fallback: React holds back content
 * that replaces a fallback for that long.)
 */
export const lazyScreen = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazyComponent<P>(load);

/** What a page frame is given to fetch its screen's code and to know whether it has arrived. */
export interface ScreenCode {
  preload: () => Promise<unknown>;
  isLoaded: () => boolean;
}
