/** The owner in API integration tests: created once per suite, signed in through the API. */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
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

/** The site's origin in the test apps: SITE_ORIGIN's default, which the owner's writes must come from. */
export const testSiteOrigin = 'http://localhost:3000';

/** The owner of one test file: a username of its own (the file's `name` and the process id). */
export function testOwner(name: string, origin: string = testSiteOrigin): TestOwner {
  return {
    username: `${name}-${process.pid}`,
    password: 'a long and careful passphrase',
    origin,
  };
}

type OwnerMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The owner signed in to the app under test, and requests sent as him. */
export class OwnerSession {
  constructor(
    private readonly app: FastifyInstance,
    readonly owner: TestOwner,
    /** His session's cookie header (a new one after `signIn`). */
    public cookie: string,
  ) {}

  get username(): string {
    return this.owner.username;
  }

  /** A read as the owner: his cookie only (a read needs no origin). */
  get(url: string): Promise<LightMyRequestResponse> {
    return this.app.inject({ method: 'GET', url, headers: { cookie: this.cookie } });
  }

  /**
   * A request as the owner from the site's page: his cookie and the site's origin (every owner
   * write needs both), the payload when one is given, and any further headers.
   */
  send(
    method: OwnerMethod,
    url: string,
    payload?: InjectOptions['payload'],
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    return this.app.inject({
      method,
      url,
      headers: { cookie: this.cookie, origin: this.owner.origin, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
  }

  /** Signs in again (at the app's clock): a new session, its cookie used from now on. */
  async signIn(): Promise<void> {
    this.cookie = await signInOwner(this.app, this.owner);
  }
}

/**
 * Creates (or resets) the test file's owner, as of `clock`'s time (the real time without one), and
 * signs him in; answers his session. `owner` is a name for `testOwner` or the owner itself.
 */
export async function ownerSession(
  app: FastifyInstance,
  owner: string | TestOwner,
  clock?: { now(): Date },
): Promise<OwnerSession> {
  const who = typeof owner === 'string' ? testOwner(owner) : owner;
  await createTestOwner(app, who, clock ? clock.now() : new Date());
  return signedInOwner(app, who);
}

/** Signs in an owner who exists already (at the app's clock, e.g. in a restarted app). */
export async function signedInOwner(app: FastifyInstance, owner: TestOwner): Promise<OwnerSession> {
  return new OwnerSession(app, owner, await signInOwner(app, owner));
}
