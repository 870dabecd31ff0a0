/**
 * The coach's schedules in force and the slots they open. Until the owner saves the Schedules
 * screen, both follow the booking window the site ran on before (his site settings, else the
 * environment's) in OWNER_TIMEZONE, so such a site offers exactly what it offered then; once
 * saved, the stored schedules hold, in the zone saved with them (the coach's zone everywhere,
 * `app.coachZone`). The pickers compute their times from the same schedules with the same slot
 * engine (`@site/contracts/schedules/engine`), and every booking is checked against it here.
 */
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import {
  scheduleMessages,
  schedulesOf,
  slotsQueryMessages,
  type ScheduleRules,
  type SchedulesDocument,
} from '@site/contracts/endpoints/schedules';
import {
  slotRefusal,
  slotsBetween,
  type OpenSlot,
  type SlotQuery,
  type SlotRefusal,
} from '@site/contracts/schedules/engine';
import {
  bookedSessions,
  scheduleSessionMinutes,
  schedulesForWindow,
  schedulesHorizonDays,
  type Schedule,
  type ScheduleKind,
  type TimeRange,
} from '@site/contracts/schedules/schedule';
import { calendarDateRange, coachDatesCovering, addDays } from '@site/contracts/slots';
import { utcDay } from '@site/contracts/dates';
import { readSiteSettings } from '../../site';
import { badRequest, conflict } from '../../../platform/errors';
import { zoneInForce } from './coach-zone';

export interface SchedulesInForce {
  timeZone: string;
  customised: boolean;
  version: number;
  sessions: Schedule;
  freeCall: Schedule;
}

export async function readSchedulesInForce(
  app: FastifyInstance,
  trx?: Knex.Transaction,
): Promise<SchedulesInForce> {
  const stored = await app.repos.schedules.read(trx);
  if (stored.customised) {
    const { sessions, 'free-call': freeCall } = schedulesOf(stored);
    return { ...stored, sessions, freeCall };
  }
  const timeZone = zoneInForce(stored, app.config.owner.timezone);
  const { bookingWindow } = await readSiteSettings(app, trx);
  const defaults = schedulesForWindow(
    { ...bookingWindow, workingHours: { ...bookingWindow.workingHours, timeZone } },
    scheduleSessionMinutes,
  );
  return { timeZone, customised: false, version: stored.version, ...defaults };
}

const ranges = (list: readonly TimeRange[]): TimeRange[] =>
  list.map(({ start, end }) => ({ start, end }));

/**
 * A schedule without its zone, every field in one order (the database's JSON keeps its own):
 * two readings of equal schedules compare equal, as the audit's list of changed parts needs.
 */
function rulesOf(schedule: Schedule): ScheduleRules {
  return {
    weekly: schedule.weekly.map(ranges),
    overrides: schedule.overrides.map(({ from, to, ranges: hours }) => ({
      from,
      to,
      ranges: ranges(hours),
    })),
    visitorHours: schedule.visitorHours === null ? null : schedule.visitorHours.map(ranges),
    bufferBeforeMinutes: schedule.bufferBeforeMinutes,
    bufferAfterMinutes: schedule.bufferAfterMinutes,
    minimumNoticeMinutes: schedule.minimumNoticeMinutes,
    horizonDays: schedule.horizonDays,
    dailyMaximum: schedule.dailyMaximum,
    weeklyMaximum: schedule.weeklyMaximum,
    intervalMinutes: schedule.intervalMinutes,
  };
}

/** The schedules as the back office edits them (without each schedule's own zone). */
export function toDocument(schedules: SchedulesInForce): SchedulesDocument {
  return {
    timeZone: schedules.timeZone,
    sessions: rulesOf(schedules.sessions),
    freeCall: rulesOf(schedules.freeCall),
    version: schedules.version,
  };
}

/**
 * Saves the schedules in `trx` if none were saved since the owner read them at `version` (else
 * 409: two tabs never put each other's old values back), and moves the version on.
 */
export async function storeSchedules(
  app: FastifyInstance,
  document: SchedulesDocument,
  trx: Knex.Transaction,
): Promise<void> {
  const current = await app.repos.schedules.lockVersion(trx);
  if (current !== document.version) throw conflict(scheduleMessages.conflict);
  await app.repos.schedules.save(document, current + 1, trx, app.now());
}

export const scheduleOf = (schedules: SchedulesInForce, kind: ScheduleKind): Schedule =>
  kind === 'free-call' ? schedules.freeCall : schedules.sessions;

/** The schedule with another minimum notice, when one is given. */
const withNotice = (schedule: Schedule, minimumNoticeMinutes: number | undefined): Schedule =>
  minimumNoticeMinutes === undefined ? schedule : { ...schedule, minimumNoticeMinutes };

export const sessionMinutesOf = (kind: ScheduleKind): number =>
  kind === 'free-call' ? scheduleSessionMinutes.freeCall : scheduleSessionMinutes.sessions;

