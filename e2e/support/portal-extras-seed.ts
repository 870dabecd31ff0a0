/**
 * Adds the extra-sessions test's clients (see portal-extras.ts) to the test database: a paid
 * 10-session package each, its ten sessions completed, the last one `lastSessionDaysAgo` days
 * before now, the others every third day before it, each as long as the package's sessions.
 */
import { randomBytes } from 'node:crypto';
import { packages, priceCents } from '@site/contracts/packages';
import { daysBetweenSessions, extrasClients } from './portal-extras';
import { seedDatabase } from './seed-database';

const dayMs = 86_400_000;
const sessions = packages['10-session'].sessionCredits;

void seedDatabase(async (db) => {
  const now = Date.now();
  for (const client of Object.values(extrasClients)) {
    const lastEnd = now - client.lastSessionDaysAgo * dayMs;
    const paidAt = new Date(lastEnd - (sessions * daysBetweenSessions + 7) * dayMs);
    const [row] = await db('consultation_bookings')
      .insert({
        name: client.name,
        email: client.email,
        package_type: '10-session',
        amount: priceCents('10-session'),
        status: 'paid',
        payment: 'offline',
        paid_at: paidAt,
        created_at: paidAt,
        access_key: randomBytes(24).toString('base64url'),
      })
      .returning('id');
    const bookingId = Number((row as { id: number }).id);
    await db('booking_sessions').insert(
      Array.from({ length: sessions }, (_unused, index) => {
        const endsAt = lastEnd - index * daysBetweenSessions * dayMs;
        return {
          booking_id: bookingId,
          starts_at: new Date(endsAt - packages['10-session'].durationMinutes * 60_000),
          ends_at: new Date(endsAt),
          timezone: 'America/Cancun',
          status: 'completed',
        };
      }),
    );
  }
});
