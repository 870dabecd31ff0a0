import type { BookingSession } from '@site/contracts/api-types';
import type { PortalPackage } from '@site/contracts/endpoints/portal';
import { isActiveSession, nextSessionNumber } from '@site/contracts/sessions';
import { questionnaireAhead, sessionsHeld } from '@site/contracts/questionnaire-ahead';
import { promiseActions } from './promise-actions';
import { isFreeCall } from './free-call';

/**
 * The one thing that is next for a client, and its action. A client who holds a package is led by
 * his packages: his free call, even one still ahead, is listed on its own card and is his Next
 * only when no package waits for anything, or when it comes before the package's next session
 * (the earlier meeting is always the next one). Among the bookings that lead, in this order:
 * - `session`: a session ahead (or under way) in a package still open: when it is, Join (or Add to
 *   Calendar until the link comes), Move while it can still move, and, with `questionnaire`, the
 *   questionnaire to send before it (a package's own session, none of its sessions held yet).
 *   With `book`, a package of his with a session left to book: when the meeting ahead asks
 *   nothing more of him than adding it to his calendar (no link to join yet, no questionnaire as
 *   its gold action), booking that session is the card's one gold action, the calendar file and
 *   Move its second ones (see `bookAhead`);
 * - `book` first for a package with nothing booked yet (its first session is what the rest
 *   prepares for), with `questionnaire` when his questionnaire is asked for that package: it is
 *   then the card's one secondary action, `step` how far this browser's draft got;
 * - `questionnaire`: a package's questionnaire not yet sent before its first session is held
 *   (the coach reads it before then): how far he got when this browser holds his draft, and
 *   Continue (or Start);
 * - `book`: a package with a session left to book: which one it is ("your 3rd of 5"), and
 *   Choose a Time;
 * - `check-in`: a check-in that is due, and the form between sessions;
 * - `follow-up`: every session of a package held and its follow-up call open to book;
 * - `follow-up-later`: every session held, the follow-up call not open yet: the day it opens,
 *   and a message to the coach meanwhile;
 * - nothing else (no card) when nothing waits for him.
 */
export type NextStepPlan =
  | {
      kind: 'session';
      pkg: PortalPackage;
      session: BookingSession;
      questionnaire: boolean;
      book: PortalPackage | null;
    }
  | { kind: 'questionnaire'; pkg: PortalPackage; step: number | null }
  | {
      kind: 'book';
      pkg: PortalPackage;
      ordinal: number;
      questionnaire: boolean;
      step: number | null;
    }
  | { kind: 'check-in'; pkg: PortalPackage }
  | { kind: 'follow-up'; pkg: PortalPackage; held: number }
  | { kind: 'follow-up-later'; pkg: PortalPackage; held: number; opensAt: string };

/** The steps this browser's drafts stand at (0 for the first), by booking id. */
export type DraftSteps = Readonly<Record<number, number | null | undefined>>;

const open = (pkg: PortalPackage) =>
  pkg.booking.status !== 'refunded' && pkg.booking.status !== 'cancelled';

const paid = (pkg: PortalPackage) => pkg.booking.status === 'paid';

/** The package's own sessions already held (completed, or ended while still booked). */
const heldCount = (pkg: PortalPackage, now: Date) => sessionsHeld(pkg.booking, now);

/**
 * Whether a package still asks for its questionnaire: paid, not sent, and none of its sessions
 * held yet (the coach reads it before the first one; after it, the package never offers it).
 */
export const offersQuestionnaire = (pkg: PortalPackage, now: Date): boolean =>
  questionnaireAhead({ ...pkg.booking, questionnaireCompleted: pkg.questionnaireCompleted }, now);

/**
 * The package a client has finished, when every one of his open paid packages is: each session
 * booked and held, none ahead (what may follow, the follow-up call, is the Next card's). The
 * portal then offers him to continue working together. Null while any package runs.
 */
