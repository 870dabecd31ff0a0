import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

const months = [
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
];

function ordinal(n: number): string {
  if (n % 100 >= 11 && n % 100 <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** The calendar's name for a YYYY-MM-DD day, as react-day-picker labels its buttons. */
export function dayLabel(date: string): RegExp {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new RegExp(`${months[month - 1]} ${ordinal(day)}, ${year}`);
}

/**
 * Finds a day's button, moving the calendar forward a month at a time if needed; null when the
 * calendar cannot be moved that far (its last month is before the day).
 */
export async function findDayButton(user: UserEvent, date: string): Promise<HTMLElement | null> {
  await screen.findByRole('grid');
  for (let month = 0; month < 4; month += 1) {
    const button = screen.queryByRole('button', { name: dayLabel(date) });
    if (button) return button;
    const next = screen.getByRole('button', { name: 'Go to the Next Month' });
    if (next.hasAttribute('disabled') || next.getAttribute('aria-disabled') === 'true') return null;
    await user.click(next);
  }
  return null;
}

export async function pickDay(user: UserEvent, date: string) {
  const button = await findDayButton(user, date);
  if (!button) throw new Error(`The calendar never showed ${date}`);
  await user.click(button);
}
