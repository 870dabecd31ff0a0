import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import zoneConversion from '@site/contracts/zone-conversion';
import { formatTime } from '../../../lib/format';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(zoneConversion);

/** How many of the coming sessions Today lists; the rest are the calendar's. */
export const upcomingShown = 5;

export type DayGroupKey = 'today' | 'tomorrow' | 'this-week' | 'later';

export const dayGroupLabels: Record<DayGroupKey, string> = {
  today: 'Today',
  tomorrow: 'Tomorrow',
  'this-week': 'Later this week',
  later: 'Later',
};

export interface DayGroup<T> {
  key: DayGroupKey;
  label: string;
  /** Each item with its time as its group writes it ("2:30 PM", "Fri, 2:30 PM", "Mon, Dec 14, 2:30 PM"). */
  items: { item: T; when: string }[];
}

const dayOf = (iso: string, zone: string) => dayjs(iso).tz(zone).format('YYYY-MM-DD');

/**
 * The first `upcomingShown` items (soonest first, each with its `scheduledAt`) grouped by the day
 * they fall on in the owner's zone, relative to `now`: Today, Tomorrow, Later this week (to the
 * Sunday ending the Monday-to-Sunday week, as the calendar's weeks run), then Later. Empty groups
 * are left out.
 */
export function groupByDay<T extends { scheduledAt: string | null }>(
  items: readonly T[],
  now: string,
  zone: string,
): DayGroup<T>[] {
  const today = dayjs(now).tz(zone).startOf('day');
  const todayKey = today.format('YYYY-MM-DD');
  const tomorrowKey = today.add(1, 'day').format('YYYY-MM-DD');
  // Monday is day 1 of dayjs's week (Sunday 0): the days left to this week's Sunday.
  const sundayKey = today.add((7 - today.day()) % 7, 'day').format('YYYY-MM-DD');
  const groups = new Map<DayGroupKey, DayGroup<T>>();
  for (const item of items.filter((one) => one.scheduledAt !== null).slice(0, upcomingShown)) {
    const at = item.scheduledAt as string;
    const day = dayOf(at, zone);
    const key: DayGroupKey =
      day <= todayKey
        ? 'today'
        : day === tomorrowKey
          ? 'tomorrow'
          : day <= sundayKey
            ? 'this-week'
            : 'later';
    const local = dayjs(at).tz(zone);
    const sameYear = local.year() === today.year();
    const when =
      key === 'today' || key === 'tomorrow'
        ? formatTime(at, zone)
        : key === 'this-week'
          ? `${local.format('ddd')}, ${formatTime(at, zone)}`
          : `${local.format(sameYear ? 'ddd, MMM D' : 'ddd, MMM D, YYYY').replace(/ /g, '\u00a0')}, ${formatTime(at, zone)}`;
    const group = groups.get(key) ?? { key, label: dayGroupLabels[key], items: [] };
    group.items.push({ item, when });
    groups.set(key, group);
  }
  return (['today', 'tomorrow', 'this-week', 'later'] as const)
    .map((key) => groups.get(key))
    .filter((group): group is DayGroup<T> => group !== undefined);
}
