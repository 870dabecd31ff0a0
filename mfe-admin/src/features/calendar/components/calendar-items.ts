/**
 * Everything the calendar shows as one list of items, each with its interval and words: sessions
 * and free calls, blocked time, and Google's busy times.
 */
import type { CalendarView } from '@site/contracts/calendar';
import type { PackageType } from '@site/contracts/packages';
import type { BookingStatus } from '@site/contracts/sessions';
import { isUnpaid, packageName, unpaidLabel } from '../../../lib/format';
import { timeIn } from './calendar-days';

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
      /** Its booking's status: a session of a booking not paid yet is marked "Unpaid". */
      bookingStatus: BookingStatus;
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
      bookingStatus: entry.bookingStatus,
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

/**
 * An item's words in two parts: who or what it is ("Lena Okafor", "Cancelled: Lena Okafor",
 * "Blocked: Dentist") and, for a booking, what was booked ("10-Session Package", "Free call"), so
 * a small box can drop the second part without leaving a separator hanging.
 */
export function itemWords(item: CalendarItem): { who: string; what: string | null } {
  switch (item.kind) {
    case 'session':
    case 'free-call':
      return {
        who: `${item.cancelled ? 'Cancelled: ' : ''}${item.name}`,
        what: item.kind === 'free-call' ? 'Free call' : item.what,
      };
    case 'block':
      return { who: item.note ? `Blocked: ${item.note}` : 'Blocked', what: null };
    case 'busy':
      return { who: 'Busy (Google Calendar)', what: null };
  }
}

/** The short words of an item in a day's cell: "Lena Okafor · 10-Session Package". */
export function itemTitle(item: CalendarItem): string {
  const { who, what } = itemWords(item);
  return what === null ? who : `${who} · ${what}`;
}

/** Whether an item is a session of a booking not paid yet. */
export function itemUnpaid(item: CalendarItem): boolean {
  return (item.kind === 'session' || item.kind === 'free-call') && isUnpaid(item.bookingStatus);
}

/**
 * An item's whole words for its tooltip in the week's grid and a month's cell, which show them
 * cut: "10:00 AM–11:30 AM · Lena Okafor · 10-Session Package" (then "· Unpaid" for a session of a
 * booking not paid yet).
 */
export function itemTooltip(item: CalendarItem, zone: string): string {
  const unpaid = itemUnpaid(item) ? ` · ${unpaidLabel}` : '';
  return `${timeIn(item.start, zone)}–${timeIn(item.end, zone)} · ${itemTitle(item)}${unpaid}`;
}
