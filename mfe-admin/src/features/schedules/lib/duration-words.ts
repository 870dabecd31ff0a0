/**
 * Durations as the owner reads them, never a raw count of minutes: "15 min", "1 hour",
 * "1 h 30 min", "2 days". The Schedules form offers each duration as a choice of these (the
 * choices a coach needs), and a saved value that is not among them is offered too, in words, so
 * nothing saved is lost by opening the form.
 */

const minutesPerDay = 24 * 60;

/** A count of minutes in words; `zero` is what none reads as ("None", "Any time ahead"). */
export function durationWords(minutes: number, zero = 'None'): string {
  if (minutes === 0) return zero;
  const days = Math.floor(minutes / minutesPerDay);
  const hours = Math.floor((minutes % minutesPerDay) / 60);
  const mins = minutes % 60;
  if (days === 0 && mins === 0) return hours === 1 ? '1 hour' : `${hours} hours`;
  if (days > 0 && hours === 0 && mins === 0) return days === 1 ? '1 day' : `${days} days`;
  if (days === 0 && hours === 0) return `${mins} min`;
  const parts = [
    days > 0 ? (days === 1 ? '1 day' : `${days} days`) : '',
    hours > 0 ? `${hours} h` : '',
    mins > 0 ? `${mins} min` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

export interface DurationChoice {
  value: string;
  label: string;
}

/**
 * The choices of a duration field, in minutes, each in words, with the current value among them
 * (in its order) when it is a whole number the list lacks.
 */
export function durationChoices(
  minutes: readonly number[],
  current: string,
  zero?: string,
): DurationChoice[] {
  const values = new Set(minutes);
  const typed = /^\d+$/.test(current.trim()) ? Number(current.trim()) : null;
  if (typed !== null) values.add(typed);
  return [...values]
    .sort((a, b) => a - b)
    .map((value) => ({ value: String(value), label: durationWords(value, zero) }));
}

/** The choices each duration of a schedule offers, in minutes. */
export const durationOptions = {
  buffer: [0, 5, 10, 15, 20, 30, 45, 60, 90, 120],
  minimumNotice: [0, 30, 60, 120, 180, 240, 360, 720, 1440, 2880, 4320, 10080],
  interval: [5, 10, 15, 20, 30, 45, 60, 90, 120],
} as const;
