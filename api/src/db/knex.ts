/**
 * The one place that chooses the database: PostgreSQL through `pg` when DATABASE_URL is set,
 * otherwise embedded PGlite in a data folder (one connection only: inside a transaction use `trx`).
 */
import fs from 'node:fs';
import knex, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import type { Config } from '../platform/config';
import { migrationSource } from './migrations';
import { lockDataDir } from './pglite-lock';

export type Db = Knex;

/** Where Knex's own warnings go (the app's log); by default, the console. */
export interface DbLog {
  warn(message: string): void;
  error(message: string): void;
}

export function createDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>, log?: DbLog): Knex {
  if (config.databaseUrl !== null) {
    return knex({
      client: 'pg',
      connection: config.databaseUrl,
      pool: { min: 0, max: 10 },
      migrations: { migrationSource },
      ...(log === undefined
        ? {}
        : {
            log: {
              // A failed connection attempt also fails the query that waited for it, which is
              // where it is reported (db/outage.ts: once per outage), not once more here.
              warn: (message: string) => {
                if (!message.startsWith('Acquire connection error')) log.warn(message);
              },
              error: (message: string) => log.error(message),
              deprecate: (message: string) => log.warn(message),
              debug: () => undefined,
            },
          }),
    });
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  lockDataDir(config.dataDir);
  return knex({
    client: ClientPgLite,
    dialect: 'postgres',
    connection: { filename: config.dataDir },
    migrations: { migrationSource },
  });
}

/** Postgres error codes we turn into client answers. */
export const pgErrorCodes = {
  uniqueViolation: '23505',
  exclusionViolation: '23P01',
} as const;

export function pgErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}
