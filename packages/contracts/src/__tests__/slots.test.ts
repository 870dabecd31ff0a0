import {
  formatPickerDay,
  addDays,
  clockTime,
  freeCallHoursText,
  slotTimes,
  bookableDates,
  calendarDateRange,
  coachDatesCovering,
  availableSlots,
  dayBounds,
  defaultBookingWindow,
  formatBriefDate,
  formatSessionTime,
  formatTime,
  formatTimeInZone,
  formatTimeWhole,
  isBeyondHorizon,
  isBookableDate,
  isDateString,
  isWithinWorkingHours,
  lastBookableDate,
  paidSessionTimes,
  slotError,
  slotMessages,
  slotStart,
  strategyCallTimes,
  todayIn,
} from '../slots';
import { timezoneInParentheses, timezones } from '../timezones';

/**
 * The clock every rule is given. Dates are derived from it (next year's January, next year's DST
 * change weeks), so the tests keep meaning the same thing whatever year they run in.
 */
const clock = new Date();
const year = clock.getUTCFullYear() + 1;

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, month: number, day: number) => `${y}-${pad(month)}-${pad(day)}`;
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The n-th `day` (0 = Sunday) of a month, e.g. the second Sunday of March. */
function nthWeekday(y: number, month: number, day: number, n: number): string {
  let date = iso(y, month, 1);
  while (weekday(date) !== day) date = addDays(date, 1);
  return addDays(date, 7 * (n - 1));
}

/** The last `day` of a month, e.g. the last Sunday of March. */
function lastWeekday(y: number, month: number, day: number): string {
  let date = addDays(iso(month === 12 ? y + 1 : y, month === 12 ? 1 : month + 1, 1), -1);
  while (weekday(date) !== day) date = addDays(date, -1);
  return date;
}

/** First Monday of next year's January and of its July: winter and summer in the north. */
const januaryMonday = nthWeekday(year, 1, 1, 2);
const julyMonday = nthWeekday(year, 7, 1, 2);

const noTakenOrBusy = { taken: [], busy: [] };
const utcHour = (date: Date) => date.getUTCHours() + date.getUTCMinutes() / 60;

describe('slot grids', () => {
  it('offers 13 strategy-call slots from 13:00 to 16:00 every 15 minutes', () => {
    expect(strategyCallTimes).toHaveLength(13);
    expect(strategyCallTimes[0]).toBe('13:00');
    expect(strategyCallTimes[1]).toBe('13:15');
    expect(strategyCallTimes[12]).toBe('16:00');
  });

  it('offers paid sessions 09:00–11:30 and 14:00–16:30 every 30 minutes', () => {
    expect(paidSessionTimes).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
    ]);
  });
});

describe('zone conversion for every zone of the list', () => {
  /** UTC offsets in hours: [January, July]. Cancun and Tokyo never change. */
  const offsets: Record<string, [number, number]> = {
    'America/New_York': [-5, -4],
    'America/Chicago': [-6, -5],
    'America/Denver': [-7, -6],
    'America/Los_Angeles': [-8, -7],
    'America/Cancun': [-5, -5],
    'Europe/London': [0, 1],
    'Europe/Paris': [1, 2],
    'Asia/Tokyo': [9, 9],
    'Australia/Sydney': [11, 10],
  };

  it('covers exactly the nine zones offered', () => {
    expect(Object.keys(offsets).sort()).toEqual(timezones.map((zone) => zone.value).sort());
  });

  it.each(timezones.map((zone) => zone.value))(
    'reads the paid 09:00 slot as wall-clock time in %s, winter and summer',
    (zone) => {
      const [winter, summer] = offsets[zone]!;
      for (const [date, offset] of [
        [januaryMonday, winter],
        [julyMonday, summer],
      ] as const) {
        const slots = availableSlots({
          date,
          packageType: 'single',
          timezone: zone,
          now: clock,
          ...noTakenOrBusy,
        });
        expect(slots.map((slot) => slot.time)).toEqual(paidSessionTimes);
        const nine = new Date(slots[0]!.startsAt);
        expect(nine.getTime()).toBe(Date.parse(`${date}T09:00:00Z`) - offset * 3_600_000);
        expect(formatTime(nine, zone)).toBe('9:00 AM');
      }
    },
  );

  it.each(timezones.map((zone) => zone.value))(
    'shows the strategy call 1:00pm Cancun at the right local time in %s',
    (zone) => {
      const [winter] = offsets[zone]!;
      const slots = availableSlots({
        date: januaryMonday,
        packageType: 'strategy-call',
        timezone: zone,
        now: clock,
        ...noTakenOrBusy,
      });
      // The grid stays in Cancun whatever zone is shown: 13 slots, the first at 18:00 UTC.
      expect(slots).toHaveLength(13);
      expect(slots[0]!.startsAt).toBe(`${januaryMonday}T18:00:00.000Z`);
      const localHour = (((18 + winter) % 24) + 24) % 24;
      const expected = `${localHour % 12 === 0 ? 12 : localHour % 12}:00 ${localHour < 12 ? 'AM' : 'PM'}`;
      expect(formatTime(slots[0]!.startsAt, zone)).toBe(expected);
    },
  );
});

