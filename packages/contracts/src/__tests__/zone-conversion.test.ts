import dayjs from 'dayjs';
import { dayBounds } from '../slots';
import {
  collectZoneOffsets,
  instantAtWallClock,
  readZoneDays,
  rememberLocalZoneDays,
  rememberZoneDays,
  zoneOffsetMinutes,
} from '../zone-conversion';
import type * as ZoneConversion from '../zone-conversion';

/** The wall clock in `zone` as ICU writes it: YYYY-MM-DD HH:mm:ss. */
const wallClock = (instant: number, zone: string) =>
  new Date(instant).toLocaleString('sv-SE', { timeZone: zone }).replace('T', ' ');

const zones = [
  'America/Cancun', // the coach's: no daylight saving
  'America/New_York',
  'Europe/London',
  'Australia/Sydney', // daylight saving in the southern summer
  'Asia/Kolkata', // half an hour off the hour
  'UTC',
];

describe('converting an instant to a zone (dayjs tz)', () => {
  // Every 97 minutes over the coming year, from now: every daylight-saving change of the year
  // falls inside, whatever day the test runs, and the minutes vary.
  const start = Date.now();
  const instants = Array.from({ length: (366 * 24 * 60) / 97 }, (_, i) => start + i * 97 * 60_000);

  it.each(zones)('gives the wall clock and the offset ICU gives, in %s', (zone) => {
    for (const instant of instants) {
      const converted = dayjs(instant).tz(zone);
      expect(converted.format('YYYY-MM-DD HH:mm:ss')).toBe(wallClock(instant, zone));
      expect(converted.valueOf()).toBe(instant);
      const [date, time] = wallClock(instant, zone).split(' ');
      const asUtc = Date.parse(`${date}T${time}Z`);
      expect(converted.utcOffset()).toBe(
        Math.round((asUtc - (instant - (instant % 1000))) / 60_000),
      );
      expect(zoneOffsetMinutes(instant, zone)).toBe(converted.utcOffset());
    }
  });

  it('keeps what the plugin keeps: the zone’s name, and the local time when asked', () => {
    const instant = Date.now();
    const converted = dayjs(instant).tz('Asia/Kolkata') as unknown as { $x: { $timezone: string } };
    expect(converted.$x.$timezone).toBe('Asia/Kolkata');
    const juneNextYear = `${new Date(instant).getUTCFullYear() + 1}-06-01 09:30`;
    const kept = dayjs
      .tz(juneNextYear, 'YYYY-MM-DD HH:mm', 'Europe/London')
      .tz('America/New_York', true);
    expect(kept.format('HH:mm')).toBe('09:30');
  });
});

describe('offsets read by another machine (the server that rendered the page)', () => {
  const dayMs = 86_400_000;

  it('reads a zone’s offset for each day, and null on the day it changes', () => {
    // A year from now holds both of London's changes, whatever day the test runs.
    const days = readZoneDays('Europe/London', Date.now(), 366);
    expect(days.offsets).toHaveLength(366);
    expect(days.offsets.filter((offset) => offset === null)).toHaveLength(2);
    days.offsets.forEach((offset, i) => {
      if (offset === null) return;
      const noon = (days.firstDay + i) * dayMs + dayMs / 2;
      expect(offset).toBe(dayjs(noon).tz('Europe/London').utcOffset());
    });
  });

  it('converts on a remembered day without building a formatter for the zone', () => {
    // A zone no other test here converts in, so no formatter of it is kept yet.
    const zone = 'Pacific/Chatham';
    const known = { zone, firstDay: Math.floor(Date.now() / dayMs), offsets: [765, 765, null] };
    rememberZoneDays(known);
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    const noon = known.firstDay * dayMs + dayMs / 2;
    expect(dayjs(noon).tz(zone).utcOffset()).toBe(765);
    expect(
      dayjs(noon + dayMs)
        .tz(zone)
        .format('HH:mm'),
    ).toBe('00:45');
    expect(built).not.toHaveBeenCalled();
    // The day marked as changing is read from ICU.
    dayjs(noon + 2 * dayMs).tz(zone);
    expect(built).toHaveBeenCalled();
    built.mockRestore();
  });

  it('takes the machine’s own zone’s offsets from Date, building no formatter, as ICU has them', () => {
    // Jest cannot move this process to another zone: the machine's own zone, whatever it is.
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    const from = Date.now() + 400 * dayMs; // days no other test here has read
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    rememberLocalZoneDays(zone, from, 366);
    const noons = Array.from({ length: 366 }, (_, i) => from + i * dayMs);
    const offsets = noons.map((instant) => zoneOffsetMinutes(instant, zone));
    // At most the days the zone changes its offset (two a year) ask ICU.
    expect(built.mock.calls.length).toBeLessThanOrEqual(2);
    built.mockRestore();
    noons.forEach((instant, i) => {
      expect(offsets[i]).toBe(-new Date(instant).getTimezoneOffset() || 0);
      expect(offsets[i]).toBe(dayjs(instant).tz(zone).utcOffset());
    });
  });

  it('gives the offsets a server’s render read, so the browser draws the same dates without ICU', () => {
    const zone = 'Asia/Tokyo';
    const instants = [0, 3, 40].map((days) => Date.now() + days * dayMs);
    const { result, offsets } = collectZoneOffsets(() =>
      instants.map((instant) => dayjs(instant).tz(zone).format('D MMM HH:mm')),
    );
    expect(result).toHaveLength(3);
    expect(offsets).toHaveLength(3);
    expect(offsets.every(([key, offset]) => key.startsWith(`${zone}|`) && offset === 540)).toBe(
      true,
    );
    // Nothing is collected outside a render.
    expect(collectZoneOffsets(() => 1).offsets).toEqual([]);

    // A browser that has read nothing yet: a fresh copy of the module.
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const browser = require('../zone-conversion') as typeof ZoneConversion;
      browser.rememberZoneOffsets(JSON.parse(JSON.stringify(offsets)));
      const built = jest.spyOn(Intl, 'DateTimeFormat');
      for (const instant of instants) expect(browser.zoneOffsetMinutes(instant, zone)).toBe(540);
      expect(built).not.toHaveBeenCalled();
      built.mockRestore();
    });
  });
});

