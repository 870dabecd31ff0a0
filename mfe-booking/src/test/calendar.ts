import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The calendar's name for a YYYY-MM-DD day, e.g. 'Monday, December 7, 2026'. */
export function dayLabel(date: string): RegExp {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const monthName = new Date(Date.UTC(year, month - 1, 15)).toLocaleDateString('en-US', {
    month: 'long',
    timeZone: 'UTC',
  });
  return new RegExp(`\\b${monthName} ${day}, ${year}\\b`);
}

/** Turns the calendar back to the first month it shows (it may open on a later one). */
async function toFirstMonth(user: UserEvent) {
  await screen.findByRole('grid');
  for (;;) {
    const previous = screen.getByRole('button', { name: 'Go to the Previous Month' });
    if (isDisabled(previous)) return;
    await user.click(previous);
  }
}

/**
 * Finds a day's button, from the calendar's first month forward a month at a time if needed;
 * null when the calendar cannot be moved that far (its last month is before the day).
 */
export async function findDayButton(user: UserEvent, date: string): Promise<HTMLElement | null> {
  await screen.findByRole('grid');
  if (!screen.queryByRole('button', { name: dayLabel(date) })) await toFirstMonth(user);
  for (let month = 0; month < 4; month += 1) {
    const button = screen.queryByRole('button', { name: dayLabel(date) });
    if (button) return button;
    const next = screen.getByRole('button', { name: 'Go to the Next Month' });
    if (isDisabled(next)) return null;
    await user.click(next);
  }
  return null;
}

const isDisabled = (button: HTMLElement) =>
  button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true';

/**
 * Checks that a day before today cannot be chosen: disabled in today's month, or in an earlier
 * month the calendar cannot go back to (its first month is today's).
 */
export async function expectNotChoosable(user: UserEvent, date: string) {
  await toFirstMonth(user);
  const button = screen.queryByRole('button', { name: dayLabel(date) });
  if (button) {
    expect(isDisabled(button)).toBe(true);
    return;
  }
  expect(isDisabled(screen.getByRole('button', { name: 'Go to the Previous Month' }))).toBe(true);
}

export async function pickDay(user: UserEvent, date: string) {
  const button = await findDayButton(user, date);
  if (!button) throw new Error(`The calendar never showed ${date}`);
  await user.click(button);
}

/** The day the calendar has chosen (its button's name ends "selected"), or null. */
export function chosenDay(): HTMLElement | null {
  return screen.queryByRole('button', { name: /, selected$/ });
}

/** Presses the time `label` ("10:30 AM") in the booking widget's grid of the chosen day's times. */
export async function pickTime(user: UserEvent, label: string) {
  const times = await screen.findByRole('list', { name: 'Available Times' });
  const button = within(times).getByRole('button', { name: label });
  await user.click(button);
  expect(button).toHaveAttribute('aria-pressed', 'true');
}
