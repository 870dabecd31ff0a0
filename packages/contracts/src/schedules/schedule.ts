/**
 * The coach's schedules: when each kind of session can be booked. Two of them, one for the paid
 * sessions and one for the free strategy call, each kept by the owner in the back office.
 *
 * A schedule says, in the coach's own zone, which hours of each weekday are open (several ranges
 * a day), with date overrides (a day or a run of days off, or other hours on them). It may also
 * keep sessions inside hours of the visitor's own day (the paid sessions start between 09:00 and
 * 11:30 or 14:00 and 16:30 of the client's day by default). Around every session lie buffers
 * (kept free before and after); a session is bookable no sooner than the minimum notice and no
 * later than the horizon, at most so many a day and a week, and starts every `intervalMinutes`
 * from the start of its range.
 */
import type { BookingWindow, FreeCallHours } from '../slots';
import { packages } from '../packages';
import { changeNoticeHours } from '../sessions';

/** A range of wall-clock time, HH:mm; `end` is exclusive and may be '24:00' (midnight after). */
export interface TimeRange {
  start: string;
  end: string;
}

/** Seven lists of ranges, Sunday (0) to Saturday (6). An empty list: closed that weekday. */
export type WeeklyHours = TimeRange[][];

/**
 * Other hours for a date or a run of dates (YYYY-MM-DD in the coach's zone, inclusive): no ranges
 * is a day off. When overrides cover one date, the last one listed holds.
 */
export interface DateOverride {
  from: string;
  to: string;
  ranges: TimeRange[];
}

export const scheduleKinds = ['sessions', 'free-call'] as const;
export type ScheduleKind = (typeof scheduleKinds)[number];

export interface Schedule {
  /** The coach's IANA zone: weekly hours and overrides are read there. */
  timeZone: string;
  weekly: WeeklyHours;
  overrides: DateOverride[];
  /**
   * Hours of the visitor's own day (in his zone) a session must also fit inside, with starts
   * counted from them; null: only the coach's hours count. When set, dates (for the horizon) are
   * counted in the visitor's zone, otherwise in the coach's.
   */
  visitorHours: WeeklyHours | null;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  /** How long before its start a session can be booked at the latest. */
  minimumNoticeMinutes: number;
  /** How many days after today a session can be booked at most. */
  horizonDays: number;
  /** Sessions a day (a coach day) at most; null: no limit. */
  dailyMaximum: number | null;
  /** Sessions a week (Monday to Sunday, in the coach's zone) at most; null: no limit. */
  weeklyMaximum: number | null;
  /** Minutes between two offered starts. */
  intervalMinutes: number;
}

/** The bounds the back office keeps every number of a schedule within. */
export const scheduleBounds = {
  bufferMinutes: { min: 0, max: 240 },
  minimumNoticeMinutes: { min: 0, max: 60 * 24 * 60 },
  horizonDays: { min: 1, max: 730 },
  maximum: { min: 1, max: 100 },
  intervalMinutes: { min: 5, max: 240 },
  rangesPerDay: 12,
  overrides: 200,
} as const;

const weekdays = [1, 2, 3, 4, 5];

function weeklyOn(days: readonly number[], ranges: TimeRange[]): WeeklyHours {
  return Array.from({ length: 7 }, (_, day) =>
    days.includes(day) ? ranges.map((range) => ({ ...range })) : [],
  );
}

function minutes(time: string): number {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  return hours * 60 + mins;
}

