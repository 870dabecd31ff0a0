import { groupByDay, upcomingShown } from '../day-groups';

/** Cancun keeps UTC-5 all year: `hh` o'clock there on the day `days` after `from`. */
const cancun = (from: Date, days: number, hh: number) =>
  new Date(
    Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days, hh + 5),
  ).toISOString();
const zone = 'America/Cancun';
const session = (scheduledAt: string) => ({ scheduledAt });

/** The next date (from the real clock) whose weekday is `weekday` (0 Sunday … 6 Saturday). */
function nextWeekday(weekday: number): Date {
  const date = new Date();
  date.setUTCHours(12);
  while (date.getUTCDay() !== weekday) date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

const shape = (groups: ReturnType<typeof groupByDay>) =>
  groups.map((group) => [group.label, group.items.map((one) => one.when)]);

describe('groupByDay', () => {
  it('reads the days in the owner’s zone: today, tomorrow, the rest of the Monday-to-Sunday week, later', () => {
    const wednesday = nextWeekday(3);
    const now = cancun(wednesday, 0, 8);
    const groups = groupByDay(
      [
        session(cancun(wednesday, 0, 14)),
        // 11 PM in Cancun is the next day in UTC: still today here.
        session(cancun(wednesday, 0, 23)),
        session(cancun(wednesday, 1, 9)),
        session(cancun(wednesday, 4, 10)), // Sunday
        session(cancun(wednesday, 5, 10)), // next Monday
      ],
      now,
      zone,
    );
    expect(groups.map((group) => group.label)).toEqual([
      'Today',
      'Tomorrow',
      'Later this week',
      'Later',
    ]);
    expect(groups[0]!.items.map((one) => one.when)).toEqual(['2:00\u00a0PM', '11:00\u00a0PM']);
    expect(groups[2]!.items[0]!.when).toBe('Sun, 10:00\u00a0AM');
    expect(groups[3]!.items[0]!.when).toMatch(
      /^Mon,\u00a0[A-Z][a-z]{2}\u00a0\d{1,2}, 10:00\u00a0AM$/,
    );
  });

  it('on a Sunday has no rest of the week: Monday is tomorrow, Tuesday later', () => {
    const sunday = nextWeekday(0);
    const groups = groupByDay(
      [session(cancun(sunday, 1, 9)), session(cancun(sunday, 2, 9))],
      cancun(sunday, 0, 22),
      zone,
    );
    expect(groups.map((group) => group.label)).toEqual(['Tomorrow', 'Later']);
  });

  it('holds across a month’s and a year’s end, writing the year only of another year', () => {
    const year = new Date().getUTCFullYear();
    const newYearsEve = new Date(Date.UTC(year, 11, 31, 12));
    const groups = groupByDay(
      [session(cancun(newYearsEve, 1, 9)), session(cancun(newYearsEve, 12, 9))],
      cancun(newYearsEve, 0, 20),
      zone,
    );
    expect(shape(groups)[0]).toEqual(['Tomorrow', ['9:00\u00a0AM']]);
    expect(groups.at(-1)!.items[0]!.when).toMatch(
      new RegExp(`^[A-Z][a-z]{2},\u00a0Jan\u00a012,\u00a0${year + 1}, 9:00\u00a0AM$`),
    );
    const endOfMonth = new Date(Date.UTC(year, 3, 30, 12));
    expect(
      groupByDay([session(cancun(endOfMonth, 1, 9))], cancun(endOfMonth, 0, 20), zone)[0]!.label,
    ).toBe('Tomorrow');
  });

  it(`lists the first ${upcomingShown} only, and leaves out what has no time`, () => {
    const now = new Date().toISOString();
    const many = Array.from({ length: 8 }, (_, index) =>
      session(new Date(Date.now() + (index + 1) * 3_600_000).toISOString()),
    );
    const groups = groupByDay([{ scheduledAt: null }, ...many], now, zone);
    expect(groups.flatMap((group) => group.items)).toHaveLength(upcomingShown);
  });
});
