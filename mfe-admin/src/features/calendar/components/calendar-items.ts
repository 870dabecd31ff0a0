/**
 * Everything the calendar shows as one list of items, each with its interval and words: sessions
 * and free calls, blocked time, and Google's busy times.
 */
import type { CalendarView } from '@site/contracts/calendar';
import type { PackageType } from '@site/contracts/packages';
import { packageName } from '../../../lib/format';

export type CalendarItem =
  | {
      kind: 'session' | 'free-call';
      key: string;
      start: string;
      end: string;
      bookingId: number;
      name: string;
      what: string;
      cancelled: boolean;
      status: string;
    }
  | { kind: 'block'; key: string; start: string; end: string; id: number; note: string }
  | { kind: 'busy'; key: string; start: string; end: string };

export function calendarItems(view: CalendarView): CalendarItem[] {
  return [
    ...view.entries.map((entry): CalendarItem => ({
      kind: entry.kind,
      key: `session-${entry.sessionId}`,
      start: entry.startsAt,
      end: entry.endsAt,
      bookingId: entry.bookingId,
      name: entry.name,
      what: packageName(entry.packageType as PackageType),
      cancelled: entry.status === 'cancelled',
      status: entry.status,
    })),
    ...view.blocks.map((block): CalendarItem => ({
      kind: 'block',
      key: `block-${block.id}`,
      start: block.startsAt,
      end: block.endsAt,
      id: block.id,
      note: block.note,
    })),
    ...view.busy.map((busy, index): CalendarItem => ({
      kind: 'busy',
      key: `busy-${index}-${busy.start}`,
      start: busy.start,
      end: busy.end,
    })),
  ];
}

/** The short words of an item in a day's cell. */
export function itemTitle(item: CalendarItem): string {
  switch (item.kind) {
    case 'session':
    case 'free-call':
      return `${item.cancelled ? 'Cancelled: ' : ''}${item.name} · ${item.kind === 'free-call' ? 'Free call' : item.what}`;
    case 'block':
      return item.note ? `Blocked: ${item.note}` : 'Blocked';
    case 'busy':
      return 'Busy (Google Calendar)';
  }
}
