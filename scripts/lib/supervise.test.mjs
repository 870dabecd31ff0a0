import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { test } from 'node:test';
import { restartDelayMs, supervise } from './supervise.mjs';

/** A tiny server stand-in: a real process that runs until it is signalled. */
const fakeServer = () =>
  spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
    detached: true,
    stdio: 'ignore',
  });

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const backoff = { firstMs: 50, maxMs: 400, stableAfterMs: 60_000 };

function recordingLog() {
  const lines = [];
  return { lines, info: (line) => lines.push(line), error: (line) => lines.push(line) };
}

async function nextStart(supervisor, run) {
  const deadline = Date.now() + 10_000;
  while (supervisor.runs < run) {
    if (Date.now() > deadline) throw new Error(`no start number ${run}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return supervisor.child;
}

test('a server killed with SIGKILL is started again, and the log says so', async (t) => {
  const log = recordingLog();
  const supervisor = supervise({ name: 'api', start: fakeServer, log, backoff });
  t.after(() => supervisor.stop());
  const first = supervisor.child;
  process.kill(first.pid, 'SIGKILL');
  const second = await nextStart(supervisor, 2);
  assert.notEqual(second.pid, first.pid);
  assert.equal(alive(second.pid), true);
  assert.deepEqual(log.lines, [
    'api stopped unexpectedly (signal SIGKILL); restarting it in 0.05 s (crash 1 in a row).',
    `api restarted (pid ${second.pid}).`,
  ]);
  await supervisor.stop();
  assert.equal(alive(second.pid), false);
});

test('crashes in a row wait longer each time', async (t) => {
  const log = recordingLog();
  const supervisor = supervise({ name: 'shell', start: fakeServer, log, backoff });
  t.after(() => supervisor.stop());
  for (let run = 1; run <= 3; run += 1) {
    process.kill(supervisor.child.pid, 'SIGKILL');
    await nextStart(supervisor, run + 1);
  }
  const delays = log.lines
    .filter((line) => line.includes('stopped unexpectedly'))
    .map((line) => line.match(/in ([\d.]+) s/)[1]);
  assert.deepEqual(delays, ['0.05', '0.1', '0.2']);
  await supervisor.stop();
});

test('a stop is for good: the server ends and is not started again', async (t) => {
  const log = recordingLog();
  const supervisor = supervise({ name: 'blog', start: fakeServer, log, backoff });
  t.after(() => supervisor.stop());
  const child = supervisor.child;
  await supervisor.stop();
  assert.equal(alive(child.pid), false);
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.equal(supervisor.runs, 1);
  assert.deepEqual(log.lines, []);
});

test('a stop during the back-off cancels the restart', async (t) => {
  const log = recordingLog();
  const supervisor = supervise({
    name: 'admin',
    start: fakeServer,
    log,
    backoff: { ...backoff, firstMs: 300 },
  });
  t.after(() => supervisor.stop());
  const child = supervisor.child;
  process.kill(child.pid, 'SIGKILL');
  await once(child, 'exit');
  await supervisor.stop();
  await new Promise((resolve) => setTimeout(resolve, 500));
  assert.equal(supervisor.runs, 1);
});

test('the back-off doubles up to its ceiling', () => {
  assert.deepEqual(
    [1, 2, 3, 4, 5, 6, 7].map((n) => restartDelayMs(n)),
    [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000],
  );
});
