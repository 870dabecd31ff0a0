import {
  addDays,
  availableSlots,
  defaultBookingWindow,
  todayIn,
  type BookingWindow,
} from '../slots';
import { packages } from '../packages';
import { defaultMinimumNoticeMinutes, defaultSchedules, type Schedule } from './schedule';
import {
  bookableRange,
  slotRefusal,
  slotRefusalMessage,
  slotsBetween,
  slotsOn,
  workingRangesOn,
  type BookedSession,
  type SlotQuery,
} from './engine';

/**
 * Every date below derives from the machine's clock (next year's DST weeks, the coming month and
 * year ends), so the tests mean the same thing whatever day they run on.
 */
const clock = new Date();
const year = clock.getUTCFullYear() + 1;

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, month: number, day: number) => `${y}-${pad(month)}-${pad(day)}`;
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

function nthWeekday(y: number, month: number, day: number, n: number): string {
  let date = iso(y, month, 1);
  while (weekday(date) !== day) date = addDays(date, 1);
  return addDays(date, 7 * (n - 1));
}
function lastWeekday(y: number, month: number, day: number): string {
  let date = addDays(iso(month === 12 ? y + 1 : y, month === 12 ? 1 : month + 1, 1), -1);
  while (weekday(date) !== day) date = addDays(date, -1);
  return date;
}
/** The next date on or after `date` that falls on `day` (0 = Sunday). */
function nextWeekday(date: string, day: number): string {
  let d = date;
  while (weekday(d) !== day) d = addDays(d, 1);
  return d;
}

const durations = { sessions: packages.single.durationMinutes, freeCall: 15 };

const NY = 'America/New_York';
const LONDON = 'Europe/London';
const SYDNEY = 'Australia/Sydney';
const KOLKATA = 'Asia/Kolkata';
const CANCUN = 'America/Cancun';
const UTC = 'UTC';

const closed = () => Array.from({ length: 7 }, () => [] as { start: string; end: string }[]);

/** A plain schedule in `zone`: 09:00–17:00 on weekdays, every 30 minutes, nothing else. */
function plain(zone: string, changes: Partial<Schedule> = {}): Schedule {
  const weekly = closed();
  for (const day of [1, 2, 3, 4, 5]) weekly[day] = [{ start: '09:00', end: '17:00' }];
  return {
    timeZone: zone,
    weekly,
    overrides: [],
    visitorHours: null,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    minimumNoticeMinutes: 0,
    horizonDays: 730,
    dailyMaximum: null,
    weeklyMaximum: null,
    intervalMinutes: 30,
    ...changes,
  };
}

function query(schedule: Schedule, changes: Partial<SlotQuery> = {}): SlotQuery {
  return {
    schedule,
    sessionMinutes: 60,
    visitorZone: schedule.timeZone,
    now: new Date(`${year - 1}-01-01T00:00:00Z`),
    busy: [],
    sessions: [],
    ...changes,
  };
}

const times = (q: SlotQuery, date: string) => slotsOn(q, date).map((slot) => slot.time);
const at = (date: string, time: string, offset: string) => new Date(`${date}T${time}:00${offset}`);

