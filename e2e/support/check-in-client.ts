/**
 * Adds the check-in tests' clients to the embedded database in DATA_DIR (run after the migrations
 * and seeds, before the API opens the database): a 5-session package each, paid twelve days ago;
 * one's first session ended eight days ago, so his weekly check-in is due when the test runs, the
 * other's is ten days ahead, so his check-ins have not begun. The owner's screens cannot date a
 * purchase or a session back.
 */
import { packages } from '@site/contracts/packages';
import { checkInClient, waitingCheckInClient } from './check-ins';
import { insertPaidPackage, seedDatabase } from './seed-database';

const dayMs = 86_400_000;
const sessionMs = packages['5-session'].durationMinutes * 60_000;

/** `days` days from now, at 03:00 UTC (late evening in the coach's zone, outside his hours). */
function dayAt3(days: number): number {
  const day = new Date(Date.now() + days * dayMs);
  day.setUTCHours(3, 0, 0, 0);
  return day.getTime();
}

void seedDatabase(async (db) => {
  const clients = [
    { ...checkInClient, startsAt: dayAt3(-checkInClient.firstSessionEndedDaysAgo) - sessionMs },
    { ...waitingCheckInClient, startsAt: dayAt3(waitingCheckInClient.firstSessionInDays) },
  ];
  for (const client of clients) {
    const bookingId = await insertPaidPackage(db, {
      name: client.name,
      email: client.email,
      type: '5-session',
      paidAt: new Date(Date.now() - client.boughtDaysAgo * dayMs),
    });
    const held = client.startsAt < Date.now();
    await db('booking_sessions').insert({
      booking_id: bookingId,
      starts_at: new Date(client.startsAt),
      ends_at: new Date(client.startsAt + sessionMs),
      timezone: 'America/Cancun',
      status: held ? 'completed' : 'scheduled',
    });
  }
});