export function finishedPackage(items: readonly PortalPackage[], now: Date): PortalPackage | null {
  const live = items.filter(
    (pkg) => open(pkg) && paid(pkg) && pkg.booking.packageType !== 'strategy-call',
  );
  if (live.length === 0) return null;
  const finished = (pkg: PortalPackage) =>
    pkg.booking.sessionsRemaining === 0 &&
    heldCount(pkg, now) > 0 &&
    !pkg.booking.sessions.some(
      (session) => isActiveSession(session.status) && Date.parse(session.endsAt) > now.getTime(),
    );
  return live.every(finished) ? (live[0] ?? null) : null;
}

/**
 * The intake questionnaire is kept once per client (by his email): answered for any booking of
 * his, it is answered for all of them.
 */
export const questionnaireAnswered = (items: readonly PortalPackage[]): boolean =>
  items.some((pkg) => pkg.questionnaireCompleted);

/**
 * The booking whose questionnaire the portal asks for when the Next card does not: none once he
 * has answered it; else his first package that still asks for it (the coach reads it before its
 * first session), and only without such a package, his free call's. The portal asks for it in one
 * place only: the Next card when its booking asks for it, else this booking's card.
 */
export function questionnaireAsked(
  items: readonly PortalPackage[],
  now: Date,
): PortalPackage | null {
  if (questionnaireAnswered(items)) return null;
  const asking = items.filter((pkg) => open(pkg) && offersQuestionnaire(pkg, now));
  return asking.find((pkg) => !isFreeCall(pkg)) ?? asking[0] ?? null;
}

/**
 * The one booking whose card says "Questionnaire received" once he has answered it (it is kept
 * once per client, so it is said once, never on every card): the package the Next card leads
 * with when it is still open, else his first open package, and only without one, his free call.
 * Null while it is unanswered (the portal then asks for it, once) or when no booking is open.
 */
export function questionnaireReceivedOn(
  items: readonly PortalPackage[],
  now: Date,
): PortalPackage | null {
  if (!questionnaireAnswered(items)) return null;
  const live = items.filter(open);
  const leading = nextStepPlan(items, now)?.pkg;
  if (leading && live.includes(leading)) return leading;
  return live.find((pkg) => !isFreeCall(pkg)) ?? live[0] ?? null;
}

/** Whether a package still has a session to book (the free call is one call, never counted). */
const leftToBook = (pkg: PortalPackage) =>
  !isFreeCall(pkg) && pkg.booking.canSchedule && pkg.booking.sessionsRemaining > 0;

/**
 * A package's way to book its next session, named by the one it books: "Book Your First
 * Session", then "Book Session 2"; the free call: "Choose a Time for Your Call".
 */
export function bookLabel(booking: PortalPackage['booking']): string {
  if (booking.packageType === 'strategy-call') return 'Choose a Time for Your Call';
  const number = nextSessionNumber(booking);
  return number === 1 ? 'Book Your First Session' : `Book Session ${number}`;
}

/**
 * The package whose next session to book leads the Next card while a meeting is ahead: one of
 * his packages with a session left to book (the meeting's own first), when that meeting asks
 * nothing more of him than adding it to his calendar: no link to join yet, and not the free call
 * whose unanswered questionnaire is its gold action. Null otherwise: the meeting's own action
 * (Join, the questionnaire) needs him more, or nothing is left to book.
 */
export function bookAhead(
  plan: { pkg: PortalPackage; session: BookingSession; questionnaire: boolean },
  live: readonly PortalPackage[],
): PortalPackage | null {
  if (plan.session.joinUrl) return null;
  if (isFreeCall(plan.pkg) && plan.questionnaire) return null;
  return [plan.pkg, ...live].find(leftToBook) ?? null;
}

export function nextStepPlan(
  items: readonly PortalPackage[],
  now: Date,
  drafts: DraftSteps = {},
): NextStepPlan | null {
  const plan = meetingOrStep(items, now, drafts);
  return plan?.kind === 'session' ? { ...plan, book: bookAhead(plan, items.filter(open)) } : plan;
}

