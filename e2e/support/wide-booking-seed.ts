/**
 * Adds to the test database a booking whose row in the owner's list is as wide as a real one
 * gets: a long name, a 10-session package awaiting its payment ("Pending payment"), a session on
 * a Wednesday at 10:30 (the longest date and time the list writes) and no questionnaire answered;
 * its emails as a real session's are: its confirmations sent today (long subjects with a whole
 * date in them, written as the API writes them: the owner's time with his zone named as every
 * screen names it, `formatSessionTime`) and its two reminders still waiting to send (the day and
 * the hour before).
 * The lists' width checks (admin-shell.spec.ts) need it: a booking the owner's screens cannot
 * make (a payment started by the client, a session booked by him).
 */
import { randomBytes } from 'node:crypto';
import { packages, priceCents } from '@site/contracts/packages';
import { formatDate, formatSessionTime } from '@site/contracts/slots';
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
  const bookingId = Number((row as { id: number }).id);
  const [session] = await db('booking_sessions')
    .insert({
      booking_id: bookingId,
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + packages['10-session'].durationMinutes * 60_000),
      timezone: zone,
      status: 'scheduled',
    })
    .returning('id');
  const sessionId = Number((session as { id: number }).id);
  const name = packages['10-session'].scheduleLabel;
  const email = (
    kind: string,
    key: string,
    subject: string,
    sent: { sentAt: Date } | { sendsAt: Date },
  ) => ({
    kind,
    dedupe_key: `booking:${bookingId}:session:${sessionId}:${key}`,
    to_address: wideBooking.email,
    message: JSON.stringify({ to: wideBooking.email, subject, text: subject }),
    status: 'sentAt' in sent ? 'sent' : 'queued',
    attempts: 'sentAt' in sent ? 1 : 0,
    sent_at: 'sentAt' in sent ? sent.sentAt : null,
    next_attempt_at: 'sentAt' in sent ? sent.sentAt : sent.sendsAt,
    session_id: sessionId,
    created_at: now,
  });
  await db('outbox_messages').insert([
    email(
      'client.session-booked',
      'booked:client',
      `Confirmed: your ${name} on ${formatDate(startsAt, zone)}`,
      { sentAt: now },
    ),
    email(
      'owner.session-booked',
      'booked:owner',
      `Scheduled: ${name} with ${wideBooking.name}, ${formatSessionTime(startsAt, zone)}`,
      { sentAt: now },
    ),
    email('client.session-reminder', 'reminder:24h:0', `Reminder: your ${name} tomorrow`, {
      sendsAt: new Date(startsAt.getTime() - dayMs),
    }),
    email('client.session-reminder', 'reminder:1h:0', `Reminder: your ${name} in one hour`, {
      sendsAt: new Date(startsAt.getTime() - 3_600_000),
    }),
  ]);
});
