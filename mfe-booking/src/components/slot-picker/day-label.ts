import { formatPickerDay } from '@site/contracts/slots';

/** A picker day (YYYY-MM-DD) as local midnight in the browser. */
export function fromDateString(date: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/**
 * A day button's name, in the month calendar and in the short window's day list alike: weekday,
 * month, day number and year in the site's long style, the day number its own word so the name contains the
 * visible text (assistive tech users who say "click 12" reach it).
 */
export function dayButtonLabel(date: Date, modifiers?: { today?: boolean; selected?: boolean }) {
  const name = formatPickerDay(date);
  return `${modifiers?.today ? 'Today, ' : ''}${name}${modifiers?.selected ? ', selected' : ''}`;
}
