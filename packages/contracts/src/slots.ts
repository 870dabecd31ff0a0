/**
 * Slot rules shared by the pickers and the server: weekdays only, no past times, the two grids, the
 * booking horizon and the coach's working hours. Every rule is evaluated in its IANA zone with
 * dayjs utc/timezone; instants cross the wire as ISO strings (UTC).
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { BookingRules } from './endpoints/responses';
import { packages, type PackageType } from './packages';
import zoneConversion, { dayMs, instantAtWallClock } from './zone-conversion';
import { isDateString, utcDay } from './dates';
import {
  coachTimezone,
  isTimezoneName,
  timezoneInParentheses,
  timeWithZone,
  timezones,
  zoneTimeNameInParentheses,
} from './timezones';

export { isDateString };

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(zoneConversion);
dayjs.extend(customParseFormat);

function times(from: string, to: string, stepMinutes: number): string[] {
  const result: string[] = [];
  const start = dayjs.utc(`2000-01-01 ${from}`, 'YYYY-MM-DD HH:mm');
  const end = dayjs.utc(`2000-01-01 ${to}`, 'YYYY-MM-DD HH:mm');
  for (let t = start; !t.isAfter(end); t = t.add(stepMinutes, 'minute')) {
    result.push(t.format('HH:mm'));
  }
  return result;
}

/** The free strategy call's grid: every quarter hour, in America/Cancun. */
export const strategyCallStepMinutes = 15;

/** When free calls start, in the coach's zone: the first and the last start, HH:mm, inclusive. */
export type FreeCallHours = BookingWindow['freeCallHours'];

/** 13 slots, 13:00 to 16:00 every 15 minutes, unless the owner sets other hours. */
export const defaultFreeCallHours: FreeCallHours = { first: '13:00', last: '16:00' };

export const strategyCallTimes: readonly string[] = times(
  defaultFreeCallHours.first,
  defaultFreeCallHours.last,
  strategyCallStepMinutes,
);

/** The free call's slots for its hours, as HH:mm in the coach's zone. */
export function strategyCallTimesFor(hours: FreeCallHours): readonly string[] {
  return hours.first === defaultFreeCallHours.first && hours.last === defaultFreeCallHours.last
    ? strategyCallTimes
    : times(hours.first, hours.last, strategyCallStepMinutes);
}

/** How many days ahead the owner may open his calendar, at least and at most. */
export const bookingHorizonBounds = { min: 1, max: 730 } as const;

/** 09:00–11:30 and 14:00–16:30 every 30 minutes, in the client's chosen zone. */
export const paidSessionTimes: readonly string[] = [
  ...times('09:00', '11:30', 30),
  ...times('14:00', '16:30', 30),
];

export const slotMessages = {
  timezone: 'Please choose a timezone from the list.',
  weekday:
    'Sessions can only be booked on weekdays (Monday to Friday). Please choose another date.',
  past: 'That time has already passed. Please choose a future date and time.',
  grid: 'Please choose one of the available times.',
} as const;

/**
 * The times offered for a package, as HH:mm in `slotZone(...)`: the free call's from its hours
 * (the default ones without a booking window), the paid sessions' fixed grid.
 */
export function slotTimes(packageType: PackageType, window?: BookingWindow): readonly string[] {
  if (packageType !== 'strategy-call') return paidSessionTimes;
  return window ? strategyCallTimesFor(window.freeCallHours) : strategyCallTimes;
}

/** The zone a package's grid is defined in: Cancun for the free call, the chosen zone otherwise. */
export function slotZone(packageType: PackageType, chosenZone: string): string {
  return packageType === 'strategy-call' ? coachTimezone : chosenZone;
}

export function sessionMinutes(packageType: PackageType): number {
  return packages[packageType].durationMinutes;
}

/** The instant a slot starts: `date` and `time` read as wall-clock time in `zone`. */
export function slotStart(date: string, time: string, zone: string): Date {
  return dayjs.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', zone).toDate();
}

