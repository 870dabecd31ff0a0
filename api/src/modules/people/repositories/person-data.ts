/**
 * Everything the database holds about one email address (case-insensitive), and its erasure,
 * composed of each module's own part, each reading and writing only its own tables: bookings and
 * their sessions and questionnaires (bookings), contact messages (contact), the newsletter
 * subscription with its opens (newsletter), his client portal (clients), his packages' notices
 * (promises), outbox rows to the address, about his records or naming it anywhere in their body
 * (the outbox), and the audit lines whose target names one of his records (the owner's audit
 * log). Also the record of erasures (`erasures`, this module's own table) that a restore
 * re-applies. Works on any Knex or transaction, so a restore uses it without the app.
 */
import type { Knex } from 'knex';
import {
  bookingPersonData,
  type AnonymisedBooking,
  type BookingErasureCounts,
  type BookingPersonRecords,
} from '../../bookings';
import { contactPersonData, type ContactPersonRecords } from '../../contact';
import { newsletterPersonData, type NewsletterPersonRecords } from '../../newsletter';
import {
  clientPersonData,
  type ClientErasureCounts,
  type ClientPersonRecords,
} from '../../clients';
import { promisePersonData, type PromisePersonRecords } from '../../promises';
import { auditPersonData, type AuditPersonRecords } from '../../owner';
import { outboxPersonData, type OutboxPersonRecords } from '../../../platform/outbox/person-data';

type Row = Record<string, unknown>;

export type { PaymentRecordRow } from '../../bookings';

export type PersonRecords = BookingPersonRecords &
  ContactPersonRecords &
  NewsletterPersonRecords &
  OutboxPersonRecords &
  AuditPersonRecords & {
    /** His client portal: his account (null when he never had one) and what it holds. */
    portal: ClientPersonRecords;
    /** What his packages' promises sent on their own. */
    promises: PromisePersonRecords;
  };

export interface ErasureCounts extends BookingErasureCounts, ClientErasureCounts {
  messagesDeleted: number;
  subscriptionsDeleted: number;
  emailsDeleted: number;
  auditEntriesCleared: number;
  promiseNoticesDeleted: number;
}

export const normaliseAddress = (email: string) => email.trim().toLowerCase();

export function createPersonDataRepository(db: Knex) {
  const q = (trx?: Knex.Transaction) => trx ?? db;

  return {
    async find(email: string, trx?: Knex.Transaction): Promise<PersonRecords> {
      const address = normaliseAddress(email);
      const on = q(trx);
      const bookings = await bookingPersonData.find(address, on);
      const contact = await contactPersonData.find(address, on);
      const newsletter = await newsletterPersonData.find(address, on);
      const outbox = await outboxPersonData.find(
        address,
        {
          dedupePrefixes: [
            ...bookingPersonData.outboxKeys(bookings),
            ...contactPersonData.outboxKeys(contact),
            ...newsletterPersonData.outboxKeys(newsletter),
          ],
          subscriptionIds: newsletter.subscription === null ? [] : [newsletter.subscription.id],
        },
        on,
      );
      const portal = await clientPersonData.find(address, on);
      const promises = await promisePersonData.find(
        bookings.bookings.map((booking) => booking.id),
        on,
      );
      const idsOf = (records: { id: number }[]) => new Set(records.map((record) => record.id));
      const audit = await auditPersonData.find(
        address,
        {
          client: new Set(portal.account === null ? [] : [portal.account.clientId]),
          session: idsOf(bookings.sessions),
          booking: idsOf(bookings.bookings),
          message: idsOf(contact.messages),
          subscriber: idsOf(newsletter.subscription === null ? [] : [newsletter.subscription]),
        },
        on,
      );
      return { ...bookings, ...contact, ...newsletter, ...outbox, ...audit, portal, promises };
    },

    /**
     * Erases, in the caller's transaction, what `find` lists, each module its own part: every row
     * about the person is deleted, except that a paid package keeps its payment record reduced to
     * what the law requires (see the bookings' part). His portal and his packages' notices go
     * before his bookings, whose deletion would take some of them uncounted (ON DELETE CASCADE);
     * a kept booking would keep its notices. Audit lines keep their action; their target becomes
     * `[erased]`.
     */
    async erase(
      found: PersonRecords,
      input: AnonymisedBooking,
      trx: Knex.Transaction,
    ): Promise<ErasureCounts> {
      const outbox = await outboxPersonData.erase(found, trx);
      const questionnaires = await bookingPersonData.eraseQuestionnaires(found, trx);
      const portal = await clientPersonData.erase(found.portal, trx);
      const promises = await promisePersonData.erase(found.promises, trx);
      const bookings = await bookingPersonData.eraseBookings(found, input, trx);
      const contact = await contactPersonData.erase(found, trx);
      const newsletter = await newsletterPersonData.erase(found, trx);
      const audit = await auditPersonData.erase(found, trx);
      return {
        ...bookings,
        ...questionnaires,
        ...contact,
        ...newsletter,
        ...outbox,
        ...audit,
        ...portal,
        ...promises,
      };
    },

    /** Every distinct address the database holds about people (lower-cased). */
    async addresses(trx?: Knex.Transaction): Promise<string[]> {
      const on = q(trx);
      const addresses = new Set<string>();
      for (const part of [
        bookingPersonData,
        contactPersonData,
        newsletterPersonData,
        outboxPersonData,
        clientPersonData,
      ])
        for (const address of await part.addresses(on)) addresses.add(address);
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
