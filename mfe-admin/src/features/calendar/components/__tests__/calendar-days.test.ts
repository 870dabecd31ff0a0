import { addDays, todayIn } from '@site/contracts/slots';
import {
  addMonths,
  dayAfterKey,
  daysTouched,
  groupByDay,
  instantAt,
  shiftPeriod,
  startOfWeek,
  viewDays,
  weekday,
} from '../calendar-days';

/** Days derived from the real clock: today, the last day of this month and of this year. */
const today = todayIn('UTC', new Date());
const year = Number(today.slice(0, 4));
const monthEnd = addDays(addMonths(`${today.slice(0, 7)}-01`, 1), -1);
const yearEnd = `${year}-12-31`;

describe.each([
  ['today', today],
  ['the last day of this month', monthEnd],
  ['the last day of the year', yearEnd],
])('the calendar days, on %s', (_name, date) => {
  it('shows the week from Monday to Sunday, with the day in it', () => {
    const days = viewDays('week', date);
    expect(days).toHaveLength(7);
    expect(weekday(days[0]!)).toBe(1);
    expect(weekday(days[6]!)).toBe(0);
    expect(days).toContain(date);
  });

  it('shows the whole weeks holding the whole month, Monday to Sunday', () => {
    const days = viewDays('month', date);
    expect([28, 35, 42]).toContain(days.length);
    expect(weekday(days[0]!)).toBe(1);
    expect(weekday(days.at(-1)!)).toBe(0);
    expect(days).toContain(`${date.slice(0, 7)}-01`);
    const nextFirst = addMonths(`${date.slice(0, 7)}-01`, 1);
    expect(days).toContain(addDays(nextFirst, -1));
  });

  it('moves a day with the side arrows, a week with up and down, a month with the page keys', () => {
    expect(dayAfterKey(date, 'ArrowRight')).toBe(addDays(date, 1));
    expect(dayAfterKey(date, 'ArrowLeft')).toBe(addDays(date, -1));
    expect(dayAfterKey(date, 'ArrowDown')).toBe(addDays(date, 7));
    expect(dayAfterKey(date, 'ArrowUp')).toBe(addDays(date, -7));
    expect(dayAfterKey(date, 'Home')).toBe(startOfWeek(date));
    expect(weekday(dayAfterKey(date, 'End')!)).toBe(0);
    expect(dayAfterKey(date, 'PageDown')!.slice(0, 7)).toBe(addMonths(date, 1).slice(0, 7));
    expect(dayAfterKey(date, 'a')).toBeNull();
  });

  it('goes a week or a month back and forth', () => {
    expect(shiftPeriod('week', date, 1)).toBe(addDays(date, 7));
    expect(shiftPeriod('week', date, -1)).toBe(addDays(date, -7));
    const next = shiftPeriod('month', date, 1);
    expect(shiftPeriod('month', next, -1).slice(0, 7)).toBe(date.slice(0, 7));
  });
});

describe('addMonths', () => {
  it('keeps the day, or the month’s last when it has fewer', () => {
    expect(addMonths(`${year}-01-31`, 1)).toMatch(new RegExp(`^${year}-02-(28|29)$`));
    expect(addMonths(`${year}-12-15`, 1)).toBe(`${year + 1}-01-15`);
    expect(addMonths(`${year}-01-15`, -1)).toBe(`${year - 1}-12-15`);
  });
});

describe('the days of the coach’s zone', () => {
  it('puts a late evening session on his own day, not the UTC one', () => {
    // 21:00–22:30 in Cancun (UTC−5) is 02:00–03:30 UTC the next day.
    const start = instantAt(monthEnd, '21:00', 'America/Cancun');
    const end = instantAt(monthEnd, '22:30', 'America/Cancun');
    expect(daysTouched(start, end, 'America/Cancun')).toEqual([monthEnd]);
    expect(daysTouched(start, end, 'UTC')).toEqual([addDays(monthEnd, 1)]);
  });

  it('shows blocked time on every day it covers, and not on the day it ends at midnight', () => {
    const start = instantAt(yearEnd, '12:00', 'Europe/London');
    const end = instantAt(addDays(yearEnd, 2), '00:00', 'Europe/London');
    expect(daysTouched(start, end, 'Europe/London')).toEqual([yearEnd, addDays(yearEnd, 1)]);
  });

  it('lists each day’s items in order of start', () => {
    const at = (time: string) => instantAt(today, time, 'Asia/Kolkata');
    const items = [
      { id: 'late', start: at('15:00'), end: at('16:00') },
      { id: 'early', start: at('09:00'), end: at('10:00') },
    ];
    const byDay = groupByDay(items, (item) => item, 'Asia/Kolkata');
    expect(byDay.get(today)!.map((item) => item.id)).toEqual(['early', 'late']);
  });
});
