import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A failure's first lines, without terminal colours: enough to tell why from a log's tail. */
function firstLines(message = '', count = 2) {
  return (
    message
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .slice(0, count)
  );
}

/** A JSON report, read once; null when the stage wrote none. */
function readReport(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * A Jest `--json` report: its counts, and its failed tests (`{ title, lines }` each); null when
 * there is no report.
 */
export function jestReport(file) {
  const report = readReport(file);
  if (!report) return null;
  const counts = {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: report.numPendingTests + report.numTodoTests,
  };
  const failures = report.testResults.flatMap((suite) => {
    const failed = suite.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0 && suite.status === 'failed') {
      // The suite did not run (a syntax error, a failed import): its message says why.
      return [{ title: suite.name, lines: firstLines(suite.message) }];
    }
    return failed.map((test) => ({
      title: test.fullName,
      lines: firstLines(test.failureMessages.join('\n')),
    }));
  });
  return { counts, failures };
}

/**
 * Playwright's JSON report: its counts (a flaky test, passed on its CI retry, counts as passed),
 * and its failed tests and those that passed only when retried (flaky), `{ title, lines }` each,
 * with file and line and the first failure's error; null when there is no report.
 */
export function playwrightReport(file) {
  const report = readReport(file);
  if (!report) return null;
  const { stats, suites = [], errors = [] } = report;
  const counts = {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + errors.length,
    skipped: stats.skipped,
  };
  const found = errors.map((error) => ({
    title: 'outside any test',
    lines: firstLines(error.message),
  }));
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const result = test.results.find((run) => run.error) ?? {};
        const where = result.error?.location;
        found.push({
          title: `${test.status === 'flaky' ? '(flaky: passed on retry) ' : ''}${spec.file}:${spec.line} ${spec.title}`,
          lines: [
            ...firstLines(result.error?.message, 4),
            ...(where ? [`at ${path.basename(where.file)}:${where.line}`] : []),
          ],
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  suites.forEach(walk);
  return { counts, failures: found };
}