describe('the default schedules offer what the fixed grids offered', () => {
  const zones = [NY, SYDNEY, KOLKATA, CANCUN, 'Pacific/Kiritimati'];
  /** The real clock, a month's last evening, a year's last evening and the DST weekends. */
  const clocks = [
    clock,
    new Date(`${addDays(iso(year, 3, 1), -1)}T23:40:00Z`),
    new Date(`${year}-12-31T23:50:00Z`),
    new Date(`${nthWeekday(year, 3, 0, 2)}T06:59:00Z`),
    new Date(`${lastWeekday(year, 10, 0)}T00:30:00Z`),
    new Date(`${nthWeekday(year, 4, 0, 1)}T15:10:00Z`),
  ];
  const windows: BookingWindow[] = [
    defaultBookingWindow,
    {
      horizonDays: 21,
      freeCallHours: { first: '09:30', last: '11:45' },
      workingHours: { start: '10:00', end: '17:30', timeZone: CANCUN, weekdays: [1, 3, 5] },
    },
  ];
  const taken = (now: Date) => [
    {
      packageType: 'single' as const,
      scheduledAt: new Date(now.getTime() + 3 * 86_400_000).toISOString(),
    },
    {
      packageType: 'strategy-call' as const,
      scheduledAt: new Date(now.getTime() + 5 * 86_400_000 + 1_800_000).toISOString(),
    },
  ];
  const busy = (now: Date) => [
    {
      start: new Date(now.getTime() + 2 * 86_400_000).toISOString(),
      end: new Date(now.getTime() + 2 * 86_400_000 + 4 * 3_600_000).toISOString(),
    },
  ];

  for (const window of windows) {
    // The hours: the notice the defaults add since is tested apart below.
    const withNotice = defaultSchedules(window, durations);
    const schedules = {
      sessions: { ...withNotice.sessions, minimumNoticeMinutes: 0 },
      'free-call': { ...withNotice['free-call'], minimumNoticeMinutes: 0 },
    };
    for (const now of clocks) {
      it(`paid sessions, every date of the horizon, ${window.horizonDays}-day window, at ${now.toISOString()}`, () => {
        for (const zone of zones) {
          const today = todayIn(zone, now);
          for (let offset = -1; offset <= window.horizonDays + 2; offset += 1) {
            const date = addDays(today, offset);
            const old = availableSlots({
              date,
              packageType: 'single',
              timezone: zone,
              now,
              taken: taken(now),
              busy: busy(now),
              window,
            }).map((slot) => slot.startsAt);
            const fresh = slotsOn(
              {
                schedule: schedules.sessions,
                sessionMinutes: durations.sessions,
                visitorZone: zone,
                now,
                busy: busy(now),
                sessions: taken(now).map((t) => ({
                  start: t.scheduledAt,
                  end: new Date(
                    new Date(t.scheduledAt).getTime() +
                      packages[t.packageType].durationMinutes * 60_000,
                  ).toISOString(),
                  countsTowardLimits: t.packageType !== 'strategy-call',
                })),
              },
              date,
            ).map((slot) => slot.startsAt);
            expect({ zone, date, slots: fresh }).toEqual({ zone, date, slots: old });
          }
        }
      });

      it(`the free call, every instant of the horizon, ${window.horizonDays}-day window, at ${now.toISOString()}`, () => {
        // The free call's old grid is read per coach date; the engine's per visitor date: the
        // same instants over the whole horizon.
        const coachToday = todayIn(CANCUN, now);
        const old = new Set<string>();
        for (let offset = -2; offset <= window.horizonDays + 2; offset += 1) {
          for (const slot of availableSlots({
            date: addDays(coachToday, offset),
            packageType: 'strategy-call',
            timezone: NY,
            now,
            taken: taken(now),
            busy: busy(now),
            window,
          }))
            old.add(slot.startsAt);
        }
        for (const zone of zones) {
          const q: SlotQuery = {
            schedule: schedules['free-call'],
            sessionMinutes: durations.freeCall,
            visitorZone: zone,
            now,
            busy: busy(now),
            sessions: taken(now).map((t) => ({
              start: t.scheduledAt,
              end: new Date(
                new Date(t.scheduledAt).getTime() +
                  packages[t.packageType].durationMinutes * 60_000,
              ).toISOString(),
              countsTowardLimits: t.packageType === 'strategy-call',
            })),
          };
          const range = bookableRange(q);
          const fresh = Object.values(
            slotsBetween(q, addDays(range.from, -2), addDays(range.to, 2)),
          )
            .flat()
            .map((slot) => slot.startsAt);
          expect(new Set(fresh).size).toBe(fresh.length);
          expect({ zone, slots: [...fresh].sort() }).toEqual({ zone, slots: [...old].sort() });
        }
      });
    }
  }
});

