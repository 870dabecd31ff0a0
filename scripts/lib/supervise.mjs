/**
 * Keeps one server running: `start()` spawns it (in its own process group, `detached: true`, so a
 * stop reaches npm → sh → node alike), and whenever it ends without being asked to, it is started
 * again after a back-off that doubles with each crash in a row (1 s, 2 s, 4 s … at most 30 s) and
 * starts over once a run has lasted a minute. Each crash and each restart is a log line. Only
 * `stop()` ends it for good.
 */

export const defaultBackoff = { firstMs: 1_000, maxMs: 30_000, stableAfterMs: 60_000 };

/** How long to wait before restart number `crashesInARow` (1 for the first crash). */
export function restartDelayMs(crashesInARow, backoff = defaultBackoff) {
  return Math.min(backoff.firstMs * 2 ** Math.max(0, crashesInARow - 1), backoff.maxMs);
}

const describeExit = (code, signal) => (signal ? `signal ${signal}` : `exit code ${code}`);

/**
 * @param {{
 *   name: string,
 *   start: () => import('node:child_process').ChildProcess,
 *   onStart?: (child: import('node:child_process').ChildProcess, run: number) => void,
 *   log?: { info: (line: string) => void, error: (line: string) => void },
 *   backoff?: typeof defaultBackoff,
 *   stopTimeoutMs?: number,
 * }} options
 */
export function supervise(options) {
  const backoff = options.backoff ?? defaultBackoff;
  const log = options.log ?? { info: console.info, error: console.error };
  let child = null;
  let run = 0;
  let crashesInARow = 0;
  let startedAt = 0;
  let restartTimer = null;
  let stopping = false;

  const signalGroup = (target, signal) => {
    try {
      process.kill(-target.pid, signal);
    } catch {
      // already gone
    }
  };

  function launch() {
    run += 1;
    startedAt = Date.now();
    const current = options.start();
    child = current;
    options.onStart?.(current, run);
    current.on('exit', (code, signal) => {
      if (stopping || current !== child) return;
      // Whatever the server left in its group (a child of npm's shell) goes with it.
      signalGroup(current, 'SIGKILL');
      crashesInARow = Date.now() - startedAt >= backoff.stableAfterMs ? 1 : crashesInARow + 1;
      const delay = restartDelayMs(crashesInARow, backoff);
      log.error(
        `${options.name} stopped unexpectedly (${describeExit(code, signal)}); ` +
          `restarting it in ${delay / 1000} s (crash ${crashesInARow} in a row).`,
      );
      restartTimer = setTimeout(() => {
        restartTimer = null;
        if (stopping) return;
        launch();
        log.info(`${options.name} restarted (pid ${child.pid}).`);
      }, delay);
    });
  }

  launch();

  return {
    /** The server's current process. */
    get child() {
      return child;
    },
    /** How many times it has been started (1 before any crash). */
    get runs() {
      return run;
    },
    /** Ends it for good: SIGTERM to its group, SIGKILL after `stopTimeoutMs` (5 s). */
    stop() {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) {
        return Promise.resolve();
      }
      return new Promise((resolve) => {
        const force = setTimeout(
          () => signalGroup(current, 'SIGKILL'),
          options.stopTimeoutMs ?? 5_000,
        );
        current.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        signalGroup(current, 'SIGTERM');
      });
    },
  };
}
