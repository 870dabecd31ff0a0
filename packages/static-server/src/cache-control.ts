/** Files whose names carry a content hash never change, so browsers may keep them for a year. */
const hashedFile = /\.[0-9a-f]{10}\.[a-z0-9]+(\.map)?$/i;

export const noCache = 'no-cache';
export const immutable = 'public, max-age=31536000, immutable';

/**
 * Entry files (remoteEntry.js, mf-manifest.json, index.html, main.js, runtime config)
 * are revalidated on every load so a redeployed remote shows at once; hashed chunks are immutable.
 */
export function cacheControlFor(filePath: string): string {
  return hashedFile.test(filePath) ? immutable : noCache;
}
