/**
 * Adds to the test database a booking whose row in the owner's list is as wide as a real one
 * gets: a long name, a 10-session package awaiting its payment ("Pending payment"), a session on
 * a Wednesday at 10:30 (the longest date and time the list writes) and no questionnaire answered.
 * The lists' width checks (admin-shell.spec.ts) need it: a booking the owner's screens cannot
 * make (a payment started by the client, a session booked by him).
 */
import { randomBytes } from 'node:crypto';
import { packages, priceCents } from '@site/contracts/packages';
import { seedDatabase } from './seed-database';
import { wideBooking } from './wide-booking';

const dayMs = 86_400_000;
const zone = 'America/Cancun';

void seedDatabase(async (db) => {
  const now = new Date();
  // A Wednesday three to nine days ahead, 10:30 in the zone (UTC−5 all year: 15:30 UTC).
  const ahead = ((3 - now.getUTCDay() + 7) % 7) + 3;
  const day = new Date(now.getTime() + ahead * dayMs);
  const startsAt = new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 15, 30),
  );
  const [row] = await db('consultation_bookings')
    .insert({
      name: wideBooking.name,
      email: wideBooking.email,
      package_type: '10-session',
      amount: priceCents('10-session'),
      status: 'pending',
      created_at: now,
      access_key: randomBytes(24).toString('base64url'),
    })
    .returning('id');
  await db('booking_sessions').insert({
    booking_id: Number((row as { id: number }).id),
    starts_at: startsAt,
    ends_at: new Date(startsAt.getTime() + packages['10-session'].durationMinutes * 60_000),
    timezone: zone,
    status: 'scheduled',
  });
});