describe("the default schedules' minimum notice", () => {
  const schedules = defaultSchedules(defaultBookingWindow, durations);
  const monday = nextWeekday(iso(year, 5, 10), 1);
  const tuesday = addDays(monday, 1);

  it('the free call: two hours ahead at the soonest', () => {
    expect(defaultMinimumNoticeMinutes['free-call']).toBe(120);
    // Monday 13:05 in Cancun (UTC-5 all year): 15:05 is the soonest start.
    const now = at(monday, '13:05', '-05:00');
    const q = query(schedules['free-call'], {
      sessionMinutes: durations.freeCall,
      visitorZone: CANCUN,
      now,
    });
    expect(times(q, monday)[0]).toBe('15:15');
    expect(times(q, monday)).not.toContain('15:00');
    expect(slotRefusal(q, at(monday, '15:00', '-05:00'))).toBe('notice');
    expect(slotRefusal(q, at(monday, '15:15', '-05:00'))).toBeNull();
  });

  it('a paid session: 24 hours ahead at the soonest, the time the terms give to change one', () => {
    expect(defaultMinimumNoticeMinutes.sessions).toBe(24 * 60);
    const now = at(monday, '10:10', '-05:00');
    const q = query(schedules.sessions, {
      sessionMinutes: durations.sessions,
      visitorZone: CANCUN,
      now,
    });
    expect(times(q, monday)).toEqual([]);
    expect(times(q, tuesday)[0]).toBe('10:30');
    expect(slotRefusal(q, at(tuesday, '10:00', '-05:00'))).toBe('notice');
    expect(slotRefusal(q, at(tuesday, '10:30', '-05:00'))).toBeNull();
  });
});

describe('weekly ranges', () => {
  const monday = nextWeekday(iso(year, 1, 10), 1);

  it('offers starts from each range of the day, every interval, each session fitting whole', () => {
    const weekly = closed();
    weekly[1] = [
      { start: '09:00', end: '11:00' },
      { start: '14:00', end: '15:45' },
    ];
    expect(times(query(plain(UTC, { weekly })), monday)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '14:00',
      '14:30',
    ]);
  });

  it('offers nothing on a weekday without ranges', () => {
    expect(times(query(plain(UTC)), addDays(monday, -1))).toEqual([]);
    expect(times(query(plain(UTC)), addDays(monday, 5))).toEqual([]);
  });

  it("reads the coach's hours in his zone and shows them in the visitor's", () => {
    // Tuesday 14:00–18:00 in New York in winter (UTC-5) is 00:30–04:30 Wednesday in Kolkata.
    const weekly = closed();
    weekly[2] = [{ start: '14:00', end: '18:00' }];
    const q = query(plain(NY, { weekly }), { visitorZone: KOLKATA, sessionMinutes: 90 });
    const tuesday = addDays(monday, 1);
    expect(times(q, tuesday)).toEqual([]);
    expect(times(q, addDays(tuesday, 1))).toEqual([
      '00:30',
      '01:00',
      '01:30',
      '02:00',
      '02:30',
      '03:00',
    ]);
  });

  it('counts starts from the start of each range, by the interval', () => {
    const weekly = closed();
    weekly[1] = [{ start: '09:10', end: '10:30' }];
    const q = query(plain(UTC, { weekly, intervalMinutes: 20 }), { sessionMinutes: 30 });
    expect(times(q, monday)).toEqual(['09:10', '09:30', '09:50']);
  });

  it('offers a range that runs to midnight', () => {
    const weekly = closed();
    weekly[1] = [{ start: '22:00', end: '24:00' }];
    expect(times(query(plain(UTC, { weekly })), monday)).toEqual(['22:00', '22:30', '23:00']);
  });
});

describe('date overrides', () => {
  const monday = nextWeekday(iso(year, 5, 1), 1);

  it('takes a day off', () => {
    const q = query(plain(UTC, { overrides: [{ from: monday, to: monday, ranges: [] }] }));
    expect(times(q, monday)).toEqual([]);
    expect(times(q, addDays(monday, 1))).toHaveLength(15);
  });

  it('takes a run of days off, the month end included', () => {
    const lastOfMonth = addDays(iso(year, 6, 1), -1);
    const q = query(
      plain(UTC, {
        overrides: [{ from: addDays(lastOfMonth, -3), to: addDays(lastOfMonth, 3), ranges: [] }],
      }),
    );
    for (let i = -3; i <= 3; i += 1) expect(times(q, addDays(lastOfMonth, i))).toEqual([]);
    const after = nextWeekday(addDays(lastOfMonth, 4), 1);
    expect(times(q, after)).toHaveLength(15);
  });

  it('sets other hours on a date, even a weekend one; the last override listed holds', () => {
    const saturday = addDays(monday, 5);
    const q = query(
      plain(UTC, {
        overrides: [
          { from: monday, to: saturday, ranges: [{ start: '07:00', end: '08:00' }] },
          { from: saturday, to: saturday, ranges: [{ start: '10:00', end: '11:30' }] },
        ],
      }),
    );
    expect(times(q, monday)).toEqual(['07:00']);
    expect(times(q, saturday)).toEqual(['10:00', '10:30']);
  });
});