describe('the instant of a wall-clock time (a day’s bounds)', () => {
  const dayMs = 86_400_000;
  const minuteMs = 60_000;
  /** Zones whose clocks change at 02:00, at midnight (Santiago) and by half an hour (Lord Howe). */
  const changing = [...zones, 'America/Santiago', 'Australia/Lord_Howe'];
  /** The YYYY-MM-DD of the next 366 days from now: every change of the coming year. */
  const today = Date.now() - (Date.now() % dayMs);
  const dates = Array.from({ length: 366 }, (_, i) =>
    new Date(today + i * dayMs).toISOString().slice(0, 10),
  );
  /** ICU's reading of the instants from `from` every quarter hour over `hours` hours. */
  const readings = (from: number, hours: number, zone: string) =>
    Array.from({ length: hours * 4 + 1 }, (_, i) => from + i * 15 * minuteMs).map((at) => ({
      at,
      clock: wallClock(at, zone),
    }));

  it.each(changing)('bounds each day of %s from its first instant to the next day’s', (zone) => {
    for (const date of dates) {
      const { start, end } = dayBounds(date, zone);
      // The first instant ICU reads on that date, and the one before it on the date before.
      expect(wallClock(start.getTime(), zone).slice(0, 10)).toBe(date);
      expect(wallClock(start.getTime() - 1000, zone).slice(0, 10) < date).toBe(true);
      const next = new Date(Date.parse(`${date}T00:00:00Z`) + dayMs).toISOString().slice(0, 10);
      expect(end.getTime()).toBe(dayBounds(next, zone).start.getTime());
      // 23, 24 or 25 hours (24½ and 23½ at Lord Howe).
      expect(Math.abs(end.getTime() - start.getTime() - dayMs)).toBeLessThanOrEqual(3_600_000);
    }
  });

  it('takes the first of a time the clocks pass twice, and the jump for one they skip', () => {
    const zone = 'America/New_York';
    let repeated = 0;
    let skipped = 0;
    for (const date of dates) {
      const { start, end } = dayBounds(date, zone);
      if (end.getTime() - start.getTime() === dayMs) continue;
      // A day the clocks change: every quarter hour of it, against ICU's readings around it.
      const around = readings(start.getTime() - 2 * 3_600_000, 30, zone);
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const local = Date.parse(`${date}T00:00:00Z`) + minutes * minuteMs;
        const clock = new Date(local).toISOString().slice(0, 19).replace('T', ' ');
        const at = instantAtWallClock(local, zone);
        const matching = around.filter((reading) => reading.clock === clock);
        if (matching.length > 0) {
          expect(at).toBe(matching[0]!.at);
          if (matching.length > 1) repeated += 1;
        } else {
          // Skipped (02:00–02:59 in spring): an hour later on the clocks, the instant of the jump or after.
          skipped += 1;
          expect(wallClock(at, zone)).toBe(
            new Date(local + 3_600_000).toISOString().slice(0, 19).replace('T', ' '),
          );
        }
      }
    }
    // The coming year holds both changes.
    expect(repeated).toBe(4);
    expect(skipped).toBe(4);
  });

  it('reads the day from offsets a server sent, building no formatter', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const browser = require('../zone-conversion') as typeof ZoneConversion;
      const zone = 'Asia/Kathmandu';
      const from = Date.now();
      const sent = JSON.parse(JSON.stringify(readZoneDays(zone, from - 2 * dayMs, 5)));
      browser.rememberZoneDays(sent);
      const built = jest.spyOn(Intl, 'DateTimeFormat');
      const midnight = from - (from % dayMs);
      expect(browser.instantAtWallClock(midnight, zone)).toBe(midnight - 345 * minuteMs);
      expect(built).not.toHaveBeenCalled();
      built.mockRestore();
    });
  });
});
