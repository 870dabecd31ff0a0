import type { RemoteName } from '@site/contracts/registry';

interface Manifest {
  exposes?: { path: string; assets: { js: { sync: string[]; async: string[] } } }[];
  shared?: { assets: { js: { sync: string[] } } }[];
  metaData?: { remoteEntry?: { name: string; path: string } };
}

/**
 * Reads each remote's mf-manifest.json from its server (revalidated every few seconds, so a
 * redeploy's new file names are used at once) to tell the browser, in the first HTML, which files
 * the page's remote needs: its entry and the chunks of its exposed routes. Nothing here is
 * compiled into the shell: the files are named by the manifests the remotes publish.
 */
export function createRemoteManifests(
  servers: Record<RemoteName, string>,
  { maxAgeMs = 5000, now = Date.now } = {},
) {
  const cache = new Map<RemoteName, { at: number; files: Promise<string[]> }>();

  async function load(remote: RemoteName): Promise<string[]> {
    const response = await fetch(`${servers[remote]}/mf-manifest.json`, {
      signal: AbortSignal.timeout(1000),
    });
    if (!response.ok) throw new Error(`${remote} manifest: HTTP ${response.status}`);
    const manifest = (await response.json()) as Manifest;
    const entry = manifest.metaData?.remoteEntry;
    const routes = manifest.exposes?.find((expose) => expose.path === './routes');
    return [
      ...(entry ? [`${entry.path}${entry.name}`] : []),
      ...(routes?.assets.js.sync ?? []),
      ...(routes?.assets.js.async ?? []),
    ];
  }

  return {
    /** File names (relative to the remote's public base) the remote's pages need first. */
    async filesFor(remote: RemoteName): Promise<string[]> {
      const hit = cache.get(remote);
      if (hit && now() - hit.at < maxAgeMs) return hit.files;
      const files = load(remote);
      cache.set(remote, { at: now(), files });
      try {
        return await files;
      } catch {
        cache.delete(remote);
        return [];
      }
    },
  };
}

/** The shell's own chunks that its entry loads at start (shared libraries), from its manifest. */
export function shellStartFiles(manifestText: string): string[] {
  const manifest = JSON.parse(manifestText) as Manifest;
  return [...new Set((manifest.shared ?? []).flatMap((shared) => shared.assets.js.sync))];
}
