/**
 * Where the week's time grid draws each item, as pure functions: the hours the grid covers (07:00
 * to 21:00, widened to the whole hour around the week's earliest start and latest end), and each
 * item's place in its day's column — its top and height as fractions of the column (its start and
 * its duration on the zone's clock, so a quarter-hour call is a quarter of an hour tall; never
 * shorter than `minBoxMinutes`, one line of words, its name and its start), where boxes overlap its
 * lane among them side by side (no item is ever drawn under another or past the grid's foot), and
 * how much of a day's column has gone by.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The hours a week's grid covers when nothing falls outside them. */
export const defaultHours = { from: 7, to: 21 } as const;

/**
 * The grid's measures, in rem, which its styles draw with: an hour's height, and an item's line
 * (its text size times its line height) and the padding above and below its words.
 */
export const gridMeasures = {
  hourRem: 4.5,
  itemTextRem: 0.8125,
  itemLineHeight: 1.2,
  itemPaddingRem: 0.0625,
} as const;

/** The minutes of the grid's height that `lines` lines of an item's words take, to 5 minutes. */
function minutesForLines(lines: number): number {
  const { hourRem, itemTextRem, itemLineHeight, itemPaddingRem } = gridMeasures;
  const rem = lines * itemTextRem * itemLineHeight + 2 * itemPaddingRem;
  return Math.ceil(((rem / hourRem) * 60) / 5) * 5;
}

/**
 * The shortest box the grid draws, in minutes of its height: one line of words, its person's name
 * and its start side by side — a quarter of an hour, so a quarter-hour call is drawn as long as
 * it lasts.
 */
export const minBoxMinutes = minutesForLines(1);

/** From this length an item's box has its start on a second line, under its name. */
export const twoLineMinutes = minutesForLines(2);

/** From this length an item's box has the room for a third line: its package's. */
export const packageLineMinutes = minutesForLines(3);

const minutesPerDay = 24 * 60;

/** The minutes an item's box covers: its own, at least `minBoxMinutes`, inside the day. */
function boxOf(item: { start: number; end: number }): { start: number; end: number } {
  const end = Math.min(minutesPerDay, Math.max(item.end, item.start + minBoxMinutes));
  return { start: Math.min(item.start, end - minBoxMinutes), end };
}

export interface HourSpan {
  /** The first hour drawn (0–23). */
  from: number;
  /** The hour the grid ends at (1–24). */
  to: number;
}

/**
 * An interval's minutes on `day`'s clock in `zone`: from its start (0 when it began the day
 * before) to its end (24 × 60 when it goes on past midnight). Null when it does not touch the day.
 */
export function minutesOnDay(
  interval: { start: string; end: string },
  day: string,
  zone: string,
): { start: number; end: number } | null {
  const start = dayjs(interval.start).tz(zone);
  const end = dayjs(interval.end).tz(zone);
  const startDay = start.format('YYYY-MM-DD');
  const endDay = end.format('YYYY-MM-DD');
  if (startDay > day || endDay < day) return null;
  const from = startDay < day ? 0 : start.hour() * 60 + start.minute();
  const until = endDay > day ? minutesPerDay : end.hour() * 60 + end.minute();
  // An interval ending at midnight ends the day before: it does not touch this one.
  if (until <= from && !(from === until && interval.start === interval.end)) return null;
  return { start: from, end: Math.max(until, from) };
}

/**
 * The hours the grid covers: the default span, widened to the whole hours around every item's box
 * (its minutes, at least `minBoxMinutes` tall), so none is cut at the grid's top or foot.
 */
export function hourSpan(minutes: readonly { start: number; end: number }[]): HourSpan {
  let from: number = defaultHours.from;
  let to: number = defaultHours.to;
  for (const item of minutes) {
    const box = boxOf(item);
    from = Math.min(from, Math.floor(box.start / 60));
    to = Math.max(to, Math.ceil(box.end / 60));
  }
  return { from: Math.max(0, from), to: Math.min(24, to) };
}

export interface Placed<T> {
  item: T;
  /** Minutes on the day's clock. */
  start: number;
  end: number;
  /** From the grid's top, as a fraction of its height. */
  top: number;
  /** As a fraction of the grid's height. */
  height: number;
  /** Its lane among the items its box overlaps, and how many lanes they share. */
  lane: number;
  lanes: number;
  /** Long enough for its start on a line of its own under its name (`twoLineMinutes`). */
  tall: boolean;
  /** Long enough for its package's line under its name (`packageLineMinutes`). */
  roomy: boolean;
}

/**
 * The items of one day placed in its column: in order of start, each group of overlapping boxes
 * split into lanes side by side (an item takes the first lane free at its start; every item of the
 * group shares the group's number of lanes, so they line up).
 */
export function placeDay<T>(
  entries: readonly { item: T; start: number; end: number }[],
  span: HourSpan,
): Placed<T>[] {
  const first = span.from * 60;
  const length = (span.to - span.from) * 60;
  const sorted = [...entries].sort((a, b) => boxOf(a).start - boxOf(b).start || b.end - a.end);
  const placed: Placed<T>[] = [];
  let group: Placed<T>[] = [];
  let laneEnds: number[] = [];
  let groupEnd = -1;

  const closeGroup = () => {
    for (const member of group) member.lanes = laneEnds.length;
    group = [];
    laneEnds = [];
  };

  for (const entry of sorted) {
    // Two boxes overlap when their drawn heights do: a quarter-hour call right after another
    // would otherwise lie under it.
    const box = boxOf(entry);
    if (box.start >= groupEnd) {
      closeGroup();
    }
    let lane = laneEnds.findIndex((end) => end <= box.start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(box.end);
    } else laneEnds[lane] = box.end;
    groupEnd = Math.max(groupEnd, box.end);
    const start = Math.max(box.start, first);
    const end = Math.min(Math.max(box.end, start), first + length);
    const item: Placed<T> = {
      item: entry.item,
      start: entry.start,
      end: entry.end,
      top: (start - first) / length,
      height: (end - start) / length,
      lane,
      lanes: 1,
      tall: entry.end - entry.start >= twoLineMinutes,
      roomy: entry.end - entry.start >= packageLineMinutes,
    };
    group.push(item);
    placed.push(item);
  }
  closeGroup();
  return placed;
}

/**
 * How much of `day`'s column in a grid covering `span` has gone by at `now`, from its top, as a
 * fraction of its height: all of a day before today, none of one after it, and today down to the
 * present minute on the zone's clock.
 */
export function pastShare(day: string, span: HourSpan, zone: string, now: Date): number {
  const clock = dayjs(now).tz(zone);
  const today = clock.format('YYYY-MM-DD');
  if (day < today) return 1;
  if (day > today) return 0;
  const first = span.from * 60;
  const length = (span.to - span.from) * 60;
  const minutes = clock.hour() * 60 + clock.minute();
  return Math.min(1, Math.max(0, (minutes - first) / length));
}

/**
 * "7 AM", "12 PM", "3 PM" for the hour labels down the grid's side: the twelve-hour clock every
 * time in the back office is read on (midnight at a day's end, hour 24, is "12 AM").
 */
export function hourLabel(hour: number): string {
  const inDay = hour % 24;
  const twelve = inDay % 12 === 0 ? 12 : inDay % 12;
  return `${twelve}\u00a0${inDay < 12 ? 'AM' : 'PM'}`;
}
