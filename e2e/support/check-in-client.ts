/**
 * Adds the check-in test's client to the embedded database in DATA_DIR (run after the migrations
 * and seeds, before the API opens the database): a 5-session package paid eight days ago, so its
 * weekly check-in is due when the test runs. The owner's screens cannot date a purchase back.
 */
import { randomBytes } from 'node:crypto';
import { priceCents } from '@site/contracts/packages';
import { checkInClient } from './check-ins';
import { seedDatabase } from './seed-database';

void seedDatabase(async (db) => {
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
});
