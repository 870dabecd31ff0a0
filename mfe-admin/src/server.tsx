import { createFragmentRenderer } from '@site/ssr/render-fragment';
import { pages } from './routes';

/** This remote's server build: renders its pages to HTML fragments for the shell's server. */
export const render = createFragmentRenderer(pages);
