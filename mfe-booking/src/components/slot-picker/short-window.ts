import { addDays } from '@site/contracts/slots';

/**
 * A booking window of at most this many days (today included) is offered as a list of its open
 * days, not as a month of mostly greyed days.
 */
export const shortWindowDays = 7;

/**
 * The open days of a short window (`today` to `lastDate`, YYYY-MM-DD, at most `shortWindowDays`
 * days), in order; null when the window is longer, so the month calendar shows it.
 */
export function shortWindowDaysOf({
  today,
  lastDate,
  isDisabled,
}: {
  today: string;
  lastDate: string;
  isDisabled: (date: string) => boolean;
}): string[] | null {
  if (lastDate < today || lastDate > addDays(today, shortWindowDays - 1)) return null;
  const days: string[] = [];
  for (let day = today; day <= lastDate; day = addDays(day, 1))
    if (!isDisabled(day)) days.push(day);
  return days;
}
