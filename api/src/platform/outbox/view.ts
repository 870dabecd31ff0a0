/**
 * The outbox as the back office shows it: the columns read and each row mapped to the admin
 * contract's email view (with its address and dedupe key, which only the API sees).
 */
import type { Knex } from 'knex';
import type { OutboxEmailView } from '@site/contracts/admin';
import { toIso, toIsoOrNull, toNumber } from '../../db/mapping';

type Row = Record<string, unknown>;

export interface OutboxRowView extends OutboxEmailView {
  to: string;
  dedupeKey: string;
}

/** One email of an address's log: its subject and state only. */
export interface EmailLogRecord {
  id: number;
  subject: string;
  status: 'queued' | 'sending' | 'sent' | 'failed' | 'cancelled';
  createdAt: string;
  sentAt: string | null;
  /** When one still waiting goes out (its next attempt); null once sent, failed or skipped. */
  sendsAt: string | null;
}

/** Still to go out: its next attempt is when it does. */
const waiting = (status: unknown) => status === 'queued' || status === 'sending';

export function toOutboxView(row: Row): OutboxRowView {
  const status = row.status as string;
  return {
    id: toNumber(row.id),
    kind: row.kind as string,
    subject: (row.subject as string | null) ?? '',
    // Suppressed (over an address's hourly limit) was never sent and will not be: shown as
    // failed, with the reason in lastError.
    status: (status === 'suppressed' ? 'failed' : status) as OutboxEmailView['status'],
    attempts: toNumber(row.attempts),
    lastError: (row.last_error as string | null) ?? null,
    sentAt: toIsoOrNull(row.sent_at),
    sendsAt: waiting(status) ? toIsoOrNull(row.next_attempt_at) : null,
    createdAt: toIso(row.created_at),
    to: row.to_address as string,
    dedupeKey: row.dedupe_key as string,
  };
}

export const outboxColumns = (db: Knex) => [
  'id',
  'kind',
  'status',
  'attempts',
  'last_error',
  'sent_at',
  'next_attempt_at',
  'created_at',
  'to_address',
  'dedupe_key',
  db.raw("message->>'subject' AS subject"),
];

/** Strips what only the API sees (the address, the dedupe key) from a row's view. */
export function stripView(row: OutboxRowView): OutboxEmailView {
  const { to: _to, dedupeKey: _key, ...view } = row;
  return view;
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

/** The outbox's rows as the owner's screens read them, and the locks a resend takes. */
export function createOutboxViewRepository(db: Knex) {
  const q = (trx?: Knex.Transaction) => trx ?? db;
  return {
    /** Emails given up on, or still retrying after `minAttempts`, created since `since`. */
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
    /** The emails addressed to `email` (any case), newest first: their subject and state only. */
    async emailsTo(
      email: string,
      limit: number,
      trx?: Knex.Transaction,
    ): Promise<EmailLogRecord[]> {
      const rows: Row[] = await q(trx)('outbox_messages')
        .select(
          'id',
          'status',
          'created_at',
          'sent_at',
          'next_attempt_at',
          db.raw("coalesce(message->>'subject', '') AS subject"),
        )
        .whereRaw('lower(to_address) = ?', [email.trim().toLowerCase()])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit);
      return rows.map((row) => ({
        id: toNumber(row.id),
        subject: String(row.subject),
        // Suppressed (over the address's hourly limit) was never sent and will not be.
        status: (row.status === 'suppressed' ? 'failed' : row.status) as EmailLogRecord['status'],
        createdAt: toIso(row.created_at),
        sentAt: toIsoOrNull(row.sent_at),
        sendsAt: waiting(row.status) ? toIsoOrNull(row.next_attempt_at) : null,
      }));
    },
    /** The booking's emails (its own and its questionnaire's), oldest first. */
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
  };
}
