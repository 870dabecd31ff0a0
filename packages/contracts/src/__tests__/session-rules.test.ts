import {
  bookingStatuses,
  changeDeadline,
  changeNoticeHours,
  refundDeadline,
  nextSessionNumber,
  refundWindowHours,
  sessionToSchedule,
  wasPaid,
} from '../sessions';
import {
  addDays,
  isWeekend,
  overlaps,
  sessionInterval,
  slotError,
  slotMessages,
  slotStart,
  todayIn,
} from '../slots';

const hourMs = 3_600_000;
const real = new Date();
const year = real.getUTCFullYear();
const month = real.getUTCMonth();

/** The "now"s the rules are checked at: today, this month's and this year's last minutes. */
const clocks = [
  { name: 'today', now: real },
  { name: 'the end of this month', now: new Date(Date.UTC(year, month + 1, 0, 23, 45)) },
  { name: 'the end of the year', now: new Date(Date.UTC(year, 11, 31, 23, 45)) },
];

/** The first weekday in `zone` at least `days` calendar days after today there. */
function weekdayAfter(zone: string, now: Date, days: number): string {
  let date = addDays(todayIn(zone, now), days);
  while (isWeekend(date)) date = addDays(date, 1);
  return date;
}

describe('a booking paid once or never', () => {
  it('counts a refunded or cancelled booking as paid once, and no other unpaid one', () => {
    expect(bookingStatuses.filter(wasPaid)).toEqual(['paid', 'refunded', 'cancelled']);
    expect(bookingStatuses.filter((status) => !wasPaid(status))).toEqual([
      'pending',
      'payment_failed',
      'expired',
    ]);
  });
});

describe('the notice and the refund window', () => {
  it('are 24 hours each', () => {
    expect(changeNoticeHours).toBe(24);
    expect(refundWindowHours).toBe(24);
  });

  it.each(clocks)('are counted in elapsed hours, at $name', ({ now }) => {
    expect(changeDeadline(now).getTime()).toBe(now.getTime() - 24 * hourMs);
    expect(changeDeadline(now.toISOString()).getTime()).toBe(now.getTime() - 24 * hourMs);
    expect(refundDeadline(now).getTime()).toBe(now.getTime() + 24 * hourMs);
  });

  it('count elapsed hours across the nights the clocks change, not the wall clock', () => {
    // London's changes of next year: the last Sunday of March (forward) and of October (back).
    const lastSunday = (m: string) => {
      let date = addDays(`${year + 1}-${m}-01`, 30);
      while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 0) date = addDays(date, -1);
      return date;
    };
    const london = (date: string, time: string) => slotStart(date, time, 'Europe/London');
    for (const [month, expected] of [
      ['03', '13:00'],
      ['10', '11:00'],
    ] as const) {
      const sunday = lastSunday(month);
      // Paid at noon on the Saturday: the window closes 24 hours later, 13:00 or 11:00 on Sunday.
      const paid = london(addDays(sunday, -1), '12:00');
      expect(refundDeadline(paid)).toEqual(london(sunday, expected));
      // A session at that moment may be changed until noon on the Saturday.
      expect(changeDeadline(london(sunday, expected))).toEqual(paid);
    }
  });
});

