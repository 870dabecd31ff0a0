/**
 * A person's bookings and sessions (by address) as the other modules read them: his portal, the
 * owner's Clients, the package promises. Each function works on any Knex or transaction (the
 * caller's `trx`, else the app's Knex); where a caller's one query filters or orders by booking
 * figures, a sub-query builder here carries them so the columns stay this module's knowledge.
 */
import type { Knex } from 'knex';
import {
  paidPackageTypes,
  sessionCredits,
  type PackageType,
  type PaidPackageType,
} from '@site/contracts/packages';
import { defaultSessionFormat, type SessionFormat } from '@site/contracts/sessions';
import type { Attendance } from '@site/contracts/schemas/portal';
import { affectedRows, toIso, toIsoOrNull, toNumber } from '../../../db/mapping';
import { toSessionRecord, type SessionRecord, type SessionRow } from './booking-sessions';
import { personQuestionnaireCompletedSql } from './questionnaires';

type Row = Record<string, unknown>;
type Db = Knex | Knex.Transaction;

export interface PersonBooking {
  id: number;
  packageType: PackageType;
  name: string;
  amount: number;
  status: string;
  payment: 'card' | 'offline' | 'complimentary' | null;
  stripePaymentIntentId: string | null;
  paidAt: string | null;
  createdAt: string;
  questionnaireCompleted: boolean;
}

/** A session as the portal and the owner's Clients read it, with the owner's mark of attendance. */
export type SessionFacts = Pick<
  SessionRecord,
  'id' | 'bookingId' | 'startsAt' | 'endsAt' | 'timezone' | 'status' | 'kind'
> & {
  format: SessionFormat;
  attendance: Attendance | null;
};

/** A session a recording may be attached to: its time, attendance and its booking's package. */
export interface RecordingSession {
  id: number;
  startsAt: string;
  attendance: 'held' | 'no-show' | 'cancelled' | null;
  packageType: PackageType;
  email: string;
}

/** A package bought: paid, even if refunded or cancelled since. */
const bought = `b.status IN ('paid', 'refunded', 'cancelled')`;

const toSessionFacts = (row: Row): SessionFacts => {
  const session = toSessionRecord(row as unknown as SessionRow);
  return {
    id: session.id,
    bookingId: session.bookingId,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    timezone: session.timezone,
    status: session.status,
    kind: session.kind,
    format: session.format ?? defaultSessionFormat,
    attendance: (row.attendance ?? null) as Attendance | null,
  };
};

/** Whether any booking (paid or not) was made with this address. */
export async function hasBooked(db: Db, email: string): Promise<boolean> {
  const row = await db('consultation_bookings')
    .whereRaw('lower(email) = ?', [email.trim().toLowerCase()])
    .first('id');
  return row !== undefined;
}

/** A booking's address, when its id and secret key match. */
export async function addressOfBookingKey(
  db: Db,
  bookingId: number,
  accessKey: string,
): Promise<string | null> {
  const row = (await db('consultation_bookings')
    .where({ id: bookingId, access_key: accessKey })
    .first('email')) as { email: string } | undefined;
  return row ? row.email : null;
}

/**
 * Every booking of an address, newest first, with whether its questionnaire is answered: kept
 * once per client, so one answered for any booking of the address answers for all of them.
 */
export async function bookingsOfPerson(db: Db, email: string): Promise<PersonBooking[]> {
  const rows: Row[] = await db('consultation_bookings as b')
    .select('b.*', db.raw(personQuestionnaireCompletedSql))
    .whereRaw('lower(b.email) = ?', [email.toLowerCase()])
    .orderBy('b.id', 'desc');
  return rows.map((row) => ({
    id: toNumber(row.id),
    packageType: row.package_type as PackageType,
    name: String(row.name),
    amount: toNumber(row.amount),
    status: String(row.status),
    payment: (row.payment ?? null) as PersonBooking['payment'],
    stripePaymentIntentId: (row.stripe_payment_intent_id as string | null) ?? null,
    paidAt: toIsoOrNull(row.paid_at),
    createdAt: toIso(row.created_at),
    questionnaireCompleted: row.questionnaire_completed === true,
  }));
}

/** The sessions of these bookings, latest first. */
export async function sessionsOfBookings(
  db: Db,
  bookingIds: readonly number[],
): Promise<SessionFacts[]> {
  if (bookingIds.length === 0) return [];
  const rows: Row[] = await db('booking_sessions')
    .whereIn('booking_id', bookingIds)
    .orderBy('starts_at', 'desc');
  return rows.map(toSessionFacts);
}

/** A session with its booking's address (for the owner's marks), or null. */
export async function sessionWithAddress(
  db: Db,
  sessionId: number,
): Promise<{ session: SessionFacts; email: string } | null> {
  const row = (await db('booking_sessions as s')
    .join('consultation_bookings as b', 'b.id', 's.booking_id')
    .where('s.id', sessionId)
    .first('s.*', 'b.email')) as Row | undefined;
  return row ? { session: toSessionFacts(row), email: String(row.email) } : null;
}

