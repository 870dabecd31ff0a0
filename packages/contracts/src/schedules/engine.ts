/**
 * The slot rules of a schedule, as pure functions: the API offers and accepts exactly these times,
 * and the pickers and the back office's preview draw them from the same code. Every instant is
 * worked out in its zone from the zone's offset on that day (`zoneOffsetMinutes`, kept per zone
 * and day, the same the dayjs timezone conversions of the site use), so a daylight-saving change
 * in the coach's zone or the visitor's moves a wall-clock range with it; a start the clocks skip
 * is never offered. Plain arithmetic on instants: the browser computes two months of slots as a
 * page hydrates.
 */
import { slotMessages, type Interval } from '../slots';
import { utcDay } from '../dates';
import { zoneOffsetMinutes } from '../zone-conversion';
import type { Schedule, TimeRange } from './schedule';

/** A time the coach is not free: an event of his calendar, ISO instants or Dates. */
export interface BusyTime {
  start: string | Date;
  end: string | Date;
}

/** Another session already booked; those of this schedule's kind count towards its limits. */
export interface BookedSession extends BusyTime {
  countsTowardLimits: boolean;
}

export interface SlotQuery {
  schedule: Schedule;
  /** How long the session being booked lasts. */
  sessionMinutes: number;
  /** The visitor's IANA zone: dates are his, times are shown in it. */
  visitorZone: string;
  now: Date;
  busy: readonly BusyTime[];
  sessions: readonly BookedSession[];
}

export interface OpenSlot {
  /** HH:mm in the visitor's zone. */
  time: string;
  /** The instant the session starts, ISO (UTC). */
  startsAt: string;
}

/** Why a start cannot be booked; the first rule it breaks, in this order. */
export const slotRefusals = [
  'outside',
  'past',
  'notice',
  'horizon',
  'taken',
  'buffer',
  'daily-limit',
  'weekly-limit',
] as const;
export type SlotRefusal = (typeof slotRefusals)[number];

const minuteMs = 60_000;
const dayMs = 86_400_000;

