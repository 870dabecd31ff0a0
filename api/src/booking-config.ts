/**
 * Booking limits read from the environment: how far ahead sessions can be booked, the working
 * hours every session must fit, and how many free strategy calls one visitor address may create
 * per day. Part of Config (config.ts calls this once at boot).
 */
import type { EnvReader } from '@site/contracts/env';
import { defaultBookingWindow, type BookingWindow } from '@site/contracts/slots';

export interface BookingConfig extends BookingWindow {
  /** Free strategy calls one client address may create per rolling 24 hours. */
  freeCallsPerIpPerDay: number;
  /** How often unscheduled free bookings older than a day are removed, in ms. */
  cleanupIntervalMs: number;
}

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

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
  let timeZone = read('WORKING_HOURS_TIMEZONE') ?? defaults.timeZone;
  if (!isTimeZone(timeZone)) {
    env.problem(
      `WORKING_HOURS_TIMEZONE must be an IANA time zone like America/Cancun (got "${timeZone}")`,
    );
    timeZone = defaults.timeZone;
  }
  return {
    horizonDays: integer('BOOKING_HORIZON_DAYS', defaultBookingWindow.horizonDays, 1, 730),
    workingHours: { start, end, timeZone, weekdays: [...defaults.weekdays] },
    freeCallsPerIpPerDay: integer('FREE_CALLS_PER_IP_PER_DAY', 3, 1, 1_000_000),
    cleanupIntervalMs: integer('FREE_CALL_CLEANUP_INTERVAL_MS', 3_600_000, 1_000, 86_400_000),
  };
}
