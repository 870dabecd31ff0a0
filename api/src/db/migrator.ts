import type { Knex } from 'knex';

/** Applies pending migrations; returns the names applied (none on a second run). */
export async function migrateLatest(db: Knex): Promise<string[]> {
  const [, applied] = (await db.migrate.latest()) as [number, string[]];
  return applied;
}

/** Rolls back the last batch, or every migration with `all`. */
export async function rollback(db: Knex, all: boolean): Promise<string[]> {
  const [, reverted] = (await db.migrate.rollback(undefined, all)) as [number, string[]];
  return reverted;
}
