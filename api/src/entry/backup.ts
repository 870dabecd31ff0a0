/**
 * One archive holds everything the site cannot draw again: every table of the database and the
 * files the owner put in the data folder (uploaded images, kept notices). The same code backs up
 * and restores the embedded PGlite database and PostgreSQL, so an archive taken under `npm start`
 * restores into a Compose deployment and back.
 *
 * The archive is a ZIP file:
 *   manifest.json          format version, time taken, migrations applied, tables and files
 *   database/<table>.json  the table's rows as PostgreSQL's own JSON (row_to_json)
 *   files/<path>           a file of the data folder, at its path inside that folder
 *
 * Rows go through PostgreSQL's JSON on both sides (row_to_json out, json_populate_recordset in), so
 * every column type (timestamptz, jsonb, arrays, bytea) comes back exactly as it was, whichever
 * engine wrote it. Archives are built in memory: fine for a coaching site's few thousand rows and
 * its images; a site with gigabytes of media would want a streaming writer.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import type { Knex } from 'knex';
import {
  createPersonDataRepository,
  isMailFileOfErased,
  reapplyErasures,
  type ErasureRecord,
} from '../modules/people';
import { migrationSource } from '../db/migrations';

export const backupFormat = 'coach-site-backup';
export const backupFormatVersion = 1;

/**
 * Knex's own bookkeeping (recorded in the manifest) and the rate limiter's counters (a minute's
 * worth of traffic): never copied as rows, never checked for being empty.
 */
const knexTables = new Set(['knex_migrations', 'knex_migrations_lock', 'rate_limit_counters']);

/**
 * Entries of the data folder that are not the owner's data: the embedded database itself (copied
 * as rows), the install's cookie secret (a secret stays on its machine), rendered social images (a
 * cache, drawn again on demand) and backups (never nested).
 */
export const dataFolderExclusions = ['cookie-secret', 'social-images', 'backups'] as const;

export interface BackupManifest {
  format: typeof backupFormat;
  version: number;
  createdAt: string;
  migrations: string[];
  tables: { name: string; rows: number }[];
  files: string[];
}

/** Tables whose rows a migration inserts: they hold rows in an empty install too. */
const filledByMigrations = new Set([
  'site_content_version',
  'coach_schedule_settings',
  'coach_schedules',
]);

export class BackupError extends Error {}

interface TableInfo {
  name: string;
  /** Columns a row may be inserted with (not generated). */
  columns: string[];
  /** Tables this one references (foreign keys), other than itself. */
  references: string[];
  /** Serial / identity columns whose sequence follows the restored rows. */
  sequences: { column: string; sequence: string }[];
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

async function rowsOf<T>(result: unknown): Promise<T[]> {
  // pg answers { rows }, knex-pglite the same shape.
  return (result as { rows: T[] }).rows;
}

/** Every table of the public schema with what a restore needs to know about it. */
async function readTables(db: Knex | Knex.Transaction): Promise<TableInfo[]> {
  const tables = await rowsOf<{ name: string }>(
    await db.raw(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
    ),
  );
  const columns = await rowsOf<{ table: string; column: string }>(
    await db.raw(
      `SELECT c.relname AS table, a.attname AS column FROM pg_attribute a
       JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
       ORDER BY c.relname, a.attnum`,
    ),
  );
  const references = await rowsOf<{ table: string; target: string }>(
    await db.raw(
      `SELECT c.relname AS table, t.relname AS target FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class t ON t.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE k.contype = 'f' AND n.nspname = 'public'`,
    ),
  );
  const sequences = await rowsOf<{ table: string; column: string; sequence: string }>(
    await db.raw(
      `SELECT c.relname AS table, a.attname AS column, s.relname AS sequence FROM pg_depend d
       JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
       JOIN pg_class c ON c.oid = d.refobjid
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = d.refobjsubid
       JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND d.deptype IN ('a', 'i')`,
    ),
  );
  return tables
    .filter((table) => !knexTables.has(table.name))
    .map((table) => ({
      name: table.name,
      columns: columns.filter((c) => c.table === table.name).map((c) => c.column),
      references: [
        ...new Set(
          references
            .filter((r) => r.table === table.name && r.target !== table.name)
            .map((r) => r.target),
        ),
      ],
      sequences: sequences
        .filter((s) => s.table === table.name)
        .map((s) => ({ column: s.column, sequence: s.sequence })),
    }));
}

/** Tables ordered so that each comes after the tables it references. */
export function insertionOrder<T extends { name: string; references: string[] }>(tables: T[]): T[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: T[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: T) => {
    const seen = state.get(table.name);
    if (seen === 'done') return;
    if (seen === 'visiting') throw new BackupError(`Foreign keys form a cycle at ${table.name}`);
    state.set(table.name, 'visiting');
    for (const target of table.references) {
      const referenced = byName.get(target);
      if (referenced) visit(referenced);
    }
    state.set(table.name, 'done');
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

async function appliedMigrations(db: Knex | Knex.Transaction): Promise<string[]> {
  if (!(await db.schema.hasTable('knex_migrations'))) return [];
  const rows = await db<{ name: string }>('knex_migrations').select('name').orderBy('id');
  return rows.map((row) => row.name);
}

/** Files of the data folder worth keeping, as paths relative to it (forward slashes). */
async function dataFiles(dataRoot: string, excluded: Set<string>): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string, relative: string) => {
    let entries;
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const rel = relative ? `${relative}/${entry.name}` : entry.name;
      if (relative === '' && excluded.has(entry.name)) continue;
      if (entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), rel);
      else if (entry.isFile()) found.push(rel);
    }
  };
  await walk(dataRoot, '');
  return found;
}

