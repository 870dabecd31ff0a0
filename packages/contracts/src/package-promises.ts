/**
 * What each paid package promises beyond its sessions, as rules the portal shows and the API
 * enforces: email support (a message thread with the coach, open for a window), a 15-minute
 * follow-up, an emergency session, check-ins, and recordings. The package table in `packages.ts`
 * lists the same promises as the card's wording; this file is what the product does about them.
 *
 * Every length is counted in elapsed days of 24 hours from an instant (a session's end, a purchase),
 * so a window is the same length whatever zone the client or the coach is in and across the nights
 * the clocks change.
 *
 * "The last session" is the end of the package's last main session that took place (held, or missed
 * by the client: a no-show spends its credit like a held session). A package is *running* while it
 * still has credits to book or a session to come; once it has neither it is *finished* and the
 * windows that count from the last session start.
 */
import { packages, type PaidPackageType } from './packages';
import { addDays, formatDate, isWeekend, todayIn } from './slots';
import { type SessionStatus } from './sessions';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * A client with a free call may write in his portal thread from booking it until this many days
 * after the call took place: before it, to ask anything; after it, what the call left open. It is
 * no paid support: no reply time is promised.
 */
export const freeCallMessageDays = 7;

/** The email support a package includes. */
export interface SupportPromise {
  /**
   * `after-session`: opens when the session ends and stays open `daysAfterLastSession` days;
   * `from-purchase`: open from the purchase until `daysAfterLastSession` days after the last session.
   */
  opens: 'after-session' | 'from-purchase';
  daysAfterLastSession: number;
  /** The client's messages are marked priority on the coach's day. */
  priority: boolean;
  /** How the card names the support level. */
  level: 'one-week' | 'priority' | 'unlimited';
}

/** A 15-minute follow-up call that opens a while after the last session, bookable for a while. */
export interface FollowUpPromise {
  /** Days after the last session the follow-up credit opens. */
  opensDaysAfterLastSession: number;
  /** Days it stays bookable once open. */
  bookableDays: number;
  /** Minutes the call lasts (the free call's grid and length). */
  minutes: number;
}

export interface PackagePromises {
  support: SupportPromise;
  followUp: FollowUpPromise | null;
  /** Extra sessions bookable at short notice, per package. */
  emergencySessions: number;
  /** Days between check-ins while the package is running; null when the package has none. */
  checkInEveryDays: number | null;
  /** Recordings of the held sessions are kept for the life of the site and listed in the portal. */
  keepsRecordings: boolean;
}

export const packagePromises: Record<PaidPackageType, PackagePromises> = {
  single: {
    support: {
      opens: 'after-session',
      daysAfterLastSession: 7,
      priority: false,
      level: 'one-week',
    },
    followUp: null,
    emergencySessions: 0,
    checkInEveryDays: null,
    keepsRecordings: false,
  },
  '5-session': {
    support: {
      opens: 'from-purchase',
      daysAfterLastSession: 30,
      priority: true,
      level: 'priority',
    },
    followUp: { opensDaysAfterLastSession: 30, bookableDays: 30, minutes: 15 },
    emergencySessions: 0,
    checkInEveryDays: 7,
    keepsRecordings: false,
  },
  '10-session': {
    support: {
      opens: 'from-purchase',
      daysAfterLastSession: 90,
      priority: false,
      level: 'unlimited',
    },
    followUp: { opensDaysAfterLastSession: 90, bookableDays: 30, minutes: 15 },
    emergencySessions: 1,
    checkInEveryDays: 14,
    keepsRecordings: true,
  },
};

/**
 * What each line of a package's card (`packages[type].features`, in its order) is, so the portal
 * can list exactly what was sold, each line with where it stands for the client:
 * - `sessions`: the package's sessions; `format`: how they are held (video or audio);
 * - `support`, `follow-up`, `emergency`, `check-ins`, `recordings`: the promises above;
 * - `coaching`: what the coach brings to the sessions (an assessment, frameworks, a toolkit, a
 *   program, an action plan), shared in the sessions and the client's notes and materials.
 */