describe('daylight saving time change weeks', () => {
  const strategyCallFirstSlot = (date: string) =>
    availableSlots({
      date,
      packageType: 'strategy-call',
      timezone: 'America/Cancun',
      now: clock,
      ...noTakenOrBusy,
    })[0]!.startsAt;

  it('New York: 9:00 moves from 14:00 to 13:00 UTC across the second Sunday of March', () => {
    const change = nthWeekday(year, 3, 0, 2);
    const before = addDays(change, -2);
    const after = addDays(change, 1);
    expect(utcHour(slotStart(before, '09:00', 'America/New_York'))).toBe(14);
    expect(utcHour(slotStart(after, '09:00', 'America/New_York'))).toBe(13);
    // Cancun does not move, so the free call's 1:00pm shows an hour later in New York.
    expect(formatTime(strategyCallFirstSlot(before), 'America/New_York')).toBe('1:00 PM');
    expect(formatTime(strategyCallFirstSlot(after), 'America/New_York')).toBe('2:00 PM');
  });

  it('London: 9:00 moves from 09:00 to 08:00 UTC across the last Sunday of March', () => {
    const change = lastWeekday(year, 3, 0);
    const before = addDays(change, -2);
    const after = addDays(change, 1);
    expect(utcHour(slotStart(before, '09:00', 'Europe/London'))).toBe(9);
    expect(utcHour(slotStart(after, '09:00', 'Europe/London'))).toBe(8);
    expect(formatTime(strategyCallFirstSlot(before), 'Europe/London')).toBe('6:00 PM');
    expect(formatTime(strategyCallFirstSlot(after), 'Europe/London')).toBe('7:00 PM');
  });

  it('Sydney: leaves summer time on the first Sunday of April and enters it in October', () => {
    const autumn = nthWeekday(year, 4, 0, 1);
    expect(utcHour(slotStart(addDays(autumn, -2), '09:00', 'Australia/Sydney'))).toBe(22);
    expect(utcHour(slotStart(addDays(autumn, 1), '09:00', 'Australia/Sydney'))).toBe(23);
    const spring = nthWeekday(year, 10, 0, 1);
    expect(utcHour(slotStart(addDays(spring, -2), '09:00', 'Australia/Sydney'))).toBe(23);
    expect(utcHour(slotStart(addDays(spring, 1), '09:00', 'Australia/Sydney'))).toBe(22);
    // The free call at 1:00pm Cancun falls on the next morning in Sydney: 5am, then 4am.
    expect(formatTime(strategyCallFirstSlot(addDays(autumn, -2)), 'Australia/Sydney')).toBe(
      '5:00 AM',
    );
    expect(formatTime(strategyCallFirstSlot(addDays(autumn, 1)), 'Australia/Sydney')).toBe(
      '4:00 AM',
    );
  });

  it('Cancun has no DST: 1:00pm is 18:00 UTC in every season and every change week', () => {
    for (const date of [
      januaryMonday,
      julyMonday,
      addDays(nthWeekday(year, 3, 0, 2), 1),
      addDays(lastWeekday(year, 3, 0), 1),
      addDays(nthWeekday(year, 11, 0, 1), 1),
    ]) {
      expect(strategyCallFirstSlot(date)).toBe(`${date}T18:00:00.000Z`);
    }
  });
});