describe('buffers', () => {
  const monday = nextWeekday(iso(year, 2, 1), 1);
  const booked = (start: string, end: string): BookedSession => ({
    start: `${monday}T${start}:00Z`,
    end: `${monday}T${end}:00Z`,
    countsTowardLimits: true,
  });

  it('keeps the buffer after a session and before the next one free', () => {
    const q = query(plain(UTC, { bufferBeforeMinutes: 15, bufferAfterMinutes: 15 }), {
      sessions: [booked('11:00', '12:00')],
    });
    // 10:00 ends at 11:00 with no room for its 15 minutes after; 12:00 starts right after.
    expect(times(q, monday)).toEqual([
      '09:00',
      '09:30',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
    ]);
    expect(slotRefusal(q, at(monday, '12:00', 'Z'))).toBe('buffer');
    expect(slotRefusal(q, at(monday, '11:30', 'Z'))).toBe('taken');
    expect(slotRefusal(q, at(monday, '12:30', 'Z'))).toBeNull();
  });

  it("keeps the buffers clear of the coach's calendar too", () => {
    const q = query(plain(UTC, { bufferBeforeMinutes: 30, bufferAfterMinutes: 0 }), {
      busy: [{ start: `${monday}T13:00:00Z`, end: `${monday}T13:30:00Z` }],
    });
    expect(times(q, monday)).not.toContain('13:30');
    expect(times(q, monday)).toContain('14:00');
    expect(times(q, monday)).toContain('12:00');
  });

  it('without buffers, back-to-back sessions are offered', () => {
    const q = query(plain(UTC), { sessions: [booked('11:00', '12:00')] });
    expect(times(q, monday)).toEqual(expect.arrayContaining(['10:00', '12:00']));
  });
});

describe('minimum notice and horizon', () => {
  it('offers nothing sooner than the notice, on any day (a year end included)', () => {
    const now = new Date(`${year}-12-31T10:05:00Z`);
    const q = query(
      plain(UTC, {
        minimumNoticeMinutes: 24 * 60,
        weekly: Array.from({ length: 7 }, () => [{ start: '09:00', end: '17:00' }]),
      }),
      { now },
    );
    expect(times(q, `${year}-12-31`)).toEqual([]);
    expect(times(q, `${year + 1}-01-01`)[0]).toBe('10:30');
    expect(slotRefusal(q, new Date(`${year + 1}-01-01T10:00:00Z`))).toBe('notice');
    expect(slotRefusalMessage('notice', q.schedule)).toBe(
      'Sessions must be booked at least 1 day ahead. Please choose a later time.',
    );
  });

  it('offers nothing in the past', () => {
    const now = new Date(`${addDays(iso(year, 8, 1), -1)}T12:10:00Z`);
    const q = query(
      plain(UTC, { weekly: Array.from({ length: 7 }, () => [{ start: '09:00', end: '17:00' }]) }),
      { now },
    );
    expect(times(q, addDays(iso(year, 8, 1), -1))[0]).toBe('12:30');
    expect(slotRefusal(q, new Date(`${addDays(iso(year, 8, 1), -1)}T12:00:00Z`))).toBe('past');
  });

  it('refuses a time at the end of the calendar (year 9999) as beyond the horizon, and ends', () => {
    const q = query(plain(UTC), { now: new Date(`${year}-03-30T12:00:00Z`) });
    expect(slotRefusal(q, new Date('9999-12-31T10:00:00Z'))).toBe('horizon');
    expect(slotsBetween(q, '9999-12-30', '9999-12-31')).toEqual({});
  });

  it('offers dates up to today plus the horizon, in the coach zone', () => {
    const now = new Date(`${year}-03-30T12:00:00Z`);
    const every = Array.from({ length: 7 }, () => [{ start: '09:00', end: '17:00' }]);
    const q = query(plain(UTC, { weekly: every, horizonDays: 3 }), { now });
    expect(times(q, `${year}-04-02`)).toHaveLength(15);
    expect(times(q, `${year}-04-03`)).toEqual([]);
    expect(slotRefusal(q, new Date(`${year}-04-03T09:00:00Z`))).toBe('horizon');
    expect(bookableRange(q)).toEqual({ from: `${year}-03-30`, to: `${year}-04-02` });
  });
});