/** The owner's mark of what happened at a session. */
export async function markSessionAttendance(
  trx: Knex.Transaction,
  input: { sessionId: number; attendance: Attendance; at: Date },
): Promise<void> {
  await trx('booking_sessions')
    .where({ id: input.sessionId })
    .update({ attendance: input.attendance, attendance_marked_at: input.at });
}

/** Adds `credits` to a booking's own; false when the booking is not paid any more. */
export async function addExtraCredits(
  trx: Knex.Transaction,
  bookingId: number,
  credits: number,
): Promise<boolean> {
  return (
    affectedRows(
      await trx('consultation_bookings')
        .where({ id: bookingId, status: 'paid' })
        .increment('extra_credits', credits),
    ) === 1
  );
}

/** The package types an address has bought and not been refunded, strategy calls aside. */
export async function boughtPackageTypes(db: Db, email: string): Promise<PaidPackageType[]> {
  const rows: Row[] = await db('consultation_bookings')
    .distinct('package_type')
    .whereRaw('lower(email) = ?', [email.toLowerCase()])
    .where({ status: 'paid' })
    .whereNot({ package_type: 'strategy-call' })
    .orderBy('package_type');
  return rows.map((row) => row.package_type as PaidPackageType);
}

/** A session with its booking's package and address (lower-cased), or null. */
export async function recordingSession(
  db: Db,
  sessionId: number,
): Promise<RecordingSession | null> {
  const row = (await db('booking_sessions as s')
    .join('consultation_bookings as b', 'b.id', 's.booking_id')
    .where('s.id', sessionId)
    .first('s.id', 's.starts_at', 's.attendance', 'b.package_type', 'b.email')) as Row | undefined;
  return row
    ? {
        id: toNumber(row.id),
        startsAt: toIso(row.starts_at),
        attendance: (row.attendance ?? null) as RecordingSession['attendance'],
        packageType: row.package_type as PackageType,
        email: String(row.email).toLowerCase(),
      }
    : null;
}

/** Extra sessions of a kind a booking holds (not cancelled). */
export async function extraSessionsHeld(
  db: Db,
  bookingId: number,
  kind: 'follow-up' | 'emergency',
): Promise<number> {
  const row = (await db('booking_sessions')
    .where({ booking_id: bookingId, kind })
    .whereNot({ status: 'cancelled' })
    .count('* as n')
    .first()) as Row | undefined;
  return toNumber(row?.n ?? 0);
}

/** The paid bookings of these package types whose address does not match `erasedPattern`. */
export async function paidBookingsOf(
  db: Db,
  types: readonly PackageType[],
  erasedPattern: string,
): Promise<{ id: number; email: string }[]> {
  const rows: Row[] = await db('consultation_bookings')
    .where({ status: 'paid' })
    .whereIn('package_type', [...types])
    .whereRaw('lower(email) NOT LIKE ?', [erasedPattern])
    .orderBy('id')
    .select('id', 'email');
  return rows.map((row) => ({ id: toNumber(row.id), email: String(row.email) }));
}

/**
 * Sub-queries for the caller's select list or join. Each is correlated with a column of the
 * caller's query, named as knex names one (`c.email`, `ci.booking_id`).
 */

/** The name on the latest booking of the lower-cased address in `lowerEmail` (one value). */
export function latestBookingName(db: Db, lowerEmail: string): Knex.QueryBuilder {
  return db('consultation_bookings as nb')
    .select('nb.name')
    .whereRaw('lower(nb.email) = ??', [lowerEmail])
    .orderBy('nb.id', 'desc')
    .limit(1);
}

/** The name on the latest booking of the address of the booking `bookingId` (one value). */
export function latestNameOfBooking(db: Db, bookingId: string): Knex.QueryBuilder {
  return db('consultation_bookings as nb')
    .select('nb.name')
    .whereRaw(
      'lower(nb.email) = (SELECT lower(ob.email) FROM consultation_bookings ob WHERE ob.id = ??)',
      [bookingId],
    )
    .orderBy('nb.id', 'desc')
    .limit(1);
}

/** The package type of the booking `bookingId` (one value). */
export function packageTypeOfBooking(db: Db, bookingId: string): Knex.QueryBuilder {
  return db('consultation_bookings as pb')
    .select('pb.package_type')
    .whereRaw('pb.id = ??', [bookingId]);
}

/** Every address that has booked (lower-cased, once each), but those matching `erasedPattern`. */
export function bookedAddresses(db: Db, erasedPattern: string): Knex.QueryBuilder {
  return db('consultation_bookings')
    .distinct(db.raw('lower(email)'))
    .whereRaw('lower(email) NOT LIKE ?', [erasedPattern]);
}