describe('working hours', () => {
  const hours = defaultBookingWindow.workingHours;
  const at = (time: string, date = januaryMonday) => slotStart(date, time, 'America/Cancun');

  it('default to 08:00–20:00 Cancun time, Monday to Friday; free calls 1:00 PM–4:00 PM', () => {
    expect(defaultBookingWindow).toEqual({
      horizonDays: 60,
      freeCallHours: { first: '13:00', last: '16:00' },
      workingHours: {
        start: '08:00',
        end: '20:00',
        timeZone: 'America/Cancun',
        weekdays: [1, 2, 3, 4, 5],
      },
    });
  });

  it('give the free call the owner’s hours, on its grid, and leave it out of the working hours', () => {
    const window = {
      ...defaultBookingWindow,
      freeCallHours: { first: '07:00', last: '07:30' },
    };
    expect(slotTimes('strategy-call', window)).toEqual(['07:00', '07:15', '07:30']);
    expect(freeCallHoursText(window.freeCallHours)).toBe('7:00\u00a0AM–7:30\u00a0AM');
    expect(freeCallHoursText(defaultBookingWindow.freeCallHours)).toBe('1:00\u00a0PM–4:00\u00a0PM');
    expect(clockTime('00:15')).toBe('12:15\u00a0AM');
    expect(clockTime('12:45')).toBe('12:45\u00a0PM');
    const now = new Date('2030-01-01T12:00:00Z');
    const date = '2030-01-07'; // a Monday
    const at = (time: string) => slotStart(date, time, 'America/Cancun');
    const error = (time: string) =>
      slotError({
        packageType: 'strategy-call',
        scheduledAt: at(time),
        timezone: 'America/Cancun',
        now,
        window,
      });
    expect(error('07:15')).toBeNull();
    expect(error('13:00')).toBe(slotMessages.grid);
    expect(
      availableSlots({
        date,
        packageType: 'strategy-call',
        timezone: 'America/Cancun',
        now,
        taken: [],
        busy: [],
        window,
      }).map((slot) => slot.time),
    ).toEqual(['07:00', '07:15', '07:30']);
  });

  it('take a session that starts at the opening and one that ends exactly at closing', () => {
    expect(isWithinWorkingHours(at('08:00'), 90, hours)).toBe(true);
    expect(isWithinWorkingHours(at('18:30'), 90, hours)).toBe(true);
    expect(isWithinWorkingHours(at('07:45'), 15, hours)).toBe(false);
    expect(isWithinWorkingHours(at('18:45'), 90, hours)).toBe(false);
    expect(isWithinWorkingHours(at('23:30'), 90, hours)).toBe(false);
    expect(isWithinWorkingHours(at('10:00', addDays(januaryMonday, 5)), 90, hours)).toBe(false);
  });

  const paidTimes = (zone: string, date = januaryMonday) =>
    availableSlots({
      date,
      packageType: '10-session',
      timezone: zone,
      now: clock,
      window: defaultBookingWindow,
      ...noTakenOrBusy,
    }).map((slot) => slot.time);

  it('keep the whole paid grid for a client on Cancun time in winter (same offset as New York)', () => {
    expect(paidTimes('America/New_York')).toEqual(paidSessionTimes);
    expect(paidTimes('America/Cancun')).toEqual(paidSessionTimes);
  });

  it('drop paid times that would put the coach at night', () => {
    // Los Angeles 16:00 is 19:00 in Cancun: a 90-minute session would end at 20:30.
    expect(paidTimes('America/Los_Angeles')).toEqual(paidSessionTimes.slice(0, 10));
    // London mornings are 04:00–06:30 in Cancun; its afternoons are Cancun mornings.
    expect(paidTimes('Europe/London')).toEqual(paidSessionTimes.slice(6));
    // A Tokyo Monday is Sunday evening and night in Cancun.
    expect(paidTimes('Asia/Tokyo')).toEqual([]);
    // A Sydney Tuesday afternoon is Monday evening in Cancun: 09:00–10:30 starts end by 20:00.
    expect(paidTimes('Australia/Sydney', addDays(januaryMonday, 1))).toEqual(
      paidSessionTimes.slice(0, 4),
    );
  });

  it('keep every strategy-call slot, which lies inside them', () => {
    const slots = availableSlots({
      date: januaryMonday,
      packageType: 'strategy-call',
      timezone: 'Asia/Tokyo',
      now: clock,
      window: defaultBookingWindow,
      ...noTakenOrBusy,
    });
    expect(slots).toHaveLength(13);
  });
});

