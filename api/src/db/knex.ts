/**
 * The one place that chooses the database: PostgreSQL through `pg` when DATABASE_URL is set,
 * otherwise embedded PGlite in a data folder (one connection only: inside a transaction use `trx`).
 */
import fs from 'node:fs';
import knex, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import type { Config } from '../config';
import { migrationSource } from './migrations';
import { lockDataDir } from './pglite-lock';

export type Db = Knex;

export function createDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Knex {
  if (config.databaseUrl !== null) {
    return knex({
      client: 'pg',
      connection: config.databaseUrl,
      pool: { min: 0, max: 10 },
      migrations: { migrationSource },
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
