/** Days and periods in words, as the calendar's headings and day buttons say them. */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import type { CalendarViewKind } from './calendar-days';

dayjs.extend(utc);

const day = (date: string) => dayjs.utc(date, 'YYYY-MM-DD');

/** "Tuesday 1 December 2026", or short: "Tue 1". */
export function formatDay(date: string, length: 'long' | 'short' = 'long'): string {
  return day(date).format(length === 'long' ? 'dddd D MMMM YYYY' : 'ddd D');
}

/** The heading of a view: "December 2026", or the week "30 Nov – 6 Dec 2026". */
export function formatPeriod(view: CalendarViewKind, date: string, days: string[]): string {
  if (view === 'month') return day(date).format('MMMM YYYY');
  const first = day(days[0]!);
  const last = day(days[days.length - 1]!);
  return `Week of ${first.format('D MMM')} – ${last.format('D MMM YYYY')}`;
}