describe('dates that cannot be booked', () => {
  const window = { zone: 'America/Cancun', horizonDays: 60 };
  // A Monday at 14:05 Cancun time, next year.
  const mondayAfternoon = slotStart(januaryMonday, '14:05', 'America/Cancun');

  it('weekends: no date, no slot', () => {
    const saturday = addDays(januaryMonday, 5);
    const sunday = addDays(januaryMonday, 6);
    for (const date of [saturday, sunday]) {
      expect(isBookableDate(date, { ...window, now: clock })).toBe(false);
      expect(
        availableSlots({
          date,
          packageType: 'single',
          timezone: 'Europe/Paris',
          now: clock,
          ...noTakenOrBusy,
        }),
      ).toEqual([]);
    }
    expect(isBookableDate(addDays(januaryMonday, 4), { ...window, now: mondayAfternoon })).toBe(
      true,
    );
  });

  it('past dates are disabled and today keeps only the times still ahead', () => {
    const now = mondayAfternoon;
    expect(todayIn('America/Cancun', now)).toBe(januaryMonday);
    expect(isBookableDate(addDays(januaryMonday, -3), { ...window, now })).toBe(false);
    expect(isBookableDate(januaryMonday, { ...window, now })).toBe(true);
    const today = availableSlots({
      date: januaryMonday,
      packageType: 'strategy-call',
      timezone: 'America/Cancun',
      now,
      ...noTakenOrBusy,
    });
    expect(today.map((slot) => slot.time)).toEqual(strategyCallTimes.slice(5));
    expect(today[0]!.time).toBe('14:15');
  });

  it('the horizon: today plus 60 days is the last date, with all its slots', () => {
    const now = mondayAfternoon;
    const last = lastBookableDate('America/Cancun', now, 60);
    expect(last).toBe(addDays(januaryMonday, 60));
    expect(weekday(last)).toBe(5);
    expect(isBookableDate(last, { ...window, now })).toBe(true);
    expect(isBookableDate(addDays(last, 3), { ...window, now })).toBe(false);
    expect(isBookableDate(addDays(last, 3), { ...window, now, horizonDays: 63 })).toBe(true);
    // What a calendar reads once per render: the same bounds and the same rule.
    const calendar = bookableDates({ ...window, now });
    expect(calendar.today).toBe(todayIn('America/Cancun', now));
    expect(calendar.lastDate).toBe(last);
    expect(calendar.isBookable(last)).toBe(true);
    expect(calendar.isBookable(addDays(last, 3))).toBe(false);
    expect(calendar.isBookable(addDays(januaryMonday, 5))).toBe(false); // a Saturday

    const slotsOn = (date: string) =>
      availableSlots({
        date,
        packageType: 'strategy-call',
        timezone: 'America/Cancun',
        now,
        window: defaultBookingWindow,
        ...noTakenOrBusy,
      });
    expect(slotsOn(last)).toHaveLength(13);
    expect(slotsOn(addDays(last, 3))).toEqual([]);
    expect(
      isBeyondHorizon(slotStart(last, '16:00', 'America/Cancun'), 'America/Cancun', now, 60),
    ).toBe(false);
    expect(
      isBeyondHorizon(
        slotStart(addDays(last, 3), '13:00', 'America/Cancun'),
        'America/Cancun',
        now,
        60,
      ),
    ).toBe(true);
  });

  it('rejects impossible dates', () => {
    expect(isDateString(januaryMonday)).toBe(true);
    expect(isDateString(`${year}-1-7`)).toBe(false);
    expect(isDateString(`${year}-02-30`)).toBe(false);
    expect(isBookableDate(`${year}-02-30`, { ...window, now: clock })).toBe(false);
  });
});

