import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from '@site/ui/router';
import { matchPath } from '@site/ui/router';
import { ServerStyleSheet } from 'styled-components';
import { dehydrate } from '@tanstack/react-query';
import { createQueryClient } from '@site/api-client/query-client';
import { setServerApiOrigin } from '@site/api-client/http';
import {
  chunkFilesName,
  serverPublicPath,
  type FragmentRequest,
  type RenderedFragment,
} from '@site/contracts/rendering';
import { AppProviders } from '@site/ui/app-providers';
import { setChunkFiles, type ChunkFiles } from '@site/ui/preload-chunk';
import { createRemoteRoutes, type RemotePage } from '@site/ui/remote-pages';
import { ServerRenderProvider, ServerRenderState } from '@site/ui/server-render';
import { collectZoneOffsets, zoneOffsetsQueryKey } from '@site/contracts/zone-conversion';
import { styleText } from './style-text';

export interface FragmentRendererOptions {
  /** The API the pages' public data is loaded from while rendering (API_URL of the server). */
  apiOrigin: string;
  /** How long a page's data may take before it is left to the browser. */
  prefetchTimeoutMs?: number;
}

/** Thrown when a page cannot be rendered faithfully (its data failed): the shell renders it in the browser. */
export class NotRenderable extends Error {}

/**
 * React writes the resources a page asks for (`preload()` of a hero image, hoisted <link>s) at the
 * start of a fragment rendered without <head>. In the browser they live in <head>, so they are
 * taken out of the page's HTML and written into the document's head.
 */
export function splitResources(html: string): { resources: string; body: string } {
  const match = /^(?:<link\b[^>]*>)+/.exec(html);
  if (!match) return { resources: '', body: html };
  return { resources: match[0], body: html.slice(match[0].length) };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new NotRenderable(`data took over ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * The browser build's named chunks (`chunk-files.json` in `dir`), or undefined without that build
 * (a unit test, a development server): lazily loaded code then simply loads without a preload.
 */
export function readChunkFiles(dir: string): ChunkFiles | undefined {
  try {
    return JSON.parse(readFileSync(path.join(dir, chunkFilesName), 'utf8')) as ChunkFiles;
  } catch {
    return undefined;
  }
}

/**
 * Renders one remote's pages to HTML fragments, run by the remote's own server (its server build
 * bundles this with the remote's pages). Each request gets its own query client and style sheet.
 * The page is rendered exactly as the remote's exposed `./routes` renders it in the browser (same
 * components, router location, settings and query cache), so the browser hydrates it in place.
 * Answers null for a path none of the remote's pages matches.
 *
 * `chunkFiles` defaults to the browser build's, read once from beside the server build
 * (`dist/server/render.js` reads `dist/chunk-files.json`; a redeploy loads a new server build,
 * which reads the new file): the lazily loaded code a page renders is preloaded from its HTML.
 */
export function createFragmentRenderer(
  pages: readonly RemotePage[],
  { chunkFiles = readChunkFiles(path.join(__dirname, '..')) }: { chunkFiles?: ChunkFiles } = {},
) {
  const Routes = createRemoteRoutes(pages);
  return async function render(
    request: FragmentRequest,
    options: FragmentRendererOptions,
  ): Promise<RenderedFragment | null> {
    setServerApiOrigin(options.apiOrigin);
    const url = new URL(request.url, 'http://site.invalid');
    const match = pages
      .map((page) => ({ page, match: matchPath({ path: page.path, end: true }, url.pathname) }))
      .find((candidate) => candidate.match);
    if (!match?.match) return null;

    await match.page.Component.preload?.();
    const queryClient = createQueryClient();
    if (match.page.prefetch) {
      await withTimeout(
        match.page.prefetch({
          queryClient,
          params: match.match.params,
          searchParams: url.searchParams,
          ...(request.cookie === undefined ? {} : { cookie: request.cookie }),
        }),
        options.prefetchTimeoutMs ?? 2500,
      );
      const failed = queryClient
        .getQueryCache()
        .getAll()
        .find((query) => query.state.status === 'error');
      if (failed) {
        throw new NotRenderable(
          `data ${JSON.stringify(failed.queryKey)} failed: ${String(failed.state.error)}`,
        );
      }
    }

    setChunkFiles(chunkFiles);
    const state = new ServerRenderState();
    const sheet = new ServerStyleSheet();
    try {
      const { result: html, offsets } = collectZoneOffsets(() =>
        renderToString(
          sheet.collectStyles(
            <StaticRouter location={request.url}>
              <ServerRenderProvider state={state}>
                <AppProviders
                  settings={request.settings}
                  queryClient={queryClient}
                  globalStyle={false}
                >
                  <Routes />
                </AppProviders>
              </ServerRenderProvider>
            </StaticRouter>,
          ),
        ),
      );
      // The dates the page drew in a time zone: the browser draws them alike without ICU.
      if (offsets.length > 0) queryClient.setQueryData(zoneOffsetsQueryKey, offsets);
      const publicBase = request.assetBase;
      const { resources, body } = splitResources(html);
      return {
        status: state.status,
        ...(state.location === undefined ? {} : { location: state.location }),
        html: body.replaceAll(serverPublicPath, publicBase),
        headHtml: resources.replaceAll(serverPublicPath, publicBase),
        css: styleText(sheet.getStyleTags()).replaceAll(serverPublicPath, publicBase),
        head: state.head ?? null,
        state: dehydrate(queryClient),
      };
    } finally {
      sheet.seal();
      queryClient.clear();
    }
  };
}