export type PackageFeatureKind =
  | 'sessions'
  | 'format'
  | 'coaching'
  | 'check-ins'
  | 'support'
  | 'follow-up'
  | 'emergency'
  | 'recordings';

export const packageFeatureKinds: Record<PaidPackageType, readonly PackageFeatureKind[]> = {
  single: ['sessions', 'format', 'coaching', 'coaching', 'support'],
  '5-session': ['sessions', 'format', 'coaching', 'check-ins', 'coaching', 'support', 'follow-up'],
  '10-session': [
    'sessions',
    'format',
    'coaching',
    'check-ins',
    'coaching',
    'support',
    'follow-up',
    'emergency',
    'recordings',
  ],
};

/** A paid package's card lines, each with what it is (`packageFeatureKinds`). */
export function packageFeatures(
  type: PaidPackageType,
): { text: string; kind: PackageFeatureKind }[] {
  return packages[type].features.map((text, index) => ({
    text,
    kind: packageFeatureKinds[type][index] ?? 'coaching',
  }));
}

/** How emails and calendar invitations name a package's extra sessions. */
export const extraSessionLabels = {
  'follow-up': '15-Minute Follow-Up Call',
  emergency: 'Emergency Session',
} as const;

/** The name of a session: its package's, or the extra session's. */
export function sessionLabel(
  packageLabel: string,
  kind: 'main' | 'follow-up' | 'emergency' | undefined,
): string {
  return kind === undefined || kind === 'main' ? packageLabel : extraSessionLabels[kind];
}

/** The follow-up's notices: when it opens, and this many days before it closes. */
export const followUpClosingNoticeDays = 7;

/**
 * An emergency session is booked on the coach's free times of the next working days only (today
 * included, weekends skipped), inside the usual booking notice but at least this many minutes ahead.
 */
export const emergencyWorkingDays = 2;
export const emergencyMinimumLeadMinutes = 60;

/** The check-in form: a rating from 1 (hard) to 10 (excellent), its slider starting halfway. */
export const checkInRating = {
  min: 1,
  max: 10,
  default: 5,
  lowLabel: 'hard',
  highLabel: 'excellent',
} as const;

const weekWords = ['a week', 'two weeks', 'three weeks', 'four weeks'];

/** "Your weekly check-ins begin a week after our first session.", from the package's period. */
function checkInsWaitingMessage(type: PaidPackageType): string {
  const every = packagePromises[type].checkInEveryDays ?? 7;
  const span =
    every % 7 === 0 && weekWords[every / 7 - 1] !== undefined
      ? weekWords[every / 7 - 1]!
      : `${every} days`;
  return every === 7
    ? `Your weekly check-ins begin ${span} after our first session.`
    : `Your check-ins, every ${span}, begin ${span} after our first session.`;
}

