import type { PluginFunc } from 'dayjs';
// The timezone plugin's types (`tz`, `utcOffset(offset)`): this extends it.
import type {} from 'dayjs/plugin/timezone';
import type {} from 'dayjs/plugin/utc';

/**
 * A faster `dayjs(instant).tz(zone)` for the timezone plugin. The plugin's conversion formats the
 * instant with `Date#toLocaleString` and a time zone, which builds a new ICU formatter on every
 * call (about a millisecond on a phone); the slot rules convert dozens of instants per render.
 * This one reads the zone's offset from one `Intl.DateTimeFormat` per zone, kept, and gives the
 * same instant at that offset, as the plugin's own `dayjs.tz(string, zone)` does. Conversions that
 * keep the local time (`tz(zone, true)`) are left to the plugin. Extend after the timezone plugin.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(zone, format);
  }
  return format;
}

function offsetAt(timestamp: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const { type, value } of formatIn(zone).formatToParts(timestamp)) {
    if (type !== 'literal') parts[type] = Number(value);
  }
  const wallClock = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour! % 24,
    parts.minute!,
    parts.second!,
  );
  const wholeSeconds = timestamp - (((timestamp % 1000) + 1000) % 1000);
  return Math.round((wallClock - wholeSeconds) / 60_000);
}

/** A UTC day, in milliseconds. */
export const dayMs = 86_400_000;
/** Per zone and UTC day: the zone's offset all day long, or null on a day it changes. */
const dayOffsets = new Map<string, number | null>();
const dayKey = (zone: string, day: number) => `${zone}|${day}`;
/** While a server renders one page: the whole-day offsets its render read (`collectZoneOffsets`). */
let collecting: Map<string, number> | undefined;

/**
 * The zone's offset all day long on UTC day `day` (days since 1970-01-01), or null on a day it
 * changes. A zone changes its offset at most once a day, so a day whose first and last second
 * share an offset has it throughout: two readings per zone and day, kept.
 */
function allDayOffset(zone: string, day: number): number | null {
  const key = dayKey(zone, day);
  let allDay = dayOffsets.get(key);
  if (allDay === undefined) {
    const first = offsetAt(day * dayMs, zone);
    allDay = first === offsetAt((day + 1) * dayMs - 1000, zone) ? first : null;
    if (dayOffsets.size >= 10_000) dayOffsets.clear();
    dayOffsets.set(key, allDay);
  }
  if (collecting && allDay !== null) collecting.set(key, allDay);
  return allDay;
}

/** The zone's offset from UTC at `timestamp`, in minutes (east positive), as the plugin's. */
export function zoneOffsetMinutes(timestamp: number, zone: string): number {
  return allDayOffset(zone, Math.floor(timestamp / dayMs)) ?? offsetAt(timestamp, zone);
}

/**
 * The instant a wall-clock time in `zone` falls on; `local` is that reading as if it were UTC
 * (`Date.UTC(year, month, day, hours, minutes)`). A reading the clocks pass twice (autumn) is its
 * first occurrence; one they skip (spring) is read with the offset before the jump, so it lands
 * that far after it (00:00 skipped to 01:00 is the instant of the jump). From the zone's kept
 * offsets like `zoneOffsetMinutes`, so a page whose server sent them asks ICU nothing, where
 * `dayjs.tz(text, zone)` builds a formatter.
 */
export function instantAtWallClock(local: number, zone: string): number {
  // A zone changes its offset at most once within a day or so: the offsets a day before and a
  // day after are the two a reading near a change can have.
  const before = zoneOffsetMinutes(local - dayMs, zone);
  const after = zoneOffsetMinutes(local + dayMs, zone);
  const withBefore = local - before * 60_000;
  const withAfter = local - after * 60_000;
  const beforeHolds = zoneOffsetMinutes(withBefore, zone) === before;
  const afterHolds = zoneOffsetMinutes(withAfter, zone) === after;
  if (beforeHolds && afterHolds) return Math.min(withBefore, withAfter);
  if (afterHolds) return withAfter;
  return withBefore;
}

/**
 * A zone's offsets over a run of UTC days, as one machine read them: `offsets[i]` is the offset on
 * UTC day `firstDay + i` (days since 1970-01-01), or null on a day the offset changes.
 */
export interface ZoneDays {
  zone: string;
  firstDay: number;
  offsets: (number | null)[];
}

