#!/usr/bin/env node
/**
 * `npm test`: every check of the project, on the project's Node (see lib/project-node.mjs), in
 * order of cost: types and lint, unit tests, API integration tests on a real PostgreSQL, then
 * Playwright end-to-end tests on the production build in Chromium. Every stage runs even if an
 * earlier one failed, so one run shows everything; the last line counts the tests and the exit
 * code is non-zero on any failure.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/ensure-install.mjs';
import { useProjectNode } from './lib/project-node.mjs';
import { jestReport, playwrightReport } from './lib/reports.mjs';
import { run, turboEnv } from './lib/run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Every workspace of the root package.json (`packages/*` expanded) whose `test` script runs its
 * unit tests; each writes its Jest report to reports/unit.json, which the total counts.
 */
function unitWorkspaces() {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return workspaces
    .flatMap((pattern) =>
      pattern.endsWith('/*')
        ? readdirSync(path.join(root, pattern.slice(0, -2)), { withFileTypes: true })
            .filter((entry) => entry.isDirectory())
            .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
        : [pattern],
    )
    .filter((workspace) => {
      const manifest = path.join(root, workspace, 'package.json');
      return existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).scripts?.test;
    });
}
const reports = {
  scripts: [path.join(root, 'scripts', 'reports', 'tests.json')],
  unit: unitWorkspaces().map((w) => path.join(root, w, 'reports', 'unit.json')),
  integration: [path.join(root, 'api', 'reports', 'integration.json')],
  e2e: [path.join(root, 'e2e', 'reports', 'e2e.json')],
};

// --continue: a failing workspace must not hide the results of the others.
const turbo = (...tasks) => [
  'npx',
  ['turbo', 'run', ...tasks, '--continue', '--output-logs=new-only'],
];
const stages = [
  { name: 'types, lint and format', command: turbo('typecheck', 'lint', 'format:check') },
  {
    // The root scripts' own tests (npm start's supervisor) and the build's (its loaders), on
    // Node's test runner: plain modules, no build. The spec reporter prints; the second writes the
    // counts for the summary.
    name: 'scripts tests',
    command: [
      'node',
      [
        '--test',
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        '--test-reporter=./scripts/lib/node-test-report.mjs',
        `--test-reporter-destination=${reports.scripts[0]}`,
        'scripts/**/*.test.mjs',
        'packages/build-config/*.test.mjs',
      ],
    ],
    reports: reports.scripts,
    read: jestReport,
  },
  {
    name: 'unit tests',
    // Four workspaces at a time: each Jest runs its suites in one worker, so four keep two cores
    // busy; twelve at once only made every test slower, and timed waits fail on a loaded machine.
    command: turbo('test', '--concurrency=4'),
    reports: reports.unit,
    read: jestReport,
  },
  {
    name: 'API integration tests (PostgreSQL)',
    command: ['npm', ['run', 'test:integration', '-w', 'api']],
    reports: reports.integration,
    read: jestReport,
  },
  { name: 'production build', command: turbo('build') },
  {
    name: 'end-to-end tests (Chromium)',
    command: ['npm', ['run', 'test:e2e', '-w', 'e2e']],
    reports: reports.e2e,
    read: playwrightReport,
  },
];

function sum(counts) {
  return counts.reduce(
    (total, c) => ({
      passed: total.passed + c.passed,
      failed: total.failed + c.failed,
      skipped: total.skipped + c.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
}

/**
 * The `node` every stage's tools find on PATH (turbo, jest, tsx, Playwright's web servers) must be
 * the major of .nvmrc, the one production runs: printed, and the run fails if it is not.
 */
function checkNodeOnPath() {
  const wanted = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim().replace(/^v/, '');
  const found = execFileSync('node', ['--version'], { encoding: 'utf8' }).trim();
  const ok = found.slice(1).split('.')[0] === wanted.split('.')[0];
  console.info(`node --version on the tests' PATH: ${found} (.nvmrc: ${wanted})`);
  if (!ok) console.error(`The tests must run on Node ${wanted.split('.')[0]}, not ${found}.`);
  return ok;
}

/**
 * The failed tests (and end-to-end tests that passed only on their retry), each with the first
 * lines of its error, printed last (before the count) so that a log cut down to its tail, as CI
 * keeps it, still says what failed and why.
 */
function printFailures(failures, shown = 3) {
  if (failures.length === 0) return;
  console.info(`failed (or flaky) tests (${failures.length}):`);
  for (const { title, lines } of failures.slice(0, shown)) {
    console.info(`- ${title}`);
    for (const line of lines) console.info(`    ${line.slice(0, 200)}`);
  }
  if (failures.length > shown) console.info(`- and ${failures.length - shown} more, above`);
}

async function main() {
  await useProjectNode(root);
  await ensureInstalled(root);
  const nodeOk = checkNodeOnPath();
  // Stale reports from an earlier run must not be counted; a cached unit run restores its report.
  for (const file of Object.values(reports).flat()) {
    rmSync(file, { force: true });
    // A fresh clone has no reports folders; Node's test runner does not make its report's.
    mkdirSync(path.dirname(file), { recursive: true });
  }

  const results = [{ stage: 'Node version', ok: nodeOk, counts: null }];
  for (const stage of stages) {
    console.info(`\n=== ${stage.name} ===`);
    const [command, args] = stage.command;
    const startedAt = Date.now();
    const code = await run(command, args, { cwd: root, env: turboEnv });
    const seconds = Math.round((Date.now() - startedAt) / 1000);
    const read = stage.reports ? stage.reports.map(stage.read).filter(Boolean) : [];
    const counts = stage.reports ? sum(read.map((report) => report.counts)) : null;
    const failures = read.flatMap((report) => report.failures);
    results.push({ stage: stage.name, ok: code === 0, counts, failures, seconds });
  }

  console.info('\n=== summary ===');
  for (const { stage, ok, counts, seconds } of results) {
    const figures = counts ? ` (${counts.passed} passed, ${counts.failed} failed)` : '';
    const time = seconds === undefined ? '' : `, ${seconds} s`;
    console.info(`${ok ? 'ok  ' : 'FAIL'} ${stage}${figures}${time}`);
  }
  printFailures(results.flatMap((r) => r.failures ?? []));
  const total = sum(results.filter((r) => r.counts).map((r) => r.counts));
  // A stage that failed without failing a counted test (a type error, a crash) still counts once.
  const uncounted = results.filter((r) => !r.ok && (!r.counts || r.counts.failed === 0)).length;
  const failed = total.failed + uncounted;
  const skipped = total.skipped ? `, ${total.skipped} skipped` : '';
  console.info(`${total.passed} passed, ${failed} failed${skipped}`);
  process.exit(failed > 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error.message);
  console.info('0 passed, 1 failed');
  process.exit(1);
});
