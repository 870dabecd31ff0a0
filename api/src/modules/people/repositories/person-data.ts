/**
 * Everything the database holds about one e-mail address (case-insensitive), and its erasure:
 * bookings and their sessions, questionnaires, contact messages, the newsletter subscription (with
 * its opens), outbox rows to the address, about its records or naming it anywhere in their body,
 * and the audit lines whose target names one of its records. Also the record of erasures that a
 * restore re-applies. Works on any Knex or transaction, so a restore uses it without the app.
 */
import type { Knex } from 'knex';
import type { AdminBookingSummary, ContactMessage, Subscriber } from '@site/contracts/admin';
import type { SessionStatus } from '@site/contracts/sessions';
import type { PackageType } from '@site/contracts/packages';
import type { BookingStatus } from '@site/contracts/api-types';
import { affectedRows, toIso, toNumber } from '../../../db/mapping';
import type { BookingRow } from '../../bookings';
import { outboxColumns, toOutboxView, type OutboxRowView } from '../../../platform/outbox/view';
import { nextSessionColumns, nextSessionJoin, toAdminBooking } from '../../bookings';
import { toContactMessage } from '../../contact';
import { toSubscriber } from '../../newsletter';
import {
  clientAddresses,
  eraseClientPersonData,
  findClientPersonData,
  type ClientErasureCounts,
  type ClientPersonRecords,
} from '../../clients';
import {
  erasePromisePersonData,
  findPromisePersonData,
  type PromisePersonRecords,
} from '../../promises';

type Row = Record<string, unknown>;

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

export interface PersonRecords {
  bookings: AdminBookingSummary[];
  /** Bookings whose payment record outlives an erasure: a package paid with money. */
  paymentRecords: PaymentRecordRow[];
  sessions: { id: number; bookingId: number; startsAt: string; status: SessionStatus }[];
  questionnaires: { id: number; bookingId: number | null; completedAt: string }[];
  messages: ContactMessage[];
  subscription: Subscriber | null;
  emails: OutboxRowView[];
  auditEntries: { id: number; action: string; createdAt: string }[];
  /** His client portal: his account (null when he never had one) and what it holds. */
  portal: ClientPersonRecords;
  /** What his packages' promises sent on their own. */
  promises: PromisePersonRecords;
}

export interface ErasureCounts extends ClientErasureCounts {
  bookingsAnonymised: number;
  bookingsDeleted: number;
  sessionsDeleted: number;
  questionnairesDeleted: number;
  messagesDeleted: number;
  subscriptionsDeleted: number;
  emailsDeleted: number;
  auditEntriesCleared: number;
  promiseNoticesDeleted: number;
}

/** The target an audit line keeps once the person it named is erased. */
export const erasedAuditTarget = '[erased]';

/**
 * Audit targets name records as `booking 42`, `message 7`, `subscriber 3`, `client 5` (his portal),
 * `session 9`, possibly followed by more.
 */
const auditTargetRecord = /^(booking|message|subscriber|client|session) (\d+)(?!\d)/;

/**
 * A booking keeps its payment record when money was paid for a package: the free call, a
 * complimentary package and a package never paid hold nothing the law asks to keep.
 */
const keepsPaymentRecord = (row: Row) =>
  row.package_type !== 'strategy-call' &&
  toNumber(row.amount) > 0 &&
  (row.paid_at !== null || row.status === 'paid' || row.status === 'refunded');

export const normaliseAddress = (email: string) => email.trim().toLowerCase();