/** The zone's offsets on the `days` UTC days from the one holding `from`. */
export function readZoneDays(zone: string, from: number, days: number): ZoneDays {
  const firstDay = Math.floor(from / dayMs);
  const offsets = Array.from({ length: days }, (_, i) => allDayOffset(zone, firstDay + i));
  return { zone, firstDay, offsets };
}

/**
 * Takes offsets another machine read (the server that rendered the page) as this one's, so the
 * conversions on those days ask ICU nothing. In a browser, the first time-zone formatter loads
 * ICU's zone data, a task of about 40 ms on a fast computer; a page that only needs today's date
 * in the coach's zone need not pay it. A day whose offset changes is still read here.
 */
export function rememberZoneDays({ zone, firstDay, offsets }: ZoneDays) {
  offsets.forEach((offset, i) => {
    if (offset !== null && Number.isInteger(offset))
      dayOffsets.set(dayKey(zone, firstDay + i), offset);
  });
}

/**
 * Takes this machine's own zone's offsets from `Date` (`getTimezoneOffset`, which builds no ICU
 * formatter) for the `days` UTC days from the one holding `from`: `zone` must be the zone this
 * machine's clock runs in. A page drawn in the browser's own zone then loads no ICU zone data,
 * whatever that zone is; a day whose offset changes is still read with ICU when needed.
 */
export function rememberLocalZoneDays(zone: string, from: number, days: number) {
  const firstDay = Math.floor(from / dayMs);
  for (let day = firstDay; day < firstDay + days; day += 1) {
    const key = dayKey(zone, day);
    if (dayOffsets.has(key)) continue;
    // `|| 0`: east of UTC is positive, and UTC is 0, not -0.
    const first = -new Date(day * dayMs).getTimezoneOffset() || 0;
    const last = -new Date((day + 1) * dayMs - 1000).getTimezoneOffset() || 0;
    if (first === last && Number.isInteger(first)) dayOffsets.set(key, first);
  }
}

/** Whole-day offsets as `[zone|day, minutes]` pairs, sent with a page (JSON). */
export type ZoneOffsets = Array<[string, number]>;

/** Where a page's query state carries the offsets its server render read. */
export const zoneOffsetsQueryKey = ['zone-offsets'] as const;

/**
 * Where a page's query state carries offsets its server read ahead (`ZoneDays[]`, see
 * `readZoneDays`): the days the page draws once it runs in the browser, by the browser's clock
 * (today, the weeks ahead), which the server's own render, drawn before that clock is read, did
 * not need.
 */
export const zoneDaysQueryKey = ['zone-days'] as const;

/**
 * Runs `render` (a server's synchronous render of one page) and gives the whole-day offsets it
 * read beside its result. Sent with the page and remembered by the browser before it hydrates
 * (`rememberZoneOffsets`), they let the browser draw the same dates without asking ICU, whose
 * first time-zone formatter costs a task of about 40 ms on a fast computer (150 ms on a phone).
 */
export function collectZoneOffsets<T>(render: () => T): { result: T; offsets: ZoneOffsets } {
  const outer = collecting;
  collecting = new Map();
  try {
    const result = render();
    return { result, offsets: [...collecting] };
  } finally {
    collecting = outer;
  }
}

/** Takes offsets a server's render read (`collectZoneOffsets`) as this machine's. */
export function rememberZoneOffsets(offsets: ZoneOffsets) {
  for (const [key, offset] of offsets) {
    if (typeof key === 'string' && Number.isInteger(offset) && !dayOffsets.has(key)) {
      dayOffsets.set(key, offset);
    }
  }
}

const zoneConversion: PluginFunc = (_option, Dayjs, dayjs) => {
  const proto = Dayjs.prototype;
  const pluginTz = proto.tz;
  proto.tz = function tz(this: InstanceType<typeof Dayjs>, zone?: string, keepLocalTime?: boolean) {
    if (keepLocalTime || !zone || !this.isValid()) return pluginTz.call(this, zone, keepLocalTime);
    const offset = zoneOffsetMinutes(this.valueOf(), zone);
    const converted =
      offset === 0
        ? this.utcOffset(0)
        : dayjs(this.valueOf()).locale(this.locale()).utcOffset(offset);
    (converted as unknown as { $x: { $timezone?: string } }).$x.$timezone = zone;
    return converted;
  };
};

export default zoneConversion;
