import {
  addDays,
  defaultBookingWindow,
  isWeekend,
  sessionInterval,
  slotMessages,
  slotStart,
  todayIn,
  type BookingWindow,
} from '@site/contracts/slots';
import { beyondHorizonMessage, outsideWorkingHoursMessage } from '../../../platform/errors';
import { clocks } from '../../../test/clocks';
import { clashesWithCalendar, slotRefusal } from './scheduling';

/** The first date `days` or more ahead in `zone` that is a weekday, as is the day after it. */
function weekdayPairAfter(zone: string, now: Date, days: number): { date: string; days: number } {
  let ahead = days;
  while (
    isWeekend(addDays(todayIn(zone, now), ahead)) ||
    isWeekend(addDays(todayIn(zone, now), ahead + 1))
  )
    ahead += 1;
  return { date: addDays(todayIn(zone, now), ahead), days: ahead };
}

const cancunHours = (start: string, end: string): BookingWindow => ({
  ...defaultBookingWindow,
  workingHours: { start, end, timeZone: 'America/Cancun', weekdays: [1, 2, 3, 4, 5] },
});

describe.each(clocks())('the slot rules of a session’s time, at $name', ({ now }) => {
  const zone = 'America/New_York';
  const { date } = weekdayPairAfter(zone, now, 3);
  const ask = (
    scheduledAt: Date,
    options: {
      packageType?: 'single' | 'strategy-call';
      timezone?: string;
      window?: BookingWindow;
    } = {},
  ) =>
    slotRefusal({
      packageType: options.packageType ?? 'single',
      scheduledAt,
      timezone: options.timezone ?? zone,
      now,
      window: options.window ?? defaultBookingWindow,
    });

  it('accepts a paid session on the grid, on a weekday, inside the working hours', () => {
    expect(ask(slotStart(date, '10:00', zone))).toBeNull();
  });

  it('passes on the contracts’ refusals: off the grid, in the past', () => {
    expect(ask(slotStart(date, '10:15', zone))).toBe(slotMessages.grid);
    let before = addDays(todayIn(zone, now), -3);
    while (isWeekend(before)) before = addDays(before, -1);
    expect(ask(slotStart(before, '10:00', zone))).toBe(slotMessages.past);
  });

  it('a paid session must end by closing time: one ending at closing fits, 30 minutes later does not', () => {
    const window = cancunHours('09:00', '16:00');
    const cancun = { timezone: 'America/Cancun', window };
    const cancunDate = weekdayPairAfter('America/Cancun', now, 3).date;
    expect(ask(slotStart(cancunDate, '14:30', 'America/Cancun'), cancun)).toBeNull();
    expect(ask(slotStart(cancunDate, '15:00', 'America/Cancun'), cancun)).toBe(
      outsideWorkingHoursMessage(window.workingHours),
    );
    expect(ask(slotStart(cancunDate, '09:00', 'America/Cancun'), cancun)).toBeNull();
  });

  it('a client far away cannot book the coach’s night: 09:00 in Tokyo is the evening in Cancun', () => {
    const tokyoDate = weekdayPairAfter('Asia/Tokyo', now, 3).date;
    expect(ask(slotStart(tokyoDate, '09:00', 'Asia/Tokyo'), { timezone: 'Asia/Tokyo' })).toBe(
      outsideWorkingHoursMessage(defaultBookingWindow.workingHours),
    );
  });

  it('the free call keeps its own hours, outside the working hours', () => {
    const cancunDate = weekdayPairAfter('America/Cancun', now, 3).date;
    expect(
      ask(slotStart(cancunDate, '13:00', 'America/Cancun'), {
        packageType: 'strategy-call',
        window: cancunHours('08:00', '12:00'),
      }),
    ).toBeNull();
  });

  it('the horizon: its last day is bookable, the day after is not', () => {
    const { date: last, days } = weekdayPairAfter(zone, now, 10);
    const window = { ...defaultBookingWindow, horizonDays: days };
    expect(ask(slotStart(last, '16:30', zone), { window })).toBeNull();
    expect(ask(slotStart(addDays(last, 1), '09:00', zone), { window })).toBe(
      beyondHorizonMessage(days),
    );
  });
});

describe('the owner’s calendar', () => {
  const start = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 5, 15));
  const slot = sessionInterval('single', start);
  const at = (fromMinutes: number, toMinutes: number, id?: string) => ({
    start: new Date(start.getTime() + fromMinutes * 60_000).toISOString(),
    end: new Date(start.getTime() + toMinutes * 60_000).toISOString(),
    ...(id === undefined ? {} : { id }),
  });

  it('an event inside or across the session blocks it', () => {
    expect(clashesWithCalendar(slot, [at(30, 45)], null)).toBe(true);
    expect(clashesWithCalendar(slot, [at(-60, 1)], null)).toBe(true);
    expect(clashesWithCalendar(slot, [at(89, 120)], null)).toBe(true);
  });

  it('events that end as it starts, or start as it ends, do not', () => {
    expect(clashesWithCalendar(slot, [at(-60, 0), at(90, 120)], null)).toBe(false);
    expect(clashesWithCalendar(slot, [], null)).toBe(false);
  });

  it('a session moving within its own time is not blocked by its own event, only by others', () => {
    expect(clashesWithCalendar(slot, [at(0, 90, 'evt-own')], 'evt-own')).toBe(false);
    expect(
      clashesWithCalendar(slot, [at(0, 90, 'evt-own'), at(60, 75, 'evt-other')], 'evt-own'),
    ).toBe(true);
    expect(clashesWithCalendar(slot, [at(60, 75)], 'evt-own')).toBe(true);
  });
});