/** What is next before a booking to make is weighed against a meeting ahead (see `bookAhead`). */
function meetingOrStep(
  items: readonly PortalPackage[],
  now: Date,
  drafts: DraftSteps,
): NextStepPlan | null {
  const live = items.filter(open);
  const answered = questionnaireAnswered(items);
  const asks = (pkg: PortalPackage) => !answered && offersQuestionnaire(pkg, now);
  const packages = live.filter((pkg) => !isFreeCall(pkg));
  const packagePlan = packages.length > 0 ? planAmong(packages, asks, now, drafts) : null;
  const callPlan = planAmong(
    live.filter((pkg) => isFreeCall(pkg)),
    asks,
    now,
    drafts,
  );
  // Two meetings ahead: the earlier one is next, the free call included.
  if (
    packagePlan?.kind === 'session' &&
    callPlan?.kind === 'session' &&
    Date.parse(callPlan.session.startsAt) < Date.parse(packagePlan.session.startsAt)
  )
    return callPlan;
  return packagePlan ?? callPlan;
}

/** What is next among these open bookings; `asks` whether a booking's questionnaire is asked. */
function planAmong(
  live: readonly PortalPackage[],
  asks: (pkg: PortalPackage) => boolean,
  now: Date,
  drafts: DraftSteps,
): NextStepPlan | null {
  const ahead = live
    .flatMap((pkg) =>
      pkg.booking.sessions
        .filter(
          (session) =>
            isActiveSession(session.status) && Date.parse(session.endsAt) > now.getTime(),
        )
        .map((session) => ({ pkg, session })),
    )
    .sort((a, b) => Date.parse(a.session.startsAt) - Date.parse(b.session.startsAt))[0];
  if (ahead)
    return {
      kind: 'session',
      ...ahead,
      questionnaire: ahead.session.kind === 'main' && asks(ahead.pkg),
      book: null,
    };

  // A package with nothing booked yet: booking its first session comes first (a time held is
  // what the rest prepares for); its questionnaire second, the card's secondary action.
  const firstToBook = live.find(
    (pkg) =>
      pkg.booking.canSchedule &&
      pkg.booking.sessionsRemaining > 0 &&
      pkg.booking.packageType !== 'strategy-call' &&
      pkg.booking.sessionsBooked === 0,
  );
  if (firstToBook)
    return {
      kind: 'book',
      pkg: firstToBook,
      ordinal: nextSessionNumber(firstToBook.booking),
      questionnaire: asks(firstToBook),
      step: drafts[firstToBook.booking.id] ?? null,
    };

  const questionnaire = live.find(asks);
  if (questionnaire)
    return {
      kind: 'questionnaire',
      pkg: questionnaire,
      step: drafts[questionnaire.booking.id] ?? null,
    };

  const toBook = live.find((pkg) => pkg.booking.canSchedule && pkg.booking.sessionsRemaining > 0);
  if (toBook)
    return {
      kind: 'book',
      pkg: toBook,
      ordinal: nextSessionNumber(toBook.booking),
      questionnaire: asks(toBook),
      step: drafts[toBook.booking.id] ?? null,
    };

  const checkIn = live.find((pkg) => promiseActions(pkg).checkIn);
  if (checkIn) return { kind: 'check-in', pkg: checkIn };

  const followUp = live.find((pkg) => promiseActions(pkg).followUp);
  if (followUp)
    return {
      kind: 'follow-up',
      pkg: followUp,
      held: heldCount(followUp, now),
    };

  const later = live.find(
    (pkg) =>
      paid(pkg) &&
      pkg.booking.sessionsRemaining === 0 &&
      heldCount(pkg, now) > 0 &&
      pkg.followUp.state === 'not-yet-open' &&
      pkg.followUp.opensAt !== null,
  );
  if (later)
    return {
      kind: 'follow-up-later',
      pkg: later,
      held: heldCount(later, now),
      opensAt: later.followUp.opensAt ?? '',
    };
  return null;
}

/** An ordinal in English: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}
