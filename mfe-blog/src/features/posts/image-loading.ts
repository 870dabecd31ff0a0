import { theme } from '@site/ui/theme';

/** How many cards load their image at once on every screen, and on wide screens. */
export const eagerImagesOnAllScreens = 2;
export const eagerImagesOnWideScreens = 4;

/** The media query of wide screens, without '@media'. */
export const wideScreenQuery = theme.media.desktop.replace(/^@media\s+/, '');

export interface CardImageLoading {
  loading: 'eager' | 'lazy';
  fetchPriority: 'high' | 'auto';
  /** Preloaded from the head on wide screens only (see below). */
  preloadOnWideScreens: boolean;
}

/**
 * Which card images load at once. The first two are eager on every screen (the first also at high
 * priority). Cards three and four are in the first screenful only on wide screens, where the grid
 * has several columns; the server cannot know the screen, so their <img> stays lazy
 * and the page's head carries `<link rel="preload" as="image" media="(min-width: 768px)">` for
 * them: a wide screen fetches them as early as the eager ones, a phone never does until they
 * scroll near. The markup is the same on server and browser, so nothing reads the viewport.
 */
export function cardImageLoading(index: number): CardImageLoading {
  return {
    loading: index < eagerImagesOnAllScreens ? 'eager' : 'lazy',
    fetchPriority: index === 0 ? 'high' : 'auto',
    preloadOnWideScreens: index >= eagerImagesOnAllScreens && index < eagerImagesOnWideScreens,
  };
}
