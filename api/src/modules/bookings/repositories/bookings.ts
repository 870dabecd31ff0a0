import type { Knex } from 'knex';
import type { PackageType } from '@site/contracts/packages';
import type { AdminBookingSummary, BookingKind, OfflinePayment, Page } from '@site/contracts/admin';
import type { BookingStatus } from '@site/contracts/api-types';
import { likePattern, newestFirstPage } from '../../../platform/newest-first-page';
import { toIso, toIsoOrNull, toNumber } from '../../../db/mapping';
import { tableAsJson } from '../../../platform/table-json';
import { personQuestionnaireCompletedSql } from './questionnaires';

/* ---- The row as read (snake_case) and its mapping (camelCase). ---- */

export interface BookingRow {
  id: number;
  name: string;
  email: string;
  package_type: PackageType;
  amount: number;
  stripe_payment_intent_id: string | null;
  status: BookingStatus;
  access_key: string;
  /** The client address that created the booking (null for rows older than this column). */
  client_ip?: string | null;
  /** The browser's checkout key the booking was created for (null without one). */
  idempotency_key?: string | null;
  /** card | offline | complimentary; null for the free call. */
  payment?: string | null;
  /** When it became paid (starts the refund window). */
  paid_at?: Date | string | null;
  stripe_refund_id?: string | null;
  /** When it expired, was refunded or cancelled. */
  closed_at?: Date | string | null;
  /** Sessions the owner added on top of the package's own. */
  extra_credits?: number | null;
  created_at: Date | string;
  updated_at: Date | string;
  /** Of its next session (see `nextSessionJoin`), when the query joined it. */
  scheduled_at?: Date | string | null;
  timezone?: string | null;
  google_event_id?: string | null;
}

/** What the server works with: the booking's own columns and its next session's time. */
export interface BookingRecord {
  id: number;
  packageType: PackageType;
  name: string;
  email: string;
  amount: number;
  status: BookingStatus;
  /** The next session held (else the latest completed one); null when none. */
  scheduledAt: string | null;
  timezone: string | null;
  googleEventId: string | null;
  accessKey: string;
  stripePaymentIntentId: string | null;
  payment: 'card' | OfflinePayment | null;
  paidAt: string | null;
  stripeRefundId: string | null;
  /** Sessions the owner added on top of the package's own (0 when none). */
  extraCredits: number;
  createdAt: string;
}

export function toBookingRecord(row: BookingRow): BookingRecord {
  return {
    id: toNumber(row.id),
    packageType: row.package_type,
    name: row.name,
    email: row.email,
    amount: toNumber(row.amount),
    status: row.status,
    scheduledAt: toIsoOrNull(row.scheduled_at),
    timezone: row.timezone ?? null,
    googleEventId: row.google_event_id ?? null,
    accessKey: row.access_key,
    stripePaymentIntentId: row.stripe_payment_intent_id,
    payment: (row.payment ?? null) as BookingRecord['payment'],
    paidAt: toIsoOrNull(row.paid_at),
    stripeRefundId: row.stripe_refund_id ?? null,
    extraCredits: toNumber(row.extra_credits ?? 0),
    createdAt: toIso(row.created_at),
  };
}

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
  payment?: 'card' | OfflinePayment;
  /** When a booking created paid was paid (default: the database's now). */
  paidAt?: Date;
}

/**
 * Joins a booking's next session as `ns`: the earliest session that holds its time, else the
 * latest completed one (its start, zone and calendar event become the booking's `scheduledAt`,
 * `timezone` and `googleEventId`). Alias the bookings table `b`.
 */
export const nextSessionJoin = `LEFT JOIN LATERAL (
  SELECT s.starts_at, s.timezone, s.google_event_id FROM booking_sessions s
  WHERE s.booking_id = b.id AND s.status <> 'cancelled'
  ORDER BY (s.status IN ('scheduled', 'rescheduled')) DESC,
           CASE WHEN s.status IN ('scheduled', 'rescheduled') THEN s.starts_at END ASC,
           s.starts_at DESC
  LIMIT 1
) ns ON true`;

export const nextSessionColumns = [
  'ns.starts_at as scheduled_at',
  'ns.timezone as timezone',
  'ns.google_event_id as google_event_id',
] as const;

