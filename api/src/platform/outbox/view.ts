/**
 * The outbox as the back office shows it: the columns read and each row mapped to the admin
 * contract's e-mail view (with its address and dedupe key, which only the API sees).
 */
import type { Knex } from 'knex';
import type { OutboxEmailView } from '@site/contracts/admin';
import { toIso, toIsoOrNull, toNumber } from '../../db/mapping';

type Row = Record<string, unknown>;

export interface OutboxRowView extends OutboxEmailView {
  to: string;
  dedupeKey: string;
}

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
  'created_at',
  'to_address',
  'dedupe_key',
  db.raw("message->>'subject' AS subject"),
];
