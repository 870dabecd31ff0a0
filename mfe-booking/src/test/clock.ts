import { addDays, slotStart, todayIn } from '@site/contracts/slots';
import { fakeDateOnly } from '@site/ui/testing';

/**
 * The tests' clock: a weekday morning in Cancun, next week, derived from the real date so no test
 * names a fixed year. `TEST_TODAY=YYYY-MM-DD` makes that day (or the next weekday) "today" instead,
 * so the suite can be run on any day of the year, month and year ends included
 * (`npm run test:any-day -w mfe-booking`). Only Date is faked; timers and promises run normally.
 */
export function injectClock() {
  const pinned = process.env.TEST_TODAY;
  let date = pinned ?? addDays(todayIn('America/Cancun', new Date()), 7);
  while ([0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay())) date = addDays(date, 1);
  const now = slotStart(date, '10:00', 'America/Cancun');
  fakeDateOnly(now);
  return { now, today: date };
}

/**
 * `injectClock()` before each test of the file that calls this, real timers again after it;
 * `onInject` receives each test's instant.
 */
export function injectClockEachTest(onInject: (now: Date) => void = () => {}) {
  beforeEach(() => {
    onInject(injectClock().now);
  });
  afterEach(() => {
    jest.useRealTimers();
  });
}

/** The next weekday after `date` (YYYY-MM-DD). */
export function nextWeekday(date: string): string {
  let next = addDays(date, 1);
  while ([0, 6].includes(new Date(`${next}T12:00:00Z`).getUTCDay())) next = addDays(next, 1);
  return next;
}
