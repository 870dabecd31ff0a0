import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { remotes, type RemoteName } from '@site/contracts/registry';

function remoteList(urls: Record<string, string>) {
  return remotes
    .filter((remote) => urls[remote.name])
    .map((remote) => ({
      name: remote.federationName,
      // Absolute, so the remote's chunks and assets resolve to the same URLs the server wrote.
      entry: new URL(
        `${urls[remote.name]!.replace(/\/$/, '')}/mf-manifest.json`,
        globalThis.location?.href ?? 'http://localhost/',
      ).toString(),
    }));
}

const federationName = (name: RemoteName) => remotes.find((r) => r.name === name)!.federationName;

/** Registers every remote from the runtime config; nothing is fetched until a route needs it. */
export function registerSiteRemotes(urls: Record<string, string>) {
  registerRemotes(remoteList(urls));
}

/**
 * Loads a remote's route module. `force` re-registers the remote first so that a retry after a
 * failure fetches its manifest again instead of reusing the failed attempt.
 */
export async function loadRemoteRoutes(
  remote: RemoteName,
  urls: Record<string, string>,
  force: boolean,
): Promise<ComponentType> {
  if (force) {
    // The first page's remote was hinted with <link rel="preload">; the browser keeps a failed
    // preload for the life of the document and hands it to every later load of that file. A new
    // document is the only fresh start: reload the page (the server renders it again).
    const base = new URL(`${urls[remote]?.replace(/\/$/, '')}/`, globalThis.location.href).href;
    const hinted = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some(
      (link) => link.href.startsWith(base),
    );
    if (hinted) {
      globalThis.location.reload();
      return new Promise<never>(() => {});
    }
    registerRemotes(
      remoteList(urls).filter((entry) => entry.name === federationName(remote)),
      { force: true },
    );
  }
  const module = await loadRemote<{ default: ComponentType }>(`${federationName(remote)}/routes`);
  if (!module?.default) throw new Error(`The ${remote} site did not expose its pages`);
  return module.default;
}
