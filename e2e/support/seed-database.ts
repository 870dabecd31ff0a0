/**
 * The seeds of the end-to-end tests write to the embedded database in DATA_DIR after the
 * migrations and seeds, before the API opens it (see playwright.config.ts): what the owner's
 * screens cannot make, such as a purchase or a session dated in the past.
 */
import { randomBytes } from 'node:crypto';
import knex, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { priceCents, type PaidPackageType } from '@site/contracts/packages';

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

/** A package paid offline at `paidAt` by `name`, as the coach records one: its booking's id. */
export async function insertPaidPackage(
  db: Knex,
  client: { name: string; email: string; type: PaidPackageType; paidAt: Date },
): Promise<number> {
  const [row] = await db('consultation_bookings')
    .insert({
      name: client.name,
      email: client.email,
      package_type: client.type,
      amount: priceCents(client.type),
      status: 'paid',
      payment: 'offline',
      paid_at: client.paidAt,
      created_at: client.paidAt,
      access_key: randomBytes(24).toString('base64url'),
    })
    .returning('id');
  return Number((row as { id: number }).id);
}