/**
 * The coach's booking lock, held until `trx` ends: one booking or move at a time reads the
 * sessions its daily and weekly maximum and its buffers count, and writes its own, so two made
 * at once never both pass a limit of one more. One lock for both schedules: a buffer keeps free
 * the time around sessions of either kind.
 */
export async function lockSessionBooking(
  app: FastifyInstance,
  trx: Knex.Transaction,
): Promise<void> {
  await app.repos.schedules.lockSessions(trx);
}

/** The held sessions a slot's buffers and the week's limit can meet, around `at`. */
async function sessionsAround(
  app: FastifyInstance,
  kind: ScheduleKind,
  from: Date,
  to: Date,
  options: { excludeSessionId?: number | null; trx?: Knex.Transaction } = {},
) {
  const held = await app.availability.heldSessions(from, to, options.trx);
  return bookedSessions(
    kind,
    held.filter((session) => session.id !== options.excludeSessionId),
  );
}

const dayMs = 86_400_000;
/** A week and a day each side: the coach's week of a slot, and any buffer. */
const aroundMs = 8 * dayMs;

/**
 * Why a session of `kind` starting at `start` cannot be booked under the schedule in force (null:
 * it can), with that schedule. Other held sessions count (the one being moved aside); the owner's
 * calendar is checked apart, where Google being down does not stop a booking.
 */
export async function scheduleRefusal(
  app: FastifyInstance,
  input: {
    kind: ScheduleKind;
    sessionMinutes: number;
    start: Date;
    visitorZone: string;
    now: Date;
    excludeSessionId?: number | null;
    /** A notice of its own instead of the schedule's (an emergency session's short notice). */
    minimumNoticeMinutes?: number;
  },
  trx?: Knex.Transaction,
): Promise<{ refusal: SlotRefusal | null; schedule: Schedule }> {
  const schedule = withNotice(
    scheduleOf(await readSchedulesInForce(app, trx), input.kind),
    input.minimumNoticeMinutes,
  );
  const query: SlotQuery = {
    schedule,
    sessionMinutes: input.sessionMinutes,
    visitorZone: input.visitorZone,
    now: input.now,
    busy: [],
    sessions: [],
  };
  // The hours, notice and horizon first: a time they refuse (a date in year 9999) reads nothing.
  const alone = slotRefusal(query, input.start);
  if (alone !== null) return { refusal: alone, schedule };
  const sessions = await sessionsAround(
    app,
    input.kind,
    new Date(input.start.getTime() - aroundMs),
    new Date(input.start.getTime() + aroundMs),
    { excludeSessionId: input.excludeSessionId ?? null, trx },
  );
  const refusal = slotRefusal({ ...query, sessions }, input.start);
  return { refusal, schedule };
}

/** How many days of slots one request may ask for: two months, as the pickers show at most. */
export const maxSlotDays = 62;

/**
 * The times open on each date of the visitor's zone from `from` to `to`: the schedule's, less the
 * held sessions and the owner's busy times (each coach day read once, cached; 502 Google down).
 */
export async function openSlots(
  app: FastifyInstance,
  input: {
    kind: ScheduleKind;
    visitorZone: string;
    from: string;
    to: string;
    /** A notice of its own instead of the schedule's (an emergency session's short notice). */
    minimumNoticeMinutes?: number;
  },
): Promise<{ timeZone: string; dates: Record<string, OpenSlot[]> }> {
  const { kind, visitorZone, from, to } = input;
  const first = utcDay(from);
  const last = utcDay(to);
  if (!first || !last || last < first || last.getTime() - first.getTime() >= maxSlotDays * dayMs)
    throw badRequest(slotsQueryMessages.date);
  const now = app.now();
  const schedules = await readSchedulesInForce(app);
  const schedule = withNotice(scheduleOf(schedules, kind), input.minimumNoticeMinutes);
  const horizonDays = schedulesHorizonDays(schedules);
  // The coach days the owner's calendar is read by, clamped to those a picker may ask for.
  const allowed = calendarDateRange({ now, horizonDays });
  const coachFrom = coachDatesCovering(from, visitorZone)[0] ?? from;
  const coachTo = coachDatesCovering(to, visitorZone).at(-1) ?? to;
  const busy: { start: string; end: string }[] = [];
  for (let day = coachFrom; day <= coachTo; day = addDays(day, 1)) {
    if (day < allowed.first || day > allowed.last) continue;
    busy.push(...(await app.availability.busyOn(day, horizonDays)));
  }
  const sessions = await sessionsAround(
    app,
    kind,
    new Date(first.getTime() - aroundMs),
    new Date(last.getTime() + aroundMs),
  );
  const query: SlotQuery = {
    schedule,
    sessionMinutes: sessionMinutesOf(kind),
    visitorZone,
    now,
    busy,
    sessions,
  };
  return { timeZone: visitorZone, dates: slotsBetween(query, from, to) };
}
