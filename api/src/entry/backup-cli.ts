/**
 * `npm run backup` and `npm run restore -- FILE` (cli.ts backup | restore), and the Compose
 * deployment's daily backup service (`backup --every 24 --keep 14`).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { envReader } from '@site/contracts/env';
import { repoRoot, type Config } from '../platform/config';
import {
  backupFormat,
  BackupError,
  erasuresInArchive,
  restoreBackup,
  rotateBackups,
  writeBackup,
} from './backup';
import type { ErasureRecord } from '../modules/people';
import { createDb } from '../db/knex';

/** The data folder: the one holding the PGlite folder, the kept emails and uploaded files. */
export function dataRoot(config: Pick<Config, 'dataDir'>): string {
  return path.dirname(config.dataDir);
}

/** The PGlite folder and its lock: the database goes into the archive as rows, not as files. */
function databaseEntries(config: Pick<Config, 'dataDir'>): string[] {
  const name = path.basename(config.dataDir);
  return [name, `${name}.lock`];
}

/** A path typed by the person running npm: relative to where they typed it. */
function fromCaller(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

function flagValue(flags: string[], name: string): string | null {
  const index = flags.indexOf(name);
  if (index === -1) return null;
  const value = flags[index + 1];
  if (value === undefined || value.startsWith('--')) throw new BackupError(`${name} needs a value`);
  return value;
}

const where = (config: Config) =>
  config.databaseUrl === null ? `PGlite at ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';

async function backupOnce(config: Config, dir: string): Promise<void> {
  const db = createDb(config);
  try {
    const { file, manifest } = await writeBackup(
      { db, dataRoot: dataRoot(config), exclude: databaseEntries(config) },
      dir,
    );
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const { size } = await fs.stat(file);
    console.info(
      `Backed up ${where(config)}: ${manifest.tables.length} tables, ${rows} rows, ` +
        `${manifest.files.length} files → ${file} (${(size / 1024).toFixed(0)} KiB)`,
    );
  } finally {
    await db.destroy();
  }
}

/** Where archives go: BACKUP_DIR, default `<repo>/backups`. */
const backupDir = () =>
  fromCaller(envReader(process.env).string('BACKUP_DIR') ?? path.join(repoRoot, 'backups'));

/**
 * The erasure records of every other archive beside the one restored and in the backup folder:
 * an older archive restored into a new install still leaves out everyone erased later.
 */
async function erasuresBeside(file: string): Promise<ErasureRecord[]> {
  const records: ErasureRecord[] = [];
  for (const dir of new Set([path.dirname(file), backupDir()])) {
    let names: string[];
    try {
      names = await fs.readdir(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      const other = path.join(dir, name);
      if (other === file || !name.startsWith(`${backupFormat}-`) || !name.endsWith('.zip'))
        continue;
      try {
        records.push(...erasuresInArchive(await fs.readFile(other)));
      } catch {
        // An unreadable archive has nothing to add.
      }
    }
  }
  return records;
}

export async function runBackupCommand(config: Config, flags: string[]): Promise<number> {
  try {
    const dirFlag = flagValue(flags, '--dir');
    const dir = dirFlag === null ? backupDir() : fromCaller(dirFlag);
    const every = flagValue(flags, '--every');
    if (every === null) {
      await backupOnce(config, dir);
      return 0;
    }
    const hours = Number(every);
    const keep = Number(flagValue(flags, '--keep') ?? '14');
    if (!(hours > 0 && hours <= 24 * 31))
      throw new BackupError('--every takes a number of hours (0 < hours ≤ 744)');
    if (!(Number.isInteger(keep) && keep >= 1))
      throw new BackupError('--keep takes a whole number of archives, at least 1');
    // A service: one archive now, then one every `hours`, the newest `keep` kept. Stops on SIGTERM.
    process.once('SIGTERM', () => process.exit(0));
    process.once('SIGINT', () => process.exit(0));
    console.info(`Backing up every ${hours} h into ${dir}, keeping the newest ${keep}`);
    for (;;) {
      try {
        await backupOnce(config, dir);
        for (const file of await rotateBackups(dir, keep)) console.info(`Removed ${file}`);
      } catch (error) {
        // The next round tries again; the service stays up.
        console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, hours * 3_600_000));
    }
  } catch (error) {
    if (error instanceof BackupError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

export async function runRestoreCommand(config: Config, flags: string[]): Promise<number> {
  const file = flags.find((flag) => !flag.startsWith('--'));
  if (file === undefined) {
    console.error('usage: npm run restore -- FILE [--replace]');
    return 2;
  }
  let archive: Buffer;
  try {
    archive = await fs.readFile(fromCaller(file));
  } catch {
    console.error(`Cannot read ${fromCaller(file)}`);
    return 1;
  }
  const erasures = await erasuresBeside(fromCaller(file));
  const db = createDb(config);
  try {
    const result = await restoreBackup(archive, {
      db,
      dataRoot: dataRoot(config),
      replace: flags.includes('--replace'),
      erasures,
    });
    console.info(
      `Restored the backup of ${result.manifest.createdAt} into ${where(config)}: ` +
        `${result.tables} tables, ${result.rows} rows, ${result.files} files` +
        (result.erased > 0
          ? `; ${result.erased} ${result.erased === 1 ? 'person' : 'people'} erased since then erased again (${result.filesLeftOut} kept emails left out)`
          : ''),
    );
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db.destroy();
  }
}
