/**
 * The client portal's answers from the API, for the portal's tests. Every instant is the tests'
 * clock (`now` of `injectClock`) moved by a number of days, never a written date, so the tests
 * hold on any day; every shape is the contracts' own type, so a field the API adds or renames
 * breaks them here, once. Each builder takes what a test is about and defaults the rest.
 */
import type { BookingSession, ConsultationBooking } from '@site/contracts/api-types';
import type { Material } from '@site/contracts/endpoints/client-materials';
import type {
  PortalOverview,
  PortalPackage,
  PortalThread,
  Receipt,
  SharedNote,
} from '@site/contracts/endpoints/portal';
import { packages, priceCents } from '@site/contracts/packages';
import type { Handler } from './mock-api';

const dayMs = 86_400_000;

/** The zone the portal's tests book and read times in: the coach's (no summer time). */
export const portalZone = 'America/Cancun';

/** The client the portal's tests sign in as. */
export const portalClient = { name: 'Dana Whitfield', email: 'dana@example.com' } as const;

/** The instant `days` after `now` (before it when negative, hours as a fraction), in ISO. */
export function daysFrom(now: Date, days: number): string {
  return new Date(now.getTime() + days * dayMs).toISOString();
}

/**
 * Session `id` of a package, starting `days` after `now`, as long as a paid session's block (90
 * minutes), in the portal's zone: held (`completed`) once past, else `scheduled`; the package's
 * own (`main`), no longer changeable, its join link still to come. `overrides` change any of it.
 */
export function portalSession(
  now: Date,
  id: number,
  days: number,
  overrides: Partial<BookingSession> = {},
): BookingSession {
  const startsAt = daysFrom(now, days);
  return {
    id,
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + packages.single.durationMinutes * 60_000).toISOString(),
    timezone: portalZone,
    status: days < 0 ? 'completed' : 'scheduled',
    canChange: false,
    changeableUntil: null,
    joinUrl: null,
    kind: 'main',
    ...overrides,
  };
}

export type PortalBookingInput = Partial<ConsultationBooking> &
  Pick<ConsultationBooking, 'id' | 'packageType'> & {
    /** Credits spent; without it, its sessions that spend one (its own, not cancelled). */
    booked?: number;
  };

/**
 * A paid booking of the portal's client: its package's price, its `sessions` (none unless
 * given), its credits the package's (`sessionsTotal` for a package the coach added credits to)
 * with `booked` of them spent, bookable while one is left. Any field given replaces its default.
 */
export function portalBooking({ booked, ...input }: PortalBookingInput): ConsultationBooking {
  const sessions = input.sessions ?? [];
  const total = input.sessionsTotal ?? packages[input.packageType].sessionCredits;
  const spent =
    booked ??
    sessions.filter(
      (session) => (session.kind ?? 'main') === 'main' && session.status !== 'cancelled',
    ).length;
  return {
    name: portalClient.name,
    email: portalClient.email,
    amount: priceCents(input.packageType),
    status: 'paid',
    scheduledAt: null,
    timezone: portalZone,
    sessions,
    sessionsTotal: total,
    sessionsBooked: spent,
    sessionsRemaining: total - spent,
    canSchedule: spent < total,
    canRequestRefund: false,
    refundableUntil: null,
    ...input,
  };
}

/**
 * `booking` as the portal lists it, bought `boughtDaysAgo` days before `now` (a week unless
 * given): its key (`key-<id>`), its questionnaire answered, its email support open since the
 * purchase, its follow-up call waiting for its sessions, no check-in and no recordings. `overrides`
 * replace any of it.
 */
export function portalPackage(
  now: Date,
  booking: ConsultationBooking,
  { boughtDaysAgo = 7, ...overrides }: Partial<PortalPackage> & { boughtDaysAgo?: number } = {},
): PortalPackage {
  const purchasedAt = daysFrom(now, -boughtDaysAgo);
  return {
    booking,
    accessKey: `key-${booking.id}`,
    purchasedAt,
    questionnaireCompleted: true,
    support: {
      state: 'open',
      opensAt: purchasedAt,
      closesAt: null,
      level: 'one-week',
      priority: false,
    },
    followUp: { state: 'waiting', opensAt: null, closesAt: null },
    checkIn: { state: 'not-offered', dueAt: null },
    keepsRecordings: false,
    ...overrides,
  };
}

/**
 * The receipt of `booking`'s card payment (its amount), paid `paidDaysAgo` days before `now` (3
 * unless given). `overrides` replace any of it.
 */
export function portalReceipt(
  now: Date,
  booking: Pick<ConsultationBooking, 'id' | 'packageType' | 'amount'>,
  { paidDaysAgo = 3, ...overrides }: Partial<Receipt> & { paidDaysAgo?: number } = {},
): Receipt {
  return {
    bookingId: booking.id,
    packageType: booking.packageType,
    packageName: packages[booking.packageType].name,
    amount: booking.amount,
    currency: 'USD',
    paidAt: daysFrom(now, -paidDaysAgo),
    paymentReference: `pi_${booking.id}`,
    paidBy: 'card',
    refunded: false,
    ...overrides,
  };
}

/** The portal's answer for its client, in the portal's zone: no package or receipt unless given. */
export function portalOverview(overrides: Partial<PortalOverview> = {}): PortalOverview {
  return {
    email: portalClient.email,
    name: portalClient.name,
    timezone: portalZone,
    packages: [],
    receipts: [],
    ...overrides,
  };
}

/** His thread with the coach, open to him: the coach's welcome of the day before `now`. */
export function portalThread(now: Date, overrides: Partial<PortalThread> = {}): PortalThread {
  return {
    messages: [
      {
        id: 1,
        author: 'coach',
        body: 'Welcome aboard.',
        priority: false,
        createdAt: daysFrom(now, -1),
      },
    ],
    canWrite: true,
    reason: null,
    ...overrides,
  };
}

/** A note the coach shared the day before `now`, with one action item still to do. */
export function sharedNote(now: Date, overrides: Partial<SharedNote> = {}): SharedNote {
  return {
    id: 5,
    title: 'After our first session',
    body: 'We looked at your week.',
    publishedAt: daysFrom(now, -1),
    actionItems: [{ id: 51, text: 'Walk every morning', doneAt: null }],
    ...overrides,
  };
}

/** A file the coach shared the day before `now` with him alone (a 2 KB PDF). */
export function portalMaterial(now: Date, overrides: Partial<Material> = {}): Material {
  return {
    id: 1,
    kind: 'file',
    title: 'Strategy framework',
    url: null,
    fileName: 'framework.pdf',
    contentType: 'application/pdf',
    sizeBytes: 2048,
    packageType: null,
    sessionId: null,
    sessionStartsAt: null,
    createdAt: daysFrom(now, -1),
    ...overrides,
  };
}

/**
 * The API's answers to the reads of a signed-in portal's page: `overview`, his thread and shared
 * notes (`portalThread`, one `sharedNote` unless given), no erasure asked for; `extra` adds or
 * replaces routes.
 */
export function signedInPortalApi(
  now: Date,
  {
    overview = portalOverview(),
    thread = portalThread(now),
    notes = [sharedNote(now)],
  }: { overview?: PortalOverview; thread?: PortalThread; notes?: SharedNote[] } = {},
  extra: Record<string, Handler> = {},
): Record<string, Handler> {
  return {
    'GET /api/portal': { body: overview },
    'GET /api/portal/messages': { body: thread },
    'GET /api/portal/notes': { body: notes },
    'GET /api/portal/erasure-request': { body: { requestedAt: null, dueAt: null } },
    ...extra,
  };
}
