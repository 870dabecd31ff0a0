/**
 * The coach's calendar in the back office (his sessions, free calls, blocked time and Google's busy
 * times by week or month, in his own zone) and the private iCalendar feed his calendar app
 * subscribes to. Paths, limits and messages live here once.
 */
import { object, string, type InferType } from 'yup';
import { isDateString } from './dates';
import { adminApiBase } from './admin';
import { calendarFeedPrefix } from './calendar-feed';
import type { BookingStatus } from './sessions';
import type { TimeRange } from './schedules/schedule';

export const calendarPaths = {
  /** GET ?from=YYYY-MM-DD&days=N: what fills those days of the coach's calendar. */
  calendar: `${adminApiBase}/calendar`,
  /** POST {startsAt, endsAt, note}: block time (visitors can no longer book it). */
  blocks: `${adminApiBase}/calendar/blocks`,
  /** DELETE: free blocked time again. */
  block: <Id extends number | string>(id: Id) => `${adminApiBase}/calendar/blocks/${id}` as const,
  /** GET whether a feed address exists · POST a new address (the old one stops) · DELETE stop it. */
  feedAddress: `${adminApiBase}/calendar/feed`,
  /** The feed itself: public, the token is the only key. */
  feedPrefix: calendarFeedPrefix,
} as const;

/**
 * On a booking's page in the back office, `?book=YYYY-MM-DD` opens its "Book a Session" form on
 * that day (the calendar sends the coach there for a client's package).
 */
export const bookOnDayParam = 'book';

/**
 * With `bookOnDayParam`, `&at=HH:MM` (the owner's clock) is the hour the coach chose in the
 * calendar: the form's time is set to it when the package can be booked then.
 */
export const bookAtTimeParam = 'at';

/** The longest stretch one calendar read covers: six weeks (a month view's grid). */
export const maxCalendarDays = 42;

/** The longest a single block may last: four weeks (longer time off is a schedule's business). */
export const maxBlockDays = 28;

/** The longest note on blocked time (his own words, shown to him alone). */
export const maxBlockNoteLength = 120;

/**
 * The feed covers sessions from this many days back (so a session just held or just cancelled
 * still updates in his calendar app) to every session ahead.
 */
export const feedPastDays = 30;

/** Calendar apps poll at their own pace; this asks them to come back within the hour. */
export const feedRefreshMinutes = 60;

export const calendarMessages = {
  from: 'Please choose the first day as YYYY-MM-DD.',
  days: `Please ask for 1 to ${maxCalendarDays} days.`,
  blockStart: 'Please choose when the blocked time starts.',
  blockEnd: 'Please choose when the blocked time ends.',
  blockOrder: 'The blocked time must end after it starts.',
  blockLength: `Blocked time may last at most ${maxBlockDays} days; block a longer absence in parts.`,
  blockPast: 'Blocked time must end in the future.',
  blockNote: `Please keep the note to ${maxBlockNoteLength} characters.`,
  blockClash:
    'A session is booked in that time. Move or cancel it first, or block the time around it.',
  blockNotFound: 'That blocked time no longer exists.',
  /** Booking from the calendar: which client's package the session is booked under. */
  chooseBooking: 'Please choose the client’s package.',
  /** The feed's one answer to any address that is not the live one (wrong, old or revoked). */
  feedNotFound: 'No calendar feed at this address.',
  blocked: 'Time blocked: visitors can no longer book it.',
  unblocked: 'The time is free again.',
  feedCreated:
    'Your calendar feed address is ready. Copy it now: for your privacy it is shown only this once.',
  feedRevoked: 'The calendar feed address is revoked: calendar apps using it get nothing more.',
} as const;

/** An instant the browser sends: ISO 8601 with its offset or Z. */
const isoInstant = (value: string | undefined) =>
  value !== undefined &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
  !Number.isNaN(Date.parse(value));

export const calendarQuery = object({
  from: string()
    .required(calendarMessages.from)
    .test('date', calendarMessages.from, (value) => isDateString(value)),
  days: string()
    .required(calendarMessages.days)
    .test('days', calendarMessages.days, (value) => {
      if (!/^\d{1,2}$/.test(value)) return false;
      const days = Number(value);
      return days >= 1 && days <= maxCalendarDays;
    }),
});
export type CalendarQuery = InferType<typeof calendarQuery>;

