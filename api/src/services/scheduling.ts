/**
 * Scheduling a booking: the slot rules of the contracts package (weekdays, future, on the grid),
 * the booking horizon and the working hours (a paid session's whole 90 minutes must fit), one
 * upcoming free call per e-mail, the owner's calendar, then a compare-and-swap update that the database's exclusion constraint
 * guards against any overlap, so concurrent requests for one slot give exactly one success.
 */
import type { FastifyInstance } from 'fastify';
import type { ScheduleRequest } from '@site/contracts/api-types';
import {
  isBeyondHorizon,
  isWithinWorkingHours,
  overlaps,
  sessionInterval,
  sessionMinutes,
  slotError,
  slotZone,
} from '@site/contracts/slots';
import type { BookingRecord } from '../db/mapping';
import {
  badRequest,
  beyondHorizonMessage,
  conflict,
  freeCallExistsMessage,
  messages,
  outsideWorkingHoursMessage,
} from '../errors';
import { SlotTakenError } from '../repositories/bookings';
import { syncBookingToCalendar } from './calendar-sync';
import { describeFreeCall } from './payments';
import { queueBookingScheduled } from './notifications';

export async function scheduleBooking(
  app: FastifyInstance,
  booking: BookingRecord,
  request: ScheduleRequest,
  now: Date = app.now(),
): Promise<BookingRecord> {
  if (booking.status === 'scheduled' || booking.scheduledAt !== null)
    throw conflict(messages.alreadyScheduled);
  if (booking.status !== 'paid') throw conflict(messages.paymentPending);

  const scheduledAt = new Date(request.scheduledAt);
  const problem = slotError({
    packageType: booking.packageType,
    scheduledAt,
    timezone: request.timezone,
    now,
  });
  if (problem !== null) throw badRequest(problem);
  const rules = app.config.booking;
  const zone = slotZone(booking.packageType, request.timezone);
  if (isBeyondHorizon(scheduledAt, zone, now, rules.horizonDays))
    throw badRequest(beyondHorizonMessage(rules.horizonDays));
  // The free call keeps its own 13:00–16:00 Cancun grid; paid sessions must fit whole.
  if (
    booking.packageType !== 'strategy-call' &&
    !isWithinWorkingHours(scheduledAt, sessionMinutes(booking.packageType), rules.workingHours)
  )
    throw badRequest(outsideWorkingHoursMessage(rules.workingHours));
  if (booking.packageType === 'strategy-call') {
    const upcoming = await app.repos.bookings.findUpcomingFreeCall(booking.email, now);
    if (upcoming !== null && upcoming.id !== booking.id && upcoming.scheduledAt !== null)
      throw conflict(freeCallExistsMessage(describeFreeCall(upcoming.scheduledAt)));
  }

  await ensureCalendarFree(app, sessionInterval(booking.packageType, scheduledAt));

  let scheduled: BookingRecord | null;
  try {
    scheduled = await app.knex.transaction(async (trx) => {
      const moved = await app.repos.bookings.schedule(
        booking.id,
        { scheduledAt, timezone: request.timezone },
        trx,
      );
      // The confirmation and invitation are queued with the booking's move to scheduled.
      if (moved !== null) await queueBookingScheduled(app, moved, trx);
      return moved;
    });
  } catch (error) {
    if (error instanceof SlotTakenError) throw conflict(messages.slotTaken);
    throw error;
  }
  // Another request moved this booking first.
  if (scheduled === null) throw conflict(messages.alreadyScheduled);

  const eventId = await syncBookingToCalendar(app, scheduled);
  return { ...scheduled, googleEventId: eventId };
}

/**
 * Refuses a time that overlaps the owner's own calendar. If Google cannot be reached the request
 * goes ahead (logged): our own sessions are still guarded by the database.
 */
async function ensureCalendarFree(
  app: FastifyInstance,
  slot: { start: Date; end: Date },
): Promise<void> {
  if (app.calendar === null) return;
  let busy;
  try {
    busy = await app.calendar.listBusy(slot.start, slot.end);
  } catch (error) {
    app.log.warn({ err: error }, 'calendar busy check failed; scheduling without it');
    return;
  }
  const clash = busy.some((event) =>
    overlaps(slot, { start: new Date(event.start), end: new Date(event.end) }),
  );
  if (clash) throw conflict(messages.slotTaken);
}