describe('daily and weekly limits', () => {
  const monday = nextWeekday(iso(year, 9, 20), 1);
  const session = (date: string, time: string, counts = true): BookedSession => ({
    start: `${date}T${time}:00-05:00`,
    end: new Date(new Date(`${date}T${time}:00-05:00`).getTime() + 3_600_000).toISOString(),
    countsTowardLimits: counts,
  });

  it('offers nothing more on a coach day once its maximum is booked', () => {
    const q = query(plain(CANCUN, { dailyMaximum: 2 }), {
      sessions: [session(monday, '09:00'), session(monday, '15:00')],
    });
    expect(times(q, monday)).toEqual([]);
    expect(slotRefusal(q, at(monday, '12:00', '-05:00'))).toBe('daily-limit');
    expect(times(q, addDays(monday, 1))).toHaveLength(15);
  });

  it('sessions that do not count (the other kind) leave the limit alone', () => {
    const q = query(plain(CANCUN, { dailyMaximum: 1 }), {
      sessions: [session(monday, '09:00', false)],
    });
    expect(times(q, monday)).toContain('12:00');
  });

  it('offers nothing more in a Monday-to-Sunday week once its maximum is booked', () => {
    const q = query(plain(CANCUN, { weeklyMaximum: 3 }), {
      sessions: [
        session(monday, '09:00'),
        session(addDays(monday, 1), '09:00'),
        session(addDays(monday, 4), '09:00'),
      ],
    });
    for (let i = 0; i < 5; i += 1) expect(times(q, addDays(monday, i))).toEqual([]);
    expect(slotRefusal(q, at(addDays(monday, 2), '10:00', '-05:00'))).toBe('weekly-limit');
    expect(times(q, addDays(monday, 7))).toHaveLength(15);
    expect(times(q, addDays(monday, -7))).toHaveLength(15);
  });
});

