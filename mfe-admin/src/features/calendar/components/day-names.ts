/** Days and periods in words, as the calendar's headings and day buttons say them. */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { dateStyles } from '../../../lib/format';
import type { CalendarViewKind } from './calendar-days';

dayjs.extend(utc);

const day = (date: string) => dayjs.utc(date, 'YYYY-MM-DD');

const dayFormats = {
  long: dateStyles.long,
  short: 'ddd D',
  /** A free slot's day: "Tue 8 Dec". */
  slot: 'ddd D MMM',
  weekday: 'ddd',
  /** A booking's day in a line of words: "Mon, Dec 7". */
  named: 'ddd, MMM D',
  date: 'D',
  rest: 'MMMM YYYY',
} as const;

/**
 * "Tuesday, December 1, 2026" (the back office's long style); short: "Tue 1" (weekday "Tue" and date "1"); rest (what follows the
 * short form): "December 2026".
 */
export function formatDay(date: string, length: keyof typeof dayFormats = 'long'): string {
  return day(date).format(dayFormats[length]);
}

/** The heading of a view: "December 2026", or the week "Week of Nov 30 – Dec 6, 2026". */
export function formatPeriod(view: CalendarViewKind, date: string, days: string[]): string {
  if (view === 'month') return day(date).format('MMMM YYYY');
  const first = day(days[0]!);
  const last = day(days[days.length - 1]!);
  return `Week of ${first.format('MMM D')} – ${last.format(dateStyles.short)}`;
}
