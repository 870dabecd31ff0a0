import { monthNames } from '@site/contracts/dates';
import { addDays } from '@site/contracts/slots';

/** Fewer bookable days than this left in a month, and the calendar opens on the next one. */
export const fewDaysLeft = 3;

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
  /** The day chosen for the visitor as it opens (its times show at once): the opening month's first bookable day, or null when nothing can be booked. */
  first: string | null;
  /** The month before, when it still has a few bookable days the opening skipped, for a cue back to them. */
  earlierIn: string | null;
}

/** The month (YYYY-MM) a calendar shows first: the chosen day's, else the one it opens on. */
export function firstMonthShown({
  selected,
  opening,
}: {
  selected: string | null;
  opening: CalendarOpening;
}): string {
  return (selected ?? opening.month).slice(0, 7);
}

/**
 * Which month a booking calendar opens on, and the day it chooses: the month of the first
 * bookable day from `today` (the next month when this one has none left), unless that month has
 * fewer than `fewDaysLeft` bookable days and the next month has more: then the next month, so the
 * calendar never opens on a month of greyed days, with a cue back to the few days it skipped
 * (`earlierIn`). The chosen day is the opening month's first bookable day, unless a `preferred`
 * day (a moved session's own day) can be booked: then the calendar opens on that day's month with
 * that day chosen, and leads back to the month before when it has bookable days.
 * Days are YYYY-MM-DD in the calendar's zone; nothing after `lastDate` is bookable.
 */
export function calendarOpening({
  today,
  lastDate,
  isDisabled,
  preferred = null,
}: {
  today: string;
  lastDate: string;
  isDisabled: (date: string) => boolean;
  /** The day to choose when it can be booked; otherwise the first bookable day is chosen. */
  preferred?: string | null;
}): CalendarOpening {
  const bookable: string[] = [];
  for (let date = today; date <= lastDate; date = addDays(date, 1))
    if (!isDisabled(date)) bookable.push(date);
  const first = bookable[0];
  if (!first) return { month: today.slice(0, 7), first: null, earlierIn: null };
  if (preferred !== null && bookable.includes(preferred)) {
    const opened = preferred.slice(0, 7);
    const before = bookable.filter((date) => date < `${opened}-01`).at(-1);
    return { month: opened, first: preferred, earlierIn: before?.slice(0, 7) ?? null };
  }
  const month = first.slice(0, 7);
  const following = nextMonth(month);
  const inMonth = bookable.filter((date) => date.startsWith(month)).length;
  const inFollowing = bookable.filter((date) => date.startsWith(following));
  if (inMonth < fewDaysLeft && inFollowing.length > inMonth)
    return { month: following, first: inFollowing[0] ?? null, earlierIn: month };
  return { month, first, earlierIn: null };
}