/** Every message of the promises, the API's answers and the portal's copy alike. */
export const promiseMessages = {
  supportNotYetOpen:
    'Email support for a single session opens when your session ends and stays open for 7 days.',
  /** `canBook`: one of his packages still has a session to book, which reopens the support. */
  supportClosed: (closedAt: string, canBook = true) =>
    canBook
      ? `The email support of this package ended on ${closedAt}. Your messages stay here to read; to write again, book a session or get in touch through the contact page.`
      : `The email support of this package ended on ${closedAt}. Your messages stay here to read; to write again, choose a new package or get in touch through the contact page.`,
  supportBookingClosed:
    'This booking has been refunded or cancelled, so its email support has ended. Your messages stay here to read.',
  /** 409: a free call's client writes after its window (`freeCallMessageDays` after the call). */
  freeCallThreadClosed: `Messages about your free call can be written here until ${freeCallMessageDays} days after it. Your messages stay here to read; to write again, get in touch through the contact page.`,
  followUpNotOffered: 'This package has no follow-up call.',
  followUpNotYetOpen: (opensAt: string) =>
    `Your 15-minute follow-up call can be booked from ${opensAt}.`,
  followUpClosed: 'The time to book the follow-up call of this package has passed.',
  followUpUsed: 'The follow-up call of this package is already booked.',
  followUpWaiting:
    'Your 15-minute follow-up call opens a while after your last session; you will get an email when it can be booked.',
  emergencyNotOffered: 'This package has no emergency session.',
  emergencyUsed: 'The emergency session of this package has already been used.',
  emergencyClosed: 'The emergency session can be booked while the package’s support is open.',
  emergencyTooFar: `An emergency session is booked on the next ${emergencyWorkingDays} working days; for a later time, book one of the package’s sessions.`,
  emergencyTooSoon: `An emergency session starts at least ${emergencyMinimumLeadMinutes} minutes from now.`,
  checkInsEnded: 'Check-ins end with the package: it has no session left or to come.',
  checkInsNotOffered: 'This package has no check-ins.',
  checkInNotDue: (dueAt: string) => `Your next check-in is due on ${dueAt}.`,
  /** Before the package's first session has taken place: when its check-ins begin. */
  checkInsWaiting: (type: PaidPackageType) => checkInsWaitingMessage(type),
  /** The same, as the coach reads it on the client's page. */
  checkInsWaitingForCoach: 'Check-ins begin after the first session.',
  checkInSent: 'Check-in sent. Your coach will read it before your next session.',
  checkInDueSubject: 'Your check-in is due',
  followUpBooked: 'Your 15-minute follow-up call is booked. The invitation is on its way.',
  followUpOpenedSubject: 'Your 15-minute follow-up call can be booked now',
  followUpClosingSubject: 'One week left to book your 15-minute follow-up call',
  /** Named by the coach's name (site settings), else "your coach". */
  emergencyBooked: (coach: string) =>
    `Your emergency session is booked. ${coach} has been told at once.`,
  emergencyNoTimes:
    'No free time is left on the next working days. Please write to the coach in your messages.',
  emergencyBookedSubject: 'Emergency session booked',
  extraSessionFixed:
    'A follow-up call or an emergency session cannot be moved or cancelled online. Please write to the coach.',
} as const;

/** One main session of a package, as far as the promises care. */
export interface PromiseSession {
  startsAt: Date;
  endsAt: Date;
  status: SessionStatus;
  /** The session was marked cancelled after the fact (not held, credit back). */
  attendance?: 'held' | 'no-show' | 'cancelled' | null;
}

/** Where a package stands: its purchase, its sessions and how many credits are still unbooked. */
export interface PackageProgress {
  type: PaidPackageType;
  purchasedAt: Date;
  /** Refunded or cancelled: every promise has ended. */
  closed: boolean;
  /** Main credits not yet booked. */
  creditsLeft: number;
  sessions: readonly PromiseSession[];
}

const counts = (session: PromiseSession) =>
  session.status !== 'cancelled' && session.attendance !== 'cancelled';

/** The end of the last main session that has taken place by `now` (held or missed); null if none. */
export function lastSessionEnd(progress: PackageProgress, now: Date): Date | null {
  let last: Date | null = null;
  for (const session of progress.sessions) {
    if (!counts(session) || session.endsAt.getTime() > now.getTime()) continue;
    if (last === null || session.endsAt.getTime() > last.getTime()) last = session.endsAt;
  }
  return last;
}

/** The end of the first main session that has taken place by `now` (held or missed); null if none. */
export function firstSessionEnd(progress: PackageProgress, now: Date): Date | null {
  let first: Date | null = null;
  for (const session of progress.sessions) {
    if (!counts(session) || session.endsAt.getTime() > now.getTime()) continue;
    if (first === null || session.endsAt.getTime() < first.getTime()) first = session.endsAt;
  }
  return first;
}

/** Whether a package still has a credit to book or a session to come at `now`. */
export function isRunning(progress: PackageProgress, now: Date): boolean {
  if (progress.closed) return false;
  if (progress.creditsLeft > 0) return true;
  return progress.sessions.some(
    (session) => counts(session) && session.endsAt.getTime() > now.getTime(),
  );
}