describe('slotError', () => {
  const oneInCancun = slotStart(januaryMonday, '13:00', 'America/Cancun');

  it('accepts a strategy-call slot on the Cancun grid whatever zone the client shows', () => {
    expect(
      slotError({
        packageType: 'strategy-call',
        scheduledAt: oneInCancun,
        timezone: 'Asia/Tokyo',
        now: clock,
      }),
    ).toBeNull();
  });

  it('rejects an unknown zone, a weekend, the past and off-grid times', () => {
    const base = { packageType: 'strategy-call' as const, timezone: 'America/Cancun', now: clock };
    expect(slotError({ ...base, scheduledAt: oneInCancun, timezone: 'Mars/Base' })).toBe(
      slotMessages.timezone,
    );
    expect(
      slotError({
        ...base,
        scheduledAt: slotStart(addDays(januaryMonday, 5), '13:00', 'America/Cancun'),
      }),
    ).toBe(slotMessages.weekday);
    expect(
      slotError({ ...base, scheduledAt: oneInCancun, now: new Date(oneInCancun.getTime() + 1) }),
    ).toBe(slotMessages.past);
    expect(slotError({ ...base, scheduledAt: new Date(oneInCancun.getTime() + 5 * 60_000) })).toBe(
      slotMessages.grid,
    );
    expect(
      slotError({
        ...base,
        scheduledAt: slotStart(januaryMonday, '16:15', 'America/Cancun'),
      }),
    ).toBe(slotMessages.grid);
  });

  it('reads paid slots in the chosen zone', () => {
    const nineInTokyo = slotStart(januaryMonday, '09:00', 'Asia/Tokyo');
    expect(nineInTokyo.toISOString()).toBe(`${januaryMonday}T00:00:00.000Z`);
    const base = { packageType: 'single' as const, scheduledAt: nineInTokyo, now: clock };
    expect(slotError({ ...base, timezone: 'Asia/Tokyo' })).toBeNull();
    expect(slotError({ ...base, timezone: 'Europe/London' })).toBe(slotMessages.grid);
  });
});

describe('taken times and calendar events', () => {
  it('hide slots overlapping a scheduled session or a calendar event', () => {
    const times = availableSlots({
      date: januaryMonday,
      packageType: 'strategy-call',
      timezone: 'America/Cancun',
      now: clock,
      taken: [{ packageType: 'strategy-call', scheduledAt: `${januaryMonday}T18:00:00Z` }],
      busy: [{ start: `${januaryMonday}T19:10:00Z`, end: `${januaryMonday}T19:20:00Z` }],
    }).map((slot) => slot.time);
    expect(times).not.toContain('13:00');
    expect(times).toContain('13:15');
    expect(times).not.toContain('14:00');
    expect(times).not.toContain('14:15');
    expect(times).toHaveLength(10);
  });

  it('a paid session blocks 90 minutes of the grid', () => {
    const times = availableSlots({
      date: januaryMonday,
      packageType: 'single',
      timezone: 'America/Cancun',
      now: clock,
      taken: [{ packageType: '5-session', scheduledAt: `${januaryMonday}T15:00:00Z` }],
      busy: [],
    }).map((slot) => slot.time);
    // 10:00–11:30 Cancun is taken: 09:00 (ends 10:30), 09:30, 10:00, 10:30 and 11:00 clash.
    expect(times).toEqual(['11:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30']);
  });
});

describe('days in a zone', () => {
  it('bounds a Cancun day in UTC', () => {
    const { start, end } = dayBounds(januaryMonday, 'America/Cancun');
    expect(start.toISOString()).toBe(`${januaryMonday}T05:00:00.000Z`);
    expect(end.toISOString()).toBe(`${addDays(januaryMonday, 1)}T05:00:00.000Z`);
  });
});

describe('zones outside the list', () => {
  it('read the coach calendar for every coach day a client day overlaps', () => {
    expect(coachDatesCovering(januaryMonday, 'America/Cancun')).toEqual([januaryMonday]);
    expect(coachDatesCovering(januaryMonday, 'Asia/Tokyo')).toEqual([
      addDays(januaryMonday, -1),
      januaryMonday,
    ]);
    expect(coachDatesCovering(januaryMonday, 'America/Los_Angeles')).toEqual([
      januaryMonday,
      addDays(januaryMonday, 1),
    ]);
  });
});

/** Zones beyond the listed ones, the furthest from UTC among them (+14:00, -12:00, -11:00). */
const farZones = [
  'Pacific/Kiritimati',
  'Etc/GMT+12',
  'Pacific/Pago_Pago',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'America/Sao_Paulo',
  'Pacific/Chatham',
];

