/**
 * Where the week's time grid draws each item, as pure functions: the hours the grid covers (07:00
 * to 21:00, widened to the whole hour around any earlier or later item), and each item's place in
 * its day's column — its top and height as fractions of the column (its start and its duration on
 * the zone's clock), and, where items overlap, its lane among them side by side.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The hours a week's grid covers when nothing falls outside them. */
export const defaultHours = { from: 7, to: 21 } as const;

const minutesPerDay = 24 * 60;

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

/** The hours the grid covers: the default span, widened to the whole hours of every item's minutes. */
export function hourSpan(minutes: readonly { start: number; end: number }[]): HourSpan {
  let from: number = defaultHours.from;
  let to: number = defaultHours.to;
  for (const item of minutes) {
    from = Math.min(from, Math.floor(item.start / 60));
    to = Math.max(to, Math.ceil(item.end / 60));
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
  /** Its lane among the items it overlaps, and how many lanes they share. */
  lane: number;
  lanes: number;
  /** The overlap cluster it belongs to: its index among the day's clusters, in order of start. */
  cluster: number;
}

export interface Cluster<T> {
  /** Its items in order of start (one, when it overlaps nothing). */
  members: Placed<T>[];
  /** From the grid's top to its first start, and down to its last end, as fractions of the grid. */
  top: number;
  height: number;
}

/**
 * The items of one day placed in its column: in order of start, each overlapping group split into
 * lanes side by side (an item takes the first lane free at its start; every item of the group
 * shares the group's number of lanes, so they line up).
 */
export function placeDay<T>(
  entries: readonly { item: T; start: number; end: number }[],
  span: HourSpan,
): Placed<T>[] {
  const first = span.from * 60;
  const length = (span.to - span.from) * 60;
  const sorted = [...entries].sort((a, b) => a.start - b.start || b.end - a.end);
  const placed: Placed<T>[] = [];
  let group: Placed<T>[] = [];
  let laneEnds: number[] = [];
  let groupEnd = -1;
  let cluster = -1;

  const closeGroup = () => {
    for (const member of group) member.lanes = laneEnds.length;
    group = [];
    laneEnds = [];
  };

  for (const entry of sorted) {
    if (entry.start >= groupEnd) {
      closeGroup();
      cluster += 1;
    }
    let lane = laneEnds.findIndex((end) => end <= entry.start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(entry.end);
    } else laneEnds[lane] = entry.end;
    // A zero-length item still takes its place (it would otherwise overlap nothing).
    groupEnd = Math.max(groupEnd, entry.end, entry.start + 1);
    const start = Math.max(entry.start, first);
    const end = Math.min(Math.max(entry.end, start), first + length);
    const item: Placed<T> = {
      item: entry.item,
      start: entry.start,
      end: entry.end,
      top: (start - first) / length,
      height: (end - start) / length,
      lane,
      lanes: 1,
      cluster,
    };
    group.push(item);
    placed.push(item);
  }
  closeGroup();
  return placed;
}

/**
 * The day's items as overlap clusters: items that overlap (directly or through another) drawn as
 * one block from the first start to the last end, each on its own line, so every item's words get
 * the column's whole width instead of a narrow lane.
 */
export function clusterDay<T>(placed: readonly Placed<T>[]): Cluster<T>[] {
  const clusters: Cluster<T>[] = [];
  for (const member of placed) {
    const bottom = member.top + member.height;
    const current = clusters[member.cluster];
    if (!current) {
      clusters[member.cluster] = { members: [member], top: member.top, height: member.height };
      continue;
    }
    current.members.push(member);
    current.height = Math.max(current.top + current.height, bottom) - current.top;
  }
  return clusters;
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