const plusDays = (instant: Date, days: number) => new Date(instant.getTime() + days * dayMs);

/**
 * The last moment the free call lets its client write: `freeCallMessageDays` after the end of
 * the latest of its sessions that was not cancelled (one still ahead included), or null when
 * he has none (never booked, or cancelled).
 */
export function freeCallThreadUntil(
  calls: readonly { endsAt: string | Date; status: SessionStatus }[],
): Date | null {
  const ends = calls
    .filter((call) => call.status !== 'cancelled')
    .map((call) => new Date(call.endsAt).getTime());
  return ends.length === 0 ? null : plusDays(new Date(Math.max(...ends)), freeCallMessageDays);
}

/** Whether a free call lets its client write now (see `freeCallThreadUntil`). */
export const freeCallThreadOpen = (
  calls: readonly { endsAt: string | Date; status: SessionStatus }[],
  now: Date,
): boolean => {
  const until = freeCallThreadUntil(calls);
  return until !== null && until.getTime() > now.getTime();
};

export type WindowState =
  | { state: 'not-offered' }
  | { state: 'waiting'; opensAt: null }
  | { state: 'not-yet-open'; opensAt: Date; closesAt: Date }
  | { state: 'open'; opensAt: Date; closesAt: Date | null }
  | { state: 'closed'; opensAt: Date | null; closesAt: Date | null };

/**
 * The message thread's window. Single: from the end of its session for 7 days (before the session
 * the thread is not open yet). 5- and 10-session: from the purchase until 30 / 90 days after the
 * last session, open-ended while the package is running. A refunded or cancelled booking: closed.
 */
export function supportWindow(progress: PackageProgress, now: Date): WindowState {
  const promise = packagePromises[progress.type].support;
  if (progress.closed) return { state: 'closed', opensAt: null, closesAt: null };
  const last = lastSessionEnd(progress, now);
  if (promise.opens === 'after-session') {
    if (last === null) return { state: 'waiting', opensAt: null };
    const closesAt = plusDays(last, promise.daysAfterLastSession);
    return now.getTime() < closesAt.getTime()
      ? { state: 'open', opensAt: last, closesAt }
      : { state: 'closed', opensAt: last, closesAt };
  }
  if (isRunning(progress, now) || last === null)
    return { state: 'open', opensAt: progress.purchasedAt, closesAt: null };
  const closesAt = plusDays(last, promise.daysAfterLastSession);
  return now.getTime() < closesAt.getTime()
    ? { state: 'open', opensAt: progress.purchasedAt, closesAt }
    : { state: 'closed', opensAt: progress.purchasedAt, closesAt };
}

/**
 * The follow-up credit's window: it opens 30 / 90 days after the last session once the package is
 * finished, and can be booked for the 30 days after that. While the package is running it waits.
 */
export function followUpWindow(progress: PackageProgress, now: Date): WindowState {
  const promise = packagePromises[progress.type].followUp;
  if (promise === null) return { state: 'not-offered' };
  if (progress.closed) return { state: 'closed', opensAt: null, closesAt: null };
  const last = lastSessionEnd(progress, now);
  if (isRunning(progress, now) || last === null) return { state: 'waiting', opensAt: null };
  const opensAt = plusDays(last, promise.opensDaysAfterLastSession);
  const closesAt = plusDays(opensAt, promise.bookableDays);
  if (now.getTime() < opensAt.getTime()) return { state: 'not-yet-open', opensAt, closesAt };
  if (now.getTime() < closesAt.getTime()) return { state: 'open', opensAt, closesAt };
  return { state: 'closed', opensAt, closesAt };
}

/** When the client is told of his follow-up: as it opens, and a week before it closes. */
export function followUpNotices(window: WindowState): { kind: 'opened' | 'closing'; at: Date }[] {
  if (window.state !== 'not-yet-open' && window.state !== 'open') return [];
  if (window.closesAt === null) return [];
  return [
    { kind: 'opened', at: window.opensAt },
    {
      kind: 'closing',
      at: new Date(window.closesAt.getTime() - followUpClosingNoticeDays * dayMs),
    },
  ];
}

