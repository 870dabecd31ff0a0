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
  console.info('Installing dependencies (npm ci)…');
  const code = await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root });
  if (code !== 0) throw new Error('npm ci failed');
}
