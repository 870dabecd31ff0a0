/**
 * The bookings' part of a person's data (by lower-cased address): his bookings, their sessions,
 * his questionnaires (by address or booking) and the payment records an erasure keeps. Works on
 * any Knex or transaction, so a backup's restore uses it without the app.
 */
import type { Knex } from 'knex';
import type { AdminBookingSummary } from '@site/contracts/admin';
import type { SessionStatus } from '@site/contracts/sessions';
import type { PackageType } from '@site/contracts/packages';
import type { BookingStatus } from '@site/contracts/api-types';
import { affectedRows, toIso, toNumber } from '../../../db/mapping';
import { nextSessionColumns, nextSessionJoin, toAdminBooking, type BookingRow } from './bookings';
import { personQuestionnaireCompletedSql } from './questionnaires';

type Row = Record<string, unknown>;
type Db = Knex | Knex.Transaction;

/** A paid booking's payment record, as an erasure keeps it. */
export interface PaymentRecordRow {
  bookingId: number;
  packageType: PackageType;
  amount: number;
  status: BookingStatus;
  payment: AdminBookingSummary['payment'];
  paidAt: string;
  paymentReference: string | null;
}

export interface BookingPersonRecords {
  bookings: AdminBookingSummary[];
  /** Bookings whose payment record outlives an erasure: a package paid with money. */
  paymentRecords: PaymentRecordRow[];
  sessions: { id: number; bookingId: number; startsAt: string; status: SessionStatus }[];
  questionnaires: { id: number; bookingId: number | null; completedAt: string }[];
}

export interface BookingErasureCounts {
  bookingsAnonymised: number;
  bookingsDeleted: number;
  sessionsDeleted: number;
  questionnairesDeleted: number;
}

/** How an erasure rewrites a kept booking: the name and email that replace his, a new key. */
export interface AnonymisedBooking {
  erasedName: string;
  erasedEmail: (bookingId: number) => string;
  newAccessKey: () => string;
}

/**
 * A booking keeps its payment record when money was paid for a package: the free call, a
 * complimentary package and a package never paid hold nothing the law asks to keep.
 */
const keepsPaymentRecord = (row: Row) =>
  row.package_type !== 'strategy-call' &&
  toNumber(row.amount) > 0 &&
  (row.paid_at !== null || row.status === 'paid' || row.status === 'refunded');

async function find(address: string, db: Db): Promise<BookingPersonRecords> {
  const bookingRows: (BookingRow & Row)[] = await db('consultation_bookings as b')
    .select('b.*', ...nextSessionColumns, db.raw(personQuestionnaireCompletedSql))
    .joinRaw(nextSessionJoin)
    .whereRaw('lower(b.email) = ?', [address])
    .orderBy('b.id');
  const bookingIds = bookingRows.map((row) => toNumber(row.id));
  const sessionRows: Row[] = await db('booking_sessions')
    .select('id', 'booking_id', 'starts_at', 'status')
    .whereIn('booking_id', bookingIds)
    .orderBy('id');
  const questionnaireRows: Row[] = await db('consultation_questionnaires')
    .select('id', 'booking_id', 'completed_at')
    .whereRaw('lower(email) = ?', [address])
    .orWhereIn('booking_id', bookingIds)
    .orderBy('id');
  return {
    bookings: bookingRows.map((row) => toAdminBooking(row)),
    paymentRecords: bookingRows.filter(keepsPaymentRecord).map((row) => ({
      bookingId: toNumber(row.id),
      packageType: row.package_type as PackageType,
      amount: toNumber(row.amount),
      status: row.status as BookingStatus,
      payment: (row.payment ?? null) as AdminBookingSummary['payment'],
      paidAt: toIso(row.paid_at ?? row.created_at),
      paymentReference:
        [row.stripe_payment_intent_id, row.stripe_refund_id]
          .filter((one): one is string => typeof one === 'string' && one !== '')
          .join(', ') || null,
    })),
    sessions: sessionRows.map((row) => ({
      id: toNumber(row.id),
      bookingId: toNumber(row.booking_id),
      startsAt: toIso(row.starts_at),
      status: row.status as SessionStatus,
    })),
    questionnaires: questionnaireRows.map((row) => ({
      id: toNumber(row.id),
      bookingId: row.booking_id === null ? null : toNumber(row.booking_id),
      completedAt: toIso(row.completed_at),
    })),
  };
}

/** The outbox's dedupe-key prefixes of the emails about his bookings and questionnaires. */
function outboxKeys(found: BookingPersonRecords): string[] {
  return [
    ...found.bookings.map((booking) => `booking:${booking.id}:`),
    ...found.questionnaires.map((questionnaire) => `questionnaire:${questionnaire.id}:`),
  ];
}

/** His questionnaires, deleted in the caller's transaction (before his portal goes). */
async function eraseQuestionnaires(
  found: BookingPersonRecords,
  trx: Knex.Transaction,
): Promise<Pick<BookingErasureCounts, 'questionnairesDeleted'>> {
  return {
    questionnairesDeleted: affectedRows(
      await trx('consultation_questionnaires')
        .whereIn(
          'id',
          found.questionnaires.map((row) => row.id),
        )
        .delete(),
    ),
  };
}

/**
 * His bookings and their sessions, in the caller's transaction: every one is deleted, except
 * that a paid package keeps its payment record (package, amount, status, dates, payment method
 * and Stripe references) with the name and email replaced, no client address, idempotency key or
 * sessions, and a new access key (old links stop working).
 */
async function eraseBookings(
  found: BookingPersonRecords,
  input: AnonymisedBooking,
  trx: Knex.Transaction,
): Promise<Omit<BookingErasureCounts, 'questionnairesDeleted'>> {
  const kept = new Set(found.paymentRecords.map((record) => record.bookingId));
  const allBookings = found.bookings.map((booking) => booking.id);
  const deletedBookings = allBookings.filter((id) => !kept.has(id));
  const sessionsDeleted = affectedRows(
    await trx('booking_sessions').whereIn('booking_id', allBookings).delete(),
  );
  const bookingsDeleted = affectedRows(
    await trx('consultation_bookings').whereIn('id', deletedBookings).delete(),
  );
  for (const id of kept) {
    await trx('consultation_bookings')
      .where({ id })
      .update({
        name: input.erasedName,
        email: input.erasedEmail(id),
        client_ip: null,
        idempotency_key: null,
        access_key: input.newAccessKey(),
        updated_at: trx.fn.now(),
      });
  }
  return { bookingsAnonymised: kept.size, bookingsDeleted, sessionsDeleted };
}

/** Every distinct address his bookings and questionnaires hold (lower-cased). */
async function addresses(db: Db): Promise<string[]> {
  const result = await db.raw(
    `SELECT DISTINCT lower(email) AS address FROM consultation_bookings
     UNION SELECT lower(email) FROM consultation_questionnaires`,
  );
  return (result.rows as { address: string }[]).map((row) => row.address);
}

export const bookingPersonData = {
  find,
  outboxKeys,
  eraseQuestionnaires,
  eraseBookings,
  addresses,
};
