import { preload } from 'react-dom';
import { serverPublicPath } from '@site/contracts/rendering';

/** The script files of each named chunk of a browser build (its `chunk-files.json`). */
export type ChunkFiles = Readonly<Record<string, readonly string[]>>;

/**
 * This app's chunk files, set by its server build before rendering. Never set in the browser,
 * where the chunks load as usual.
 */
let chunkFiles: ChunkFiles | undefined;

/** The server build's side: the browser build's chunk files, or undefined to preload nothing. */
export function setChunkFiles(files: ChunkFiles | undefined) {
  chunkFiles = files;
}

/**
 * Asks for a lazily loaded chunk's scripts with the first HTML: called while the server renders,
 * it writes `<link rel="preload" as="script">` for each of its files into the page's head, so the
 * code a page runs (or a screen it shows once the browser has read its data) downloads beside the
 * entry scripts instead of after them. Does nothing in the browser, and nothing for a name the
 * build does not know (a chunk renamed in one place only loads late, it never fails).
 */
export function preloadChunk(name: string | undefined): void {
  if (!name || !chunkFiles) return;
  for (const file of chunkFiles[name] ?? [])
    preload(`${serverPublicPath}${file}`, { as: 'script' });
}
