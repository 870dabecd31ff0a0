/**
 * The rules a session's time obeys, whoever books or moves it: the slot rules of the contracts
 * package (weekdays, future, on the grid), the booking horizon and the working hours (a paid
 * session's whole 90 minutes must fit), one upcoming free call per e-mail, and the owner's own
 * calendar. The database's exclusion constraint then guards against any overlap between
 * sessions, so concurrent requests for one slot give exactly one success.
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
  formatDate,
  formatTime,
  type BookingWindow,
  type Interval,
} from '@site/contracts/slots';
import type { PackageType } from '@site/contracts/packages';
import { coachTimezone } from '@site/contracts/timezones';
import type { BookingRecord } from '../../../db/mapping';
import type { SessionTime } from '../repositories/booking-sessions';
import {
  badRequest,
  beyondHorizonMessage,
  conflict,
  freeCallExistsMessage,
  messages,
  outsideWorkingHoursMessage,
} from '../../../platform/errors';
import type { BusyEvent } from '../../../platform/plugins/calendar';
import { readSiteSettings } from '../../site';

/** 'Monday, January 7, 2030 at 1:00 PM (Cancun time)': the strategy call's own zone. */
export function describeFreeCall(scheduledAt: Date | string): string {
  return `${formatDate(scheduledAt, coachTimezone)} at ${formatTime(scheduledAt, coachTimezone)} (${coachTimezone.split('/')[1]} time)`;
}

/**
 * Why a start time breaks the slot rules for this package at `now` (the grid, weekdays, the
 * future, the horizon, the working hours), as the 400's message; null when it keeps them all.
 */
export function slotRefusal(input: {
  packageType: PackageType;
  scheduledAt: Date;
  timezone: string;
  now: Date;
  window: BookingWindow;
}): string | null {
  const { packageType, scheduledAt, now, window } = input;
  const problem = slotError(input);
  if (problem !== null) return problem;
  const zone = slotZone(packageType, input.timezone);
  if (isBeyondHorizon(scheduledAt, zone, now, window.horizonDays))
    return beyondHorizonMessage(window.horizonDays);
  // The free call keeps its own hours (its grid, above); paid sessions must fit whole.
  if (
    packageType !== 'strategy-call' &&
    !isWithinWorkingHours(scheduledAt, sessionMinutes(packageType), window.workingHours)
  )
    return outsideWorkingHoursMessage(window.workingHours);
  return null;
}

/**
 * Whether a session's time clashes with an event of the owner's calendar; the session's own event
 * (when it moves) does not count. An event that only touches the session does not clash.
 */
export function clashesWithCalendar(
  slot: Interval,
  busy: readonly BusyEvent[],
  ownEventId: string | null,
): boolean {
  return busy.some(
    (event) =>
      (ownEventId === null || event.id !== ownEventId) &&
      overlaps(slot, { start: new Date(event.start), end: new Date(event.end) }),
  );
}

/** The session time a request asks for, once every rule above holds; throws 400/409 otherwise. */
export async function checkSessionTime(
  app: FastifyInstance,
  booking: BookingRecord,
  request: ScheduleRequest,
  options: { now: Date; ownEventId?: string | null },
): Promise<SessionTime> {
  const { now } = options;
  const rules = (await readSiteSettings(app)).bookingWindow;
  const scheduledAt = new Date(request.scheduledAt);
  const problem = slotRefusal({
    packageType: booking.packageType,
    scheduledAt,
    timezone: request.timezone,
    now,
    window: rules,
  });
  if (problem !== null) throw badRequest(problem);
  if (booking.packageType === 'strategy-call') {
    const upcoming = await app.repos.bookings.findUpcomingFreeCall(booking.email, now);
    if (upcoming !== null && upcoming.id !== booking.id && upcoming.scheduledAt !== null)
      throw conflict(freeCallExistsMessage(describeFreeCall(upcoming.scheduledAt)));
  }
  const { start, end } = sessionInterval(booking.packageType, scheduledAt);
  await ensureCalendarFree(app, { start, end }, options.ownEventId ?? null);
  return { startsAt: start, endsAt: end, timezone: request.timezone };
}

/**
 * Refuses a time that overlaps the owner's own calendar (the session's own event aside, when it
 * moves). If Google cannot be reached the request goes ahead (logged): our own sessions are
 * still guarded by the database.
 */
async function ensureCalendarFree(
  app: FastifyInstance,
  slot: { start: Date; end: Date },
  ownEventId: string | null,
): Promise<void> {
  if (app.calendar === null) return;
  let busy;
  try {
    busy = await app.calendar.listBusy(slot.start, slot.end);
  } catch (error) {
    app.log.warn({ err: error }, 'calendar busy check failed; scheduling without it');
    return;
  }
  if (clashesWithCalendar(slot, busy, ownEventId)) throw conflict(messages.slotTaken);
}
