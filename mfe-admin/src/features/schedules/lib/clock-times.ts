/**
 * A range's times as the owner reads them, on the twelve-hour clock every time of the back office
 * is written in ("9:00 AM", "5:30 PM"), while what is saved stays the schedule's wall-clock time
 * ("09:00", "17:30"; "24:00" for midnight at a day's end). Each time field offers the times of a
 * day in steps; a saved time between two steps is offered too, so opening the form loses nothing.
 */
import { formatClock } from '../../../lib/format';

/**
 * Minutes between two times a field offers: the half hours a working day's hours are set in
 * (the starts within a range have their own interval). Half as many choices as quarter hours keep
 * the form light: every weekday's range is two of these fields, in each schedule.
 */
export const timeStepMinutes = 30;

const minutesPerDay = 24 * 60;

const asTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const minutesOf = (time: string): number | null => {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= minutesPerDay ? minutes : null;
};

export interface TimeChoice {
  /** As saved: "14:30". */
  value: string;
  /** As read: "2:30 PM". */
  label: string;
}

/**
 * A range's start (`from`: midnight to the last step before the next midnight) or end (`to`: the
 * first step after midnight to the next midnight, "24:00"), each on the twelve-hour clock, with
 * the current value among them (in its order) when it falls between two steps. A value that is no
 * time at all (an old or hand-made record) comes first as it is, for the form's checks to refuse.
 */
export function timeChoices(end: 'from' | 'to', current: string): TimeChoice[] {
  const first = end === 'from' ? 0 : timeStepMinutes;
  const last = end === 'from' ? minutesPerDay - timeStepMinutes : minutesPerDay;
  const minutes = new Set<number>();
  for (let at = first; at <= last; at += timeStepMinutes) minutes.add(at);
  const saved = minutesOf(current);
  if (saved !== null) minutes.add(saved);
  const choices = [...minutes].sort((a, b) => a - b).map((at) => choiceAt(asTime(at)));
  return saved === null && current !== ''
    ? [{ value: current, label: current }, ...choices]
    : choices;
}

/** A plain space: a select's choice never wraps, and typing "2:30 p" in it finds "2:30 PM". */
const choiceAt = (time: string): TimeChoice => ({
  value: time,
  label: formatClock(time).replace('\u00a0', ' '),
});

/**
 * The chosen time alone, as `timeChoices` labels it (none for an empty value): what a time field
 * holds until the owner comes to it, without working out the day's other times.
 */
export function chosenTimeChoice(current: string): TimeChoice[] {
  if (current === '') return [];
  return minutesOf(current) === null ? [{ value: current, label: current }] : [choiceAt(current)];
}
