/** The owner's audit log: who did what, to what, from where and when. Never a client's data. */
import type { Knex } from 'knex';
import type { AuditEntry, Page } from '@site/contracts/admin';
import { toIso, toNumber } from '../../../db/mapping';
import { newestFirstPage } from '../../../platform/newest-first-page';

export interface NewAuditEntry {
  username: string;
  action: string;
  target: string | null;
  /** What changed (field names, never values); null when the action says it all. */
  detail?: string | null;
  ip: string;
  at: Date;
}

/** The list's filters: one action, and instants from (included) and to (excluded). */
export interface AuditLogFilters {
  action?: string;
  from?: Date;
  to?: Date;
}

export function createAuditLogRepository(db: Knex) {
  return {
    async record(entry: NewAuditEntry, trx?: Knex.Transaction): Promise<void> {
      await (trx ?? db)('audit_log').insert({
        username: entry.username,
        action: entry.action,
        target: entry.target,
        detail: entry.detail ?? null,
        ip: entry.ip,
        created_at: entry.at,
      });
    },

    /** Newest first, filtered. */
    async list(
      input: AuditLogFilters & { page: number; pageSize: number },
      trx?: Knex.Transaction,
    ): Promise<Page<Omit<AuditEntry, 'targetBooking' | 'targetTitle'>>> {
      const rows = (trx ?? db)('audit_log').modify((builder) => {
        if (input.action) builder.where('action', input.action);
        if (input.from) builder.where('created_at', '>=', input.from);
        if (input.to) builder.where('created_at', '<', input.to);
      });
      return newestFirstPage(rows, input, (row: Record<string, unknown>) => ({
        id: toNumber(row.id),
        username: row.username as string,
        action: row.action as string,
        target: (row.target as string | null) ?? null,
        detail: (row.detail as string | null) ?? null,
        ip: row.ip as string,
        createdAt: toIso(row.created_at),
      }));
    },

    /** Every action the log holds, in alphabetical order (the filter's choices). */
    async actions(trx?: Knex.Transaction): Promise<string[]> {
      const rows = await (trx ?? db)('audit_log').distinct('action').orderBy('action');
      return rows.map((row: { action: string }) => row.action);
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
