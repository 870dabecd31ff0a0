import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { matchPath } from 'react-router-dom';
import type { HeadMeta } from '@site/contracts/head';
import { redactUrl } from '@site/contracts/log-redaction';
import { reloadingBuild } from '@site/static-server/build-reload';
import { remotes, type RemoteName, type RouteEntry } from '@site/contracts/registry';
import {
  fragmentRoute,
  fragmentSecretHeader,
  isSitePath,
  redirectStatuses,
  type RenderedFragment,
} from '@site/contracts/rendering';
import type { ShellServerConfig } from './config';
import type { SettingsSource } from './site-settings-source';
import { renderDocument, shellEntryFile, type EntryStart } from './document';
import { createRemoteManifests, shellStartFiles } from './remote-manifests';

interface ShellRender {
  html: string;
  styleTags: string;
  head?: HeadMeta;
  status: number;
  /** Missing from a shell build older than its server: no font preload then. */
  fontPreloads?: string[];
  /** The @font-face rules; missing from a shell build older than its server: no web fonts then. */
  fontCss?: string;
}
type RenderShell = (request: {
  url: string;
  config: ShellServerConfig['runtime'];
  fragmentHtml?: string;
}) => ShellRender;

/** A location no route matches, where the shell's chrome renders its 404 page. */
const notFoundLocation = '/__not-found';

/** Matches a path against the registry. */
export function routeFor(pathname: string): { remote: RemoteName; route: RouteEntry } | undefined {
  for (const remote of remotes) {
    const route = remote.routes.find((r) => matchPath({ path: r.path, end: true }, pathname));
    if (route) return { remote: remote.name, route };
  }
  return undefined;
}

/**
 * Composes the first HTML of a page: the shell's chrome rendered here (the shell's own server
 * build), the page rendered by its remote's server (asked with a short time budget), the head
 * written from the page's metadata, styles, preload hints, the runtime config and the query state
 * inlined. A remote that is slow, down or broken never breaks the page: the browser renders it,
 * with the route's head tags (the last ones its remote gave, or the site's).
 */