describe.each(clocks)('slot rules, at $name', ({ now }) => {
  it('a slot is bookable until the moment it starts, no later', () => {
    const slot = slotStart(weekdayAfter('America/Cancun', now, 1), '13:00', 'America/Cancun');
    const ask = (at: Date) =>
      slotError({
        packageType: 'strategy-call',
        scheduledAt: slot,
        timezone: 'Asia/Tokyo',
        now: at,
      });
    expect(ask(new Date(slot.getTime() - 1))).toBeNull();
    expect(ask(slot)).toBe(slotMessages.past);
    expect(ask(new Date(slot.getTime() + hourMs))).toBe(slotMessages.past);
  });

  it('weekdays are the client’s own for paid sessions, Cancun’s for the free call', () => {
    // Monday 09:00 in Sydney is still Sunday in Cancun and in UTC.
    const monday = weekdayAfter('Australia/Sydney', now, 7);
    let date = monday;
    while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 1) date = addDays(date, 1);
    const mondayNine = slotStart(date, '09:00', 'Australia/Sydney');
    expect(
      slotError({
        packageType: 'single',
        scheduledAt: mondayNine,
        timezone: 'Australia/Sydney',
        now,
      }),
    ).toBeNull();
    const saturdayNine = slotStart(addDays(date, -2), '09:00', 'Australia/Sydney');
    expect(
      slotError({
        packageType: 'single',
        scheduledAt: saturdayNine,
        timezone: 'Australia/Sydney',
        now,
      }),
    ).toBe(slotMessages.weekday);
    // The free call at 13:00 Cancun on a Saturday, whatever zone shows it.
    const cancunSaturday = slotStart(addDays(date, -2), '13:00', 'America/Cancun');
    expect(
      slotError({
        packageType: 'strategy-call',
        scheduledAt: cancunSaturday,
        timezone: 'Australia/Sydney',
        now,
      }),
    ).toBe(slotMessages.weekday);
  });

  it('paid sessions start on the half hour of their grid, the free call on its quarter hours', () => {
    const date = weekdayAfter('Europe/London', now, 2);
    const at = (time: string, zone = 'Europe/London') => slotStart(date, time, zone);
    const paid = (time: string) =>
      slotError({
        packageType: '5-session',
        scheduledAt: at(time),
        timezone: 'Europe/London',
        now,
      });
    expect(['09:00', '11:30', '14:00', '16:30'].map(paid)).toEqual([null, null, null, null]);
    expect(['08:30', '09:15', '12:00', '17:00'].map(paid)).toEqual(
      Array(4).fill(slotMessages.grid),
    );
    const call = (time: string) =>
      slotError({
        packageType: 'strategy-call',
        scheduledAt: at(time, 'America/Cancun'),
        timezone: 'Europe/London',
        now,
      });
    expect(['13:00', '13:15', '16:00'].map(call)).toEqual([null, null, null]);
    expect(['12:45', '13:10', '16:15'].map(call)).toEqual(Array(3).fill(slotMessages.grid));
  });
});

describe('the inputs of the no-overlap rule', () => {
  const start = slotStart(weekdayAfter('America/Cancun', real, 1), '10:00', 'America/Cancun');
  const later = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

  it('a paid session holds 90 minutes, the free call 15', () => {
    expect(sessionInterval('single', start)).toEqual({ start, end: later(90) });
    expect(sessionInterval('10-session', start.toISOString())).toEqual({ start, end: later(90) });
    expect(sessionInterval('strategy-call', start)).toEqual({ start, end: later(15) });
  });

  it('sessions that only touch do not overlap; a minute shared does', () => {
    const first = sessionInterval('single', start);
    expect(overlaps(first, sessionInterval('single', later(90)))).toBe(false);
    expect(overlaps(first, sessionInterval('single', later(-90)))).toBe(false);
    expect(overlaps(first, sessionInterval('single', later(89)))).toBe(true);
    expect(overlaps(first, sessionInterval('strategy-call', later(-14)))).toBe(true);
    expect(overlaps(first, sessionInterval('strategy-call', later(30)))).toBe(true);
    expect(overlaps(first, sessionInterval('strategy-call', later(-15)))).toBe(false);
  });
});

describe('the session the schedule page books next', () => {
  it('counts from the sessions left: the first, then the second of ten', () => {
    expect(nextSessionNumber({ sessionsTotal: 10, sessionsRemaining: 10 })).toBe(1);
    expect(nextSessionNumber({ sessionsTotal: 10, sessionsRemaining: 9 })).toBe(2);
  });

  it('names the session of a package of several in the title and the button', () => {
    expect(sessionToSchedule({ sessionsTotal: 10, sessionsRemaining: 9 })).toEqual({
      title: 'Schedule Session 2 of 10',
      button: 'Schedule Session 2 of 10',
    });
    expect(sessionToSchedule({ sessionsTotal: 5, sessionsRemaining: 5 }).button).toBe(
      'Schedule Session 1 of 5',
    );
  });

  it('keeps "your consultation" for a package of one session', () => {
    expect(sessionToSchedule({ sessionsTotal: 1, sessionsRemaining: 1 })).toEqual({
      title: 'Schedule Your Consultation',
      button: 'Schedule Consultation',
    });
  });
});
