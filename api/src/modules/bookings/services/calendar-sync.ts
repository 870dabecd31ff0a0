/**
 * Keeps the owner's Google Calendar in step with the sessions: an event (with a Google Meet
 * link) per held session, moved with it, removed when it is cancelled. The database is the
 * truth and changes first; a failed insert is logged and left for retryPendingCalendarEvents()
 * (a background job), and a failed move or removal is logged, so a calendar outage never loses
 * or blocks a booking.
 */
import type { FastifyInstance } from 'fastify';
import { packages } from '@site/contracts/packages';
import type { BookingRecord, SessionRecord } from '../../../db/mapping';
import { refreshQueuedReminders } from './session-reminders';

export interface CreatedEvent {
  id: string;
  meetUrl: string | null;
}

function eventText(booking: BookingRecord, timezone: string) {
  return {
    summary: `${packages[booking.packageType].scheduleLabel}: ${booking.name}`,
    description: `Booking ${booking.id}\n${booking.name} <${booking.email}>\nClient timezone: ${timezone}`,
  };
}

/** Inserts the event of a session about to be booked; null when unconfigured or failing. */
export async function createSessionEvent(
  app: FastifyInstance,
  booking: BookingRecord,
  time: { startsAt: Date; endsAt: Date; timezone: string },
): Promise<CreatedEvent | null> {
  if (app.calendar === null) return null;
  try {
    return await app.calendar.insertEvent({
      ...eventText(booking, time.timezone),
      start: time.startsAt,
      end: time.endsAt,
      timezone: time.timezone,
    });
  } catch (error) {
    app.log.error(
      { err: error, bookingId: booking.id },
      'calendar event insert failed; will retry',
    );
    return null;
  }
}

/** Moves a session's event to its new time (inserting one when it has none yet). */
export async function moveSessionEvent(
  app: FastifyInstance,
  booking: BookingRecord,
  session: SessionRecord,
): Promise<void> {
  if (app.calendar === null) return;
  if (session.googleEventId === null) {
    await syncSessionEvent(app, booking, session);
    return;
  }
  try {
    await app.calendar.moveEvent(session.googleEventId, {
      start: new Date(session.startsAt),
      end: new Date(session.endsAt),
      timezone: session.timezone,
    });
  } catch (error) {
    app.log.error({ err: error, sessionId: session.id }, 'calendar event move failed');
  }
}

/** Removes the event of a cancelled session (or of a booking that could not be saved). */
export async function removeEvent(app: FastifyInstance, eventId: string | null): Promise<void> {
  if (app.calendar === null || eventId === null) return;
  try {
    await app.calendar.deleteEvent(eventId);
  } catch (error) {
    app.log.error({ err: error }, 'calendar event removal failed');
  }
}

/**
 * Inserts the event of a held session that has none; returns its id or null. Its Meet link
 * comes late (the confirmation said the link would follow): the reminders still queued are
 * rendered again with it, in the transaction that records the event.
 */
async function syncSessionEvent(
  app: FastifyInstance,
  booking: BookingRecord,
  session: SessionRecord,
): Promise<string | null> {
  const event = await createSessionEvent(app, booking, {
    startsAt: new Date(session.startsAt),
    endsAt: new Date(session.endsAt),
    timezone: session.timezone,
  });
  if (event === null) return null;
  await app.knex.transaction(async (trx) => {
    // The row as it is now (moved meanwhile, perhaps), locked until the reminders are rewritten.
    const current = await app.repos.bookingSessions.setCalendarEvent(session.id, event, trx);
    if (current !== null && current.meetUrl !== session.meetUrl)
      await refreshQueuedReminders(app, booking, current, trx);
  });
  return event.id;
}

/** Retries every held, upcoming session without an event; returns how many were synced. */
export async function retryPendingCalendarEvents(app: FastifyInstance): Promise<number> {
  if (app.calendar === null) return 0;
  const pending = await app.repos.bookingSessions.listWithoutCalendarEvent(app.now(), 50);
  let synced = 0;
  for (const session of pending) {
    const booking = await app.repos.bookings.findById(session.bookingId);
    if (booking === null) continue;
    if ((await syncSessionEvent(app, booking, session)) !== null) synced += 1;
  }
  return synced;
}