export interface BackupSource {
  db: Knex;
  /** The data folder (uploaded images, kept notices). */
  dataRoot: string;
  /** Top-level entries of the data folder not to copy (the PGlite folder's name, for one). */
  exclude?: string[];
  now?: Date;
}

/** Builds the archive in memory; `writeBackup` puts it in a file. */
export async function createBackup(
  source: BackupSource,
): Promise<{ archive: Uint8Array; manifest: BackupManifest }> {
  const entries: Zippable = {};
  const manifest: BackupManifest = {
    format: backupFormat,
    version: backupFormatVersion,
    createdAt: (source.now ?? new Date()).toISOString(),
    migrations: [],
    tables: [],
    files: [],
  };
  // One transaction with a snapshot: tables copied together are consistent with each other.
  // (PGlite has one connection: nothing else writes while it runs.)
  const isolation: Knex.TransactionConfig =
    source.db.client.config.client === 'pg'
      ? { isolationLevel: 'repeatable read', readOnly: true }
      : {};
  await source.db.transaction(async (trx) => {
    manifest.migrations = await appliedMigrations(trx);
    if (manifest.migrations.length === 0)
      throw new BackupError('The database has no tables yet: nothing to back up.');
    for (const table of await readTables(trx)) {
      const [row] = await rowsOf<{ rows: string; count: number | string }>(
        await trx.raw(
          `SELECT coalesce(json_agg(t), '[]')::text AS rows, count(*) AS count FROM ${quote(table.name)} t`,
        ),
      );
      entries[`database/${table.name}.json`] = strToU8(row?.rows ?? '[]');
      manifest.tables.push({ name: table.name, rows: Number(row?.count ?? 0) });
    }
  }, isolation);
  const excluded = new Set<string>([...dataFolderExclusions, ...(source.exclude ?? [])]);
  for (const file of await dataFiles(source.dataRoot, excluded)) {
    const data = await fs.readFile(path.join(source.dataRoot, ...file.split('/')));
    // Images are compressed already; text (notices) is worth deflating.
    entries[`files/${file}`] = [
      new Uint8Array(data),
      { level: /\.(eml|json|txt|csv)$/i.test(file) ? 6 : 0 },
    ];
    manifest.files.push(file);
  }
  entries['manifest.json'] = strToU8(JSON.stringify(manifest, null, 2));
  return { archive: zipSync(entries, { level: 6 }), manifest };
}

/** `coach-site-backup-2026-11-24T21-40-05Z.zip`: sorts by time, safe in every file system. */
export function backupFileName(now: Date): string {
  return `${backupFormat}-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.zip`;
}

/** Writes a new archive into `dir` (created if needed); returns its path and manifest. */
export async function writeBackup(
  source: BackupSource,
  dir: string,
): Promise<{ file: string; manifest: BackupManifest }> {
  const now = source.now ?? new Date();
  const { archive, manifest } = await createBackup({ ...source, now });
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, backupFileName(now));
  // Written beside, then renamed: a crash never leaves a half archive under the final name.
  await fs.writeFile(`${file}.partial`, archive, { mode: 0o600 });
  await fs.rename(`${file}.partial`, file);
  return { file, manifest };
}

