import { createHash, timingSafeEqual } from 'node:crypto';
import type { EnvReader } from '@site/contracts/env';

/** The fewest characters FRAGMENT_SECRET may have. */
export const fragmentSecretMinLength = 32;

/**
 * FRAGMENT_SECRET: the secret the shell's server sends to the remotes' servers with every render
 * request, the same value for all of them. Required: a server without it stops, naming it.
 */
export function readFragmentSecret(env: EnvReader): string {
  const secret = env.string('FRAGMENT_SECRET') ?? '';
  if (secret.length < fragmentSecretMinLength) {
    env.problem(
      `FRAGMENT_SECRET must be set to the same random value (${fragmentSecretMinLength} characters ` +
        "or more) for the shell's server and every remote's server, e.g. openssl rand -base64 48",
    );
  }
  return secret;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether a request's header holds the secret, compared in constant time. */
export function fragmentSecretMatches(expected: string, given: string | string[] | undefined) {
  if (typeof given !== 'string') return false;
  // Digests have one length, so the comparison's time says nothing about the secret's length.
  return timingSafeEqual(digest(expected), digest(given)) && given.length === expected.length;
}
