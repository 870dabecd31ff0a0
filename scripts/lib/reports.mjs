import { existsSync, readFileSync } from 'node:fs';

/** Counts from a Jest `--json` report. */
export function jestCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** Counts from Playwright's JSON reporter (a flaky test passed on retry; none are configured). */
export function playwrightCounts(file) {
  if (!existsSync(file)) return null;
  const { stats, errors = [] } = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + errors.length,
    skipped: stats.skipped,
  };
}
