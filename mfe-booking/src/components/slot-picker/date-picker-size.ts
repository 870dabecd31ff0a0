/**
 * The month calendar's rows, in pixels: the caption (the month's name beside its arrows), the
 * weekdays' initials, and each week (a 42 px day button in a 1 px margin). The calendar's styles
 * draw them at these sizes, so its height is known before it is drawn.
 */
export const calendarRows = { caption: 44, weekdays: 32, week: 44 } as const;

/** The "Earlier times in <month>" cue under a month: a 44 px tap target and its 4 px margin. */
export const earlierTimesCueHeight = 48;

/**
 * How many week rows a month (YYYY-MM) takes in a calendar whose weeks start on Sunday: four (a
 * February of 28 days that starts on a Sunday), five, or six (a month of 30 days starting on a
 * Saturday, or of 31 starting on a Friday or Saturday).
 */
export function weeksOf(month: string): number {
  const [year = 0, index = 1] = month.split('-').map(Number);
  const firstWeekday = new Date(Date.UTC(year, index - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return Math.ceil((firstWeekday + days) / 7);
}

/**
 * The room a calendar showing `month` takes: its caption, the weekdays and that month's weeks
 * only (no blank sixth row under a five-week month), and the cue back to the previous month when
 * it shows. A placeholder standing in for the calendar takes the same room.
 */
export function datePickerHeight(month: string, { earlierCue = false } = {}): string {
  const { caption, weekdays, week } = calendarRows;
  return `${caption + weekdays + weeksOf(month) * week + (earlierCue ? earlierTimesCueHeight : 0)}px`;
}

/**
 * The room a calendar takes before anything says which month it shows (the page has no clock
 * yet): five weeks, the most common month.
 */
export const unknownMonthHeight = `${calendarRows.caption + calendarRows.weekdays + 5 * calendarRows.week}px`;
