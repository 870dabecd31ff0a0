/**
 * A booking as the price card's promises see it, and the promises' state as the portal and the
 * coach's record show them. Pure: the booking, its sessions and the clock in, views out.
 */
import type { PortalPackage } from '@site/contracts/endpoints/portal';
import {
  checkInState,
  followUpWindow,
  freeCallThreadOpen,
  freeCallThreadUntil,
  keepsRecordings,
  packagePromises,
  promiseMessages,
  supportWindow,
  type PackageProgress,
  type WindowState,
} from '@site/contracts/package-promises';
import { isPaidPackageType, type PackageType } from '@site/contracts/packages';
import { formatDate } from '@site/contracts/slots';
import { portalMessages } from '@site/contracts/client-portal';
import { wasPaid } from '@site/contracts/sessions';
import type { PersonBooking, SessionFacts } from '../repositories/client-record';

/** A paid package's progress at `now`, or null for the free call or an unpaid booking. */
export function progressOf(
  booking: PersonBooking,
  sessions: readonly SessionFacts[],
  creditsLeft: number,
): PackageProgress | null {
  if (!isPaidPackageType(booking.packageType) || !wasPaid(booking.status)) return null;
  return {
    type: booking.packageType,
    purchasedAt: new Date(booking.paidAt ?? booking.createdAt),
    closed: booking.status !== 'paid',
    creditsLeft,
    sessions: sessions
      .filter((session) => session.bookingId === booking.id && session.kind === 'main')
      .map((session) => ({
        startsAt: new Date(session.startsAt),
        endsAt: new Date(session.endsAt),
        status: session.status,
        attendance: session.attendance,
      })),
  };
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

function windowView(window: WindowState): PortalPackage['followUp'] {
  switch (window.state) {
    case 'not-offered':
      return { state: 'not-offered', opensAt: null, closesAt: null };
    case 'waiting':
      return { state: 'waiting', opensAt: null, closesAt: null };
    default:
      return { state: window.state, opensAt: iso(window.opensAt), closesAt: iso(window.closesAt) };
  }
}

/** The promises' part of a portal package. */
export function promisesView(
  packageType: PackageType,
  progress: PackageProgress | null,
  input: { now: Date; lastCheckInAt: Date | null },
): Pick<PortalPackage, 'support' | 'followUp' | 'checkIn' | 'keepsRecordings'> {
  if (progress === null || !isPaidPackageType(packageType)) {
    const none = { state: 'not-offered' as const, opensAt: null, closesAt: null };
    return {
      support: { ...none, level: 'none', priority: false },
      followUp: none,
      checkIn: { state: 'not-offered', dueAt: null },
      keepsRecordings: false,
    };
  }
  const support = packagePromises[packageType].support;
  const checkIn = checkInState(progress, input);
  return {
    support: {
      ...windowView(supportWindow(progress, input.now)),
      level: support.level,
      priority: support.priority,
    },
    followUp: windowView(followUpWindow(progress, input.now)),
    checkIn:
      checkIn.state === 'due' || checkIn.state === 'not-due'
        ? { state: checkIn.state, dueAt: checkIn.dueAt.toISOString() }
        : { state: checkIn.state, dueAt: null },
    keepsRecordings: keepsRecordings(packageType),
  };
}

/**
 * A client's free call as his thread sees it: the newest free call booking he still holds, with
 * its sessions; null when he has none.
 */
export function freeCallOf(
  bookings: readonly PersonBooking[],
  sessions: readonly SessionFacts[],
): { bookingId: number; sessions: SessionFacts[] } | null {
  const call = bookings.find(
    (booking) => booking.packageType === 'strategy-call' && booking.status !== 'cancelled',
  );
  return call
    ? { bookingId: call.id, sessions: sessions.filter((one) => one.bookingId === call.id) }
    : null;
}

/**
 * Which booking a client's message is written under: a package whose support is open, the
 * priority one first, then the newest; else his free call while it lets him write (from booking
 * it until `freeCallMessageDays` after it). Null with the reason when none is open: a single
 * session's support not open yet, the date the last one ended, the free call's time passed, or
 * none at all.
 */
export function supportFor(
  packages: readonly { bookingId: number; progress: PackageProgress | null }[],
  now: Date,
  zone: string,
  call: { bookingId: number; sessions: readonly SessionFacts[] } | null = null,
): { bookingId: number; priority: boolean } | { reason: string } {
  const open = packages
    .filter(
      (one): one is { bookingId: number; progress: PackageProgress } =>
        one.progress !== null && supportWindow(one.progress, now).state === 'open',
    )
    .sort(
      (a, b) =>
        Number(packagePromises[b.progress.type].support.priority) -
          Number(packagePromises[a.progress.type].support.priority) || b.bookingId - a.bookingId,
    );
  const chosen = open[0];
  if (chosen)
    return {
      bookingId: chosen.bookingId,
      priority: packagePromises[chosen.progress.type].support.priority,
    };
  if (call !== null && freeCallThreadOpen(call.sessions, now))
    return { bookingId: call.bookingId, priority: false };
  const windows = packages.flatMap((one) =>
    one.progress === null ? [] : [supportWindow(one.progress, now)],
  );
  if (windows.length === 0 && call !== null && freeCallThreadUntil(call.sessions) !== null)
    return { reason: promiseMessages.freeCallThreadClosed };
  if (windows.some((window) => window.state === 'waiting'))
    return { reason: promiseMessages.supportNotYetOpen };
  const lastClosed = windows
    .flatMap((window) => (window.state === 'closed' && window.closesAt ? [window.closesAt] : []))
    .sort((a, b) => b.getTime() - a.getTime())[0];
  // Booking a session reopens the support only where a package still has one to book.
  const canBook = packages.some(
    (one) => one.progress !== null && !one.progress.closed && one.progress.creditsLeft > 0,
  );
  if (lastClosed)
    return { reason: promiseMessages.supportClosed(formatDate(lastClosed, zone), canBook) };
  if (windows.length > 0 && windows.every((window) => window.state === 'closed'))
    return { reason: promiseMessages.supportBookingClosed };
  return { reason: portalMessages.noSupportOpen };
}
