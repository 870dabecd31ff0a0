import type { HeadMeta } from './head';
import type { RuntimeConfig } from './site-settings';

/**
 * Names shared by the builds, the servers and the browser code of server rendering.
 */

/** The id of the JSON script holding the runtime config in every page the shell serves. */
export const runtimeConfigElementId = 'site-runtime-config';

/** The id of the JSON script holding the query cache the server rendered the page with. */
export const queryStateElementId = 'site-query-state';

/**
 * Set on #root when the server left the page to the browser (its remote did not render it), so
 * the browser knows the one recoverable hydration error it will see is expected.
 */
export const browserRenderedAttribute = 'data-page-rendered-in-browser';

/**
 * Set on the root element once the site's chrome has hydrated: tools and the end-to-end tests wait
 * for it, and the page's start script stops standing in for React's event handling.
 */
export const hydratedAttribute = 'data-hydrated';

/** Where a server build's asset URLs start; replaced by the remote's public URL after rendering. */
export const serverPublicPath = '/__remote_public_path__/';

/**
 * A remote's browser build writes this file beside its chunks: the script files of each named
 * chunk (a `webpackChunkName` of a dynamic import), `{ "<name>": ["<file>", …] }`, so its server
 * build can preload a lazily loaded screen's code from the first HTML.
 */
export const chunkFilesName = 'chunk-files.json';

/**
 * The route on each remote's server that renders one of its pages (POST, JSON). Internal: only the
 * shell's server calls it, with the shared secret in `fragmentSecretHeader`; the shell never lets
 * a visitor's request reach it.
 */
export const fragmentRoute = '/__fragment';

/**
 * The request header carrying the secret the shell's server and every remote's server share
 * (FRAGMENT_SECRET). Without it, or with another value, a remote answers its render route 404.
 */
export const fragmentSecretHeader = 'x-site-fragment-secret';

/** The redirects a page may answer with: permanent (a post that moved) or temporary. */
export const redirectStatuses = [301, 302, 307, 308] as const;
export type RedirectStatus = (typeof redirectStatuses)[number];

/** What a remote's server answers for one page. */
export interface RenderedFragment {
  /** HTTP status of the page (404 for an unknown blog post, 301 for one that moved). */
  status: number;
  /** With a redirect status: the path of this site the page sends its visitor to. */
  location?: string;
  /** The page's HTML, exactly what its route component renders. */
  html: string;
  /** Resource hints the page asked for (e.g. its hero image's preload), for <head>. */
  headHtml: string;
  /**
   * The page's styles: the text of styled-components' server tags, its records of each
   * component's class names kept (the browser's styled-components reads them back).
   */
  css: string;
  head: HeadMeta | null;
  /** Dehydrated React Query state the page rendered with. */
  state: unknown;
}

/** What the shell sends to a remote's server. */
export interface FragmentRequest {
  /** Path and query of the page, e.g. /blog?category=Frameworks. */
  url: string;
  settings: RuntimeConfig;
  /**
   * The absolute URL the browser loads this remote's files from (e.g.
   * https://www.example.com/remotes/blog/): asset URLs in the HTML must be the same strings the
   * browser's build computes, or hydration would see different attributes.
   */
  assetBase: string;
  /**
   * The version of the public content the shell's server has seen (`GET /api/site/content-version`):
   * a remote keeps its rendered pages per version, so a change of content is never answered
   * with a page rendered before it.
   */
  contentVersion?: number;
  /**
   * The cookies this page may read its data with, as a `Cookie` header: on a page of the
   * signed-in owner, his session cookie alone (`ownerSessionCookies`); on a booking's scheduling
   * page, that booking's access cookie alone (`bookingAccessCookies`).
   * A page rendered with it is one person's: the remote never keeps it, and the shell answers it
   * `no-store`.
   */
  cookie?: string;
}

/**
 * A redirect target a page may give: a path of this site (`/blog/x`), never another origin
 * (`//host`, `/\\host`, `https:`), so a page cannot send visitors elsewhere.
 */
export function isSitePath(location: string): boolean {
  return (
    /^\/(?![/\\])/.test(location) &&
    ![...location].some((char) => char.trim() === '' || char.charCodeAt(0) < 0x20)
  );
}
