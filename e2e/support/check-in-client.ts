/**
 * Adds the check-in test's client to the embedded database in DATA_DIR (run after the migrations
 * and seeds, before the API opens the database): a 5-session package paid eight days ago, so its
 * weekly check-in is due when the test runs. The owner's screens cannot date a purchase back.
 */
import { randomBytes } from 'node:crypto';
import knex from 'knex';
import ClientPgLite from 'knex-pglite';
import { priceCents } from '@site/contracts/packages';
import { checkInClient } from './check-ins';

async function main(): Promise<void> {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('DATA_DIR must name the test database folder');
  const db = knex({ client: ClientPgLite, dialect: 'postgres', connection: { filename: dataDir } });
  try {
    const paidAt = new Date(Date.now() - checkInClient.boughtDaysAgo * 86_400_000);
    await db('consultation_bookings').insert({
      name: checkInClient.name,
      email: checkInClient.email,
      package_type: '5-session',
      amount: priceCents('5-session'),
      status: 'paid',
      payment: 'offline',
      paid_at: paidAt,
      created_at: paidAt,
      access_key: randomBytes(24).toString('base64url'),
    });
  } finally {
    await db.destroy();
  }
}

void main();
