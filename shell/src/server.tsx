import { renderToString } from 'react-dom/server';
import { StaticRouter } from '@site/ui/router';
import { ServerStyleSheet } from 'styled-components';
import { createQueryClient } from '@site/api-client/query-client';
import type { HeadMeta } from '@site/contracts/head';
import { serverPublicPath } from '@site/contracts/rendering';
import type { RuntimeConfig } from '@site/contracts/site-settings';
import { fontFaceCss, fontFiles } from '@site/ui/fonts';
import { ServerRenderProvider, ServerRenderState } from '@site/ui/server-render';
import { App } from './app/app';
import { EmptySlot, FilledSlot, SLOT_MARKER, ServerSlotContext } from './remotes/server-slot';

export interface ShellRenderRequest {
  url: string;
  config: RuntimeConfig;
  /** The remote's HTML for this page, or undefined to leave the page to the browser. */
  fragmentHtml?: string;
}

export interface ShellRender {
  /** The content of #root. */
  html: string;
  /** `<style data-styled>` tags of the shell's own components (the browser rehydrates them). */
  styleTags: string;
  /** Head metadata of a page the shell renders itself (the 404 page). */
  head?: HeadMeta;
  status: number;
  /**
   * Font files every page's first paint draws (the heading and text faces), for
   * `<link rel="preload">`: fetched with the HTML instead of once the CSS has been applied.
   */
  fontPreloads: string[];
  /** The site's @font-face rules, for a `<style>` of their own (never styled-components' sheet). */
  fontCss: string;
}

/** The shell's own files are served from the site's root. */
const ownFiles = (text: string) => text.replaceAll(serverPublicPath, '/');

/**
 * The shell's server build: renders the site's chrome at `url` with the remote's HTML in the
 * route's Suspense boundary, the same tree the browser hydrates. Runs in the shell's server; it
 * never runs a remote's code.
 */
export function renderShell({ url, config, fragmentHtml }: ShellRenderRequest): ShellRender {
  const state = new ServerRenderState();
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StaticRouter location={url}>
          <ServerRenderProvider state={state}>
            <ServerSlotContext.Provider value={fragmentHtml === undefined ? EmptySlot : FilledSlot}>
              <App config={config} queryClient={createQueryClient()} />
            </ServerSlotContext.Provider>
          </ServerRenderProvider>
        </StaticRouter>,
      ),
    );
    return {
      html: ownFiles(
        fragmentHtml === undefined ? html : html.replace(SLOT_MARKER, () => fragmentHtml),
      ),
      styleTags: ownFiles(sheet.getStyleTags()),
      fontPreloads: [ownFiles(fontFiles.heading), ownFiles(fontFiles.body)],
      fontCss: ownFiles(fontFaceCss),
      head: state.head,
      status: state.status,
    };
  } finally {
    sheet.seal();
  }
}