export interface BookingQuery {
  status?: BookingStatus;
  kind?: BookingKind;
  /** Session time (or, unscheduled, creation time) from this instant… */
  from?: Date;
  /** …and before this one. */
  to?: Date;
  q?: string;
  page: number;
  pageSize: number;
}

export function createBookingRepository(db: Knex) {
  const table = (trx?: Knex.Transaction) => (trx ?? db)<BookingRow>('consultation_bookings');
  /** Bookings with their next session, as `b`. */
  const read = (trx?: Knex.Transaction) =>
    (trx ?? db)('consultation_bookings as b')
      .select('b.*', ...nextSessionColumns)
      .joinRaw(nextSessionJoin);
  /** `read` with whether its client's questionnaire is in, for any of his bookings (the owner's lists). */
  const withQuestionnaire = (trx?: Knex.Transaction) =>
    read(trx).select(db.raw(personQuestionnaireCompletedSql));
  const q = (trx?: Knex.Transaction) => trx ?? db;
  const one = (rows: BookingRow[]) => (rows[0] ? toBookingRecord(rows[0]) : null);
  /** The booking a compare-and-swap moved, read again with its next session. */
  const reread = async (rows: { id: number }[], trx?: Knex.Transaction) =>
    rows[0] ? findById(rows[0].id, trx) : null;

  async function findById(id: number, trx?: Knex.Transaction): Promise<BookingRecord | null> {
    const row = (await read(trx).where('b.id', id).first()) as BookingRow | undefined;
    return row ? toBookingRecord(row) : null;
  }

  /** The row of a new booking: a paid package is paid by card unless the owner says otherwise. */
  function newRow(input: NewBooking) {
    return {
      name: input.name,
      email: input.email,
      package_type: input.packageType,
      amount: input.amount,
      status: input.status,
      access_key: input.accessKey,
      client_ip: input.clientIp ?? null,
      idempotency_key: input.idempotencyKey ?? null,
      payment: input.payment ?? (input.packageType === 'strategy-call' ? null : 'card'),
      paid_at: input.status === 'paid' ? (input.paidAt ?? db.fn.now()) : null,
    };
  }

  return {
    /**
     * Locks, until `trx` ends, the free calls of this client address and of this email (any
     * case): requests at once, on any API replica, then check the free-call limits one by one.
     */
    async lockFreeCallRequester(
      clientIp: string,
      email: string,
      trx: Knex.Transaction,
    ): Promise<void> {
      await trx.raw("SELECT pg_advisory_xact_lock(hashtext('free-call:ip:' || ?))", [clientIp]);
      await trx.raw("SELECT pg_advisory_xact_lock(hashtext('free-call:email:' || lower(?)))", [
        email,
      ]);
    },

    async create(input: NewBooking, trx?: Knex.Transaction): Promise<BookingRecord> {
      const rows = await table(trx).insert(newRow(input)).returning('*');
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
        .insert(newRow(input))
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
      const row = (await read(trx).where('b.idempotency_key', key).first()) as
        BookingRow | undefined;
      return row ? toBookingRecord(row) : null;
    },

    findById,

    /** The booking, its row locked until the transaction ends (one change at a time). */
    async lock(id: number, trx: Knex.Transaction): Promise<BookingRecord | null> {
      const locked = await table(trx).where({ id }).forUpdate().first('id');
      return locked ? findById(id, trx) : null;
    },

    async findByIds(ids: readonly number[], trx?: Knex.Transaction): Promise<BookingRecord[]> {
      if (ids.length === 0) return [];
      const rows = (await read(trx).whereIn('b.id', ids)) as BookingRow[];
      return rows.map(toBookingRecord);
    },

    async findByPaymentIntent(
      paymentIntentId: string,
      trx?: Knex.Transaction,
    ): Promise<BookingRecord | null> {
      const row = (await read(trx).where('b.stripe_payment_intent_id', paymentIntentId).first()) as
        BookingRow | undefined;
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

    /**
     * Compare-and-swap pending, payment_failed or expired → paid at `paidAt`; null when nothing
     * moved. `late` when it was expired (the payment came after the booking gave up on it).
     */
    async markPaid(
      paymentIntentId: string,
      paidAt: Date,
      trx?: Knex.Transaction,
    ): Promise<{ booking: BookingRecord; late: boolean } | null> {
      for (const from of [['pending', 'payment_failed'], ['expired']] as const) {
        const moved = await reread(
          await table(trx)
            .where({ stripe_payment_intent_id: paymentIntentId })
            .whereIn('status', from)
            .update({ status: 'paid', paid_at: paidAt, updated_at: db.fn.now() })
            .returning('id'),
          trx,
        );
        if (moved !== null) return { booking: moved, late: from[0] === 'expired' };
      }
      return null;
    },

    /** Compare-and-swap pending → payment_failed; null when nothing moved. */
    async markPaymentFailed(
      paymentIntentId: string,
      trx?: Knex.Transaction,
    ): Promise<BookingRecord | null> {
      return reread(
        await table(trx)
          .where({ stripe_payment_intent_id: paymentIntentId, status: 'pending' })
          .update({ status: 'payment_failed', updated_at: db.fn.now() })
          .returning('id'),
        trx,
      );
    },

    /** Compare-and-swap pending → expired; null when it was paid (or changed) meanwhile. */
    async markExpired(id: number, trx?: Knex.Transaction): Promise<BookingRecord | null> {
      return reread(
        await table(trx)
          .where({ id, status: 'pending' })
          .update({ status: 'expired', closed_at: db.fn.now(), updated_at: db.fn.now() })
          .returning('id'),
        trx,
      );
    },

    /**
     * Compare-and-swap unpaid (pending or payment failed) → expired, the owner closing a booking
     * that was never paid; null when it was paid or closed meanwhile.
     */
    async closeUnpaid(id: number, trx?: Knex.Transaction): Promise<BookingRecord | null> {
      return reread(
        await table(trx)
          .where({ id })
          .whereIn('status', ['pending', 'payment_failed'])
          .update({ status: 'expired', closed_at: db.fn.now(), updated_at: db.fn.now() })
          .returning('id'),
        trx,
      );
    },

    /** Paid packages still pending that were created before `before`, oldest first. */
    async listExpirable(
      before: Date,
      limit: number,
      trx?: Knex.Transaction,
    ): Promise<BookingRecord[]> {
      const rows = (await read(trx)
        .where('b.status', 'pending')
        .whereNot('b.package_type', 'strategy-call')
        .andWhere('b.created_at', '<', before)
        .orderBy('b.created_at')
        .limit(limit)) as BookingRow[];
      return rows.map(toBookingRecord);
    },

    /**
     * Compare-and-swap paid → refunded (remembering the refund); null when the booking was not
     * paid any more (refunded by another request or webhook, or cancelled).
     */
    async markRefunded(
      id: number,
      refundId: string | null,
      trx?: Knex.Transaction,
    ): Promise<BookingRecord | null> {
      return reread(
        await table(trx)
          .where({ id, status: 'paid' })
          .update({
            status: 'refunded',
            stripe_refund_id: refundId,
            closed_at: db.fn.now(),
            updated_at: db.fn.now(),
          })
          .returning('id'),
        trx,
      );
    },

    /** Compare-and-swap paid → cancelled (the owner ends it without a refund). */
    async markCancelled(id: number, trx?: Knex.Transaction): Promise<BookingRecord | null> {
      return reread(
        await table(trx)
          .where({ id, status: 'paid' })
          .update({ status: 'cancelled', closed_at: db.fn.now(), updated_at: db.fn.now() })
          .returning('id'),
        trx,
      );
    },

    /** This email's free strategy call held after `now`, if any (case-insensitive). */
    async findUpcomingFreeCall(
      email: string,
      now: Date,
      trx?: Knex.Transaction,
    ): Promise<BookingRecord | null> {
      const row = (await read(trx)
        .where('b.package_type', 'strategy-call')
        .andWhere(db.raw('lower(b.email) = lower(?)', [email]))
        .whereExists((exists) =>
          exists
            .select(db.raw('1'))
            .from('booking_sessions as s')
            .whereRaw('s.booking_id = b.id')
            .whereIn('s.status', ['scheduled', 'rescheduled'])
            .andWhere('s.starts_at', '>', now),
        )
        .orderBy('ns.starts_at')
        .first()) as BookingRow | undefined;
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

    /**
     * Paid packages (not the free call) with the credits each has spent (sessions held or
     * completed), newest first: whom the owner can book a session for.
     */
    async listPaidPackagesWithSpent(
      trx?: Knex.Transaction,
    ): Promise<
      { id: number; name: string; packageType: PackageType; spent: number; extraCredits: number }[]
    > {
      const rows = (await (trx ?? db)('consultation_bookings as b')
        .leftJoin('booking_sessions as s', function joinHeld() {
          this.on('s.booking_id', '=', 'b.id').andOnVal('s.status', '<>', 'cancelled');
        })
        .select('b.id', 'b.name', 'b.package_type', 'b.extra_credits')
        .count<{ id: number; name: string; package_type: PackageType; spent: unknown }[]>(
          's.id as spent',
        )
        .where('b.status', 'paid')
        .andWhereNot('b.package_type', 'strategy-call')
        .groupBy('b.id')
        .orderBy('b.id', 'desc')) as {
        id: number;
        name: string;
        package_type: PackageType;
        spent: unknown;
        extra_credits: unknown;
      }[];
      return rows.map((row) => ({
        id: toNumber(row.id),
        name: row.name,
        packageType: row.package_type,
        spent: toNumber(row.spent),
        extraCredits: toNumber(row.extra_credits ?? 0),
      }));
    },

    /** Removes free strategy calls created before `before` and never scheduled; returns how many. */
    async deleteUnscheduledFreeCalls(before: Date, trx?: Knex.Transaction): Promise<number> {
      return table(trx)
        .where({ package_type: 'strategy-call', status: 'paid' })
        .whereNotExists((exists) =>
          exists
            .select(db.raw('1'))
            .from('booking_sessions')
            .whereRaw('booking_sessions.booking_id = consultation_bookings.id'),
        )
        .andWhere('created_at', '<', before)
        .delete();
    },

    async listBookings(
      input: BookingQuery,
      trx?: Knex.Transaction,
    ): Promise<Page<AdminBookingSummary>> {
      const filtered = (builder: Knex.QueryBuilder) => {
        if (input.status) builder.where('b.status', input.status);
        if (input.kind === 'free') builder.where('b.package_type', 'strategy-call');
        if (input.kind === 'paid') builder.whereNot('b.package_type', 'strategy-call');
        if (input.from)
          builder.where(db.raw('coalesce(ns.starts_at, b.created_at)'), '>=', input.from);
        if (input.to) builder.where(db.raw('coalesce(ns.starts_at, b.created_at)'), '<', input.to);
        if (input.q) {
          const pattern = likePattern(input.q);
          builder.where((where) =>
            where.where('b.name', 'ilike', pattern).orWhere('b.email', 'ilike', pattern),
          );
        }
        return builder;
      };
      return newestFirstPage(filtered(withQuestionnaire(trx)), input, toAdminBooking, 'b.');
    },
    /**
     * The bookings whose name or address holds `text` (any case; `%` and `_` match themselves),
     * by their sessions' dates: those whose next session is still to come first, soonest first;
     * then the others, their latest session (never scheduled: their creation) most recent first.
     * At most `limit`, with how many there are (the Bookings list's count for the same text).
     */
    async matchingBySession(
      input: { text: string; now: Date; limit: number },
      trx?: Knex.Transaction,
    ): Promise<{ items: AdminBookingSummary[]; total: number }> {
      const pattern = likePattern(input.text);
      const rows = withQuestionnaire(trx).where((where) =>
        where.where('b.name', 'ilike', pattern).orWhere('b.email', 'ilike', pattern),
      );
      const [counted] = await rows
        .clone()
        .clearSelect()
        .count<{ count: string | number }[]>({ count: '*' });
      const found = (await rows
        .orderByRaw(
          `(ns.starts_at >= ?) IS TRUE DESC,
           CASE WHEN ns.starts_at >= ? THEN ns.starts_at END ASC,
           coalesce(ns.starts_at, b.created_at) DESC,
           b.id DESC`,
          [input.now, input.now],
        )
        .limit(input.limit)) as BookingRow[];
      return { items: found.map(toAdminBooking), total: toNumber(counted?.count ?? 0) };
    },
    async findBooking(id: number, trx?: Knex.Transaction) {
      const row = await withQuestionnaire(trx).where('b.id', id).first();
      return row ? { summary: toAdminBooking(row), record: toBookingRecord(row) } : null;
    },
    /** Scheduled sessions and free calls starting at or after `now`, soonest first. */
    async upcoming(
      now: Date,
      limit: number,
      trx?: Knex.Transaction,
    ): Promise<AdminBookingSummary[]> {
      // One line per held session (a package's sessions each), with that session's time.
      const rows = await q(trx)('booking_sessions as s')
        .join('consultation_bookings as b', 'b.id', 's.booking_id')
        .select(
          'b.*',
          's.starts_at as scheduled_at',
          's.timezone as timezone',
          's.google_event_id as google_event_id',
          db.raw(personQuestionnaireCompletedSql),
        )
        .whereIn('s.status', ['scheduled', 'rescheduled'])
        .andWhere('s.starts_at', '>=', now)
        .orderBy([{ column: 's.starts_at' }, { column: 's.id' }])
        .limit(limit);
      return rows.map(toAdminBooking);
    },
    /** Packages paid (or given) since `since`, newest first. */
    async recentPayments(
      since: Date,
      limit: number,
      trx?: Knex.Transaction,
    ): Promise<AdminBookingSummary[]> {
      const rows = await withQuestionnaire(trx)
        .whereNot('b.package_type', 'strategy-call')
        .where('b.status', 'paid')
        .andWhere('b.created_at', '>=', since)
        .orderBy([
          { column: 'b.created_at', order: 'desc' },
          { column: 'b.id', order: 'desc' },
        ])
        .limit(limit);
      return rows.map(toAdminBooking);
    },
    /**
     * The sum and count of the packages paid since `since` (card or recorded as paid outside the
     * site; a package given is no payment): what `recentPayments` lists, whatever its limit.
     */
    async paymentsTotalSince(
      since: Date,
      trx?: Knex.Transaction,
    ): Promise<{ totalCents: number; count: number }> {
      const row = (await q(trx)('consultation_bookings')
        .whereNot('package_type', 'strategy-call')
        .where('status', 'paid')
        .andWhere('created_at', '>=', since)
        .andWhere((where) => where.whereNull('payment').orWhereNot('payment', 'complimentary'))
        .first(db.raw('coalesce(sum(amount), 0) AS total'), db.raw('count(*) AS count'))) as
        { total: string | number; count: string | number } | undefined;
      return { totalCents: Number(row?.total ?? 0), count: Number(row?.count ?? 0) };
    },
    /** Bookings still pending payment, created between `since` and `before`. */
    async stuckPayments(
      input: { since: Date; before: Date; limit: number },
      trx?: Knex.Transaction,
    ): Promise<AdminBookingSummary[]> {
      const rows = await withQuestionnaire(trx)
        .where('b.status', 'pending')
        .andWhere('b.created_at', '<', input.before)
        .andWhere('b.created_at', '>=', input.since)
        .orderBy('b.created_at', 'desc')
        .limit(input.limit);
      return rows.map(toAdminBooking);
    },
    async setBookingPayment(
      id: number,
      payment: 'offline' | 'complimentary',
      trx: Knex.Transaction,
    ): Promise<void> {
      await trx('consultation_bookings').where({ id }).update({ payment });
    },
  };
}

export type BookingRepository = ReturnType<typeof createBookingRepository>;

export function toAdminBooking(
  row: BookingRow & { payment?: string | null; questionnaire_completed?: unknown },
): AdminBookingSummary {
  const record = toBookingRecord(row);
  return {
    id: record.id,
    packageType: record.packageType,
    name: record.name,
    email: record.email,
    amount: record.amount,
    status: record.status,
    payment: (row.payment ?? null) as AdminBookingSummary['payment'],
    scheduledAt: record.scheduledAt,
    timezone: record.timezone,
    createdAt: toIso(row.created_at),
    questionnaireCompleted: row.questionnaire_completed === true,
  };
}

/** Every booking, whole, for the owner's export. */
export const allBookingsAsJson = (db: Knex) => tableAsJson(db, 'consultation_bookings', 'id');
