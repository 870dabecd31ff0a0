/**
 * The coach's working hours in the week's time grid, as pure functions: where each range of a
 * day his schedules open is tinted (its top and height as fractions of the grid), and the free
 * hours in them he can book or block from the grid (a slot per hour from the range's start, each
 * clear of everything already on the day and not yet begun).
 */
import type { TimeRange } from '@site/contracts/schedules/schedule';
import { timeMinutes } from '@site/contracts/schedules/engine';
import { instantAt } from './calendar-days';
import { minutesOnDay, type HourSpan } from './week-grid';

/** A slot's length in the grid: an hour, the grid's own row. */
export const slotMinutes = 60;

/** Minutes after midnight as the form's clock writes them, "09:30". */
export function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A range in minutes of the day, as the grid and the slots count. */
export function rangeMinutes(range: TimeRange): { start: number; end: number } {
  return { start: timeMinutes(range.start), end: timeMinutes(range.end) };
}

/** Where a working range is tinted in a grid covering `span`: fractions of its height. */
export function placeRange(
  range: TimeRange,
  span: HourSpan,
): { top: number; height: number } | null {
  const first = span.from * 60;
  const length = (span.to - span.from) * 60;
  const { start, end } = rangeMinutes(range);
  const top = Math.max(start, first);
  const bottom = Math.min(end, first + length);
  if (bottom <= top) return null;
  return { top: (top - first) / length, height: (bottom - top) / length };
}

export interface WorkingSlot {
  /** Minutes after midnight of the day, and the form's "HH:mm". */
  start: number;
  end: number;
  time: string;
  /** The slot's start as an instant. */
  at: string;
}

/**
 * The free slots of `day` in its working `ranges`: an hour each from each range's start (the
 * last one cut at the range's end), leaving out those that have begun by `now` and those any of
 * `taken` (the day's sessions, blocked and busy times) overlaps.
 */
export function workingSlots(
  day: string,
  ranges: readonly TimeRange[],
  taken: readonly { start: string; end: string }[],
  zone: string,
  now: Date,
): WorkingSlot[] {
  const busy = taken.flatMap((interval) => {
    const minutes = minutesOnDay(interval, day, zone);
    return minutes ? [minutes] : [];
  });
  const slots: WorkingSlot[] = [];
  for (const range of ranges) {
    const { start: from, end: until } = rangeMinutes(range);
    for (let start = from; start < until; start += slotMinutes) {
      const end = Math.min(start + slotMinutes, until);
      // A clock of 24:00 is the next day's midnight: never a start.
      if (start >= 24 * 60) break;
      const at = instantAt(day, clockTime(start), zone);
      if (Date.parse(at) < now.getTime()) continue;
      if (busy.some((interval) => interval.start < end && interval.end > start)) continue;
      slots.push({ start, end, time: clockTime(start), at });
    }
  }
  return slots;
}

/** The Block time form's first choice on a day without working hours: 9:00 AM, for three hours. */
export const blockDefault = { from: 9 * 60, hours: 3 } as const;

/**
 * Where the Block time form starts on `day`: at the day's first working hour (9:00 AM on a day
 * without working `ranges`); on today, at the next whole or half hour still ahead of `now`, moved
 * into the day's working ranges (to the next one's start when between two, or before the first);
 * when no working time is left today, the next half hour all the same. It lasts three hours, cut
 * at the end of its range.
 */
export function blockTimeDefault(
  day: string,
  ranges: readonly TimeRange[],
  zone: string,
  now: Date,
): { from: string; until: string } {
  const latest = 23 * 60 + 30;
  const at = now.toISOString();
  const today = minutesOnDay({ start: at, end: at }, day, zone);
  // The next whole or half hour strictly after now, today; a later day from its midnight.
  const earliest = today === null ? 0 : Math.min(Math.floor(today.start / 30) * 30 + 30, latest);
  let from: number = today === null ? blockDefault.from : earliest;
  let end = 24 * 60 - 1;
  const range = ranges
    .map(rangeMinutes)
    .filter((minutes) => minutes.end > earliest && minutes.start < 24 * 60)
    .sort((a, b) => a.start - b.start)[0];
  if (range) {
    from = Math.max(earliest, Math.ceil(range.start / 30) * 30);
    end = Math.min(range.end, end);
  }
  return { from: clockTime(from), until: clockTime(Math.min(from + blockDefault.hours * 60, end)) };
}
