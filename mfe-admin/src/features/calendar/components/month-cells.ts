/**
 * What a month's cell shows of its day: on a laptop's column a few items, one line each, and
 * "+K more" for the rest; on a tablet's column fewer; on a phone only a dot and a count per kind
 * (the chosen day's agenda under the grid lists them all).
 */
import { utcDay } from '@site/contracts/dates';
import { addDays } from '@site/contracts/slots';
import type { CalendarItem } from './calendar-items';

/**
 * The days a month's grid shows: the Monday-to-Sunday weeks that hold a day of `date`'s month,
 * four to six of them — never a last row lying wholly in the next month.
 */
export function monthDays(date: string): string[] {
  const first = `${date.slice(0, 7)}-01`;
  const mondayOffset = ((utcDay(first)?.getUTCDay() ?? 1) + 6) % 7;
  const from = addDays(first, -mondayOffset);
  const last = addDays(addDays(first, 31).slice(0, 7) + '-01', -1);
  const days: string[] = [];
  for (let day = from; days.length % 7 !== 0 || day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Items a cell lists before "+K more", by the room the screen's column gives the grid. */
export const monthCellLimits = { wide: 3, tablet: 2 } as const;

export type MonthCellWidth = keyof typeof monthCellLimits;

/** The first `limit` items in the day's order, and how many more the day holds. */
export function monthCell<T>(items: readonly T[], limit: number): { shown: T[]; more: number } {
  const shown = items.slice(0, Math.max(0, limit));
  return { shown, more: items.length - shown.length };
}

/** The kinds in the order a phone's cell shows their dots. */
export const kindOrder = ['session', 'free-call', 'block', 'busy'] as const;

export const kindWords: Record<CalendarItem['kind'], [one: string, many: string]> = {
  session: ['session', 'sessions'],
  'free-call': ['free call', 'free calls'],
  block: ['blocked time', 'blocked times'],
  busy: ['busy time', 'busy times'],
};

/**
 * A phone's cell: how many items of each kind the day holds (a cancelled session or call takes no
 * time and is left out), in `kindOrder`, kinds it lacks left out.
 */
export function countsByKind(
  items: readonly CalendarItem[],
): { kind: CalendarItem['kind']; count: number }[] {
  const counts = new Map<CalendarItem['kind'], number>();
  for (const item of items) {
    if ((item.kind === 'session' || item.kind === 'free-call') && item.cancelled) continue;
    counts.set(item.kind, (counts.get(item.kind) ?? 0) + 1);
  }
  return kindOrder.flatMap((kind) => {
    const count = counts.get(kind);
    return count ? [{ kind, count }] : [];
  });
}

/** "2 sessions, 1 blocked time", or "" for an empty day. */
export function countsInWords(counts: readonly { kind: CalendarItem['kind']; count: number }[]) {
  return counts
    .map(({ kind, count }) => `${count} ${kindWords[kind][count === 1 ? 0 : 1]}`)
    .join(', ');
}
