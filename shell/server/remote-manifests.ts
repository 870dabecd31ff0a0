import type { RemoteName } from '@site/contracts/registry';

interface Manifest {
  exposes?: { path: string; assets: { js: { sync: string[] } } }[];
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
    // Only what the exposed module needs at once: its async chunks include the remote's own
    // copies of shared libraries, which the page takes from the shell instead.
    return [...(entry ? [`${entry.path}${entry.name}`] : []), ...(routes?.assets.js.sync ?? [])];
  }

  return {
    /** File names (relative to the remote's public base) the remote's pages need first. */
    async filesFor(remote: RemoteName): Promise<string[]> {
      const hit = cache.get(remote);
      if (hit && now() - hit.at < maxAgeMs) return hit.files;
      // Never rejects: a remote that is down gives no hints (and is asked again next time),
      // and every request waiting on the same load gets the same answer.
      const files = load(remote).catch(() => {
        cache.delete(remote);
        return [] as string[];
      });
      cache.set(remote, { at: now(), files });
      return files;
    },
  };
}

/**
 * The shell's own chunks that its entry loads at start (shared libraries), from its manifest. The
 * shell provides them from the entry itself, which the page already loads with a script tag.
 */
export function shellStartFiles(manifestText: string, entryFile: string): string[] {
  const manifest = JSON.parse(manifestText) as Manifest;
  const files = (manifest.shared ?? []).flatMap((shared) => shared.assets.js.sync);
  return [...new Set(files)].filter((file) => file !== entryFile);
}
