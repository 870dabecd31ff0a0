import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { run } from './run.mjs';

/**
 * Installs dependencies when they are missing or older than the lock file, so `npm start` and
 * `npm test` work on a fresh clone; a second run skips this in milliseconds.
 */
export async function ensureInstalled(root) {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.info('Installing dependencies…');
  // `npm install`, not `npm ci`: the registry reachable here serves only this platform's builds of
  // packages such as @swc/core, so the lock file cannot list the others and `npm ci` refuses it.
  // With the lock file present, `npm install` installs exactly the locked versions.
  const code = await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: root });
  if (code !== 0) throw new Error('npm install failed');
}