/**
 * Whether a follow-up call starting at `startsAt` can be booked now: the window is open and the
 * call starts before it closes. Returns the message that refuses it (dates in the client's `zone`),
 * or null.
 */
export function followUpRefusal(
  progress: PackageProgress,
  input: { now: Date; startsAt: Date; alreadyBooked: boolean; zone: string },
): string | null {
  const window = followUpWindow(progress, input.now);
  if (window.state === 'not-offered') return promiseMessages.followUpNotOffered;
  if (input.alreadyBooked) return promiseMessages.followUpUsed;
  if (window.state === 'waiting') return promiseMessages.followUpWaiting;
  if (window.state === 'not-yet-open')
    return promiseMessages.followUpNotYetOpen(formatDate(window.opensAt, input.zone));
  if (window.state === 'closed') return promiseMessages.followUpClosed;
  if (window.closesAt !== null && input.startsAt.getTime() >= window.closesAt.getTime())
    return promiseMessages.followUpClosed;
  return null;
}

/** The working dates (YYYY-MM-DD in `zone`) an emergency session may fall on, from today. */
export function emergencyDates(zone: string, now: Date): string[] {
  const dates: string[] = [];
  let date = todayIn(zone, now);
  while (dates.length < emergencyWorkingDays) {
    if (!isWeekend(date)) dates.push(date);
    date = addDays(date, 1);
  }
  return dates;
}

/**
 * Whether the emergency session can be booked at `startsAt`: the package offers one, it is unused,
 * the package's support is open, and the time is on the next working days (in the coach's `zone`)
 * and at least the minimum lead away. Returns the refusing message, or null.
 */
export function emergencyRefusal(
  progress: PackageProgress,
  input: { now: Date; startsAt: Date; used: number; zone: string },
): string | null {
  const allowed = packagePromises[progress.type].emergencySessions;
  if (allowed === 0) return promiseMessages.emergencyNotOffered;
  if (input.used >= allowed) return promiseMessages.emergencyUsed;
  if (supportWindow(progress, input.now).state !== 'open') return promiseMessages.emergencyClosed;
  if (input.startsAt.getTime() < input.now.getTime() + emergencyMinimumLeadMinutes * 60_000)
    return promiseMessages.emergencyTooSoon;
  if (!emergencyDates(input.zone, input.now).includes(todayIn(input.zone, input.startsAt)))
    return promiseMessages.emergencyTooFar;
  return null;
}

export type CheckInState =
  | { state: 'not-offered' }
  | { state: 'ended' }
  | { state: 'waiting' }
  | { state: 'due'; dueAt: Date }
  | { state: 'not-due'; dueAt: Date };

/**
 * The next check-in: every 7 (5-session) or 14 (10-session) days after the last one, while the
 * package is running; none once it has finished. Check-ins begin with the coaching: until a main
 * session has taken place (held or missed, not cancelled) the package is `waiting`, and the first
 * is due that many days after the end of the first one.
 */
export function checkInState(
  progress: PackageProgress,
  input: { now: Date; lastCheckInAt: Date | null },
): CheckInState {
  const every = packagePromises[progress.type].checkInEveryDays;
  if (every === null) return { state: 'not-offered' };
  if (!isRunning(progress, input.now)) return { state: 'ended' };
  const first = firstSessionEnd(progress, input.now);
  if (first === null) return { state: 'waiting' };
  const dueAt = plusDays(input.lastCheckInAt ?? first, every);
  return input.now.getTime() >= dueAt.getTime()
    ? { state: 'due', dueAt }
    : { state: 'not-due', dueAt };
}

/** Whether the package's recordings are kept and listed for the client. */
export function keepsRecordings(type: PaidPackageType): boolean {
  return packagePromises[type].keepsRecordings;
}
