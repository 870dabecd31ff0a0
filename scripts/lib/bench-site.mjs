import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The whole production site for a benchmark: `npm start` on its own ports (the shell at `port`,
 * the remotes on the next five, the API at `port + 1000`) with a throwaway embedded database.
 * `env` is what the site runs with (for seeding the database before `start()`); `stop()` and the
 * process's exit end the site and remove the database.
 */
export function benchSite({ port, name }) {
  const site = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const env = {
    ...process.env,
    PORT: String(port),
    MARKETING_PORT: String(port + 1),
    BLOG_PORT: String(port + 2),
    BOOKING_PORT: String(port + 3),
    INTAKE_PORT: String(port + 4),
    ADMIN_PORT: String(port + 5),
    API_PORT: String(port + 1000),
    SITE_ORIGIN: site,
    DATA_DIR: path.join(dataDir, 'pglite'),
    LOG_LEVEL: 'warn',
  };
  let server;

  function stop() {
    if (!server) return;
    try {
      process.kill(-server.pid, 'SIGINT');
    } catch {
      // already stopped
    }
  }
  process.on('exit', () => {
    stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  process.on('SIGINT', () => process.exit(130));

  /** Starts the site and resolves once it answers, its API too. */
  async function start(timeoutMs = 900_000) {
    server = spawn('node', [path.join(root, 'scripts', 'start.mjs')], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    });
    server.stdout.on('data', () => {});
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (server.exitCode !== null) throw new Error(`npm start stopped (${server.exitCode})`);
      try {
        const answers = await Promise.all(
          ['/runtime-config.json', '/api/health'].map((url) => fetch(`${site}${url}`)),
        );
        if (answers.every((answer) => answer.ok)) return;
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    throw new Error('the site did not start');
  }

  return { site, env, dataDir, start, stop };
}
