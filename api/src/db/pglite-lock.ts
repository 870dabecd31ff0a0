/**
 * PGlite is PostgreSQL compiled into this process: unlike a server it does not stop a second
 * process from opening the same data folder, and two writers corrupt it (seen: a seed run while
 * the site was running). A lock file beside the folder, holding the owner's pid, makes the second
 * process stop with a clear message instead. A lock left by a process that died is taken over.
 */
import fs from 'node:fs';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Creates the lock file; false when it exists already. */
function createLock(lockPath: string): boolean {
  try {
    fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

export function lockDataDir(dataDir: string): void {
  const lockPath = `${dataDir}.lock`;
  if (!createLock(lockPath)) {
    const owner = Number(fs.readFileSync(lockPath, 'utf8'));
    if (owner !== process.pid && Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${owner} (PGlite allows one ` +
          'process at a time). Stop the running site or API first, or set DATABASE_URL.',
      );
    }
    fs.writeFileSync(lockPath, String(process.pid));
  }
  process.once('exit', () => {
    try {
      if (Number(fs.readFileSync(lockPath, 'utf8')) === process.pid) fs.unlinkSync(lockPath);
    } catch {
      // already removed
    }
  });
}
