import { addDays } from '@site/contracts/slots';

/** Fewer bookable days than this left in the opening month, and the calendar points to the next. */
export const fewDaysLeft = 3;

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A month (YYYY-MM) by its English name, e.g. 'January' (no `Intl`: its first use loads ICU). */
export function monthName(month: string): string {
  return monthNames[Number(month.slice(5, 7)) - 1] ?? month;
}

/** The month (YYYY-MM) after `month`, across a year's end. */
export function nextMonth(month: string): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
}

export interface CalendarOpening {
  /** The month the calendar opens on, YYYY-MM. */
  month: string;
  /** The next month, when the opening month has few bookable days left and it has more. */
  moreIn: string | null;
}

/**
 * Which month a booking calendar opens on: the month of the first bookable day from `today` (the
 * next month when this one has none left), and, when that month has fewer than `fewDaysLeft`
 * bookable days and the next month has some, that next month, for a cue that leads to it.
 * Days are YYYY-MM-DD in the calendar's zone; nothing after `lastDate` is bookable.
 */
export function calendarOpening({
  today,
  lastDate,
  isDisabled,
}: {
  today: string;
  lastDate: string;
  isDisabled: (date: string) => boolean;
}): CalendarOpening {
  const bookable: string[] = [];
  for (let date = today; date <= lastDate; date = addDays(date, 1))
    if (!isDisabled(date)) bookable.push(date);
  const first = bookable[0];
  if (!first) return { month: today.slice(0, 7), moreIn: null };
  const month = first.slice(0, 7);
  const following = nextMonth(month);
  const inMonth = bookable.filter((date) => date.startsWith(month)).length;
  const later = bookable.some((date) => date.startsWith(following));
  return { month, moreIn: inMonth < fewDaysLeft && later ? following : null };
}