/** Keeps the newest `keep` archives of `dir`; returns the paths removed. */
export async function rotateBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await fs.readdir(dir))
    .filter((name) => name.startsWith(`${backupFormat}-`) && name.endsWith('.zip'))
    .sort();
  const removed = names
    .slice(0, Math.max(0, names.length - keep))
    .map((name) => path.join(dir, name));
  for (const file of removed) await fs.rm(file, { force: true });
  return removed;
}

export function readArchive(archive: Uint8Array): {
  manifest: BackupManifest;
  entries: Record<string, Uint8Array>;
} {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(archive);
  } catch {
    throw new BackupError('This file is not a backup archive (not a ZIP file).');
  }
  const raw = entries['manifest.json'];
  let manifest: BackupManifest | null;
  try {
    manifest = raw ? (JSON.parse(strFromU8(raw)) as BackupManifest) : null;
  } catch {
    manifest = null;
  }
  if (manifest?.format !== backupFormat)
    throw new BackupError('This ZIP file is not a backup of this site (no manifest.json).');
  if (manifest.version !== backupFormatVersion)
    throw new BackupError(
      `This backup has format version ${manifest.version}; this version of the site reads ${backupFormatVersion}.`,
    );
  return { manifest, entries };
}

export interface RestoreTarget {
  db: Knex;
  dataRoot: string;
  /** Overwrite a database that already holds data (otherwise refused). */
  replace?: boolean;
  /** More erasures to apply, e.g. from newer archives beside this one (`erasuresInArchive`). */
  erasures?: ErasureRecord[];
}

export interface RestoreResult {
  manifest: BackupManifest;
  tables: number;
  rows: number;
  files: number;
  /** People erased since the archive was taken, erased again. */
  erased: number;
  /** Kept emails about them left out of the restored files. */
  filesLeftOut: number;
}

/** The erasure record an archive holds (empty for an archive from before it existed). */
export function erasuresInArchive(archive: Uint8Array): ErasureRecord[] {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(archive, { filter: (file) => file.name === 'database/erasures.json' });
  } catch {
    return [];
  }
  const data = entries['database/erasures.json'];
  if (!data) return [];
  const rows = JSON.parse(strFromU8(data)) as { salt?: unknown; address_hash?: unknown }[];
  return rows
    .filter((row) => typeof row.salt === 'string' && typeof row.address_hash === 'string')
    .map((row) => ({ salt: row.salt as string, addressHash: row.address_hash as string }));
}

/** The database's own erasure record, if its schema has one. */
async function erasuresIn(db: Knex): Promise<ErasureRecord[]> {
  if (!(await db.schema.hasTable('erasures'))) return [];
  return createPersonDataRepository(db).erasures();
}

/**
 * Brings an archive back: migrates the database to the backup's version (an empty install is
 * created), refuses a database that holds data unless `replace`, loads every table in one
 * transaction (all or nothing), then migrates on to this code's version, erases again everyone
 * erased since (the database's erasure record and `erasures`, merged into the restored one) and
 * writes the files, leaving out the emails about them.
 */
