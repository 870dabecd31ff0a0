#!/usr/bin/env node
/**
 * Runs the calendar's date-dependent tests with "today" pinned to the days where calendars break:
 * the first and last day of every month of the coming year (year ends included), and today.
 * Not part of `npm test` (it runs the suites about 25 times); run it after touching date logic:
 *   npm run test:any-day -w mfe-booking [-- YYYY-MM-DD ...]
 */
import { spawnSync } from 'node:child_process';

function isoDay(date) {
  return date.toISOString().slice(0, 10);
}

function boundaryDays(from = new Date()) {
  const days = new Set([isoDay(from)]);
  for (let m = 0; m <= 12; m += 1) {
    const first = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + m, 1, 12));
    const last = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + m + 1, 0, 12));
    days.add(isoDay(first));
    days.add(isoDay(last));
  }
  return [...days].sort();
}

const days = process.argv.slice(2).length ? process.argv.slice(2) : boundaryDays();
const failed = [];
for (const day of days) {
  const result = spawnSync(
    'npx',
    [
      'jest',
      '--silent',
      'src/pages/__tests__/strategy-call-page',
      'src/pages/__tests__/schedule-page',
    ],
    { env: { ...process.env, TEST_TODAY: day }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const ok = result.status === 0;
  console.info(`${ok ? 'ok  ' : 'FAIL'} today = ${day}`);
  if (!ok) failed.push(day);
}
console.info(`${days.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
