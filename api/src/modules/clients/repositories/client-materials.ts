/**
 * `client_materials`: files and links the coach gives one client or every buyer of a package type,
 * and the recordings of a client's held sessions. A file's row holds its random storage key (its
 * bytes are on disk, see `platform/client-files.ts`), its name as uploaded, type and size.
 */
import type { Knex } from 'knex';
import type { PaidPackageType } from '@site/contracts/packages';
import { toIso, toIsoOrNull, toNumber } from '../../../db/mapping';
import { sessionsWithPackage } from '../../bookings';

type Row = Record<string, unknown>;

export interface MaterialRecord {
  id: number;
  clientId: number | null;
  packageType: PaidPackageType | null;
  sessionId: number | null;
  sessionStartsAt: string | null;
  isRecording: boolean;
  kind: 'file' | 'link';
  title: string;
  url: string | null;
  storageKey: string | null;
  fileName: string | null;
  contentType: string | null;
  sizeBytes: number | null;
  createdAt: string;
}

export interface NewMaterial {
  clientId: number | null;
  packageType: PaidPackageType | null;
  sessionId: number | null;
  title: string;
  link:
    | { url: string }
    | { storageKey: string; fileName: string; contentType: string; sizeBytes: number };
  at: Date;
}

const toMaterial = (row: Row): MaterialRecord => ({
  id: toNumber(row.id),
  clientId: row.client_id === null || row.client_id === undefined ? null : toNumber(row.client_id),
  packageType: (row.package_type ?? null) as PaidPackageType | null,
  sessionId:
    row.session_id === null || row.session_id === undefined ? null : toNumber(row.session_id),
  sessionStartsAt: toIsoOrNull(row.session_starts_at ?? null),
  isRecording: row.is_recording === true,
  kind: row.kind as MaterialRecord['kind'],
  title: String(row.title),
  url: (row.url as string | null) ?? null,
  storageKey: (row.storage_key as string | null) ?? null,
  fileName: (row.file_name as string | null) ?? null,
  contentType: (row.content_type as string | null) ?? null,
  sizeBytes:
    row.size_bytes === null || row.size_bytes === undefined ? null : toNumber(row.size_bytes),
  createdAt: toIso(row.created_at),
});

export function createClientMaterialRepository(db: Knex) {
  const q = (trx?: Knex.Transaction) => trx ?? db;
  const withSession = (trx?: Knex.Transaction) =>
    q(trx)('client_materials as m')
      .leftJoin(sessionsWithPackage(q(trx)).as('s'), 's.id', 'm.session_id')
      .select('m.*', 's.starts_at as session_starts_at');

  return {
    /** His own materials and those given to every buyer of `packageTypes`, newest first. */
    async materialsOf(
      clientId: number,
      packageTypes: readonly PaidPackageType[],
      trx?: Knex.Transaction,
    ): Promise<MaterialRecord[]> {
      const rows: Row[] = await withSession(trx)
        .where('m.is_recording', false)
        .where((where) => {
          where.where('m.client_id', clientId);
          if (packageTypes.length > 0) where.orWhereIn('m.package_type', [...packageTypes]);
        })
        .orderBy('m.created_at', 'desc')
        .orderBy('m.id', 'desc');
      return rows.map(toMaterial);
    },

    /**
     * His sessions' recordings, newest session first; with `keptBy`, only those of sessions whose
     * booking's package type is one of them.
     */
    async recordingsOf(
      clientId: number,
      options: { keptBy?: readonly PaidPackageType[] } = {},
      trx?: Knex.Transaction,
    ): Promise<MaterialRecord[]> {
      const query = withSession(trx)
        .where('m.client_id', clientId)
        .where('m.is_recording', true)
        .orderBy('s.starts_at', 'desc')
        .orderBy('m.id', 'desc');
      if (options.keptBy !== undefined) query.whereIn('s.package_type', [...options.keptBy]);
      const rows: Row[] = await query;
      return rows.map(toMaterial);
    },

    async findById(id: number, trx?: Knex.Transaction): Promise<MaterialRecord | null> {
      const row = (await withSession(trx).where('m.id', id).first()) as Row | undefined;
      return row ? toMaterial(row) : null;
    },

    async insert(input: NewMaterial, trx: Knex.Transaction): Promise<number> {
      const file = 'storageKey' in input.link ? input.link : null;
      const [row] = await trx('client_materials')
        .insert({
          client_id: input.clientId,
          package_type: input.packageType,
          session_id: input.sessionId,
          is_recording: input.sessionId !== null,
          kind: file === null ? 'link' : 'file',
          title: input.title,
          url: 'url' in input.link ? input.link.url : null,
          storage_key: file?.storageKey ?? null,
          file_name: file?.fileName ?? null,
          content_type: file?.contentType ?? null,
          size_bytes: file?.sizeBytes ?? null,
          created_at: input.at,
        })
        .returning('id');
      return toNumber((row as { id: unknown }).id);
    },

    /** Deletes one row; answers it (its storage key is the file to delete), or null if none. */
    async delete(id: number, trx: Knex.Transaction): Promise<MaterialRecord | null> {
      const rows = (await trx('client_materials').where({ id }).delete().returning('*')) as Row[];
      return rows[0] ? toMaterial(rows[0]) : null;
    },
  };
}

export type ClientMaterialRepository = ReturnType<typeof createClientMaterialRepository>;
