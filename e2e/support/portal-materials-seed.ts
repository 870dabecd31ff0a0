/**
 * Adds the materials test's client (a paid 10-session package with one session held two days ago,
 * not yet marked) to the embedded database in DATA_DIR (run after the migrations and seeds, before
 * the API opens the database).
 */
import { priceCents } from '@site/contracts/packages';
import { recordedClient } from './portal-materials';
import { seedDatabase } from './seed-database';

const dayMs = 86_400_000;

void seedDatabase(async (db) => {
  const now = Date.now();
  await db('consultation_bookings')
    .insert({
      id: recordedClient.bookingId,
      name: recordedClient.name,
      email: recordedClient.email,
      package_type: '10-session',
      amount: priceCents('10-session'),
      status: 'paid',
      payment: 'offline',
      paid_at: new Date(now - 10 * dayMs),
      created_at: new Date(now - 10 * dayMs),
      access_key: recordedClient.accessKey,
    })
    .onConflict('id')
    .ignore();
  const endsAt = new Date(now - 2 * dayMs);
  const existing = await db('booking_sessions')
    .where({ booking_id: recordedClient.bookingId })
    .first('id');
  if (!existing)
    await db('booking_sessions').insert({
      booking_id: recordedClient.bookingId,
      starts_at: new Date(endsAt.getTime() - 60 * 60_000),
      ends_at: endsAt,
      timezone: 'America/Cancun',
      status: 'completed',
    });
});
