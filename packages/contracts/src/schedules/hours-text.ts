/**
 * A schedule's weekly hours as the booking pages state them, in the coach's zone: which days
 * ("weekdays", "Tuesdays", "Mondays and Thursdays") and from the first start to the last start
 * of each range ("1:00 PM–4:00 PM"), so the text always follows the schedule in force: the defaults
 * read "on weekdays, 1:00 PM–4:00 PM Cancun time", a coach who keeps Tuesdays 14:00–18:00 for
 * 15-minute calls reads "on Tuesdays, 2:00 PM–5:45 PM Cancun time".
 */
import { clockRange } from '../slots';
import { zoneCity } from '../timezones';
import { timeMinutes } from './engine';
import type { Schedule, TimeRange } from './schedule';

const dayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
/** Monday first, as a working week reads. */
const weekOrder = [1, 2, 3, 4, 5, 6, 0] as const;

export interface HoursPart {
  /** 'weekdays', 'every day', 'Tuesdays', 'Mondays and Thursdays'. */
  days: string;
  /** 'Monday to Friday' for weekdays, else as `days`. */
  dayRange: string;
  /** '1:00 PM–4:00 PM', or several ranges: '9:00 AM–11:30 AM and 2:00 PM–4:30 PM'. */
  hours: string;
}

export interface HoursText {
  /** One part per set of days sharing the same hours, Monday first; none when no day is open. */
  parts: HoursPart[];
  /** The city of the coach's zone, as in "Cancun time". */
  zone: string;
}

/** Minutes after midnight as HH:mm. */
function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A range's first and last start for sessions of `length` minutes every `interval`, or null. */
function startsText(range: TimeRange, length: number, interval: number): string | null {
  const start = timeMinutes(range.start);
  const room = timeMinutes(range.end) - start - length;
  if (room < 0) return null;
  const last = start + Math.floor(room / interval) * interval;
  return clockRange(hhmm(start), hhmm(last));
}

function list(words: readonly string[]): string {
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

function daysText(days: readonly number[]): { days: string; dayRange: string } {
  const key = [...days].sort().join();
  if (key === '1,2,3,4,5') return { days: 'weekdays', dayRange: 'Monday to Friday' };
  if (key === '0,1,2,3,4,5,6') return { days: 'every day', dayRange: 'every day' };
  const named = list(days.map((day) => `${dayNames[day]}s`));
  return { days: named, dayRange: named };
}

/** The weekly hours of `schedule` for sessions of `sessionMinutes`, as the pages state them. */
export function scheduleHoursText(schedule: Schedule, sessionMinutes: number): HoursText {
  const groups = new Map<string, number[]>();
  for (const day of weekOrder) {
    const hours = (schedule.weekly[day] ?? [])
      .map((range) => startsText(range, sessionMinutes, schedule.intervalMinutes))
      .filter((text): text is string => text !== null);
    if (hours.length === 0) continue;
    const key = list(hours);
    groups.set(key, [...(groups.get(key) ?? []), day]);
  }
  return {
    parts: [...groups].map(([hours, days]) => ({ ...daysText(days), hours })),
    zone: zoneCity(schedule.timeZone),
  };
}

/**
 * The free call's hours in a sentence: "on weekdays, 1:00 PM–4:00 PM Cancun time"; several sets of
 * days joined ("on Mondays, 9:00 AM–11:45 AM Cancun time, and on Tuesdays, 2:00 PM–5:45 PM Cancun
 * time"); "on the dates the coach opens" when no weekday is open (overrides only).
 */
export function hoursSentence({ parts, zone }: HoursText): string {
  if (parts.length === 0) return 'on the dates the coach opens';
  return parts.map((part) => `on ${part.days}, ${part.hours} ${zone} time`).join(', and ');
}

/** The same, hours first, as a page's description reads: "1:00 PM–4:00 PM Cancun time on weekdays". */
export function hoursSummary({ parts, zone }: HoursText): string {
  if (parts.length === 0) return 'on the dates the coach opens';
  return parts.map((part) => `${part.hours} ${zone} time on ${part.days}`).join(' and ');
}

/** The hours as a schedule's details list them: "1:00 PM–4:00 PM Cancun time, Monday to Friday". */
export function hoursDetails({ parts, zone }: HoursText): string {
  if (parts.length === 0) return 'On the dates the coach opens';
  return parts.map((part) => `${part.hours} ${zone} time, ${part.dayRange}`).join('; ');
}
