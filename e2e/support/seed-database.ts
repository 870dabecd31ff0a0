/**
 * The seeds of the end-to-end tests write to the embedded database in DATA_DIR after the
 * migrations and seeds, before the API opens it (see playwright.config.ts): what the owner's
 * screens cannot make, such as a purchase or a session dated in the past.
 */
import knex, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';

/** Runs `write` against the test database and closes it. */
export async function seedDatabase(write: (db: Knex) => Promise<void>): Promise<void> {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('DATA_DIR must name the test database folder');
  const db = knex({ client: ClientPgLite, dialect: 'postgres', connection: { filename: dataDir } });
  try {
    await write(db);
  } finally {
    await db.destroy();
  }
}
