/** The owner in API integration tests: created once per suite, signed in through the API. */
import type { FastifyInstance } from 'fastify';
import { adminPaths } from '@site/contracts/admin';
import { createOrResetOwner } from '../modules/owner';
import { cookieHeader } from './app';

export interface TestOwner {
  username: string;
  password: string;
  /** The site's origin: sign-in, like every owner write, is refused from any other. */
  origin: string;
}

/**
 * Creates (or resets) the owner. Other suites on the same database (the fuzz, the sign-in tests)
 * fail sign-ins from this same test address: their lockout is theirs, so it is cleared here.
 */
export async function createTestOwner(
  app: FastifyInstance,
  owner: TestOwner,
  now: Date = new Date(),
): Promise<void> {
  await createOrResetOwner(app.knex, { username: owner.username, password: owner.password, now });
  await app.knex('sign_in_failures').delete();
}

/** Signs the owner in (at the app's clock); answers the session's cookie header. */
export async function signInOwner(app: FastifyInstance, owner: TestOwner): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: adminPaths.session,
    headers: { origin: owner.origin },
    payload: { username: owner.username, password: owner.password },
  });
  if (response.statusCode !== 200)
    throw new Error(`The owner's sign-in answered ${response.statusCode}: ${response.body}`);
  return cookieHeader(response.headers['set-cookie']);
}