export function createPageRenderer(
  config: ShellServerConfig,
  log: FastifyBaseLogger,
  settings?: SettingsSource,
) {
  const serverBuild = path.join(config.distDir, 'server', 'render.js');
  const manifests = createRemoteManifests(config.remoteServers);
  const lastHead = new Map<string, HeadMeta>();
  // The shell's server build, required again whenever a redeploy replaces it.
  const shellBuild = reloadingBuild(serverBuild, {
    read: (module) => {
      const { renderShell } = module as { renderShell: RenderShell };
      let startFiles: string[] = [];
      try {
        startFiles = shellStartFiles(
          readFileSync(path.join(config.distDir, 'mf-manifest.json'), 'utf8'),
          shellEntryFile,
        );
      } catch {
        // no manifest: no preload hints for the shell's own chunks
      }
      return { render: renderShell, startFiles };
    },
  });

  function loadShell() {
    const current = shellBuild();
    if (!current) throw new Error(`No shell server build at ${serverBuild}`);
    return current.value;
  }

  async function fetchFragment(
    remote: RemoteName,
    url: string,
    assetBase: string,
    runtime: ShellServerConfig['runtime'],
    contentVersion: number | undefined,
    timeoutMs: number,
    cookie: string | undefined,
  ) {
    try {
      const response = await fetch(`${config.remoteServers[remote]}${fragmentRoute}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [fragmentSecretHeader]: config.fragmentSecret,
        },
        body: JSON.stringify({ url, settings: runtime, assetBase, contentVersion, cookie }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return (await response.json()) as RenderedFragment;
    } catch (error) {
      log.warn(
        { remote, url: redactUrl(url), err: error },
        'page not rendered by its remote; left to the browser',
      );
      return undefined;
    }
  }

  const siteHead = (runtime: ShellServerConfig['runtime']): HeadMeta => ({
    title: `${runtime.coachName} | Consciousness Coach, Speaker and Consultant`,
    description:
      'Authentic success starts when your True Self and Expressive Self align. Coaching, speaking, frameworks and a free discovery call.',
  });

  /**
   * `origin` is the site's origin the page's absolute URLs are written on (SITE_ORIGIN, or an
   * alias the request came in on): the browser resolves the remotes' files against it.
   * `notFound` renders the site's 404 page for a URL that cannot be routed (malformed encoding).
   * `contentVersion` (the public content's version, when known) keys the remote's own cache.
   * `degraded`: the remote did not render the page (the browser will), or its files are not known.
   * `timeoutMs`: how long the remote may take (FRAGMENT_TIMEOUT_MS unless told: a page re-rendered
   * behind a cached answer may wait longer, since no visitor waits for it).
   * `cookie`: the cookies the page's remote may read its data with (the owner's session, on his
   * own pages only: see page-answers.ts); never for a page that may be kept.
   */
  return async function renderPage({
    url,
    origin,
    notFound = false,
    contentVersion,
    timeoutMs = config.fragmentTimeoutMs,
    cookie,
  }: {
    url: string;
    origin: string;
    notFound?: boolean;
    contentVersion?: number | undefined;
    timeoutMs?: number;
    cookie?: string | undefined;
  }): Promise<{
    status: number;
    html: string;
    private: boolean;
    degraded: boolean;
    location?: string;
  }> {
    const runtime = settings ? await settings.current(contentVersion) : config.runtime;
    const pathname = url.split('?')[0] ?? '/';
    const match = notFound ? undefined : routeFor(pathname);
    const remoteBase = match ? `${runtime.remotes[match.remote]}/` : '';
    const [fragment, remoteFiles] = match
      ? await Promise.all([
          fetchFragment(
            match.remote,
            url,
            new URL(remoteBase, origin).toString(),
            runtime,
            contentVersion,
            timeoutMs,
            cookie,
          ),
          manifests.filesFor(match.remote),
        ])
      : [undefined, []];
    const { render, startFiles } = loadShell();
    const rendered = render({
      url: notFound ? notFoundLocation : url,
      config: runtime,
      fragmentHtml: fragment?.html,
    });

    let head: HeadMeta;
    if (!match) head = rendered.head ?? siteHead(runtime);
    else if (fragment?.head) {
      head = fragment.head;
      if (lastHead.size > 2000) lastHead.clear();
      lastHead.set(pathname, head);
    } else head = lastHead.get(pathname) ?? siteHead(runtime);
    if (match && !match.route.indexable) head = { ...head, noindex: true };

    // A page that moved (a post whose address changed) or sends its visitor elsewhere (a
    // checkout without a package): a redirect to a path of this site, never elsewhere.
    const moved =
      match &&
      fragment !== undefined &&
      (redirectStatuses as readonly number[]).includes(fragment.status) &&
      typeof fragment.location === 'string' &&
      isSitePath(fragment.location)
        ? { status: fragment.status, location: fragment.location }
        : undefined;

    const entryStart: EntryStart =
      match && !fragment
        ? 'deferred'
        : // A page whose content the browser draws needs the script soon. Every other one is
          // drawn whole by its remote (the owner's screens with his data, a visitor's booking
          // with its cookie, the sign-in form): fetched early, its script only took the
          // bandwidth its first paint needed.
          match?.route.drawnInBrowser === true
          ? 'fetched-early'
          : 'after-first-paint';
    return {
      status:
        moved?.status ??
        (!match
          ? 404
          : fragment === undefined || (fragment.status >= 300 && fragment.status < 400)
            ? 200
            : fragment.status),
      ...(moved ? { location: moved.location } : {}),
      private: match?.route.private === true,
      // Without its remote's manifest the page lacks its preload hints: not one to keep either.
      degraded: Boolean(match && (!fragment || remoteFiles.length === 0)),
      html: renderDocument({
        pathname,
        config: runtime,
        head,
        shellStyleTags: rendered.styleTags,
        pageCss: fragment?.css,
        pageHeadHtml: fragment?.headHtml,
        fontPreloads: rendered.fontPreloads ?? [],
        fontCss: rendered.fontCss,
        preloads: [
          ...startFiles.map((file) => `/${file}`),
          ...remoteFiles.map((file) => `${remoteBase}${file}`),
        ],
        body: rendered.html,
        queryState: fragment?.state,
        renderedInBrowser: Boolean(match && !fragment),
        fetchPreloads:
          entryStart !== 'deferred' && remoteFiles.length > 0
            ? [`${remoteBase}mf-manifest.json`]
            : [],
        entryStart,
      }),
    };
  };
}
