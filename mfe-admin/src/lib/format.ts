import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { givenFreeLabel, type OfflinePayment } from '@site/contracts/admin';
import type { BookingStatus } from '@site/contracts/api-types';
import type { PortalPackage } from '@site/contracts/endpoints/portal';
import { packages, type PackageType } from '@site/contracts/packages';
import { dateFormats, formatDateString, formatShortDate } from '@site/contracts/slots';
import { timezoneInParentheses, zoneTimeNameInParentheses } from '@site/contracts/timezones';
import type { Attendance } from '@site/contracts/schemas/portal';
import { unpaidLabel, wasPaid, type SessionStatus } from '@site/contracts/sessions';
import zoneConversion from '@site/contracts/zone-conversion';

dayjs.extend(utc);
dayjs.extend(timezone);
// The plugin's own conversion builds an ICU formatter per call; this one keeps one per zone.
dayjs.extend(zoneConversion);

/**
 * A date's parts joined by no-break spaces, so a narrow column never splits a date ("Nov 29," /
 * "2026"); a line may still break after the comma that sets off its time.
 */
const whole = (text: string) => text.replace(/ /g, '\u00a0');

/** A written date inside a sentence: "Thursday, December 31, 2026" or "31 Dec 2026". */
const writtenDate =
  /(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,? )?(?:\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*,? \d{4}|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}, \d{4})/g;

/**
 * A sentence someone else wrote (an email's subject) with each date in it kept whole, as the
 * back office's own dates are: "…on Thursday, December 31, 2026 at 2:30 PM" never breaks inside
 * the date.
 */
export function withWholeDates(text: string): string {
  return text.replace(writtenDate, whole);
}

/**
 * A subject someone else wrote without the owner's own zone after its time: the frame says that
 * zone once for every screen. The owner's emails name it as the back office does ("(Cancun
 * time)"), the client's as the booking pages do ("(Eastern)"); older owner emails named it that
 * way too. Another zone (a client's, in the client's emails) stays, since it is what tells the
 * two clocks apart.
 */
export function withoutOwnZone(subject: string, ownZone: string): string {
  return subject
    .replace(` ${zoneTimeNameInParentheses(ownZone)}`, '')
    .replace(` ${timezoneInParentheses(ownZone)}`, '');
}

/**
 * The back office's one clock, the public site's and its emails': twelve hours, "2:30 PM" (the
 * hour and its half of the day kept together). Every time the back office writes comes from here;
 * only the time fields the owner types in keep the browser's own.
 */
const clock = 'h:mm A';

/** The time of an instant in a zone: "2:30 PM". */
export function formatTime(iso: string, zone: string): string {
  return whole(dayjs(iso).tz(zone).format(clock));
}

/**
 * The day of an instant in a zone as a list's heading names it: "Today", "Yesterday", else its
 * weekday and date ("Mon, Nov 23"), with its year when that is not this one ("Tue, Dec 30, 2025").
 */
export function formatDayHeading(iso: string, zone: string, now: Date = new Date()): string {
  const day = dayKey(iso, zone);
  const today = dayKey(now.toISOString(), zone);
  if (day === today) return 'Today';
  // The calendar's day before, whatever the zone's clocks do that night.
  if (day === dayjs.utc(today).subtract(1, 'day').format('YYYY-MM-DD')) return 'Yesterday';
  const at = dayjs(iso).tz(zone);
  return whole(
    at.format(day.slice(0, 4) === today.slice(0, 4) ? 'ddd, MMM D' : dateStyles.shortWithWeekday),
  );
}

/** An instant's day in a zone, as a key to group a list's entries by: "2026-11-23". */
export function dayKey(iso: string, zone: string): string {
  return dayjs(iso).tz(zone).format('YYYY-MM-DD');
}

/** A wall-clock time as stored ("14:30", "24:00" for midnight at a day's end): "2:30 PM". */
export function formatClock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  const half = hours % 24 < 12 ? 'AM' : 'PM';
  return `${twelve}:${String(minutes).padStart(2, '0')}\u00a0${half}`;
}

/**
 * The back office's dates, the public site's own (`dateFormats` of `@site/contracts/slots`): in
 * lists and a record's details the short style, "Nov 24, 2026" (with its weekday before a time,
 * "Tue, Nov 24, 2026"); in headings the long style, "Tuesday, November 24, 2026".
 */
export const dateStyles = {
  short: dateFormats.short,
  shortWithWeekday: `ddd, ${dateFormats.short}`,
  long: dateFormats.long,
} as const;

/** An instant as the owner (or a client) reads it in a zone: "Tue, Nov 24, 2026, 2:30 PM". */
export function formatDateTime(iso: string, zone: string): string {
  const at = dayjs(iso).tz(zone);
  return `${whole(at.format(dateStyles.shortWithWeekday))}, ${whole(at.format(clock))}`;
}

/**
 * An instant as a list's line writes it, short: without its year when that is the current one
 * (by `now`, in the zone), "Tue, Dec 1, 1:45 PM"; with it otherwise, "Tue, Dec 1, 2027, 1:45 PM".
 * A record's own page writes the whole date (`formatDateTime`).
 */
export function formatListDateTime(iso: string, zone: string, now: Date = new Date()): string {
  const at = dayjs(iso).tz(zone);
  if (at.year() !== dayjs(now).tz(zone).year()) return formatDateTime(iso, zone);
  return `${whole(at.format('ddd, MMM D'))}, ${whole(at.format(clock))}`;
}

/**
 * A coming moment as a list's line writes it: "Today, 3:30 PM" on the day it is (by `now`, in the
 * zone), else as `formatListDateTime` ("Tue, Dec 1, 1:45 PM").
 */
