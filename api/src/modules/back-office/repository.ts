/**
 * The owner's reads and writes across the site's tables: bookings with their questionnaire and
 * e-mails, contact messages, subscribers (a person's data: `person-data.ts`). Rows
 * map to the admin contract's shapes here; the rules (who, when, what to audit) are the
 * back-office service's.
 */
import type { Knex } from 'knex';
import type {
  AdminBookingSummary,
  BookingKind,
  ContactMessage,
  MessageStatus,
  Page,
  Subscriber,
  SubscriberMonth,
} from '@site/contracts/admin';
import type { BookingStatus } from '@site/contracts/api-types';
import { affectedRows, toBookingRecord, toNumber } from '../../db/mapping';
import { outboxColumns, toOutboxView, type OutboxRowView } from '../../platform/outbox/view';
import { nextSessionColumns, nextSessionJoin, toAdminBooking } from '../bookings';
import { toContactMessage } from '../contact';
import { toSubscriber } from '../newsletter';
import { newestFirstPage } from '../../platform/newest-first-page';

type Row = Record<string, unknown>;

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

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

/** Outbox rows that belong to a booking or its questionnaire (their dedupe keys say so). */
function outboxOfBooking(
  query: Knex.QueryBuilder,
  bookingIds: number[],
  questionnaireIds: number[],
) {
  return query.where((where) => {
    for (const id of bookingIds) where.orWhere('dedupe_key', 'like', `booking:${id}:%`);
    for (const id of questionnaireIds) where.orWhere('dedupe_key', 'like', `questionnaire:${id}:%`);
    if (bookingIds.length === 0 && questionnaireIds.length === 0) where.whereRaw('false');
  });
}

