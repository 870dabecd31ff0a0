import type { Knex } from 'knex';
import type { ScheduledSlot } from '@site/contracts/api-types';
import type { PackageType } from '@site/contracts/packages';
import {
  toBookingRecord,
  toScheduledSlot,
  type BookingRecord,
  type BookingRow,
} from '../db/mapping';
import { pgErrorCode, pgErrorCodes } from '../db/knex';

/** The database refused an overlapping scheduled session (exclusion constraint). */
export class SlotTakenError extends Error {}

export interface NewBooking {
  name: string;
  email: string;
  packageType: PackageType;
  amount: number;
  status: 'pending' | 'paid';
  accessKey: string;
  /** The visitor's address (free strategy calls are capped per address and day). */
  clientIp?: string | null;
  /** The browser's checkout key: one booking per key (unique). */
  idempotencyKey?: string | null;
  /** How it is paid: card (the default for packages), or added by the owner. */
  payment?: 'card' | 'offline' | 'complimentary';
}

export function createBookingRepository(db: Knex) {
  const table = (trx?: Knex.Transaction) => (trx ?? db)<BookingRow>('consultation_bookings');
  const one = (rows: BookingRow[]) => (rows[0] ? toBookingRecord(rows[0]) : null);

  return {
    async create(input: NewBooking, trx?: Knex.Transaction): Promise<BookingRecord> {
      const rows = await table(trx)
        .insert({
          name: input.name,
          email: input.email,
          package_type: input.packageType,
          amount: input.amount,
          status: input.status,
          access_key: input.accessKey,
          client_ip: input.clientIp ?? null,
          idempotency_key: input.idempotencyKey ?? null,
          payment: input.payment ?? (input.packageType === 'strategy-call' ? null : 'card'),
        })
        .returning('*');
      const booking = one(rows);
      if (!booking) throw new Error('Insert returned no booking');
      return booking;
    },

    /**
     * Creates the booking of an idempotency key, or finds the one a request with the same key
     * created first (also while that request is still running: the unique key decides).
     */
    async createOnce(
      input: NewBooking & { idempotencyKey: string },
      trx?: Knex.Transaction,
    ): Promise<{ booking: BookingRecord; created: boolean }> {
      const rows = await table(trx)
        .insert({
          name: input.name,
          email: input.email,
          package_type: input.packageType,
          amount: input.amount,
          status: input.status,
          access_key: input.accessKey,
          client_ip: input.clientIp ?? null,
          idempotency_key: input.idempotencyKey,
        })
        .onConflict('idempotency_key')
        .ignore()
        .returning('*');
      const created = one(rows);
      if (created) return { booking: created, created: true };
      const existing = await this.findByIdempotencyKey(input.idempotencyKey, trx);
      // Only a delete between the two statements (a failed first request) gets here.
      if (!existing) return this.createOnce(input, trx);
      return { booking: existing, created: false };
    },

    async findByIdempotencyKey(key: string, trx?: Knex.Transaction): Promise<BookingRecord | null> {
      const row = await table(trx).where({ idempotency_key: key }).first();
      return row ? toBookingRecord(row) : null;
    },

    async findById(id: number, trx?: Knex.Transaction): Promise<BookingRecord | null> {
      const row = await table(trx).where({ id }).first();
      return row ? toBookingRecord(row) : null;
    },

    async findByIds(ids: readonly number[], trx?: Knex.Transaction): Promise<BookingRecord[]> {
      if (ids.length === 0) return [];
      const rows = await table(trx).whereIn('id', ids);
      return rows.map(toBookingRecord);
    },

    async findByPaymentIntent(
      paymentIntentId: string,
      trx?: Knex.Transaction,
    ): Promise<BookingRecord | null> {
      const row = await table(trx).where({ stripe_payment_intent_id: paymentIntentId }).first();
      return row ? toBookingRecord(row) : null;
    },

    /**
     * Records the booking's PaymentIntent. False when the booking is gone or already holds
     * another intent (so two requests can never attach two intents to one booking).
     */
    async setPaymentIntent(
      id: number,
      paymentIntentId: string,
      trx?: Knex.Transaction,
    ): Promise<boolean> {
      const updated = await table(trx)
        .where({ id })
        .andWhere((where) =>
          where
            .whereNull('stripe_payment_intent_id')
            .orWhere({ stripe_payment_intent_id: paymentIntentId }),
        )
        .update({ stripe_payment_intent_id: paymentIntentId, updated_at: db.fn.now() });
      return updated === 1;
    },

    /** Removes a booking that never got its PaymentIntent (the intent could not be created). */
    async deleteWithoutPaymentIntent(id: number, trx?: Knex.Transaction): Promise<void> {
      await table(trx).where({ id }).whereNull('stripe_payment_intent_id').delete();
    },

    async delete(id: number, trx?: Knex.Transaction): Promise<void> {
      await table(trx).where({ id }).delete();
    },

    /** Compare-and-swap pending (or failed) → paid; null when nothing moved. */
    async markPaid(paymentIntentId: string, trx?: Knex.Transaction): Promise<BookingRecord | null> {
      return one(
        await table(trx)
          .where({ stripe_payment_intent_id: paymentIntentId })
          .whereIn('status', ['pending', 'payment_failed'])
          .update({ status: 'paid', updated_at: db.fn.now() })
          .returning('*'),
      );
    },

    /** Compare-and-swap pending → payment_failed; null when nothing moved. */
    async markPaymentFailed(
      paymentIntentId: string,
      trx?: Knex.Transaction,
    ): Promise<BookingRecord | null> {
      return one(
        await table(trx)
          .where({ stripe_payment_intent_id: paymentIntentId, status: 'pending' })
          .update({ status: 'payment_failed', updated_at: db.fn.now() })
          .returning('*'),
      );
    },

    /**
     * Compare-and-swap paid → scheduled. Null when the booking was no longer paid and unscheduled
     * (a concurrent request won); SlotTakenError when another session overlaps.
     */
    async schedule(
      id: number,
      slot: { scheduledAt: Date; timezone: string },
      trx?: Knex.Transaction,
    ): Promise<BookingRecord | null> {
      try {
        return one(
          await table(trx)
            .where({ id, status: 'paid' })
            .whereNull('scheduled_at')
            .update({
              status: 'scheduled',
              scheduled_at: slot.scheduledAt,
              timezone: slot.timezone,
              updated_at: db.fn.now(),
            })
            .returning('*'),
        );
      } catch (error) {
        if (pgErrorCode(error) === pgErrorCodes.exclusionViolation) throw new SlotTakenError();
        throw error;
      }
    },

    /** This e-mail's free strategy call scheduled after `now`, if any (case-insensitive). */
    async findUpcomingFreeCall(
      email: string,
      now: Date,
      trx?: Knex.Transaction,
    ): Promise<BookingRecord | null> {
      const row = await table(trx)
        .where({ package_type: 'strategy-call', status: 'scheduled' })
        .andWhere(db.raw('lower(email) = lower(?)', [email]))
        .andWhere('scheduled_at', '>', now)
        .orderBy('scheduled_at')
        .first();
      return row ? toBookingRecord(row) : null;
    },

    /** Free strategy calls created from `clientIp` since `since`. */
    async countFreeCallsFromIp(
      clientIp: string,
      since: Date,
      trx?: Knex.Transaction,
    ): Promise<number> {
      const row = await table(trx)
        .where({ package_type: 'strategy-call', client_ip: clientIp })
        .andWhere('created_at', '>', since)
        .count<{ count: string | number }[]>('id as count')
        .first();
      return Number(row?.count ?? 0);
    },

    /** Removes free strategy calls created before `before` and never scheduled; returns how many. */
    async deleteUnscheduledFreeCalls(before: Date, trx?: Knex.Transaction): Promise<number> {
      return table(trx)
        .where({ package_type: 'strategy-call', status: 'paid' })
        .whereNull('scheduled_at')
        .andWhere('created_at', '<', before)
        .delete();
    },

    async setGoogleEventId(id: number, eventId: string, trx?: Knex.Transaction): Promise<void> {
      await table(trx).where({ id }).update({ google_event_id: eventId, updated_at: db.fn.now() });
    },

    /** Scheduled sessions still missing their calendar event (the insert failed earlier). */
    async listWithoutCalendarEvent(
      limit: number,
      trx?: Knex.Transaction,
    ): Promise<BookingRecord[]> {
      const rows = await table(trx)
        .where({ status: 'scheduled' })
        .whereNull('google_event_id')
        .andWhere('scheduled_at', '>', db.fn.now())
        .orderBy('scheduled_at')
        .limit(limit);
      return rows.map(toBookingRecord);
    },

    /** Taken times from yesterday on, for the pickers: no personal data leaves this query. */
    async listScheduledSlots(trx?: Knex.Transaction): Promise<ScheduledSlot[]> {
      const rows = await table(trx)
        .select('package_type', 'scheduled_at')
        .where({ status: 'scheduled' })
        .andWhere('scheduled_at', '>=', db.raw("now() - interval '1 day'"))
        .orderBy('scheduled_at');
      return rows.map(toScheduledSlot);
    },
  };
}

export type BookingRepository = ReturnType<typeof createBookingRepository>;