describe('daylight saving', () => {
  /** A schedule open every day 00:00–24:00 in `zone`, hourly one-hour sessions. */
  const allDay = (zone: string) =>
    plain(zone, {
      weekly: Array.from({ length: 7 }, () => [{ start: '00:00', end: '24:00' }]),
      intervalMinutes: 60,
    });
  const hourly = (zone: string) => query(allDay(zone), { sessionMinutes: 60 });

  const transitions: Array<[string, string, string, number]> = [
    // zone, spring-forward date, fall-back date, hours of the short and long days
    [NY, nthWeekday(year, 3, 0, 2), nthWeekday(year, 11, 0, 1), 1],
    [LONDON, lastWeekday(year, 3, 0), lastWeekday(year, 10, 0), 1],
    [SYDNEY, nthWeekday(year, 10, 0, 1), nthWeekday(year, 4, 0, 1), 1],
  ];

  for (const [zone, springDate, fallDate] of transitions) {
    it(`${zone}: the day the clocks go forward has 23 starts, none in the skipped hour`, () => {
      const slots = slotsOn(hourly(zone), springDate);
      expect(slots).toHaveLength(23);
      const hours = slots.map((slot) => slot.time);
      expect(new Set(hours).size).toBe(23);
      // Consecutive starts are an hour apart in real time: no overlap, no gap.
      for (let i = 1; i < slots.length; i += 1)
        expect(Date.parse(slots[i]!.startsAt) - Date.parse(slots[i - 1]!.startsAt)).toBe(3_600_000);
    });

    it(`${zone}: the day the clocks go back keeps each wall-clock start once`, () => {
      const hours = slotsOn(hourly(zone), fallDate).map((slot) => slot.time);
      expect(hours).toHaveLength(24);
      expect(new Set(hours).size).toBe(24);
    });

    it(`${zone}: a 09:00 start stays 09:00 on the coach's clock across both changes`, () => {
      const q = query(plain(zone), { visitorZone: UTC });
      for (const date of [springDate, fallDate]) {
        for (const day of [-7, 7]) {
          const d = nextWeekday(addDays(date, day), 2);
          const local = (instant: string, opts: Intl.DateTimeFormatOptions) =>
            new Intl.DateTimeFormat('en-CA', { timeZone: zone, ...opts }).format(new Date(instant));
          const first = Object.values(slotsBetween(q, addDays(d, -1), addDays(d, 1)))
            .flat()
            .find((slot) => local(slot.startsAt, { dateStyle: 'short' }) === d);
          expect(first).toBeDefined();
          expect(
            local(first!.startsAt, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
          ).toBe('09:00');
        }
      }
    });
  }

  it('never offers a start the clocks skip, nor a session running over the jump as longer', () => {
    const spring = nthWeekday(year, 3, 0, 2);
    const q = query(
      plain(NY, {
        overrides: [{ from: spring, to: spring, ranges: [{ start: '01:30', end: '03:30' }] }],
      }),
      { sessionMinutes: 30 },
    );
    const slots = slotsOn(q, spring);
    expect(slots.map((slot) => slot.time)).toEqual(['01:30', '03:00']);
    expect(slots.map((slot) => slot.startsAt)).toEqual([
      `${spring}T06:30:00.000Z`,
      `${spring}T07:00:00.000Z`,
    ]);
    // Starts counted every 25 minutes from 01:30: 02:20 and 02:45 do not exist that night.
    const odd = query(
      plain(NY, {
        intervalMinutes: 25,
        overrides: [{ from: spring, to: spring, ranges: [{ start: '01:30', end: '04:00' }] }],
      }),
      { sessionMinutes: 25 },
    );
    expect(slotsOn(odd, spring).map((slot) => slot.time)).toEqual([
      '01:30',
      '01:55',
      '03:10',
      '03:35',
    ]);
  });

  it("a visitor's hours follow his own clock change while the coach's zone has none", () => {
    // Visitor hours 09:00–10:00 in New York, coach open all day in Cancun (no DST):
    // 09:00 New York is 14:00 UTC in summer and 14:00 UTC... in winter 14:00, summer 13:00.
    const schedule = {
      ...allDay(CANCUN),
      visitorHours: closed().map(() => [{ start: '09:00', end: '10:00' }]),
    };
    const q = query(schedule, { visitorZone: NY });
    const spring = nthWeekday(year, 3, 0, 2);
    expect(slotsOn(q, addDays(spring, -1)).map((s) => s.startsAt)).toEqual([
      `${addDays(spring, -1)}T14:00:00.000Z`,
    ]);
    expect(slotsOn(q, addDays(spring, 1)).map((s) => s.startsAt)).toEqual([
      `${addDays(spring, 1)}T13:00:00.000Z`,
    ]);
  });

  it('with an injected clock on the night of a change, today and the horizon are the zone’s', () => {
    const spring = lastWeekday(year, 3, 0);
    const now = new Date(`${spring}T00:30:00Z`);
    const q = query(
      plain(LONDON, {
        weekly: Array.from({ length: 7 }, () => [{ start: '09:00', end: '17:00' }]),
        horizonDays: 1,
      }),
      { now, sessionMinutes: 60 },
    );
    expect(slotsOn(q, spring)[0]!.startsAt).toBe(`${spring}T08:00:00.000Z`);
    expect(slotsOn(q, addDays(spring, 1))).toHaveLength(15);
    expect(slotsOn(q, addDays(spring, 2))).toEqual([]);
  });
});

describe('the hours he works on a date', () => {
  const monday = nextWeekday(iso(year, 3, 1), 1);
  it('joins both schedules’ ranges where they overlap or touch, in order; none on a day off', () => {
    const sessions = plain(CANCUN, {
      weekly: closed().map((_, day) =>
        day === 1
          ? [
              { start: '14:00', end: '17:00' },
              { start: '09:00', end: '12:00' },
            ]
          : [],
      ),
    });
    const freeCall = plain(CANCUN, {
      weekly: closed().map((_, day) => (day === 1 ? [{ start: '12:00', end: '12:30' }] : [])),
    });
    expect(workingRangesOn([sessions, freeCall], monday)).toEqual([
      { start: '09:00', end: '12:30' },
      { start: '14:00', end: '17:00' },
    ]);
    expect(workingRangesOn([sessions, freeCall], addDays(monday, 1))).toEqual([]);
  });

  it('reads a date override before the weekday’s hours', () => {
    const sessions = plain(CANCUN, {
      overrides: [{ from: monday, to: monday, ranges: [] }],
    });
    expect(workingRangesOn([sessions], monday)).toEqual([]);
    expect(workingRangesOn([sessions], addDays(monday, 7))).toEqual([
      { start: '09:00', end: '17:00' },
    ]);
  });
});
