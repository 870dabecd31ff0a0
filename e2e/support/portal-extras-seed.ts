/**
 * Adds the extra-sessions test's clients (see portal-extras.ts) to the test database: a paid
 * 10-session package each, its ten sessions completed, the last one `lastSessionDaysAgo` days
 * before now, the others every third day before it, each as long as the package's sessions.
 */
import { packages } from '@site/contracts/packages';
import { daysBetweenSessions, extrasClients } from './portal-extras';
import { insertPaidPackage, seedDatabase } from './seed-database';

const dayMs = 86_400_000;
const sessions = packages['10-session'].sessionCredits;

void seedDatabase(async (db) => {
  const now = Date.now();
  for (const client of Object.values(extrasClients)) {
    const lastEnd = now - client.lastSessionDaysAgo * dayMs;
    const paidAt = new Date(lastEnd - (sessions * daysBetweenSessions + 7) * dayMs);
    const bookingId = await insertPaidPackage(db, {
      name: client.name,
      email: client.email,
      type: '10-session',
      paidAt,
    });
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
