/**
 * A session's join link and its reminders. The reminders are queued when the session is booked
 * or moved, rendered with the join link known then; when the link comes later (the calendar
 * event, and so its Meet link, was only made on a retry), the reminders still queued are
 * rendered again with it, so none goes out saying the link will follow.
 */
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { BookingRecord } from '../repositories/bookings';
import type { SessionRecord } from '../repositories/booking-sessions';
import { sessionReminderMessages } from '../mail/session-messages';
import { sessionMailSettings, type SessionMailSettings } from '../../site';

/**
 * The join link of a session: its Google Meet link, else the owner's meeting room (the site
 * setting, else MEETING_URL).
 */
export function joinUrlOf(session: SessionRecord, meetingUrl: string | null): string | null {
  return session.meetUrl ?? meetingUrl;
}

/**
 * The session's reminders that fall after `from`, rendered with its join link as it is now (the
 * Meet link, else the meeting-room setting), in the caller's transaction.
 */
async function remindersAfter(
  app: FastifyInstance,
  booking: BookingRecord,
  session: SessionRecord,
  from: Date,
  trx: Knex.Transaction,
  settings?: SessionMailSettings,
) {
  const { context, meetingUrl } = settings ?? (await sessionMailSettings(app, trx));
  return sessionReminderMessages(context, {
    booking,
    session,
    sessions: await app.repos.bookingSessions.listForBooking(booking.id, trx),
    joinUrl: joinUrlOf(session, meetingUrl),
    hours: app.config.booking.reminderHours,
    now: from,
  });
}

/** Queues the session's reminders still ahead of `app.now()`, in the caller's transaction. */
export async function queueReminders(
  app: FastifyInstance,
  booking: BookingRecord,
  session: SessionRecord,
  trx: Knex.Transaction,
  settings?: SessionMailSettings,
): Promise<void> {
  const reminders = await remindersAfter(app, booking, session, app.now(), trx, settings);
  if (reminders.length > 0) await app.mailer.queue(reminders, trx);
}

/**
 * Renders the session's unsent reminders again with its current join link (in the caller's
 * transaction, which holds the session's row); returns how many were rewritten. A reminder
 * already sent, cancelled or being sent is left alone.
 */
export async function refreshQueuedReminders(
  app: FastifyInstance,
  booking: BookingRecord,
  session: SessionRecord,
  trx: Knex.Transaction,
): Promise<number> {
  // Every reminder of the session, also one already due that the worker has not taken yet.
  const reminders = await remindersAfter(app, booking, session, new Date(0), trx);
  let rewritten = 0;
  for (const reminder of reminders) {
    if (await app.outbox.repository.rewriteQueued(reminder.dedupeKey, reminder.mail, trx))
      rewritten += 1;
  }
  return rewritten;
}

/**
 * Renders the unsent reminders of every session still booked again, after one of the booking's
 * sessions was booked, moved or cancelled: each reminder names its session by its place in the
 * package ("session 2 of 5"), which such a change can shift.
 */
export async function refreshBookingReminders(
  app: FastifyInstance,
  booking: BookingRecord,
  trx: Knex.Transaction,
): Promise<void> {
  const sessions = await app.repos.bookingSessions.listForBooking(booking.id, trx);
  for (const session of sessions)
    if (session.status !== 'cancelled') await refreshQueuedReminders(app, booking, session, trx);
}