export const calendarBlockSchema = object({
  startsAt: string()
    .required(calendarMessages.blockStart)
    .test('iso', calendarMessages.blockStart, isoInstant),
  endsAt: string()
    .required(calendarMessages.blockEnd)
    .test('iso', calendarMessages.blockEnd, isoInstant)
    .test('order', calendarMessages.blockOrder, function order(value) {
      const start = this.parent.startsAt as string | undefined;
      return !isoInstant(start) || Date.parse(value) > Date.parse(start as string);
    })
    .test('length', calendarMessages.blockLength, function length(value) {
      const start = this.parent.startsAt as string | undefined;
      return (
        !isoInstant(start) ||
        Date.parse(value) - Date.parse(start as string) <= maxBlockDays * 24 * 3_600_000
      );
    }),
  note: string().trim().max(maxBlockNoteLength, calendarMessages.blockNote).default(''),
});
export type CalendarBlockRequest = InferType<typeof calendarBlockSchema>;

/** What fills the coach's calendar. */
export type CalendarEntryKind = 'session' | 'free-call';

export interface CalendarEntry {
  kind: CalendarEntryKind;
  bookingId: number;
  sessionId: number;
  /** The client's name, for the coach's eyes only. */
  name: string;
  packageType: string;
  startsAt: string;
  endsAt: string;
  /** scheduled, rescheduled (moved, still held), completed or cancelled. */
  status: string;
  /** Its booking's status: a session of a booking not paid yet (pending) is the coach's to chase. */
  bookingStatus: BookingStatus;
}

export interface CalendarBlock {
  id: number;
  startsAt: string;
  endsAt: string;
  note: string;
}

export interface CalendarBusyTime {
  start: string;
  end: string;
}

export interface CalendarView {
  /** The coach's zone: every day boundary of the answer is in it. */
  timezone: string;
  /** The instants the answer covers: [start, end). */
  start: string;
  end: string;
  entries: CalendarEntry[];
  blocks: CalendarBlock[];
  /** Google Calendar's busy times (none when not connected). */
  busy: CalendarBusyTime[];
  /** connected, not-connected, or unavailable (Google did not answer: busy is empty). */
  google: 'connected' | 'not-connected' | 'unavailable';
  /** Paid packages with sessions left to book: whom a free time can be booked for. */
  openPackages: OpenPackage[];
  /**
   * Each day of the answer (YYYY-MM-DD of his zone), in order, with the hours his schedules open
   * on it (the ones the booking pages offer times in); no ranges: he does not work that day.
   */
  workingHours: WorkingDay[];
  /**
   * The first held session or free call from the later of now and the answer's end: what an
   * empty week points to ("Next: …"); null when nothing is booked ahead.
   */
  next: CalendarNext | null;
}

/** A booking ahead, as an empty week's pointer names it: when, whose, and its page. */
export interface CalendarNext {
  kind: CalendarEntryKind;
  bookingId: number;
  name: string;
  startsAt: string;
}

export interface WorkingDay {
  date: string;
  /** Wall-clock ranges of his zone, HH:mm; `end` may be '24:00'. */
  ranges: TimeRange[];
}

export interface OpenPackage {
  bookingId: number;
  name: string;
  packageType: string;
  sessionsRemaining: number;
}

export interface CalendarFeedStatus {
  /** When the live address was made; null: none (never made, or revoked). */
  createdAt: string | null;
}

export interface CalendarFeedAddress {
  /** https://… (for apps that take a link) and webcal://… (opens the calendar app). */
  url: string;
  webcalUrl: string;
  createdAt: string;
}

/** The feed's address for a token, on the site's origin: https and webcal. */
export function feedAddresses(
  siteOrigin: string,
  token: string,
): { url: string; webcalUrl: string } {
  const url = new URL(`${calendarPaths.feedPrefix}${token}.ics`, siteOrigin).toString();
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}