export function createPersonDataRepository(db: Knex) {
  const q = (trx?: Knex.Transaction) => trx ?? db;

  return {
    async find(email: string, trx?: Knex.Transaction): Promise<PersonRecords> {
      const address = normaliseAddress(email);
      const byEmail = (table: string) => q(trx)(table).whereRaw('lower(email) = ?', [address]);
      const bookingRows: (BookingRow & Row)[] = await q(trx)('consultation_bookings as b')
        .select(
          'b.*',
          ...nextSessionColumns,
          db.raw(
            'EXISTS (SELECT 1 FROM consultation_questionnaires cq WHERE cq.booking_id = b.id) AS questionnaire_completed',
          ),
        )
        .joinRaw(nextSessionJoin)
        .whereRaw('lower(b.email) = ?', [address])
        .orderBy('b.id');
      const bookingIds = bookingRows.map((row) => toNumber(row.id));
      const sessionRows: Row[] = await q(trx)('booking_sessions')
        .select('id', 'booking_id', 'starts_at', 'status')
        .whereIn('booking_id', bookingIds)
        .orderBy('id');
      const questionnaireRows: Row[] = await q(trx)('consultation_questionnaires')
        .select('id', 'booking_id', 'completed_at')
        .whereRaw('lower(email) = ?', [address])
        .orWhereIn('booking_id', bookingIds)
        .orderBy('id');
      const messageRows: Row[] = await byEmail('contact_forms').orderBy('id');
      const subscription = (await byEmail('newsletter_subscriptions').first()) as Row | undefined;
      const questionnaireIds = questionnaireRows.map((row) => toNumber(row.id));
      const messageIds = messageRows.map((row) => toNumber(row.id));
      const subscriptionId = subscription ? toNumber(subscription.id) : null;
      const emailRows: Row[] = await q(trx)('outbox_messages')
        .select(outboxColumns(db))
        .where((where) => {
          where.whereRaw('lower(to_address) = ?', [address]);
          // Its body names the address: the owner's notices, for one.
          where.orWhereRaw('position(? in lower(message::text)) > 0', [address]);
          for (const id of bookingIds) where.orWhere('dedupe_key', 'like', `booking:${id}:%`);
          for (const id of questionnaireIds)
            where.orWhere('dedupe_key', 'like', `questionnaire:${id}:%`);
          for (const id of messageIds) where.orWhere('dedupe_key', 'like', `contact:${id}:%`);
          if (subscriptionId !== null) {
            where.orWhere('subscription_id', subscriptionId);
            where.orWhere('dedupe_key', 'like', `newsletter:${subscriptionId}:%`);
            where.orWhere('dedupe_key', 'like', `newsletter-confirm:${subscriptionId}:%`);
          }
        })
        .orderBy('id');
      const portal = await findClientPersonData(address, q(trx));
      const clientId = portal.account?.clientId ?? null;
      const promises = await findPromisePersonData(bookingIds, q(trx));
      const ids = {
        client: new Set(clientId === null ? [] : [clientId]),
        session: new Set(sessionRows.map((row) => toNumber(row.id))),
        booking: new Set(bookingIds),
        message: new Set(messageIds),
        subscriber: new Set(subscriptionId === null ? [] : [subscriptionId]),
      };
      const auditRows: Row[] = await q(trx)('audit_log')
        .select('id', 'action', 'target', 'created_at')
        .whereRaw("target ~ '^(booking|message|subscriber|client|session) [0-9]+'")
        .orWhereRaw('position(? in lower(target)) > 0', [address])
        .orderBy('id');
      const auditEntries = auditRows.filter((row) => {
        const target = String(row.target);
        if (target.toLowerCase().includes(address)) return true;
        const named = auditTargetRecord.exec(target);
        return named !== null && ids[named[1] as keyof typeof ids].has(Number(named[2]));
      });
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
        messages: messageRows.map(toContactMessage),
        subscription: subscription ? toSubscriber(subscription) : null,
        emails: emailRows.map(toOutboxView),
        auditEntries: auditEntries.map((row) => ({
          id: toNumber(row.id),
          action: row.action as string,
          createdAt: toIso(row.created_at),
        })),
        portal,
        promises,
      };
    },

    /**
     * Erases, in the caller's transaction, what `find` lists: every row about the person is
     * deleted, except that a paid package keeps its payment record (package, amount, status,
     * dates, payment method and Stripe references) with the name and e-mail replaced, no client
     * address, idempotency key or sessions, and a new access key (old links stop working). Audit
     * lines keep their action; their target becomes `[erased]`.
     */
    async erase(
      found: PersonRecords,
      input: {
        erasedName: string;
        erasedEmail: (bookingId: number) => string;
        newAccessKey: () => string;
      },
      trx: Knex.Transaction,
    ): Promise<ErasureCounts> {
      const kept = new Set(found.paymentRecords.map((record) => record.bookingId));
      const allBookings = found.bookings.map((booking) => booking.id);
      const deletedBookings = allBookings.filter((id) => !kept.has(id));
      const emailsDeleted = affectedRows(
        await trx('outbox_messages')
          .whereIn(
            'id',
            found.emails.map((row) => row.id),
          )
          .delete(),
      );
      const questionnairesDeleted = affectedRows(
        await trx('consultation_questionnaires')
          .whereIn(
            'id',
            found.questionnaires.map((row) => row.id),
          )
          .delete(),
      );
      // His portal and his packages' notices go before his bookings, whose deletion would take
      // some of them uncounted (ON DELETE CASCADE); a kept booking would keep its notices.
      const portalCounts = await eraseClientPersonData(found.portal, trx);
      const promiseCounts = await erasePromisePersonData(found.promises, trx);
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
      const messagesDeleted = affectedRows(
        await trx('contact_forms')
          .whereIn(
            'id',
            found.messages.map((message) => message.id),
          )
          .delete(),
      );
      // Its opens go with it (ON DELETE CASCADE).
      const subscriptionsDeleted = found.subscription
        ? affectedRows(
            await trx('newsletter_subscriptions').where({ id: found.subscription.id }).delete(),
          )
        : 0;
      const auditEntriesCleared = affectedRows(
        await trx('audit_log')
          .whereIn(
            'id',
            found.auditEntries.map((entry) => entry.id),
          )
          .update({ target: erasedAuditTarget }),
      );
      return {
        bookingsAnonymised: kept.size,
        bookingsDeleted,
        sessionsDeleted,
        questionnairesDeleted,
        messagesDeleted,
        subscriptionsDeleted,
        emailsDeleted,
        auditEntriesCleared,
        ...portalCounts,
        ...promiseCounts,
      };
    },

    /** Every distinct address the database holds about people (lower-cased). */
    async addresses(trx?: Knex.Transaction): Promise<string[]> {
      const result = await q(trx).raw(
        `SELECT DISTINCT lower(email) AS address FROM consultation_bookings
         UNION SELECT lower(email) FROM consultation_questionnaires
         UNION SELECT lower(email) FROM contact_forms
         UNION SELECT lower(email) FROM newsletter_subscriptions
         UNION SELECT lower(to_address) FROM outbox_messages`,
      );
      const addresses = new Set((result.rows as { address: string }[]).map((row) => row.address));
      for (const address of await clientAddresses(q(trx))) addresses.add(address);
      return [...addresses];
    },

    // --- the record of erasures ---

    async recordErasure(
      record: { salt: string; addressHash: string },
      trx: Knex.Transaction,
    ): Promise<void> {
      await trx('erasures')
        .insert({ salt: record.salt, address_hash: record.addressHash })
        .onConflict(['salt', 'address_hash'])
        .ignore();
    },

    async erasures(trx?: Knex.Transaction): Promise<{ salt: string; addressHash: string }[]> {
      const rows: Row[] = await q(trx)('erasures').select('salt', 'address_hash').orderBy('id');
      return rows.map((row) => ({
        salt: row.salt as string,
        addressHash: row.address_hash as string,
      }));
    },
  };
}

export type PersonDataRepository = ReturnType<typeof createPersonDataRepository>;
