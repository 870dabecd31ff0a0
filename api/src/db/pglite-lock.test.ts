import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lockDataDir } from './pglite-lock';

function tempDataDir() {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-')), 'pglite');
}

describe('lockDataDir', () => {
  it('refuses a data folder that another live process holds', () => {
    const dataDir = tempDataDir();
    // The parent of this test is alive for sure: it plays the other process.
    fs.writeFileSync(`${dataDir}.lock`, String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(`is in use by process ${process.ppid}`);
  });

  it('takes over a lock left by a process that died', () => {
    const dataDir = tempDataDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    fs.writeFileSync(`${dataDir}.lock`, String(dead));
    lockDataDir(dataDir);
    expect(fs.readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
  });

  it('lets the same process open its folder again', () => {
    const dataDir = tempDataDir();
    lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).not.toThrow();
  });
});