/** Sessions, each with its booking's package type: `id`, `starts_at`, `package_type`. */
export function sessionsWithPackage(db: Db): Knex.QueryBuilder {
  return db('booking_sessions as s')
    .join('consultation_bookings as b', 'b.id', 's.booking_id')
    .select('s.id', 's.starts_at', 'b.package_type');
}

/**
 * One row of booking figures for the lower-cased address in `lowerEmail`, none when it never
 * booked; for a `JOIN LATERAL (…) f ON true`. Columns: `name` (the latest booking's), `packages`
 * (types bought, even if refunded or cancelled since), `credits_left` (unbooked credits of paid
 * packages), `next_session_at` (the next held session after `now`), `next_is_call` (whether that
 * one is a call: the free call or a follow-up call), `total_paid` (what paid
 * bookings cost, refunds taken off) and `last_booked_at` (the newest booking or past session).
 */
export function bookingFiguresByEmail(db: Db, lowerEmail: string, now: Date): Knex.Raw {
  // Each paid package's credits, from the package table: (type, credits) pairs.
  const creditValues = paidPackageTypes
    .map(() => '(CAST(? AS text), CAST(? AS integer))')
    .join(', ');
  const credits = paidPackageTypes.flatMap((type) => [type, sessionCredits(type)]);
  // A session figure is read booking by booking (a LATERAL aggregate over one booking's sessions,
  // which the index on (booking_id, starts_at) answers): as a join of all sessions to the
  // address's bookings, a planner that misjudges the counts (statistics not yet gathered) hashes
  // every session for every address, and the Clients list took seconds.
  return db.raw(
    `
    SELECT
      (SELECT b.name FROM consultation_bookings b WHERE lower(b.email) = ?? ORDER BY b.id DESC LIMIT 1) AS name,
      (SELECT coalesce(array_agg(DISTINCT b.package_type), '{}') FROM consultation_bookings b
         WHERE lower(b.email) = ?? AND ${bought}) AS packages,
      (SELECT coalesce(sum(
           credit.n + b.extra_credits
           - (SELECT count(*) FROM booking_sessions s WHERE s.booking_id = b.id AND s.status <> 'cancelled' AND s.kind = 'main')
         ), 0)
         FROM consultation_bookings b JOIN (VALUES ${creditValues}) AS credit(package_type, n)
           ON credit.package_type = b.package_type
         WHERE lower(b.email) = ?? AND b.status = 'paid') AS credits_left,
      (SELECT min(x.at) FROM consultation_bookings b CROSS JOIN LATERAL (
           SELECT min(s.starts_at) AS at FROM booking_sessions s
           WHERE s.booking_id = b.id AND s.status IN ('scheduled', 'rescheduled') AND s.starts_at > ?) x
         WHERE lower(b.email) = ??) AS next_session_at,
      (SELECT x.is_call FROM consultation_bookings b CROSS JOIN LATERAL (
           SELECT s.starts_at AS at, (b.package_type = 'strategy-call' OR s.kind = 'follow-up') AS is_call
           FROM booking_sessions s
           WHERE s.booking_id = b.id AND s.status IN ('scheduled', 'rescheduled') AND s.starts_at > ?
           ORDER BY s.starts_at LIMIT 1) x
         WHERE lower(b.email) = ?? ORDER BY x.at LIMIT 1) AS next_is_call,
      (SELECT coalesce(sum(b.amount), 0) FROM consultation_bookings b
         WHERE lower(b.email) = ?? AND b.status = 'paid' AND b.paid_at IS NOT NULL) AS total_paid,
      GREATEST(
        (SELECT max(b.created_at) FROM consultation_bookings b WHERE lower(b.email) = ??),
        (SELECT max(x.at) FROM consultation_bookings b CROSS JOIN LATERAL (
             SELECT max(s.starts_at) AS at FROM booking_sessions s
             WHERE s.booking_id = b.id AND s.status <> 'cancelled' AND s.starts_at <= ?) x
           WHERE lower(b.email) = ??)
      ) AS last_booked_at
    WHERE EXISTS (SELECT 1 FROM consultation_bookings b WHERE lower(b.email) = ??)
    `,
    [
      lowerEmail,
      lowerEmail,
      ...credits,
      lowerEmail,
      now,
      lowerEmail,
      now,
      lowerEmail,
      lowerEmail,
      lowerEmail,
      now,
      lowerEmail,
      lowerEmail,
    ],
  );
}

/**
 * Whether the lower-cased address in `lowerEmail` bought a package of `packageType`, even if
 * refunded or cancelled since: an SQL condition for the caller's WHERE.
 */
export function boughtPackage(db: Db, lowerEmail: string, packageType: PaidPackageType): Knex.Raw {
  return db.raw(
    `EXISTS (SELECT 1 FROM consultation_bookings b WHERE lower(b.email) = ?? AND b.package_type = ? AND ${bought})`,
    [lowerEmail, packageType],
  );
}