export function timeMinutes(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** `date` moved by `days` calendar days, YYYY-MM-DD (plain arithmetic: called per candidate). */
function addDays(date: string, days: number): string {
  const day = dayNumber(date);
  return day === null ? date : dayName(day + days);
}

/** The calendar date it is in `zone` at `now`. */
function todayIn(zone: string, now: Date): string {
  return dateIn(now.getTime(), zone);
}

function weekdayOf(date: string): number {
  const day = dayNumber(date);
  // Day 0 (1970-01-01) was a Thursday.
  return day === null ? 0 : (((day + 4) % 7) + 7) % 7;
}

/**
 * The zone's offset at an instant, in minutes: `zoneOffsetMinutes`, with a day's offset kept here
 * per zone under a numeric key once its first and last second agree (a zone changes its offset at
 * most once a day), since the engine asks thousands of times for two months of slots.
 */
const offsetsByZone = new Map<string, Map<number, number | null>>();

function offsetAt(instant: number, zone: string): number {
  let days = offsetsByZone.get(zone);
  if (!days) {
    days = new Map();
    offsetsByZone.set(zone, days);
  }
  const day = Math.floor(instant / dayMs);
  let allDay = days.get(day);
  if (allDay === undefined) {
    const first = zoneOffsetMinutes(day * dayMs, zone);
    allDay = first === zoneOffsetMinutes((day + 1) * dayMs - 1000, zone) ? first : null;
    if (days.size >= 5000) days.clear();
    days.set(day, allDay);
  }
  return allDay ?? zoneOffsetMinutes(instant, zone);
}

/** Dates written YYYY-MM-DD by their UTC day number and back, kept: both are asked per candidate. */
const dayNumbers = new Map<string, number | null>();
const dayNames = new Map<number, string>();

function dayNumber(date: string): number | null {
  let day = dayNumbers.get(date);
  if (day === undefined) {
    const parsed = utcDay(date);
    day = parsed === null ? null : Math.round(parsed.getTime() / dayMs);
    if (dayNumbers.size >= 20_000) dayNumbers.clear();
    dayNumbers.set(date, day);
  }
  return day;
}

function dayName(day: number): string {
  let name = dayNames.get(day);
  if (name === undefined) {
    name = new Date(day * dayMs).toISOString().slice(0, 10);
    if (dayNames.size >= 20_000) dayNames.clear();
    dayNames.set(day, name);
  }
  return name;
}

/** The wall-clock reading of an instant in `zone`, as if it were UTC (offsets kept per day). */
function localMs(instant: number, zone: string): number {
  return instant + offsetAt(instant, zone) * minuteMs;
}

/** The date an instant falls on in `zone`, YYYY-MM-DD. */
function dateIn(instant: number, zone: string): string {
  return dayName(Math.floor(localMs(instant, zone) / dayMs));
}

/**
 * The instant a wall-clock time (minutes after midnight, 1440 = the midnight after) of `date`
 * falls on in `zone`, and whether that wall-clock time exists there (not skipped by the clocks);
 * a time the clocks repeat is its first occurrence. Read from the zones' kept offsets
 * (`zoneOffsetMinutes`), so a page whose server sent them asks ICU nothing.
 */
function wallClock(date: string, minutes: number, zone: string): { at: number; exists: boolean } {
  const local = (dayNumber(date) ?? Number.NaN) * dayMs + minutes * minuteMs;
  const guess = local - offsetAt(local, zone) * minuteMs;
  const at = local - offsetAt(guess, zone) * minuteMs;
  return { at, exists: at + offsetAt(at, zone) * minuteMs === local };
}

/** The coach's ranges on a date of his zone: the last override covering it, else the weekday's. */
export function coachRangesOn(schedule: Schedule, date: string): readonly TimeRange[] {
  for (let i = schedule.overrides.length - 1; i >= 0; i -= 1) {
    const override = schedule.overrides[i]!;
    if (override.from <= date && date <= override.to) return override.ranges;
  }
  return schedule.weekly[weekdayOf(date)] ?? [];
}

/**
 * The hours the coach works on a date of his zone: the ranges of all his schedules that day
 * (overrides included), joined where they overlap or touch, in order. None: he does not work.
 */
export function workingRangesOn(schedules: readonly Schedule[], date: string): TimeRange[] {
  const ranges = schedules
    .flatMap((schedule) => coachRangesOn(schedule, date))
    .map((range) => ({ start: timeMinutes(range.start), end: timeMinutes(range.end) }))
    .filter((range) => range.end > range.start)
    .sort((a, b) => a.start - b.start);
  const joined: { start: number; end: number }[] = [];
  for (const range of ranges) {
    const last = joined[joined.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else joined.push({ ...range });
  }
  const clock = (total: number) =>
    `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  return joined.map((range) => ({ start: clock(range.start), end: clock(range.end) }));
}

/** The starts a list of ranges on `date` in `zone` offers, each session fitting whole. */
function startsIn(
  ranges: readonly TimeRange[],
  date: string,
  zone: string,
  interval: number,
  length: number,
): number[] {
  const starts: number[] = [];
  for (const range of ranges) {
    const end = timeMinutes(range.end);
    for (let t = timeMinutes(range.start); t + length <= end; t += interval) {
      const start = wallClock(date, t, zone);
      if (start.exists) starts.push(start.at);
    }
  }
  return starts;
}

/** Whether a session [start, end) lies inside one of the coach's ranges of its day. */
function fitsCoachHours(schedule: Schedule, start: number, end: number): boolean {
  const date = dateIn(start, schedule.timeZone);
  return coachRangesOn(schedule, date).some(
    (range) =>
      wallClock(date, timeMinutes(range.start), schedule.timeZone).at <= start &&
      end <= wallClock(date, timeMinutes(range.end), schedule.timeZone).at,
  );
}

/** The coach's dates (his zone) a day of the visitor's overlaps: one or two. */
function coachDatesOf(date: string, visitorZone: string, coachZone: string): string[] {
  const start = wallClock(date, 0, visitorZone).at;
  const end = wallClock(date, 24 * 60, visitorZone).at;
  const dates: string[] = [];
  const last = Math.floor(localMs(end - 1, coachZone) / dayMs);
  for (let day = Math.floor(localMs(start, coachZone) / dayMs); day <= last; day += 1)
    dates.push(dayName(day));
  return dates;
}

/** Every start the schedule's hours offer on a date of the visitor's, before any other rule. */
function candidatesOn(query: SlotQuery, date: string): number[] {
  const { schedule, visitorZone, sessionMinutes: length } = query;
  const interval = schedule.intervalMinutes;
  const lengthMs = length * minuteMs;
  let starts: number[];
  if (schedule.visitorHours !== null) {
    const ranges = schedule.visitorHours[weekdayOf(date)] ?? [];
    starts = startsIn(ranges, date, visitorZone, interval, length).filter((start) =>
      fitsCoachHours(schedule, start, start + lengthMs),
    );
  } else {
    starts = coachDatesOf(date, visitorZone, schedule.timeZone)
      .flatMap((day) =>
        startsIn(coachRangesOn(schedule, day), day, schedule.timeZone, interval, length),
      )
      .filter(
        (start) =>
          dateIn(start, visitorZone) === date && fitsCoachHours(schedule, start, start + lengthMs),
      );
  }
  return [...new Set(starts)].sort((a, b) => a - b);
}

interface Prepared {
  query: SlotQuery;
  busy: Interval[];
  sessions: Interval[];
  /** Sessions counting towards the limits, per coach date and per coach week (its Monday). */
  perDay: Map<string, number>;
  perWeek: Map<string, number>;
  /** The last date (in the zone dates are counted in) the horizon reaches. */
  lastDate: string;
  dateZone: string;
}

function weekOf(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

function interval(time: BusyTime): Interval {
  return { start: new Date(time.start), end: new Date(time.end) };
}

function prepare(query: SlotQuery): Prepared {
  const { schedule } = query;
  const perDay = new Map<string, number>();
  const perWeek = new Map<string, number>();
  for (const session of query.sessions) {
    if (!session.countsTowardLimits) continue;
    const day = dateIn(new Date(session.start).getTime(), schedule.timeZone);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
    perWeek.set(weekOf(day), (perWeek.get(weekOf(day)) ?? 0) + 1);
  }
  const dateZone = schedule.visitorHours === null ? schedule.timeZone : query.visitorZone;
  return {
    query,
    busy: query.busy.map(interval),
    sessions: query.sessions.map(interval),
    perDay,
    perWeek,
    lastDate: addDays(todayIn(dateZone, query.now), schedule.horizonDays),
    dateZone,
  };
}

function hits(start: number, end: number, intervals: readonly Interval[]): boolean {
  return intervals.some((i) => start < i.end.getTime() && i.start.getTime() < end);
}

/** The first rule a start offered by the hours breaks, or null when it can be booked. */
function ruleBroken(prepared: Prepared, start: number): SlotRefusal | null {
  const { query, busy, sessions } = prepared;
  const { schedule, now } = query;
  const end = start + query.sessionMinutes * minuteMs;
  if (start <= now.getTime()) return 'past';
  if (start - now.getTime() < schedule.minimumNoticeMinutes * minuteMs) return 'notice';
  if (dateIn(start, prepared.dateZone) > prepared.lastDate) return 'horizon';
  if (hits(start, end, busy) || hits(start, end, sessions)) return 'taken';
  const before = schedule.bufferBeforeMinutes * minuteMs;
  const after = schedule.bufferAfterMinutes * minuteMs;
  // The session's buffers stay free, and so do those of the sessions around it.
  if (
    hits(start - before, end + after, busy) ||
    hits(start - before, end + after, sessions) ||
    sessions.some((s) => start < s.end.getTime() + after && s.start.getTime() - before < end)
  )
    return 'buffer';
  const day = dateIn(start, schedule.timeZone);
  if (schedule.dailyMaximum !== null && (prepared.perDay.get(day) ?? 0) >= schedule.dailyMaximum)
    return 'daily-limit';
  if (
    schedule.weeklyMaximum !== null &&
    (prepared.perWeek.get(weekOf(day)) ?? 0) >= schedule.weeklyMaximum
  )
    return 'weekly-limit';
  return null;
}

function toSlot(start: number, zone: string): OpenSlot {
  const time = new Date(localMs(start, zone)).toISOString().slice(11, 16);
  return { time, startsAt: new Date(start).toISOString() };
}

/** The times a visitor can book on a date of his zone (YYYY-MM-DD), earliest first. */
export function slotsOn(query: SlotQuery, date: string): OpenSlot[] {
  if (utcDay(date) === null) return [];
  const prepared = prepare(query);
  return candidatesOn(query, date)
    .filter((start) => ruleBroken(prepared, start) === null)
    .map((start) => toSlot(start, query.visitorZone));
}

/**
 * The times a visitor can book on every date of his zone from `from` to `to` (inclusive), dates
 * without any left out: what a calendar of slot times per date draws.
 */
export function slotsBetween(
  query: SlotQuery,
  from: string,
  to: string,
): Record<string, OpenSlot[]> {
  const result: Record<string, OpenSlot[]> = {};
  if (utcDay(from) === null || utcDay(to) === null) return result;
  const prepared = prepare(query);
  const first = dayNumber(from) ?? 0;
  const last = dayNumber(to) ?? -1;
  for (let day = first; day <= last; day += 1) {
    const date = dayName(day);
    const slots = candidatesOn(query, date)
      .filter((start) => ruleBroken(prepared, start) === null)
      .map((start) => toSlot(start, query.visitorZone));
    if (slots.length > 0) result[date] = slots;
  }
  return result;
}

/** The dates of the visitor's zone a schedule can offer at `now`: today to the horizon's end. */
export function bookableRange(query: Pick<SlotQuery, 'schedule' | 'visitorZone' | 'now'>): {
  from: string;
  to: string;
} {
  const { schedule, visitorZone, now } = query;
  const from = todayIn(visitorZone, now);
  const dateZone = schedule.visitorHours === null ? schedule.timeZone : visitorZone;
  const lastInstant = wallClock(
    addDays(todayIn(dateZone, now), schedule.horizonDays),
    24 * 60,
    dateZone,
  ).at;
  return { from, to: dateIn(lastInstant - 1, visitorZone) };
}

/**
 * Why a session starting at `start` cannot be booked under the schedule, or null when it can:
 * the server refuses every time the pickers would not offer.
 */
export function slotRefusal(query: SlotQuery, start: Date): SlotRefusal | null {
  const at = start.getTime();
  const date = dateIn(at, query.visitorZone);
  if (!candidatesOn(query, date).includes(at)) return 'outside';
  return ruleBroken(prepare(query), at);
}

/** A duration in minutes as people say it: '90 minutes', '1 hour', '2 days'. */
export function durationText(minutes: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes > 0 && minutes % (24 * 60) === 0) return plural(minutes / (24 * 60), 'day');
  if (minutes > 0 && minutes % 60 === 0) return plural(minutes / 60, 'hour');
  return plural(minutes, 'minute');
}

/** Refused beyond the horizon. */
export function horizonMessage(horizonDays: number): string {
  return `Sessions can be booked up to ${horizonDays} days ahead. Please choose an earlier date.`;
}

/** What the server answers (400) when a requested time breaks the schedule. */
export function slotRefusalMessage(refusal: SlotRefusal, schedule: Schedule): string {
  switch (refusal) {
    case 'outside':
      return slotMessages.grid;
    case 'past':
      return slotMessages.past;
    case 'notice':
      return `Sessions must be booked at least ${durationText(schedule.minimumNoticeMinutes)} ahead. Please choose a later time.`;
    case 'horizon':
      return horizonMessage(schedule.horizonDays);
    case 'taken':
      return 'That time is no longer available. Please choose another time.';
    case 'buffer':
      return 'That time is too close to another session. Please choose another time.';
    case 'daily-limit':
      return 'No more sessions can be booked on that day. Please choose another date.';
    case 'weekly-limit':
      return 'No more sessions can be booked that week. Please choose another week.';
  }
}