describe('calendarDateRange', () => {
  it('holds every coach day a picker in any zone can ask for, and no more than a day beyond the coach’s own window', () => {
    const start = Date.now();
    // Every 4 days and 5 hours over a year: through every hour of the day, month and year ends and
    // both DST changes of each zone (each range is computed from scratch, so this is kept short).
    for (let instant = start; instant < start + 366 * 86_400_000; instant += 101 * 3_600_000) {
      const now = new Date(instant);
      const { first, last } = calendarDateRange({ now, horizonDays: 60 });
      const coachToday = todayIn('America/Cancun', now);
      expect(first >= addDays(coachToday, -1) && first <= coachToday).toBe(true);
      const coachLast = addDays(coachToday, 60);
      expect(last >= coachLast && last <= addDays(coachLast, 1)).toBe(true);
      for (const zone of [...timezones.map(({ value }) => value), ...farZones]) {
        const today = todayIn(zone, now);
        for (const date of [today, addDays(today, 60)]) {
          for (const coachDate of coachDatesCovering(date, zone)) {
            expect(coachDate >= first && coachDate <= last).toBe(true);
          }
        }
      }
    }
  });
});

describe('formatPickerDay', () => {
  it('names a picker day as the browser’s English formatter does, every day of the coming year', () => {
    const start = new Date();
    for (let i = 0; i < 366; i += 1) {
      const day = new Date(start.getFullYear(), start.getMonth(), start.getDate() + i);
      const weekday = day.toLocaleDateString('en-US', { weekday: 'long' });
      const month = day.toLocaleDateString('en-US', { month: 'long' });
      expect(formatPickerDay(day)).toBe(
        `${weekday}, ${month} ${day.getDate()}, ${day.getFullYear()}`,
      );
    }
  });
});

describe('formatBriefDate', () => {
  it('says the day in the zone, weekday and month short, no year', () => {
    const year = new Date().getUTCFullYear() + 1;
    // 2:30 AM UTC on January 1st is still December 31st in Cancún.
    const at = `${year}-01-01T02:30:00.000Z`;
    const weekday = (date: string) =>
      new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
        weekday: 'short',
        timeZone: 'UTC',
      });
    expect(formatBriefDate(at, 'America/Cancun')).toBe(`${weekday(`${year - 1}-12-31`)}, Dec 31`);
    expect(formatBriefDate(at, 'Europe/London')).toBe(`${weekday(`${year}-01-01`)}, Jan 1`);
  });
});

describe('formatSessionTime', () => {
  // Next year's 5th of December, 15:30 UTC: 10:30 AM in Cancún (UTC−5 all year).
  const year = new Date().getUTCFullYear() + 1;
  const at = `${year}-12-05T15:30:00.000Z`;

  it('names the zone as every screen names it, never as the engine does', () => {
    const said = formatSessionTime(at, 'America/Cancun');
    expect(said).toMatch(
      new RegExp(`^\\w+day, December 5, ${year} at 10:30 AM \\(Eastern Standard\\)$`),
    );
    expect(said.endsWith(timezoneInParentheses('America/Cancun'))).toBe(true);
    // The engine's own long name for the zone ("Eastern Standard Time") is never said.
    const engines = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Cancun',
      timeZoneName: 'long',
    })
      .formatToParts(new Date(at))
      .find((part) => part.type === 'timeZoneName')!.value;
    expect(said).not.toContain(engines);
  });

  it('says every listed zone by its label, the zone once', () => {
    for (const { value } of timezones)
      expect(formatSessionTime(at, value).endsWith(` ${timezoneInParentheses(value)}`)).toBe(true);
    expect(formatSessionTime(at, 'Europe/London')).toMatch(/ at 3:30 PM \(UK\)$/);
  });
});

describe('a time in running text', () => {
  const instant = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 7, 19, 0));
  it('keeps "7:00 PM" and a short zone on one line, with no-break spaces', () => {
    expect(formatTimeWhole(instant, 'UTC')).toBe('7:00\u00a0PM');
    expect(formatTimeInZone(instant, 'UTC')).toBe('7:00\u00a0PM\u00a0(UTC)');
    // Written out, it reads as the plain time.
    expect(formatTimeInZone(instant, 'UTC').replace(/\s/g, ' ')).toBe(
      `${formatTime(instant, 'UTC')} ${timezoneInParentheses('UTC')}`,
    );
  });

  it('lets a long zone name start its own line, the time still whole', () => {
    const said = formatTimeInZone(instant, 'America/Cancun');
    expect(said.startsWith('2:00\u00a0PM (')).toBe(true);
  });
});
