/**
 * The owner's busy time on one coach day, for the pickers, without spending the owner's Google
 * quota on every visitor: only days a picker can show (from today to the booking horizon, in any
 * listed zone) are looked up, each answer is kept for CALENDAR_AVAILABILITY_CACHE_MS, and
 * concurrent requests for one day share one call to Google. Failures are not kept. The time the
 * owner blocked in his back office is busy too, read fresh on every call (never cached), so a
 * block takes effect at once and with Google Calendar not connected. The sessions already held,
 * which a schedule's buffers and daily and weekly limits count, are read fresh too.
 */
import type { Knex } from 'knex';
import type { PackageType } from '@site/contracts/packages';
import { calendarDateRange, dayBounds } from '@site/contracts/slots';
import { coachTimezone } from '@site/contracts/timezones';
import {
  badGateway,
  badRequest,
  calendarDateRangeMessage,
  messages,
} from '../../../platform/errors';
import type { BusyEvent, CalendarClient } from '../../../platform/plugins/calendar';

export interface Availability {
  /**
   * The busy events on a coach day (YYYY-MM-DD); 400 outside the pickers' range for the horizon
   * in force, 502 Google down.
   */
  busyOn(date: string, horizonDays: number): Promise<BusyEvent[]>;
  /** Whether the owner blocked any of [start, end) in his back office; read fresh. */
  isBlocked(start: Date, end: Date): Promise<boolean>;
  /**
   * The held sessions overlapping [from, to) (a follow-up call counts as a free call), read in
   * `trx` when given: what a schedule's buffers and daily and weekly limits are judged against.
   */
  heldSessions(from: Date, to: Date, trx?: Knex.Transaction): Promise<HeldSession[]>;
}

export interface HeldSession {
  id: number;
  packageType: PackageType;
  scheduledAt: string;
  endsAt: string;
}

interface CacheEntry {
  storedAt: number;
  expiresAt: number;
  events: Promise<BusyEvent[]>;
}

/** Every listed zone's midnight falls on a quarter hour, so the range holds within one. */
const rangeStepMs = 15 * 60_000;

export function createAvailability(options: {
  calendar: CalendarClient | null;
  /** The owner's blocked time overlapping [start, end). */
  blocked: (start: Date, end: Date) => Promise<BusyEvent[]>;
  /** The held sessions overlapping [from, to). */
  held: (from: Date, to: Date, trx?: Knex.Transaction) => Promise<HeldSession[]>;
  now: () => Date;
  cacheMs: number;
  onError: (error: unknown) => void;
}): Availability {
  const cache = new Map<string, CacheEntry>();
  let range: { step: number; horizonDays: number; first: string; last: string } | null = null;

  function dateRange(now: Date, horizonDays: number): { first: string; last: string } {
    const step = Math.floor(now.getTime() / rangeStepMs);
    if (range?.step !== step || range.horizonDays !== horizonDays) {
      range = { step, horizonDays, ...calendarDateRange({ now, horizonDays }) };
    }
    return range;
  }

  /** Google's busy events on a coach day inside `range`: cached, one call per day at a time. */
  function googleBusyOn(date: string, now: Date, range: { first: string; last: string }) {
    const calendar = options.calendar;
    if (calendar === null) return Promise.resolve([]);
    const time = now.getTime();
    // Only days inside the range are ever stored, so the cache stays a few dozen entries. An
    // answer kept at a later time than now (the clock was set back) is not trusted either.
    for (const [day, entry] of cache) {
      const stale = entry.expiresAt <= time || entry.storedAt > time;
      if (stale || day < range.first || day > range.last) cache.delete(day);
    }
    const cached = cache.get(date);
    if (cached) return cached.events;
    const { start, end } = dayBounds(date, coachTimezone);
    const entry: CacheEntry = {
      storedAt: time,
      expiresAt: time + options.cacheMs,
      events: calendar.listBusy(start, end).catch((error: unknown) => {
        if (cache.get(date) === entry) cache.delete(date);
        options.onError(error);
        throw badGateway(messages.calendarDown);
      }),
    };
    if (options.cacheMs > 0) cache.set(date, entry);
    return entry.events;
  }

  return {
    async busyOn(date, horizonDays) {
      const now = options.now();
      const days = dateRange(now, horizonDays);
      if (date < days.first || date > days.last)
        throw badRequest(calendarDateRangeMessage(horizonDays));
      const { start, end } = dayBounds(date, coachTimezone);
      const [google, blocked] = await Promise.all([
        googleBusyOn(date, now, days),
        options.blocked(start, end),
      ]);
      return [...google, ...blocked];
    },
    async isBlocked(start, end) {
      return (await options.blocked(start, end)).length > 0;
    },
    heldSessions: (from, to, trx) => options.held(from, to, trx),
  };
}