export async function restoreBackup(
  archive: Uint8Array,
  target: RestoreTarget,
): Promise<RestoreResult> {
  const { manifest, entries } = readArchive(archive);
  const { db } = target;
  const known = await migrationSource.getMigrations([]);
  const unknown = manifest.migrations.filter((name) => !known.includes(name));
  if (unknown.length > 0)
    throw new BackupError(
      `This backup comes from a newer version of the site (migrations ${unknown.join(', ')}): update the site first.`,
    );

  // Bring the database exactly to the backup's schema, so every column it holds exists.
  const applied = await appliedMigrations(db);
  const ahead = applied.filter((name) => !manifest.migrations.includes(name));
  for (const name of manifest.migrations) {
    if (applied.includes(name)) continue;
    if (ahead.length > 0)
      throw new BackupError(
        `The database has migrations the backup lacks (${ahead.join(', ')}) but not ${name}: restore into an empty install.`,
      );
    await db.migrate.up({ name });
  }

  // Erasures made since the archive was taken live in this database (and in newer archives):
  // kept aside before its tables are emptied, applied again to what the archive brings back.
  const ledger = [...(await erasuresIn(db)), ...(target.erasures ?? [])];

  const tables = insertionOrder(await readTables(db));
  let rows = 0;
  await db.transaction(async (trx) => {
    if (!target.replace) {
      for (const table of tables) {
        if (filledByMigrations.has(table.name)) continue;
        const found = await trx(table.name).first(trx.raw('1 AS one'));
        if (found)
          throw new BackupError(
            `The database already holds data (table ${table.name}). Restore into an empty install, or pass --replace to overwrite everything in it.`,
          );
      }
    }
    const before = (await trx.schema.hasTable('site_content_version'))
      ? Number((await trx('site_content_version').where({ id: 1 }).first('version'))?.version ?? 0)
      : 0;
    if (tables.length > 0)
      await trx.raw(
        `TRUNCATE ${tables.map((table) => quote(table.name)).join(', ')} RESTART IDENTITY CASCADE`,
      );
    for (const table of tables) {
      const data = entries[`database/${table.name}.json`];
      if (!data) continue;
      const saved = JSON.parse(strFromU8(data)) as Record<string, unknown>[];
      if (saved.length === 0) continue;
      // Only columns both sides have: a column added since takes its default.
      const present = new Set(Object.keys(saved[0] ?? {}));
      const columns = table.columns.filter((column) => present.has(column)).map(quote);
      for (let start = 0; start < saved.length; start += 500) {
        const chunk = JSON.stringify(saved.slice(start, start + 500));
        await trx.raw(
          `INSERT INTO ${quote(table.name)} (${columns.join(', ')}) OVERRIDING SYSTEM VALUE
           SELECT ${columns.join(', ')} FROM json_populate_recordset(null::${quote(table.name)}, ?::json)`,
          [chunk],
        );
      }
      rows += saved.length;
    }
    for (const table of tables) {
      for (const { column, sequence } of table.sequences) {
        await trx.raw(
          `SELECT setval(?::regclass, coalesce((SELECT max(${quote(column)}) FROM ${quote(table.name)}), 0) + 1, false)`,
          [quote(sequence)],
        );
      }
    }
    // The erasures made since are kept with the rows they apply to, so a failure of the step
    // that applies them leaves them recorded for the next run.
    if (ledger.length > 0 && (await trx.schema.hasTable('erasures'))) {
      const repo = createPersonDataRepository(trx);
      for (const record of ledger) await repo.recordErasure(record, trx);
    }
    // Page caches saw `before`; the restored content must look new to them.
    if (await trx.schema.hasTable('site_content_version')) {
      await trx('site_content_version')
        .where({ id: 1 })
        .update({ version: trx.raw('greatest(version, ?) + 1', [before]), changed_at: new Date() });
    }
  });
  await db.migrate.latest();

  let reapplied: {
    people: number;
    records: ErasureRecord[];
    outbox: Map<number, string>;
    clientFiles: Set<string>;
  };
  try {
    reapplied = await db.transaction(async (trx) => {
      const repo = createPersonDataRepository(trx);
      for (const record of ledger) await repo.recordErasure(record, trx);
      const records = await repo.erasures(trx);
      return { ...(await reapplyErasures(trx, records)), records };
    });
  } catch (error) {
    throw new BackupError(
      `The rows were restored but the erasures made since could not be applied again (${error instanceof Error ? error.message : String(error)}): keep the site stopped and run the same restore again with --replace.`,
    );
  }

  let files = 0;
  let filesLeftOut = 0;
  const root = path.resolve(target.dataRoot);
  for (const [name, data] of Object.entries(entries)) {
    if (!name.startsWith('files/') || name.endsWith('/')) continue;
    const destination = path.resolve(root, ...name.slice('files/'.length).split('/'));
    if (!destination.startsWith(root + path.sep))
      throw new BackupError(`The archive names a file outside the data folder: ${name}`);
    // A file given to an erased person alone (named by its random storage key) stays out.
    if (reapplied.clientFiles.has(path.basename(destination))) {
      filesLeftOut += 1;
      continue;
    }
    if (
      name.toLowerCase().endsWith('.eml') &&
      (await isMailFileOfErased(
        { name: path.basename(destination), data },
        reapplied.records,
        reapplied.outbox,
      ))
    ) {
      filesLeftOut += 1;
      continue;
    }
    await fs.mkdir(path.dirname(destination), { recursive: true });
    await fs.writeFile(destination, data);
    files += 1;
  }
  return {
    manifest,
    tables: manifest.tables.length,
    rows,
    files,
    erased: reapplied.people,
    filesLeftOut,
  };
}
