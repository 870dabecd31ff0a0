import { addDays } from '@site/contracts/slots';
import { injectClock } from '../../../test/clock';
import { calendarOpening, monthName, nextMonth } from '../calendar-opening';

afterEach(() => jest.useRealTimers());

const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());

/** The last day of a month (YYYY-MM). */
const lastDayOf = (month: string) => addDays(`${nextMonth(month)}-01`, -1);

/** The day of `month` from which exactly `left` weekdays remain in it (that day included). */
function dayWithWeekdaysLeft(month: string, left: number): string {
  let date = lastDayOf(month);
  let count = 0;
  for (;;) {
    if (!isWeekend(date)) count += 1;
    if (count === left) return date;
    date = addDays(date, -1);
  }
}

/** Weekdays from `today` (or the day after, once today's times are over) to a 60-day horizon. */
function weekdayCalendar(today: string, { todayOver = false } = {}) {
  const lastDate = addDays(today, 60);
  const firstOpen = todayOver ? addDays(today, 1) : today;
  return {
    today,
    lastDate,
    isDisabled: (date: string) => date < firstOpen || date > lastDate || isWeekend(date),
  };
}

describe('calendarOpening', () => {
  // The injected clock's month and year: no test names a fixed date.
  let month: string;
  let year: number;
  beforeEach(() => {
    const { today } = injectClock();
    month = today.slice(0, 7);
    year = Number(today.slice(0, 4));
  });

  /** The first weekday of a month (YYYY-MM). */
  const firstWeekdayOf = (of: string) => {
    let date = `${of}-01`;
    while (isWeekend(date)) date = addDays(date, 1);
    return date;
  };

  it('opens on this month and chooses today while it has enough bookable days left', () => {
    const today = dayWithWeekdaysLeft(month, 5);
    expect(calendarOpening(weekdayCalendar(today))).toEqual({
      month,
      first: today,
      earlierIn: null,
    });
  });

  it('chooses the next bookable day once today’s times are over', () => {
    const today = dayWithWeekdaysLeft(month, 5);
    const opening = calendarOpening(weekdayCalendar(today, { todayOver: true }));
    expect(opening.first).not.toBe(today);
    expect(opening.first).toBe(dayWithWeekdaysLeft(month, 4));
  });

  it('at a month’s end, with two bookable days left, opens on the next month, its first day chosen, and leads back', () => {
    const today = dayWithWeekdaysLeft(month, 2);
    const following = nextMonth(month);
    expect(calendarOpening(weekdayCalendar(today))).toEqual({
      month: following,
      first: firstWeekdayOf(following),
      earlierIn: month,
    });
  });

  it('at a year’s end opens on January of the next year', () => {
    const december = `${year}-12`;
    const today = dayWithWeekdaysLeft(december, 1);
    expect(calendarOpening(weekdayCalendar(today))).toEqual({
      month: `${year + 1}-01`,
      first: firstWeekdayOf(`${year + 1}-01`),
      earlierIn: december,
    });
    expect(monthName(`${year + 1}-01`)).toBe('January');
  });

  it('opens on the next month, with no cue back, when this one has nothing left, across a year’s end too', () => {
    for (const end of [month, `${year}-12`]) {
      const today = dayWithWeekdaysLeft(end, 1);
      expect(calendarOpening(weekdayCalendar(today, { todayOver: true }))).toEqual({
        month: nextMonth(end),
        first: firstWeekdayOf(nextMonth(end)),
        earlierIn: null,
      });
    }
  });

  it('stays on this month’s last days when the next month offers nothing (the horizon ends with this month)', () => {
    const today = dayWithWeekdaysLeft(month, 2);
    const calendar = weekdayCalendar(today);
    expect(calendarOpening({ ...calendar, lastDate: lastDayOf(month) })).toEqual({
      month,
      first: today,
      earlierIn: null,
    });
  });

  it('opens on a preferred day that can be booked (a moved session’s own), in a later month too', () => {
    const today = dayWithWeekdaysLeft(month, 5);
    const calendar = weekdayCalendar(today);
    const later = dayWithWeekdaysLeft(month, 2);
    expect(calendarOpening({ ...calendar, preferred: later })).toEqual({
      month,
      first: later,
      earlierIn: null,
    });
    // In the next month: it opens there, and leads back to this month's bookable days.
    const following = nextMonth(month);
    const inFollowing = addDays(firstWeekdayOf(following), 7);
    expect(calendarOpening({ ...calendar, preferred: inFollowing })).toEqual({
      month: following,
      first: inFollowing,
      earlierIn: month,
    });
  });

  it('chooses the first bookable day when the preferred day cannot be booked', () => {
    const today = dayWithWeekdaysLeft(month, 5);
    const calendar = weekdayCalendar(today);
    const plain = calendarOpening(calendar);
    let weekend = today;
    while (!isWeekend(weekend)) weekend = addDays(weekend, 1);
    for (const preferred of [weekend, addDays(today, -1), addDays(calendar.lastDate, 1)])
      expect(calendarOpening({ ...calendar, preferred })).toEqual(plain);
  });

  it('opens on today’s month, choosing nothing, when nothing at all can be booked', () => {
    const today = dayWithWeekdaysLeft(month, 2);
    expect(
      calendarOpening({ today, lastDate: addDays(today, 60), isDisabled: () => true }),
    ).toEqual({ month, first: null, earlierIn: null });
  });
});
