import dayjs from 'dayjs';
import '../slots';
import {
  collectZoneOffsets,
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
