/** The owner's audit log: who did what, to what, from where and when. Never a client's data. */
import type { Knex } from 'knex';
import type { AuditEntry, Page } from '@site/contracts/admin';
import { toIso, toNumber } from '../db/mapping';
import { newestFirstPage } from './newest-first-page';

export interface NewAuditEntry {
  username: string;
  action: string;
  target: string | null;
  ip: string;
  at: Date;
}

export function createAuditLogRepository(db: Knex) {
  return {
    async record(entry: NewAuditEntry, trx?: Knex.Transaction): Promise<void> {
      await (trx ?? db)('audit_log').insert({
        username: entry.username,
        action: entry.action,
        target: entry.target,
        ip: entry.ip,
        created_at: entry.at,
      });
    },

    /** Newest first. */
    async list(
      input: { page: number; pageSize: number },
      trx?: Knex.Transaction,
    ): Promise<Page<AuditEntry>> {
      return newestFirstPage((trx ?? db)('audit_log'), input, (row: Record<string, unknown>) => ({
        id: toNumber(row.id),
        username: row.username as string,
        action: row.action as string,
        target: (row.target as string | null) ?? null,
        ip: row.ip as string,
        createdAt: toIso(row.created_at),
      }));
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
