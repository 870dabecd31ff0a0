/**
 * The calendar's days, as pure functions of dates written YYYY-MM-DD (days of the coach's zone):
 * which days a week or a month view shows, where Previous / Next and the arrow keys lead, and on
 * which days of his zone a session, blocked time or busy time falls.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { isDateString, utcDay } from '@site/contracts/dates';
import { addDays, todayIn } from '@site/contracts/slots';
import { formatTime } from '../../../lib/format';
import { monthDays } from './month-cells';

dayjs.extend(utc);
dayjs.extend(timezone);

export type CalendarViewKind = 'week' | 'month';

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  return utcDay(date)?.getUTCDay() ?? 0;
}

/** The Monday of the week `date` is in (weeks run Monday to Sunday). */
export function startOfWeek(date: string): string {
  return addDays(date, -((weekday(date) + 6) % 7));
}

/** The first of `date`'s month. */
export function startOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** `date` moved by whole months, its day kept or clamped to the month's last (31 Jan → 28 Feb). */
export function addMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const first = new Date(Date.UTC(2000, 0, 1));
  first.setUTCFullYear(year, month - 1 + months, 1);
  const last = new Date(Date.UTC(2000, 0, 1));
  last.setUTCFullYear(first.getUTCFullYear(), first.getUTCMonth() + 1, 0);
  first.setUTCDate(Math.min(day, last.getUTCDate()));
  return first.toISOString().slice(0, 10);
}

/**
 * What a calendar address shows: its view (`?view=month`, else a week), its chosen day (`?date=`,
 * else today in the owner's zone) and the days around it. The screen and the server's first read
 * of the page both work it out here, so the server reads exactly the range the screen shows.
 */
export function calendarPeriod(searchParams: URLSearchParams, zone: string, now: Date) {
  const view: CalendarViewKind = searchParams.get('view') === 'month' ? 'month' : 'week';
  const today = todayIn(zone, now);
  const asked = searchParams.get('date') ?? '';
  const date = isDateString(asked) ? asked : today;
  return { view, today, date, days: viewDays(view, date) };
}

/**
 * The days a view shows around `date`: its week (Monday to Sunday), or the weeks that hold a day
 * of its month (`monthDays`: four to six, from the Monday on or before the first).
 */
export function viewDays(view: CalendarViewKind, date: string): string[] {
  if (view === 'month') return monthDays(date);
  const from = startOfWeek(date);
  return Array.from({ length: 7 }, (_, index) => addDays(from, index));
}

/** Previous / Next: a week or a month away. */
export function shiftPeriod(view: CalendarViewKind, date: string, direction: -1 | 1): string {
  return view === 'week' ? addDays(date, 7 * direction) : addMonths(date, direction);
}

/**
 * Where a key moves the chosen day: arrows a day or a week, Home / End the week's first and last
 * day, Page Up / Page Down a month. Null: the key is not the calendar's.
 */
export function dayAfterKey(date: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return startOfWeek(date);
    case 'End':
      return addDays(startOfWeek(date), 6);
    case 'PageUp':
      return addMonths(date, -1);
    case 'PageDown':
      return addMonths(date, 1);
    default:
      return null;
  }
}

/** The days of `zone` an interval [start, end) touches, in order. */
export function daysTouched(start: string, end: string, zone: string): string[] {
  const first = dayjs(start).tz(zone).format('YYYY-MM-DD');
  // The instant just before the end: an interval ending at midnight does not touch the next day.
  const last = dayjs(new Date(new Date(end).getTime() - 1))
    .tz(zone)
    .format('YYYY-MM-DD');
  const days = [first];
  while (days.length < 400 && days[days.length - 1]! < last)
    days.push(addDays(days[days.length - 1]!, 1));
  return days;
}

/** The time of an instant in `zone` on the back office's clock, "2:30 PM". */
export function timeIn(iso: string, zone: string): string {
  return formatTime(iso, zone);
}

/** What each day of the calendar shows: everything touching it, in order of start. */
export function groupByDay<T>(
  items: readonly T[],
  interval: (item: T) => { start: string; end: string },
  zone: string,
): Map<string, T[]> {
  const byDay = new Map<string, T[]>();
  for (const item of items) {
    const { start, end } = interval(item);
    for (const day of daysTouched(start, end, zone)) {
      const list = byDay.get(day) ?? [];
      list.push(item);
      byDay.set(day, list);
    }
  }
  for (const list of byDay.values())
    list.sort((a, b) => interval(a).start.localeCompare(interval(b).start));
  return byDay;
}

/**
 * An instant from a day and a wall-clock time of `zone` ("2026-03-08", "02:30"): the time as the
 * zone's clock shows it; a time the clock skips (the spring gap) moves forward by the gap.
 */
export function instantAt(date: string, time: string, zone: string): string {
  return dayjs.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', zone).toISOString();
}
