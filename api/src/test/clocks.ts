/**
 * The "now"s a rule's unit tests run at, all derived from the real clock so they mean the same
 * thing whatever day and year the tests run: today, the last minutes of this month and of the
 * year, and the nights the clocks change in New York and London next year (instants, so a rule
 * of "24 hours" is checked as 24 elapsed hours, not a calendar day).
 */
const hourMs = 3_600_000;

const utc = (year: number, month: number, day: number, hour = 0, minute = 0) =>
  new Date(Date.UTC(year, month - 1, day, hour, minute));

/** The n-th `weekday` (0 = Sunday) of a month, UTC midnight. */
function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  const first = utc(year, month, 1);
  const offset = (weekday - first.getUTCDay() + 7) % 7;
  return utc(year, month, 1 + offset + 7 * (n - 1));
}

/** The last `weekday` (0 = Sunday) of a month, UTC midnight. */
function lastWeekday(year: number, month: number, weekday: number): Date {
  const last = utc(year, month + 1, 0);
  return utc(year, month, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
}

export function clocks(real: Date = new Date()): { name: string; now: Date }[] {
  const year = real.getUTCFullYear();
  const month = real.getUTCMonth() + 1;
  const next = year + 1;
  const at = (day: Date, hour: number) => new Date(day.getTime() + hour * hourMs);
  return [
    { name: 'today', now: real },
    { name: 'the last minutes of this month', now: utc(year, month + 1, 0, 23, 45) },
    { name: 'the last minutes of the year', now: utc(year, 12, 31, 23, 45) },
    // 2:00 local, the moment the clocks change: 7:00 UTC in New York, 1:00 UTC in London.
    { name: 'New York springs forward', now: at(nthWeekday(next, 3, 0, 2), 7) },
    { name: 'New York falls back', now: at(nthWeekday(next, 11, 0, 1), 6) },
    { name: 'London springs forward', now: at(lastWeekday(next, 3, 0), 1) },
    { name: 'London falls back', now: at(lastWeekday(next, 10, 0), 1) },
  ];
}

/** `now` moved by `hours` (fractions allowed), as an instant. */
export function hoursFrom(now: Date, hours: number): Date {
  return new Date(now.getTime() + hours * hourMs);
}

/** One millisecond: "just under" and "just over" a limit. */
export const instant = 1 / hourMs;
