import type { CalendarItem } from '../calendar-items';
import { viewDays } from '../calendar-days';
import { countsByKind, countsInWords, monthCell, monthCellLimits, monthDays } from '../month-cells';

const session = (n: number, cancelled = false): CalendarItem => ({
  kind: 'session',
  key: `session-${n}`,
  start: '2026-01-01T10:00:00Z',
  end: '2026-01-01T11:00:00Z',
  bookingId: n,
  name: `Client ${n}`,
  what: 'Single Session',
  cancelled,
  bookingStatus: 'paid',
  status: cancelled ? 'cancelled' : 'scheduled',
});
const block: CalendarItem = {
  kind: 'block',
  key: 'block-1',
  start: '2026-01-01T13:00:00Z',
  end: '2026-01-01T14:00:00Z',
  id: 1,
  note: '',
};

describe('a month’s cell', () => {
  it('lists the first N of a day’s five items and says how many more', () => {
    const day = [1, 2, 3, 4, 5].map((n) => session(n));
    const wide = monthCell(day, monthCellLimits.wide);
    expect(wide.shown.map((item) => item.key)).toEqual(['session-1', 'session-2', 'session-3']);
    expect(wide.more).toBe(2);
    const tablet = monthCell(day, monthCellLimits.tablet);
    expect(tablet.shown).toHaveLength(2);
    expect(tablet.more).toBe(3);
    // Fewer items than room: all, nothing more.
    expect(monthCell(day.slice(0, 2), monthCellLimits.wide)).toEqual({
      shown: day.slice(0, 2),
      more: 0,
    });
  });

  it('counts a phone’s dots by kind, a cancelled session left out', () => {
    const counts = countsByKind([block, session(1), session(2, true), session(3)]);
    expect(counts).toEqual([
      { kind: 'session', count: 2 },
      { kind: 'block', count: 1 },
    ]);
    expect(countsInWords(counts)).toBe('2 sessions, 1 blocked time');
    expect(countsByKind([session(1, true)])).toEqual([]);
  });
});

describe("a month's grid", () => {
  const weeksOf = (days: string[]) =>
    Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));

  it.each([
    // Starting on a Tuesday, ending on a Thursday: five weeks, no row of January alone.
    ['2026-12-17', 5, '2026-11-30', '2027-01-03'],
    // Starting on a Monday, 28 days: four weeks exactly.
    ['2027-02-09', 4, '2027-02-01', '2027-02-28'],
    // Starting on a Saturday, 31 days: six weeks, each holding a day of August.
    ['2026-08-31', 6, '2026-07-27', '2026-09-06'],
  ])(
    'for %s shows the %i weeks that hold its days, Monday to Sunday',
    (date, weeks, first, last) => {
      const days = monthDays(date);
      expect(days).toHaveLength(weeks * 7);
      expect(days[0]).toBe(first);
      expect(days.at(-1)).toBe(last);
      const month = date.slice(0, 7);
      for (const week of weeksOf(days))
        expect(week.some((day) => day.startsWith(month))).toBe(true);
      // The calendar's month view shows exactly these.
      expect(viewDays('month', date)).toEqual(days);
    },
  );
});