/**
 * A `YYYY-MM-DDTHH:mm` wall-clock time in `zone` → the instant; null when it is not written so,
 * names no such day (February 30) or is a time the clocks skip (spring forward). Scheduling a
 * post or a newsletter "for 09:30" reads the owner's time this way.
 */
export function instantInZone(local: string, zone: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const parsed = dayjs.tz(local, 'YYYY-MM-DDTHH:mm', zone);
  if (!parsed.isValid() || parsed.tz(zone).format('YYYY-MM-DDTHH:mm') !== local) return null;
  return parsed.toDate();
}

/**
 * The UTC instants bounding a calendar day in `zone`: [start, end), from its midnight to the next
 * (23 or 25 hours apart on a day the clocks change).
 */
export function dayBounds(date: string, zone: string): { start: Date; end: Date } {
  const midnight = utcDay(date)?.getTime() ?? Number.NaN;
  return {
    start: new Date(instantAtWallClock(midnight, zone)),
    end: new Date(instantAtWallClock(midnight + dayMs, zone)),
  };
}

export function isWeekend(date: string): boolean {
  const day = utcDay(date)?.getUTCDay();
  return day === 0 || day === 6;
}

/**
 * When the coach can be booked: how many days ahead, and the hours (in the coach's own zone, on the
 * listed weekdays, 0 = Sunday) every session must fit inside, whatever zone the client picks from.
 * The API answers it (GET /api/booking-rules) beside the schedules in force, so its schema is its
 * one declaration.
 */
export type BookingWindow = Omit<BookingRules, 'schedules'>;

/** The paid sessions' hours (the free call has its own). */
export type WorkingHours = BookingWindow['workingHours'];

export const defaultBookingWindow: BookingWindow = {
  horizonDays: 60,
  freeCallHours: defaultFreeCallHours,
  workingHours: {
    start: '08:00',
    end: '20:00',
    timeZone: coachTimezone,
    weekdays: [1, 2, 3, 4, 5],
  },
};

/** The calendar date (YYYY-MM-DD) it is in `zone` at the instant `now`. */
export function todayIn(zone: string, now: Date): string {
  return dayjs(now).tz(zone).format('YYYY-MM-DD');
}

/** `date` moved by `days` calendar days, as YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  return dayjs.utc(date, 'YYYY-MM-DD').add(days, 'day').format('YYYY-MM-DD');
}

/** The last date that can be booked: today in `zone` plus the horizon. */
export function lastBookableDate(zone: string, now: Date, horizonDays: number): string {
  return addDays(todayIn(zone, now), horizonDays);
}

/**
 * Whether a date can be picked at all: a real weekday, not before today in `zone`, not beyond the
 * horizon. Dates compare as YYYY-MM-DD strings, which sort like the calendar.
 */
export function isBookableDate(
  date: string,
  input: { zone: string; now: Date; horizonDays: number },
): boolean {
  return bookableDates(input).isBookable(date);
}

/**
 * The same rule as `isBookableDate`, with today and the last bookable date (YYYY-MM-DD in `zone`)
 * worked out once: for a calendar that asks about every day it shows.
 */