export function formatComingDateTime(iso: string, zone: string, now: Date = new Date()): string {
  if (dayKey(iso, zone) !== dayKey(now.toISOString(), zone))
    return formatListDateTime(iso, zone, now);
  return `Today, ${whole(dayjs(iso).tz(zone).format(clock))}`;
}

/** A day as a list's line writes it: "Nov 24" in the current year (by `now`), else "Nov 24, 2027". */
export function formatListDate(iso: string, zone: string, now: Date = new Date()): string {
  const at = dayjs(iso).tz(zone);
  if (at.year() !== dayjs(now).tz(zone).year()) return formatDate(iso, zone);
  return whole(at.format('MMM D'));
}

/** A day in a zone: "Nov 24, 2026" (the site's short date, `formatShortDate`), kept whole. */
export function formatDate(iso: string, zone: string): string {
  return whole(formatShortDate(iso, zone));
}

/**
 * A date of the calendar (YYYY-MM-DD) as a heading writes it: "Tuesday, November 24, 2026" (the
 * site's own long date, `formatDateString`).
 */
export const formatLongDate = formatDateString;

/** "2026-11" → "Nov 2026". */
export function formatMonth(month: string): string {
  return whole(dayjs(`${month}-01T12:00:00Z`).utc().format('MMM YYYY'));
}

export function packageName(type: PackageType): string {
  return packages[type]?.name ?? type;
}

/** A booking as the owner names it: "Lena Okafor · 5-Session Package". */
export function bookingTitle(booking: { name: string; packageType: PackageType }): string {
  return `${booking.name} · ${packageName(booking.packageType)}`;
}

export const bookingStatusLabels: Record<BookingStatus, string> = {
  pending: unpaidLabel,
  paid: 'Paid',
  payment_failed: 'Payment failed',
  expired: 'Expired unpaid',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

/**
 * A session's state as stored. An ended one is "Past": whether it was held is the owner's mark
 * (`attendanceLabels`, see sessionStateLabel), so no page calls it "Completed" while another
 * calls it "Held" or "Not marked".
 */
export const sessionStatusLabels: Record<SessionStatus, string> = {
  scheduled: 'Scheduled',
  rescheduled: 'Moved',
  cancelled: 'Cancelled',
  completed: 'Past',
};

/** What the owner marked a session that is over, as the back office says it. */
export const attendanceLabels: Record<Attendance, string> = {
  held: 'Held',
  'no-show': 'No-show',
  cancelled: 'Cancelled',
};

/** A session that is over and that the owner has not marked held, no-show or cancelled yet. */
export const pastUnmarkedLabel = 'Past · not marked yet';

/**
 * A session's state in one word the rest of its page agrees with: an ended session is not
 * "Completed" until the owner says what happened; until then it reads "Past · not marked yet",
 * then "Held", "No-show" or "Cancelled" as he marked it.
 */
export function sessionStateLabel(session: {
  status: SessionStatus;
  attendance?: Attendance | null;
}): string {
  if (session.status !== 'completed') return sessionStatusLabels[session.status];
  return session.attendance ? attendanceLabels[session.attendance] : pastUnmarkedLabel;
}
/**
 * The tone of a session's state chip: to come in green, cancelled in red, past and not marked in
 * gold (it waits for the owner), past and marked plain.
 */
export function sessionStateTone(session: {
  status: SessionStatus;
  attendance?: Attendance | null;
}): 'good' | 'warn' | 'bad' | 'plain' {
  if (session.status === 'cancelled') return 'bad';
  if (session.status === 'completed') return session.attendance ? 'plain' : 'warn';
  return 'good';
}

/**
 * Where a package's promise that opens and closes (email support, the follow-up call) stands, as
 * the owner reads it: capitalised like every other state of the back office.
 */
export const promiseWindowLabels: Record<PortalPackage['support']['state'], string> = {
  'not-offered': 'Not included',
  waiting: 'Waiting',
  'not-yet-open': 'Not open yet',
  open: 'Open',
  closed: 'Closed',
};

/**
 * A booking's status as the owner reads it: a free call never was paid for, so where a package
 * would read "Paid" it reads "Free call"; a package given free reads "Given free".
 */
export function bookingStatusLabel(booking: {
  packageType: PackageType;
  status: BookingStatus;
  /** How it was paid, where known: a package given free reads "Given free", not "Paid". */
  payment?: 'card' | OfflinePayment | null;
}): string {
  if (booking.packageType === 'strategy-call' && booking.status === 'paid') return 'Free call';
  if (booking.status === 'paid' && booking.payment === 'complimentary') return givenFreeLabel;
  return bookingStatusLabels[booking.status];
}

/**
 * Whether a session's booking was never paid (checkout left unfinished, its payment failed or ran
 * out), so the session is the owner's to chase.
 */
export function isUnpaid(status: BookingStatus): boolean {
  return !wasPaid(status);
}

/** A session of a booking not paid, as Today and the calendar mark it (the state's one word). */
export { unpaidLabel };

/** Whether the client has answered the pre-session questionnaire, as the lists say it. */
export function questionnaireLabel(completed: boolean): string {
  return completed ? 'Questionnaire answered' : 'Questionnaire not answered';
}

export const paymentLabels = {
  card: 'Card (Stripe)',
  offline: 'Paid outside the site',
  complimentary: givenFreeLabel,
} as const;

/** Who an email of the outbox went to, from its kind ("client.session-booked" → the client). */
export function emailAudience(kind: string): string {
  if (kind.startsWith('client.')) return 'To the client';
  if (kind.startsWith('owner.')) return 'To you';
  return 'Email';
}

export const emailStatusLabels: Record<
  'queued' | 'sending' | 'sent' | 'failed' | 'cancelled',
  string
> = {
  queued: 'Waiting to send',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Skipped',
};
