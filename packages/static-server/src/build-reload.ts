import { statSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface BuildReloadOptions<T> {
  /** Reads what the caller needs from the freshly required module; throws if it is not there. */
  read: (module: unknown, file: string) => T;
  /** How long a checked build is trusted before its file is looked at again (0: every call). */
  recheckMs?: number;
  now?: () => number;
}

/**
 * Reloads a server build when it changes: returns a function that gives what `read` took from the
 * build at `file`, requiring it again (a fresh module, the old one released) whenever the file's
 * modification time differs from the one loaded, and `undefined` while the file is missing. A
 * redeploy that replaces the build is so picked up without a restart.
 */
export function reloadingBuild<T>(file: string, options: BuildReloadOptions<T>) {
  const recheckMs = options.recheckMs ?? 0;
  const now = options.now ?? Date.now;
  let loaded: { value: T; mtimeMs: number } | undefined;
  let checkedAt = -Infinity;

  return function current(): { value: T; fresh: boolean } | undefined {
    if (loaded && now() - checkedAt < recheckMs) return { value: loaded.value, fresh: false };
    checkedAt = now();
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      loaded = undefined;
      return undefined;
    }
    if (loaded?.mtimeMs === mtimeMs) return { value: loaded.value, fresh: false };
    const load = createRequire(file);
    delete load.cache[file];
    loaded = { value: options.read(load(file), file), mtimeMs };
    return { value: loaded.value, fresh: true };
  };
}
