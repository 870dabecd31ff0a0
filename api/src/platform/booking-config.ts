/**
 * Booking limits read from the environment: how far ahead sessions can be booked, the working
 * hours every session must fit, and how many free strategy calls one visitor address may create
 * per day. Part of Config (config.ts calls this once at boot).
 */
import type { EnvReader } from '@site/contracts/env';
import {
  bookingHorizonBounds,
  defaultBookingWindow,
  type BookingWindow,
} from '@site/contracts/slots';

export interface BookingConfig extends Omit<BookingWindow, 'workingHours'> {
  /** The hours every paid session must fit, in the coach's zone (his saved one, else OWNER_TIMEZONE). */
  workingHours: Omit<BookingWindow['workingHours'], 'timeZone'>;
  /** Free strategy calls one client address may create per rolling 24 hours. */
  freeCallsPerIpPerDay: number;
  /** How often unscheduled free bookings older than a day are removed, in ms. */
  cleanupIntervalMs: number;
  /** Hours before a session its reminders go out (each 0 = off), e.g. [24, 1]. */
  reminderHours: number[];
  /** A paid package's booking still pending this many hours after creation expires. */
  pendingExpiryHours: number;
  /** How often the booking sweep (expiry, completed sessions, calendar retries) runs, in ms. */
  sweepIntervalMs: number;
  /** MEETING_URL: the owner's own meeting room, the join link when Google gives no Meet link. */
  meetingUrl: string | null;
}

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** MEETING_URL: an https link (http only for a local address), or null when unset. */
function meetingUrl(env: EnvReader): string | null {
  const raw = env.string('MEETING_URL');
  if (raw === null) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    env.problem(`MEETING_URL must be a link such as https://zoom.us/j/123 (got "${raw}")`);
    return null;
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    env.problem(`MEETING_URL must be an https link (got "${raw}")`);
    return null;
  }
  return url.href;
}

/** What config says when the retired WORKING_HOURS_TIMEZONE is still set. */
const retiredWorkingHoursZone =
  "WORKING_HOURS_TIMEZONE is no longer read: remove it and set the coach's zone in OWNER_TIMEZONE (the zone he saves on the back office's Schedules screen then takes over)";

export function readBookingConfig(env: EnvReader): BookingConfig {
  const read = (name: string) => env.string(name);
  const { integer } = env;
  const defaults = defaultBookingWindow.workingHours;
  const time = (name: string, fallback: string): string => {
    const raw = read(name);
    if (raw === null) return fallback;
    if (!timePattern.test(raw)) {
      env.problem(`${name} must be a time written HH:mm, like 08:00 (got "${raw}")`);
      return fallback;
    }
    return raw;
  };
  const start = time('WORKING_HOURS_START', defaults.start);
  const end = time('WORKING_HOURS_END', defaults.end);
  if (start >= end) {
    env.problem(`WORKING_HOURS_END (${end}) must be later than WORKING_HOURS_START (${start})`);
  }
  // The coach has one zone: a second variable for his hours' zone could only disagree with it.
  if (read('WORKING_HOURS_TIMEZONE') !== null) env.problem(retiredWorkingHoursZone);
  return {
    horizonDays: integer(
      'BOOKING_HORIZON_DAYS',
      defaultBookingWindow.horizonDays,
      bookingHorizonBounds.min,
      bookingHorizonBounds.max,
    ),
    workingHours: { start, end, weekdays: [...defaults.weekdays] },
    // The owner sets other hours in the back office; there is no variable for them.
    freeCallHours: { ...defaultBookingWindow.freeCallHours },
    freeCallsPerIpPerDay: integer('FREE_CALLS_PER_IP_PER_DAY', 3, 1, 1_000_000),
    cleanupIntervalMs: integer('FREE_CALL_CLEANUP_INTERVAL_MS', 3_600_000, 1_000, 86_400_000),
    reminderHours: [
      integer('REMINDER_FIRST_HOURS', 24, 0, 336),
      integer('REMINDER_SECOND_HOURS', 1, 0, 336),
    ].filter((hours, index, all) => hours > 0 && all.indexOf(hours) === index),
    pendingExpiryHours: integer('PENDING_BOOKING_EXPIRY_HOURS', 24, 1, 24 * 90),
    sweepIntervalMs: integer('BOOKING_SWEEP_INTERVAL_MS', 60_000, 1_000, 86_400_000),
    meetingUrl: meetingUrl(env),
  };
}
