/**
 * Calendar dates written YYYY-MM-DD, in plain Date arithmetic (no date library): the back office's
 * and the bookings' schemas check them without loading the slot rules' time-zone code.
 */
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day a YYYY-MM-DD string names, as midnight UTC, or null when no such day exists
 * (2025-02-30). Plain Date arithmetic: calendars check every visible day on each render.
 */
export function utcDay(value: string): Date | null {
  if (!datePattern.test(value)) return null;
  const [year = 0, month = 1, day = 1] = value.split('-').map(Number);
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year, month - 1, day);
  const exists =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? date : null;
}

/** A calendar date written YYYY-MM-DD that exists (no 2025-02-30). */
export function isDateString(value: string): boolean {
  return utcDay(value) !== null;
}

/** The months' English names, January first (written out: `Intl`'s first use loads ICU). */
export const monthNames = [
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
