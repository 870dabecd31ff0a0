import { mixed, object, string, type InferType } from 'yup';
import { sessionFormatMessage, sessionFormats, type SessionFormat } from '../sessions';
import { slotMessages } from '../slots';
import { isTimezoneName, type TimezoneName } from '../timezones';

const isoDateTime =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/**
 * An ISO 8601 date-time with a zone that exists on the calendar: no 30 February, no 24:00, no
 * minute 60 (Date.parse would roll those over to another day instead of refusing them).
 */
export function isCalendarDateTime(value: string): boolean {
  const match = isoDateTime.exec(value);
  if (match === null) return false;
  const [year, month, day, hour, minute, second = 0, offsetHours = 0, offsetMinutes = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  if (month === undefined || month < 1 || month > 12) return false;
  const lastDay = new Date(0);
  lastDay.setUTCFullYear(year ?? 0, month, 0);
  return (
    day !== undefined &&
    day >= 1 &&
    day <= lastDay.getUTCDate() &&
    (hour ?? 24) < 24 &&
    (minute ?? 60) < 60 &&
    second < 60 &&
    offsetHours < 24 &&
    offsetMinutes < 60 &&
    !Number.isNaN(Date.parse(value))
  );
}

/** The schedule form's 'Missing Information' toast, and the API's answer without a time. */
export const scheduleMessages = {
  missingTitle: 'Missing Information',
  /** Neither a date nor a time chosen. */
  missing: 'Please select both a date and time for your consultation.',
  /** The date is chosen, its time not yet: only the time is asked for. */
  missingTime: 'Please select a time for your consultation from the list under the date you chose.',
} as const;

/** POST /api/consultation-bookings/:id/schedule. The slot rules themselves live in slots.ts. */
export const scheduleSchema = object({
  scheduledAt: string()
    .required(scheduleMessages.missing)
    .test('iso', 'Please choose a valid date and time.', isCalendarDateTime),
  /** Any IANA zone (`Asia/Kolkata`, `UTC`): the visitor's, in which his emails are written. */
  timezone: string<TimezoneName>()
    .required(slotMessages.timezone)
    .test('zone', slotMessages.timezone, isTimezoneName),
  /** Video or audio, chosen when a session is booked (a move keeps it); video when not given. */
  format: mixed<SessionFormat>().oneOf(sessionFormats, sessionFormatMessage).optional(),
});

export type ScheduleRequest = InferType<typeof scheduleSchema>;
