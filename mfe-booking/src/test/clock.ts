import { addDays, slotStart, todayIn } from '@site/contracts/slots';

/**
 * The tests' clock: a weekday morning in Cancun, next week, derived from the real date so no test
 * names a fixed year. Only Date is faked; timers and promises run normally.
 */
export function injectClock() {
  const real = new Date();
  let date = addDays(todayIn('America/Cancun', real), 7);
  while ([0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay())) date = addDays(date, 1);
  const now = slotStart(date, '10:00', 'America/Cancun');
  jest.useFakeTimers({
    now,
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'queueMicrotask',
      'nextTick',
      'hrtime',
      'performance',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
    ],
  });
  return { now, today: date };
}

/** The next weekday after `date` (YYYY-MM-DD). */
export function nextWeekday(date: string): string {
  let next = addDays(date, 1);
  while ([0, 6].includes(new Date(`${next}T12:00:00Z`).getUTCDay())) next = addDays(next, 1);
  return next;
}
