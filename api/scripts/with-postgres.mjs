#!/usr/bin/env node
/**
 * Runs a command with DATABASE_URL pointing at a real PostgreSQL.
 * If DATABASE_URL is already set, the command just runs. Otherwise a throwaway PostgreSQL 15 is
 * initialised in a temp folder on a free port (through `su postgres` when we are root: the server
 * refuses root), the command runs, and the server is stopped and deleted, also on failure or signal.
 * Exits with the command's code.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: with-postgres.mjs COMMAND [ARGS…]');
  process.exit(2);
}

/** The running command, so a signal reaches it. */
let child;

if (process.env.DATABASE_URL) {
  process.exit(await run(command, args, process.env));
}

const binDir = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
if (!fs.existsSync(path.join(binDir, 'initdb'))) {
  console.error(
    `PostgreSQL binaries not found in ${binDir} (install Debian's postgresql or set DATABASE_URL)`,
  );
  process.exit(2);
}

const asRoot = process.getuid?.() === 0;
const baseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-pg-'));
const dataDir = path.join(baseDir, 'data');
const socketDir = path.join(baseDir, 'socket');
fs.mkdirSync(socketDir);
if (asRoot) {
  fs.chmodSync(baseDir, 0o755);
  execFileSync('chown', ['-R', 'postgres:postgres', baseDir]);
}

/** Runs a PostgreSQL binary, as the postgres user when we are root. */
function pg(binary, binaryArgs) {
  const full = [path.join(binDir, binary), ...binaryArgs];
  if (asRoot) {
    const quoted = full.map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ');
    execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe' });
  } else {
    execFileSync(full[0], full.slice(1), { stdio: 'pipe' });
  }
}

let started = false;
function cleanUp() {
  if (started) {
    try {
      pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch (error) {
      console.error(`could not stop PostgreSQL: ${error.message}`);
    }
    started = false;
  }
  fs.rmSync(baseDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child) child.kill(signal);
    else {
      cleanUp();
      process.exit(130);
    }
  });
}

let exitCode = 1;
try {
  const port = await freePort();
  pg('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '-N',
  ]);
  pg('pg_ctl', [
    '-D',
    dataDir,
    '-w',
    '-l',
    path.join(baseDir, 'postgres.log'),
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${socketDir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  started = true;
  pg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'api_test']);
  const databaseUrl = `postgres://postgres@127.0.0.1:${port}/api_test`;
  console.info(`with-postgres: PostgreSQL 15 on port ${port}`);
  exitCode = await run(command, args, { ...process.env, DATABASE_URL: databaseUrl });
} catch (error) {
  console.error(`with-postgres: ${error.stderr?.toString() || error.message}`);
} finally {
  cleanUp();
}
process.exit(exitCode);

function run(cmd, cmdArgs, env) {
  return new Promise((resolve) => {
    child = spawn(cmd, cmdArgs, { stdio: 'inherit', env, shell: process.platform === 'win32' });
    child.on('error', (error) => {
      console.error(`with-postgres: cannot run ${cmd}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) =>
      resolve(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 1) : 1)),
    );
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