export function createBackOfficeRepository(db: Knex) {
  const q = (trx?: Knex.Transaction) => trx ?? db;
  const bookings = (trx?: Knex.Transaction) =>
    q(trx)('consultation_bookings as b')
      .select(
        'b.*',
        ...nextSessionColumns,
        db.raw(
          'EXISTS (SELECT 1 FROM consultation_questionnaires cq WHERE cq.booking_id = b.id) AS questionnaire_completed',
        ),
      )
      .joinRaw(nextSessionJoin);

  return {
    // --- bookings ---

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
      return newestFirstPage(filtered(bookings(trx)), input, toAdminBooking, 'b.');
    },

    async findBooking(id: number, trx?: Knex.Transaction) {
      const row = await bookings(trx).where('b.id', id).first();
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
          db.raw(
            'EXISTS (SELECT 1 FROM consultation_questionnaires cq WHERE cq.booking_id = b.id) AS questionnaire_completed',
          ),
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
      const rows = await bookings(trx)
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

    /** Bookings still pending payment, created between `since` and `before`. */
    async stuckPayments(
      input: { since: Date; before: Date; limit: number },
      trx?: Knex.Transaction,
    ): Promise<AdminBookingSummary[]> {
      const rows = await bookings(trx)
        .where('b.status', 'pending')
        .andWhere('b.created_at', '<', input.before)
        .andWhere('b.created_at', '>=', input.since)
        .orderBy('b.created_at', 'desc')
        .limit(input.limit);
      return rows.map(toAdminBooking);
    },

    /** E-mails given up on, or still retrying after `minAttempts`, created since `since`. */
    async failingEmails(
      input: { since: Date; minAttempts: number; limit: number },
      trx?: Knex.Transaction,
    ): Promise<OutboxRowView[]> {
      const rows = await q(trx)('outbox_messages')
        .select(outboxColumns(db))
        .where('created_at', '>=', input.since)
        .andWhere((where) =>
          where
            .where('status', 'failed')
            .orWhere((retrying) =>
              retrying
                .whereIn('status', ['queued', 'sending'])
                .andWhere('attempts', '>=', input.minAttempts),
            ),
        )
        .orderBy('id', 'desc')
        .limit(input.limit);
      return rows.map(toOutboxView);
    },

    async questionnaireOfBooking(bookingId: number, trx?: Knex.Transaction): Promise<Row | null> {
      const row = await q(trx)('consultation_questionnaires')
        .where({ booking_id: bookingId })
        .first();
      return (row as Row | undefined) ?? null;
    },

    /** The booking's e-mails (its own and its questionnaire's), oldest first. */
    async emailsOfBooking(
      bookingId: number,
      questionnaireId: number | null,
      trx?: Knex.Transaction,
    ): Promise<OutboxRowView[]> {
      const rows = await outboxOfBooking(
        q(trx)('outbox_messages').select(outboxColumns(db)),
        [bookingId],
        questionnaireId === null ? [] : [questionnaireId],
      ).orderBy('id');
      return rows.map(toOutboxView);
    },

    /** One outbox row with its whole message, locked for the rest of the transaction. */
    async lockOutboxRow(id: number, trx: Knex.Transaction) {
      const row = await trx('outbox_messages').where({ id }).forUpdate().first();
      return row
        ? {
            view: toOutboxView({
              ...row,
              subject: (typeof row.message === 'string' ? JSON.parse(row.message) : row.message)
                ?.subject,
            }),
            message: (typeof row.message === 'string'
              ? JSON.parse(row.message)
              : row.message) as Record<string, unknown>,
          }
        : null;
    },

    /**
     * Whether a copy of this outbox row is still waiting to go out, or was queued in the last
     * minute (the worker may have sent it already: a second click is not a second request).
     */
    async pendingResendOf(dedupeKey: string, trx: Knex.Transaction): Promise<boolean> {
      const row = await trx('outbox_messages')
        .where('dedupe_key', 'like', `${dedupeKey}:resend:%`)
        .andWhere((where) =>
          where
            .whereIn('status', ['queued', 'sending'])
            .orWhere('created_at', '>', db.raw("now() - interval '1 minute'")),
        )
        .first('id');
      return row !== undefined;
    },

    async findOutboxByDedupeKey(
      dedupeKey: string,
      trx?: Knex.Transaction,
    ): Promise<OutboxRowView | null> {
      const row = await q(trx)('outbox_messages')
        .select(outboxColumns(db))
        .where({ dedupe_key: dedupeKey })
        .first();
      return row ? toOutboxView(row) : null;
    },

    async setBookingPayment(
      id: number,
      payment: 'offline' | 'complimentary',
      trx: Knex.Transaction,
    ): Promise<void> {
      await trx('consultation_bookings').where({ id }).update({ payment });
    },

    // --- contact messages ---

    async listMessages(
      input: { status?: MessageStatus; q?: string; page: number; pageSize: number },
      trx?: Knex.Transaction,
    ): Promise<Page<ContactMessage>> {
      const filtered = (builder: Knex.QueryBuilder) => {
        if (input.status) builder.where('status', input.status);
        if (input.q) {
          const pattern = likePattern(input.q);
          builder.where((where) =>
            where
              .where('name', 'ilike', pattern)
              .orWhere('email', 'ilike', pattern)
              .orWhere('organization', 'ilike', pattern)
              .orWhere('message', 'ilike', pattern),
          );
        }
        return builder;
      };
      return newestFirstPage(filtered(q(trx)('contact_forms')), input, toContactMessage);
    },

    async findMessage(id: number, trx?: Knex.Transaction): Promise<ContactMessage | null> {
      const row = await q(trx)('contact_forms').where({ id }).first();
      return row ? toContactMessage(row) : null;
    },

    /** Compare-and-swap: moves the status only if it is still `from`; null when it was not. */
    async updateMessageStatus(
      id: number,
      input: { from: MessageStatus; to: MessageStatus; now: Date },
      trx?: Knex.Transaction,
    ): Promise<ContactMessage | null> {
      const [row] = await q(trx)('contact_forms')
        .where({ id, status: input.from })
        .update({ status: input.to, updated_at: input.now })
        .returning('*');
      return row ? toContactMessage(row) : null;
    },

    // --- subscribers ---

    async listSubscribers(
      input: { q?: string; status?: 'active' | 'unsubscribed'; page: number; pageSize: number },
      trx?: Knex.Transaction,
    ): Promise<Page<Subscriber>> {
      const filtered = (builder: Knex.QueryBuilder) => {
        if (input.q) builder.where('email', 'ilike', likePattern(input.q));
        if (input.status) builder.where('is_active', input.status === 'active');
        return builder;
      };
      return newestFirstPage(filtered(q(trx)('newsletter_subscriptions')), input, toSubscriber);
    },

    /** Every subscriber, oldest first (the CSV export). */
    async allSubscribers(trx?: Knex.Transaction): Promise<Subscriber[]> {
      const rows = await q(trx)('newsletter_subscriptions').orderBy([
        { column: 'created_at' },
        { column: 'id' },
      ]);
      return rows.map(toSubscriber);
    },

    async subscriberCounts(
      trx?: Knex.Transaction,
    ): Promise<{ active: number; unsubscribed: number }> {
      const rows = await q(trx)('newsletter_subscriptions')
        .select('is_active')
        .count<{ is_active: boolean; count: string | number }[]>({ count: '*' })
        .groupBy('is_active');
      const count = (active: boolean) =>
        toNumber(rows.find((row) => row.is_active === active)?.count ?? 0);
      return { active: count(true), unsubscribed: count(false) };
    },

    /** Subscriptions and unsubscriptions per month (YYYY-MM in `zone`) since `since`. */
    async subscriberMonths(
      zone: string,
      since: Date,
      trx?: Knex.Transaction,
    ): Promise<SubscriberMonth[]> {
      const result = await q(trx).raw(
        `SELECT month, sum(subscribed) AS subscribed, sum(unsubscribed) AS unsubscribed FROM (
           SELECT to_char(created_at AT TIME ZONE :zone, 'YYYY-MM') AS month, 1 AS subscribed, 0 AS unsubscribed
           FROM newsletter_subscriptions WHERE created_at >= :since
           UNION ALL
           SELECT to_char(unsubscribed_at AT TIME ZONE :zone, 'YYYY-MM'), 0, 1
           FROM newsletter_subscriptions WHERE unsubscribed_at >= :since
         ) events GROUP BY month`,
        { zone, since },
      );
      return (result.rows as Row[]).map((row) => ({
        month: row.month as string,
        subscribed: toNumber(row.subscribed),
        unsubscribed: toNumber(row.unsubscribed),
      }));
    },

    async subscribersSince(
      since: Date,
      limit: number,
      trx?: Knex.Transaction,
    ): Promise<Subscriber[]> {
      const rows = await q(trx)('newsletter_subscriptions')
        .where('created_at', '>=', since)
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(limit);
      return rows.map(toSubscriber);
    },

    async deleteSubscriber(id: number, trx?: Knex.Transaction): Promise<boolean> {
      return affectedRows(await q(trx)('newsletter_subscriptions').where({ id }).delete()) === 1;
    },
  };
}

export type BackOfficeRepository = ReturnType<typeof createBackOfficeRepository>;
