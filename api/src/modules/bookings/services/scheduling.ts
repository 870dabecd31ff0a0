/**
 * The rules a session's time obeys, whoever books or moves it: its schedule's (the coach's hours
 * and date overrides, buffers, notice, horizon, daily and weekly limits: the slot engine of the
 * contracts package, which the pickers run too), one upcoming free call per email, and the
 * owner's own calendar (buffers included). The schedule's rules are checked once more in the
 * transaction that writes the session, under the coach's booking lock (`confirmSessionTime`), so
 * bookings made at once keep the daily and weekly maximum and the buffers; the database's
 * exclusion constraint then guards against any overlap between sessions, so concurrent requests
 * for one slot give exactly one success.
 */
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { ScheduleRequest } from '@site/contracts/api-types';
import { slotRefusalMessage, type SlotRefusal } from '@site/contracts/schedules/engine';
import { scheduleKindOf, type Schedule } from '@site/contracts/schedules/schedule';
import { zoneCity } from '@site/contracts/timezones';
import {
  overlaps,
  sessionInterval,
  sessionMinutes,
  timedPackageType,
  slotMessages,
  formatDate,
  formatTime,
  type Interval,
} from '@site/contracts/slots';
import { coachTimezone, isTimezoneName } from '@site/contracts/timezones';
import type { BookingRecord } from '../repositories/bookings';
import type { SessionKind, SessionTime } from '../repositories/booking-sessions';
import { emergencyMinimumLeadMinutes } from '@site/contracts/package-promises';
import type { PackageType } from '@site/contracts/packages';
import { badRequest, conflict, freeCallExistsMessage, messages } from '../../../platform/errors';
import type { BusyEvent } from '../../../platform/plugins/calendar';
import { lockSessionBooking, scheduleRefusal } from '../../schedules';

/**
 * 'Monday, January 7, 2030 at 1:00 PM (Kolkata time)': a free call in the zone its visitor chose
 * when he booked it (the coach's, Cancun, for a call booked without one).
 */
