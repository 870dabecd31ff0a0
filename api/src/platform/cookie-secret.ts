/**
 * The secret that signs booking access cookies. Set COOKIE_SECRET in production; elsewhere, when it
 * is unset, a random secret is generated once per install and kept in the data folder, so cookies
 * survive restarts and no two installs share a secret.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Values that were ever written in this repository's source or docs: never accepted in production. */
export const publishedCookieSecrets: readonly string[] = [
  'development-only-cookie-secret-change-me-0123456789',
  'change-me-to-a-long-random-string-of-32-chars-or-more',
];

export const minCookieSecretLength = 32;

/**
 * The install's own secret from `file`, created (mode 600) on first use. A file that is too short
 * (edited by hand) is replaced.
 */
export function installCookieSecret(file: string): string {
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= minCookieSecretLength) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