export function bookableDates(input: { zone: string; now: Date; horizonDays: number }): {
  today: string;
  lastDate: string;
  isBookable: (date: string) => boolean;
} {
  const today = todayIn(input.zone, input.now);
  const lastDate = addDays(today, input.horizonDays);
  return {
    today,
    lastDate,
    isBookable: (date) =>
      isDateString(date) && !isWeekend(date) && date >= today && date <= lastDate,
  };
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Whether a session starting at `start` and lasting `minutes` fits inside the working hours. */
export function isWithinWorkingHours(start: Date, minutes: number, hours: WorkingHours): boolean {
  const local = dayjs(start).tz(hours.timeZone);
  if (!hours.weekdays.includes(local.day())) return false;
  // A session running past midnight ends after any working day's end.
  const from = local.hour() * 60 + local.minute();
  const to = from + minutes;
  return from >= minutesOf(hours.start) && to <= minutesOf(hours.end);
}

/**
 * Whether a session starting at `start` falls beyond the horizon: its date in the grid's `zone` is
 * after today (in that zone) plus `horizonDays`. A whole day is bookable or not, as on the calendar.
 */
export function isBeyondHorizon(
  start: Date,
  zone: string,
  now: Date,
  horizonDays: number,
): boolean {
  return dayjs(start).tz(zone).format('YYYY-MM-DD') > lastBookableDate(zone, now, horizonDays);
}

/**
 * A wall-clock time written HH:mm as the site writes hours in text, as its booking times read
 * ('1:00 PM'): '13:00' → '1:00 PM', a no-break space keeping the time with its AM or PM.
 */
export function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minutes).padStart(2, '0')}\u00a0${hours < 12 ? 'AM' : 'PM'}`;
}

/** Two wall-clock times (HH:mm) as a range in text: '1:00 PM–4:00 PM'. */
export function clockRange(first: string, last: string): string {
  return `${clockTime(first)}–${clockTime(last)}`;
}

/** The free call's hours as the calendar page states them: '1:00 PM–4:00 PM'. */
export function freeCallHoursText(hours: FreeCallHours): string {
  return clockRange(hours.first, hours.last);
}

/** A slot's start shown in `zone`, e.g. '1:00 PM'. */
export function formatTime(instant: Date | string, zone: string): string {
  return dayjs(instant).tz(zone).format('h:mm A');
}

/** "7:00 PM" for a page's running text: a no-break space keeps the time with its AM or PM. */
export function formatTimeWhole(instant: Date | string, zone: string): string {
  return formatTime(instant, zone).replace(' ', '\u00a0');
}

/** A time with its zone for a page's running text, "7:00 PM (UTC)" (see `timeWithZone`). */
export function formatTimeInZone(instant: Date | string, zone: string): string {
  return timeWithZone(formatTime(instant, zone), zone);
}

/**
 * A session's time in a sentence, its zone named as the screens name it (`timezoneInParentheses`,
 * never the engine's own name for the zone): 'Saturday, December 5, 2026 at 10:30 AM (Eastern
 * Standard)'. The emails' subjects and details say times this way.
 */
export function formatSessionTime(instant: Date | string, zone: string): string {
  return `${formatDate(instant, zone)} at ${formatTime(instant, zone)} ${timezoneInParentheses(zone)}`;
}

/**
 * A session's time in a sentence for the owner, its zone named as the back office names it
 * (`zoneTimeNameInParentheses`): 'Saturday, December 5, 2026 at 10:30 AM (Cancun time)'. The
 * owner's emails (subjects and details) and notices say times this way.
 */
export function formatOwnerSessionTime(instant: Date | string, zone: string): string {
  return `${formatDate(instant, zone)} at ${formatTime(instant, zone)} ${zoneTimeNameInParentheses(zone)}`;
}

/**
 * The site's written dates, month first (dayjs formats): the long style of a heading or a
 * sentence, 'Monday, January 7, 2030' ('Monday, January 7' where the year goes without saying),
 * the short one of a table's row, 'Jan 7, 2030', and the brief one of a one-line summary, 'Mon, Jan 7'.
 */
export const dateFormats = {
  long: 'dddd, MMMM D, YYYY',
  day: 'dddd, MMMM D',
  short: 'MMM D, YYYY',
  brief: 'ddd, MMM D',
} as const;

/** An instant's date in `zone` written out, e.g. 'Monday, January 7, 2030'. */
export function formatDate(instant: Date | string, zone: string): string {
  return dayjs(instant).tz(zone).format(dateFormats.long);
}

/**
 * An instant's day in `zone` in the long style without its year, for a line of text that needs
 * none: 'Monday, January 7'.
 */
export function formatWeekdayDate(instant: Date | string, zone: string): string {
  return dayjs(instant).tz(zone).format(dateFormats.day);
}

/**
 * An instant's day in `zone` as a near one is said, 'Today' or 'Tomorrow' (counted in that zone
 * at `now`); null for any other day, which is said by its date.
 */
export function nearDayWord(
  instant: Date | string,
  zone: string,
  now: Date,
): 'Today' | 'Tomorrow' | null {
  const day = todayIn(zone, new Date(instant));
  const today = todayIn(zone, now);
  if (day === today) return 'Today';
  if (day === addDays(today, 1)) return 'Tomorrow';
  return null;
}

/** An instant's day in `zone`, brief, for a one-line summary of a time chosen: 'Mon, Jan 7'. */
export function formatBriefDate(instant: Date | string, zone: string): string {
  return dayjs(instant).tz(zone).format(dateFormats.brief);
}

/** An instant's date in `zone`, short, for a row of a table: 'Jan 7, 2030'. */
export function formatShortDate(instant: Date | string, zone: string): string {
  return dayjs(instant).tz(zone).format(dateFormats.short);
}

/**
 * A day of the browser's own calendar (a date picker's local midnight) as a day button names it,
 * in the site's long style, e.g. 'Monday, January 7, 2030': dayjs's English names, no time zone,
 * so no ICU formatter (the first one a page builds loads ICU's data, a long task).
 */
export function formatPickerDay(date: Date): string {
  return dayjs(date).format(dateFormats.long);
}

/** A YYYY-MM-DD date written out, e.g. 'Monday, January 7, 2030'. */
export function formatDateString(date: string): string {
  return dayjs.utc(date, 'YYYY-MM-DD').format(dateFormats.long);
}

export interface Interval {
  start: Date;
  end: Date;
}

export function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

export function sessionInterval(packageType: PackageType, scheduledAt: Date | string): Interval {
  const start = new Date(scheduledAt);
  return { start, end: new Date(start.getTime() + sessionMinutes(packageType) * 60_000) };
}

/** A session's kind: one of the package's own, or an extra (its follow-up call, its emergency). */
export type SessionKindOf = 'main' | 'follow-up' | 'emergency';

/** The package whose lengths and hours a session keeps: a follow-up call is timed as the free call. */
export function timedPackageType(packageType: PackageType, kind?: SessionKindOf): PackageType {
  return kind === 'follow-up' ? 'strategy-call' : packageType;
}

/**
 * The meeting itself, without the time kept free after it: what a calendar file blocks (a paid
 * session blocks 90 minutes of the coach's schedule, and lasts 60).
 */
export function meetingInterval(
  packageType: PackageType,
  kind: SessionKindOf | undefined,
  startsAt: Date | string,
): Interval {
  const start = new Date(startsAt);
  const minutes = packages[timedPackageType(packageType, kind)].sessionMinutes;
  return { start, end: new Date(start.getTime() + minutes * 60_000) };
}

/**
 * Why a requested start time is not bookable, or null when it is. The server answers 400 with
 * this message; pickers use the same rules to disable dates and hide times.
 */
export function slotError(input: {
  packageType: PackageType;
  scheduledAt: Date;
  timezone: string;
  now: Date;
  window?: BookingWindow;
}): string | null {
  if (!isTimezoneName(input.timezone)) return slotMessages.timezone;
  const local = dayjs(input.scheduledAt).tz(slotZone(input.packageType, input.timezone));
  if (local.day() === 0 || local.day() === 6) return slotMessages.weekday;
  if (input.scheduledAt.getTime() <= input.now.getTime()) return slotMessages.past;
  const onGrid =
    local.second() === 0 &&
    local.millisecond() === 0 &&
    slotTimes(input.packageType, input.window).includes(local.format('HH:mm'));
  return onGrid ? null : slotMessages.grid;
}

export interface Slot {
  /** HH:mm in the grid's zone. */
  time: string;
  /** The slot's start instant, ISO (UTC). */
  startsAt: string;
}

/**
 * The slots still offered on `date`: on the grid, in the future, not overlapping a scheduled
 * session or a busy calendar event. Weekends give none. With a booking window, the free call
 * follows its hours, and slots beyond the horizon or (paid sessions) outside the coach's working
 * hours are dropped too.
 */
export function availableSlots(input: {
  date: string;
  packageType: PackageType;
  timezone: string;
  now: Date;
  taken: readonly { packageType: PackageType; scheduledAt: string }[];
  busy: readonly { start: string; end: string }[];
  window?: BookingWindow;
}): Slot[] {
  if (!isDateString(input.date) || isWeekend(input.date)) return [];
  const zone = slotZone(input.packageType, input.timezone);
  const bookingWindow = input.window;
  const minutes = sessionMinutes(input.packageType);
  const blocked: Interval[] = [
    ...input.taken.map((booking) => sessionInterval(booking.packageType, booking.scheduledAt)),
    ...input.busy.map((event) => ({ start: new Date(event.start), end: new Date(event.end) })),
  ];
  return slotTimes(input.packageType, bookingWindow)
    .map((time) => ({ time, start: slotStart(input.date, time, zone) }))
    .filter(({ start }) => start.getTime() > input.now.getTime())
    .filter(
      ({ start }) =>
        bookingWindow === undefined ||
        (!isBeyondHorizon(start, zone, input.now, bookingWindow.horizonDays) &&
          (input.packageType === 'strategy-call' ||
            isWithinWorkingHours(start, minutes, bookingWindow.workingHours))),
    )
    .filter(({ start }) => {
      const slot = sessionInterval(input.packageType, start);
      return !blocked.some((interval) => overlaps(slot, interval));
    })
    .map(({ time, start }) => ({ time, startsAt: start.toISOString() }));
}

/**
 * The coach's calendar days (YYYY-MM-DD in the coach's zone) that a day in `zone` overlaps: one or
 * two, since the owner's calendar is read one coach day at a time.
 */
export function coachDatesCovering(date: string, zone: string): string[] {
  const { start, end } = dayBounds(date, zone);
  const first = dayjs(start).tz(coachTimezone).format('YYYY-MM-DD');
  const last = dayjs(end.getTime() - 1)
    .tz(coachTimezone)
    .format('YYYY-MM-DD');
  return first === last ? [first] : [first, last];
}

/** Every UTC offset a zone has, in minutes: -12:00 to +14:00 by quarter hours. */
const quarterHourOffsets = Array.from({ length: (26 * 60) / 15 + 1 }, (_, i) => -12 * 60 + i * 15);

/**
 * The coach days whose calendar a picker may ask for at `now`: every coach day that some bookable
 * date overlaps, in any zone a visitor may pick (a visitor in Kiritimati or Sydney sees days that
 * begin or end on another coach day). Bounded by the listed zones and by every UTC offset a zone
 * can have. YYYY-MM-DD in the coach's zone, inclusive; the server refuses the calendar of any
 * other day.
 */
export function calendarDateRange(input: { now: Date; horizonDays: number }): {
  first: string;
  last: string;
} {
  let first: string | null = null;
  let last: string | null = null;
  const widen = (from: string, to: string) => {
    if (first === null || from < first) first = from;
    if (last === null || to > last) last = to;
  };
  for (const { value: zone } of timezones) {
    const today = todayIn(zone, input.now);
    const from = coachDatesCovering(today, zone)[0] ?? today;
    const to = coachDatesCovering(addDays(today, input.horizonDays), zone).at(-1) ?? today;
    widen(from, to);
  }
  const now = input.now.getTime();
  for (const offset of quarterHourOffsets) {
    const shift = offset * 60_000;
    // Today's midnight at this offset, and the end of the last bookable day.
    const start = Math.floor((now + shift) / dayMs) * dayMs - shift;
    const end = start + (input.horizonDays + 1) * dayMs;
    widen(todayIn(coachTimezone, new Date(start)), todayIn(coachTimezone, new Date(end - 1)));
  }
  const today = todayIn(coachTimezone, input.now);
  return { first: first ?? today, last: last ?? addDays(today, input.horizonDays) };
}
