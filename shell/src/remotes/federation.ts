import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName } from '@site/contracts/routes';

/** Federation names of the remotes; each exposes './routes'. */
const federationNames: Record<RemoteName, string> = {
  marketing: 'mfe_marketing',
  blog: 'mfe_blog',
  booking: 'mfe_booking',
  intake: 'mfe_intake',
};

function remoteList(urls: Record<string, string>) {
  return Object.entries(federationNames)
    .filter(([remote]) => urls[remote])
    .map(([remote, name]) => ({
      name,
      entry: `${urls[remote]!.replace(/\/$/, '')}/mf-manifest.json`,
    }));
}

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
    registerRemotes(
      remoteList(urls).filter((entry) => entry.name === federationNames[remote]),
      { force: true },
    );
  }
  const module = await loadRemote<{ default: ComponentType }>(`${federationNames[remote]}/routes`);
  if (!module?.default) throw new Error(`The ${remote} site did not expose its pages`);
  return module.default;
}