function clock(total: number): string {
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The paid sessions' starts in the client's day: 09:00–11:30 and 14:00–16:30, every 30 minutes. */
export const paidSessionStarts: readonly TimeRange[] = [
  { start: '09:00', end: '11:30' },
  { start: '14:00', end: '16:30' },
];
export const paidSessionIntervalMinutes = 30;
export const freeCallIntervalMinutes = 15;

/**
 * How long ahead a session can be booked at the latest, until the owner sets his own: the free
 * call two hours (time for its questionnaire first), a paid session as long as the terms give to
 * move or cancel one (so a session is never booked already too late to change).
 */
export const defaultMinimumNoticeMinutes: Record<ScheduleKind, number> = {
  sessions: changeNoticeHours * 60,
  'free-call': 2 * 60,
};

/**
 * The schedules a site starts with, from the booking window the site ran on before schedules
 * existed (the owner's settings or the environment's): the paid sessions at the grid's hours of
 * the client's day, inside the working hours of the coach's weekdays; the free call at its hours
 * on weekdays, each with its default minimum notice. An owner who never saves the screen keeps
 * his hours as before.
 */
export function defaultSchedules(
  window: BookingWindow,
  sessionMinutes: { sessions: number; freeCall: number },
): Record<ScheduleKind, Schedule> {
  const common = {
    timeZone: window.workingHours.timeZone,
    overrides: [],
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    horizonDays: window.horizonDays,
    dailyMaximum: null,
    weeklyMaximum: null,
  };
  return {
    sessions: {
      ...common,
      weekly: weeklyOn(window.workingHours.weekdays, [
        { start: window.workingHours.start, end: window.workingHours.end },
      ]),
      visitorHours: weeklyOn(
        weekdays,
        paidSessionStarts.map(({ start, end }) => ({
          start,
          end: clock(minutes(end) + sessionMinutes.sessions),
        })),
      ),
      minimumNoticeMinutes: defaultMinimumNoticeMinutes.sessions,
      intervalMinutes: paidSessionIntervalMinutes,
    },
    'free-call': {
      ...common,
      weekly: weeklyOn(weekdays, [freeCallRange(window.freeCallHours, sessionMinutes.freeCall)]),
      visitorHours: null,
      minimumNoticeMinutes: defaultMinimumNoticeMinutes['free-call'],
      intervalMinutes: freeCallIntervalMinutes,
    },
  };
}

/** The free call's first and last start as the range its calls fill. */
function freeCallRange(hours: FreeCallHours, callMinutes: number): TimeRange {
  return { start: hours.first, end: clock(Math.min(minutes(hours.last) + callMinutes, 24 * 60)) };
}

/** The schedule a package is booked under: the free call's, or the paid sessions'. */
export function scheduleKindOf(packageType: string): ScheduleKind {
  return packageType === 'strategy-call' ? 'free-call' : 'sessions';
}

/**
 * Sessions already booked, as a schedule's slot rules read them: every one holds the coach's
 * time; those booked under this schedule count towards its daily and weekly maximum.
 */
export function bookedSessions(
  kind: ScheduleKind,
  taken: readonly { packageType: string; scheduledAt: string; endsAt: string }[],
): { start: string; end: string; countsTowardLimits: boolean }[] {
  return taken.map((session) => ({
    start: session.scheduledAt,
    end: session.endsAt,
    countsTowardLimits: scheduleKindOf(session.packageType) === kind,
  }));
}

/** The schedules a site offers before its owner saves any: the defaults for its booking window. */
export function schedulesForWindow(
  window: BookingWindow,
  sessionMinutes: { sessions: number; freeCall: number },
): { sessions: Schedule; freeCall: Schedule } {
  const defaults = defaultSchedules(window, sessionMinutes);
  return { sessions: defaults.sessions, freeCall: defaults['free-call'] };
}

/**
 * The furthest either schedule reaches, in days after today: the coach days a picker may ask his
 * busy times for.
 */
export function schedulesHorizonDays(schedules: {
  sessions: Pick<Schedule, 'horizonDays'>;
  freeCall: Pick<Schedule, 'horizonDays'>;
}): number {
  return Math.max(schedules.sessions.horizonDays, schedules.freeCall.horizonDays);
}

/** How long a session of each schedule lasts: every paid package's sessions alike, the free call. */
export const scheduleSessionMinutes = {
  sessions: packages.single.durationMinutes,
  freeCall: packages['strategy-call'].durationMinutes,
} as const;
