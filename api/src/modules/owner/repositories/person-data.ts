/**
 * The audit log's part of a person's data: the owner's (and the client's own) actions whose target
 * names one of his records (`booking 42`, `message 7`, `subscriber 3`, `client 5`, `session 9`,
 * possibly followed by more) or his address. An erasure keeps each line's action, user, address
 * and time, and replaces its target. Works on any Knex or transaction, so a backup's restore uses
 * it without the app.
 */
import type { Knex } from 'knex';
import { erasedAuditTarget } from '@site/contracts/endpoints/admin';
import { affectedRows, toIso, toNumber } from '../../../db/mapping';

type Row = Record<string, unknown>;

/** The kinds of record an audit target names, with the ids of the person's own. */
export type AuditedRecords = Record<
  'booking' | 'message' | 'subscriber' | 'client' | 'session',
  ReadonlySet<number>
>;

/** An audit target that names a record: its kind and id. */
const auditTargetRecord = /^(booking|message|subscriber|client|session) (\d+)(?!\d)/;

export interface AuditPersonRecords {
  auditEntries: { id: number; action: string; createdAt: string }[];
}

async function find(
  address: string,
  records: AuditedRecords,
  db: Knex | Knex.Transaction,
): Promise<AuditPersonRecords> {
  const rows: Row[] = await db('audit_log')
    .select('id', 'action', 'target', 'created_at')
    .whereRaw("target ~ '^(booking|message|subscriber|client|session) [0-9]+'")
    .orWhereRaw('position(? in lower(target)) > 0', [address])
    .orderBy('id');
  const his = rows.filter((row) => {
    const target = String(row.target);
    if (target.toLowerCase().includes(address)) return true;
    const named = auditTargetRecord.exec(target);
    return named !== null && records[named[1] as keyof AuditedRecords].has(Number(named[2]));
  });
  return {
    auditEntries: his.map((row) => ({
      id: toNumber(row.id),
      action: row.action as string,
      createdAt: toIso(row.created_at),
    })),
  };
}

async function erase(
  found: AuditPersonRecords,
  trx: Knex.Transaction,
): Promise<{ auditEntriesCleared: number }> {
  return {
    auditEntriesCleared: affectedRows(
      await trx('audit_log')
        .whereIn(
          'id',
          found.auditEntries.map((entry) => entry.id),
        )
        .update({ target: erasedAuditTarget }),
    ),
  };
}

export const auditPersonData = { find, erase };
