/**
 * The app under test with its owner signed in: what most owner-facing integration test files
 * start from, built one way.
 */
import type { FastifyInstance } from 'fastify';
import {
  buildTestApp,
  ownDatabase as createOwnDatabase,
  quietWorkers,
  type OwnDatabase,
} from './app';
import { ownerSession, testOwner, type OwnerSession, type TestOwner } from './owner';

export interface OwnerApp {
  app: FastifyInstance;
  owner: OwnerSession;
  /** The test file's own database, when it asked for one. */
  database?: OwnDatabase;
  /** Closes the app (and drops its own database, when it has one). */
  close(): Promise<void>;
}

export interface OwnerAppOptions {
  /** The app's clock (and the owner's creation time); the real clock without one. */
  clock?: { now(): Date };
  /** Further environment (SITE_ORIGIN is the owner's origin unless given here). */
  env?: Record<string, string | undefined>;
  /**
   * On a database of the test file's own, for a suite whose writes change what every other
   * file would see (a saved schedule, the coach's zone).
   */
  ownDatabase?: boolean;
  /** Without the outbox's and newsletter's own rounds: mail waits until a test drains it. */
  quiet?: boolean;
}

/**
 * Builds the app for the test file whose owner is `owner` (a name for `testOwner`, or the owner
 * himself), creates him and signs him in.
 */
export async function startOwnerApp(
  owner: string | TestOwner,
  options: OwnerAppOptions = {},
): Promise<OwnerApp> {
  const who = typeof owner === 'string' ? testOwner(owner) : owner;
  const clock = options.clock;
  const database: OwnDatabase | undefined = options.ownDatabase
    ? await createOwnDatabase(who.username.replace(/-\d+$/, ''))
    : undefined;
  const app = await buildTestApp(
    {
      ...(database ? { DATABASE_URL: database.url } : {}),
      SITE_ORIGIN: who.origin,
      ...(options.quiet ? quietWorkers : {}),
      ...options.env,
    },
    clock ? { now: () => clock.now() } : {},
  );
  return {
    app,
    owner: await ownerSession(app, who, clock),
    database,
    close: async () => {
      await app.close();
      await database?.drop();
    },
  };
}