export function describeFreeCall(scheduledAt: Date | string, zone: string | null): string {
  const shown = zone !== null && isTimezoneName(zone) ? zone : coachTimezone;
  return `${formatDate(scheduledAt, shown)} at ${formatTime(scheduledAt, shown)} (${zoneCity(shown)} time)`;
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

/**
 * How a session of `kind` is scheduled: a package's main session by its package; its follow-up
 * call on the free call's grid, for the free call's length; its emergency session on the paid
 * sessions' grid with the short notice of an emergency instead of the schedule's.
 */
function timeRules(
  booking: BookingRecord,
  kind: SessionKind,
): { packageType: PackageType; minimumNoticeMinutes?: number } {
  if (kind === 'follow-up') return { packageType: timedPackageType(booking.packageType, kind) };
  if (kind === 'emergency')
    return { packageType: booking.packageType, minimumNoticeMinutes: emergencyMinimumLeadMinutes };
  return { packageType: booking.packageType };
}

/** The schedule's refusal as the client reads it: 409 for a time taken, 400 for any other rule. */
function refusalError(refusal: SlotRefusal, schedule: Schedule) {
  return refusal === 'taken'
    ? conflict(messages.slotTaken)
    : badRequest(slotRefusalMessage(refusal, schedule));
}

/** The session time a request asks for, once every rule above holds; throws 400/409 otherwise. */
export async function checkSessionTime(
  app: FastifyInstance,
  booking: BookingRecord,
  request: ScheduleRequest,
  options: {
    now: Date;
    ownEventId?: string | null;
    ownSessionId?: number | null;
    kind?: SessionKind;
  },
): Promise<SessionTime> {
  const { now } = options;
  if (!isTimezoneName(request.timezone)) throw badRequest(slotMessages.timezone);
  const scheduledAt = new Date(request.scheduledAt);
  const rules = timeRules(booking, options.kind ?? 'main');
  const refused = await scheduleRefusal(app, {
    kind: scheduleKindOf(rules.packageType),
    sessionMinutes: sessionMinutes(rules.packageType),
    start: scheduledAt,
    visitorZone: request.timezone,
    now,
    excludeSessionId: options.ownSessionId ?? null,
    ...(rules.minimumNoticeMinutes === undefined
      ? {}
      : { minimumNoticeMinutes: rules.minimumNoticeMinutes }),
  });
  if (refused.refusal !== null) throw refusalError(refused.refusal, refused.schedule);
  if (booking.packageType === 'strategy-call') {
    const upcoming = await app.repos.bookings.findUpcomingFreeCall(booking.email, now);
    if (upcoming !== null && upcoming.id !== booking.id && upcoming.scheduledAt !== null)
      throw conflict(
        freeCallExistsMessage(describeFreeCall(upcoming.scheduledAt, upcoming.timezone)),
      );
  }
  const slot = sessionInterval(rules.packageType, scheduledAt);
  await ensureCalendarFree(app, slot, refused.schedule, options.ownEventId ?? null);
  const { start, end } = slot;
  return { startsAt: start, endsAt: end, timezone: request.timezone };
}

/**
 * The schedule's rules checked again inside the transaction that writes the session, under the
 * coach's booking lock (held until it commits): the sessions counted are those committed before,
 * so of two bookings made at once under a daily or weekly maximum with room for one more, or
 * within each other's buffers, exactly one is saved and the other refused with its message.
 */
export async function confirmSessionTime(
  app: FastifyInstance,
  booking: BookingRecord,
  time: SessionTime,
  options: { now: Date; ownSessionId?: number | null; kind?: SessionKind },
  trx: Knex.Transaction,
): Promise<void> {
  await lockSessionBooking(app, trx);
  const rules = timeRules(booking, options.kind ?? 'main');
  const refused = await scheduleRefusal(
    app,
    {
      kind: scheduleKindOf(rules.packageType),
      sessionMinutes: sessionMinutes(rules.packageType),
      start: time.startsAt,
      visitorZone: time.timezone,
      now: options.now,
      excludeSessionId: options.ownSessionId ?? null,
      ...(rules.minimumNoticeMinutes === undefined
        ? {}
        : { minimumNoticeMinutes: rules.minimumNoticeMinutes }),
    },
    trx,
  );
  if (refused.refusal !== null) throw refusalError(refused.refusal, refused.schedule);
}

/** The session with its schedule's buffers around it: the time the owner's calendar must leave free. */
export function withBuffers(
  slot: Interval,
  schedule: Pick<Schedule, 'bufferBeforeMinutes' | 'bufferAfterMinutes'>,
): Interval {
  return {
    start: new Date(slot.start.getTime() - schedule.bufferBeforeMinutes * 60_000),
    end: new Date(slot.end.getTime() + schedule.bufferAfterMinutes * 60_000),
  };
}

/**
 * Refuses a time that overlaps time the owner blocked in his back office or his own calendar
 * (409), or whose buffers overlap his calendar (400); the session's own event aside, when it
 * moves. If Google cannot be reached the request goes ahead (logged): our own sessions are still
 * guarded by the database.
 */
async function ensureCalendarFree(
  app: FastifyInstance,
  slot: Interval,
  schedule: Schedule,
  ownEventId: string | null,
): Promise<void> {
  if (await app.availability.isBlocked(slot.start, slot.end)) throw conflict(messages.slotTaken);
  if (app.calendar === null) return;
  const padded = withBuffers(slot, schedule);
  let busy;
  try {
    busy = await app.calendar.listBusy(padded.start, padded.end);
  } catch (error) {
    app.log.warn({ err: error }, 'calendar busy check failed; scheduling without it');
    return;
  }
  if (clashesWithCalendar(slot, busy, ownEventId)) throw conflict(messages.slotTaken);
  if (clashesWithCalendar(padded, busy, ownEventId))
    throw badRequest(slotRefusalMessage('buffer', schedule));
}
