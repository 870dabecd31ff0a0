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

  it('opens on this month, without a cue, while it has enough bookable days left', () => {
    const today = dayWithWeekdaysLeft(month, 5);
    expect(calendarOpening(weekdayCalendar(today))).toEqual({ month, moreIn: null });
  });

  it('at a month’s end, with two bookable days left, opens on it and points to the next month', () => {
    const today = dayWithWeekdaysLeft(month, 2);
    expect(calendarOpening(weekdayCalendar(today))).toEqual({ month, moreIn: nextMonth(month) });
  });

  it('at a year’s end points to January of the next year', () => {
    const december = `${year}-12`;
    const today = dayWithWeekdaysLeft(december, 1);
    expect(calendarOpening(weekdayCalendar(today))).toEqual({
      month: december,
      moreIn: `${year + 1}-01`,
    });
    expect(monthName(`${year + 1}-01`)).toBe('January');
  });

  it('opens on the next month when this one has nothing left, across a year’s end too', () => {
    for (const end of [month, `${year}-12`]) {
      const today = dayWithWeekdaysLeft(end, 1);
      expect(calendarOpening(weekdayCalendar(today, { todayOver: true }))).toEqual({
        month: nextMonth(end),
        moreIn: null,
      });
    }
  });

  it('gives no cue when the next month offers nothing (the horizon ends with this month)', () => {
    const today = dayWithWeekdaysLeft(month, 2);
    const calendar = weekdayCalendar(today);
    expect(calendarOpening({ ...calendar, lastDate: lastDayOf(month) })).toEqual({
      month,
      moreIn: null,
    });
  });

  it('opens on today’s month when nothing at all can be booked', () => {
    const today = dayWithWeekdaysLeft(month, 2);
    expect(
      calendarOpening({ today, lastDate: addDays(today, 60), isDisabled: () => true }),
    ).toEqual({ month, moreIn: null });
  });
});
