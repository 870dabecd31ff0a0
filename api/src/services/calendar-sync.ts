/**
 * Puts scheduled sessions into the owner's Google Calendar. The booking is committed first; a
 * failed insert is logged and left for retryPending(), which the calendar-sync plugin runs on a
 * timer, so a calendar outage never loses or blocks a booking.
 */
import type { FastifyInstance } from 'fastify';
import { packages } from '@site/contracts/packages';
import { sessionInterval } from '@site/contracts/slots';
import type { BookingRecord } from '../db/mapping';

export async function syncBookingToCalendar(
  app: FastifyInstance,
  booking: BookingRecord,
): Promise<string | null> {
  if (app.calendar === null || booking.status !== 'scheduled' || booking.scheduledAt === null)
    return null;
  if (booking.googleEventId !== null) return booking.googleEventId;
  const { start, end } = sessionInterval(booking.packageType, booking.scheduledAt);
  try {
    const eventId = await app.calendar.insertEvent({
      summary: `${packages[booking.packageType].scheduleLabel}: ${booking.name}`,
      description: `Booking ${booking.id}\n${booking.name} <${booking.email}>\nClient timezone: ${booking.timezone ?? '-'}`,
      start,
      end,
      timezone: booking.timezone ?? 'UTC',
    });
    await app.repos.bookings.setGoogleEventId(booking.id, eventId);
    return eventId;
  } catch (error) {
    app.log.error(
      { err: error, bookingId: booking.id },
      'calendar event insert failed; will retry',
    );
    return null;
  }
}

/** Retries every scheduled, upcoming session without an event; returns how many were synced. */
export async function retryPendingCalendarEvents(app: FastifyInstance): Promise<number> {
  if (app.calendar === null) return 0;
  const pending = await app.repos.bookings.listWithoutCalendarEvent(50);
  let synced = 0;
  for (const booking of pending) {
    if ((await syncBookingToCalendar(app, booking)) !== null) synced += 1;
  }
  return synced;
}
