import {
  availableSlots,
  dayBounds,
  isDateString,
  paidSessionTimes,
  slotError,
  slotMessages,
  slotStart,
  strategyCallTimes,
} from '../slots';

const now = new Date('2030-01-01T00:00:00Z');

describe('slot grids', () => {
  it('offers 13 strategy-call slots from 13:00 to 16:00 every 15 minutes', () => {
    expect(strategyCallTimes).toHaveLength(13);
    expect(strategyCallTimes[0]).toBe('13:00');
    expect(strategyCallTimes[12]).toBe('16:00');
  });

  it('offers paid sessions 09:00–11:30 and 14:00–16:30 every 30 minutes', () => {
    expect(paidSessionTimes).toEqual(
      ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'].concat([
        '14:00',
        '14:30',
        '15:00',
        '15:30',
        '16:00',
        '16:30',
      ]),
    );
  });
});

describe('slotError', () => {
  // 2030-01-07 is a Monday; Cancun is UTC-5 all year.
  const monday1pmCancun = new Date('2030-01-07T18:00:00Z');

  it('accepts a strategy-call slot on the Cancun grid whatever zone the client shows', () => {
    expect(
      slotError({
        packageType: 'strategy-call',
        scheduledAt: monday1pmCancun,
        timezone: 'Asia/Tokyo',
        now,
      }),
    ).toBeNull();
  });

  it('rejects an unknown zone, a weekend, the past and off-grid times', () => {
    const base = { packageType: 'strategy-call' as const, timezone: 'America/Cancun', now };
    expect(slotError({ ...base, scheduledAt: monday1pmCancun, timezone: 'Mars/Base' })).toBe(
      slotMessages.timezone,
    );
    expect(slotError({ ...base, scheduledAt: new Date('2030-01-05T18:00:00Z') })).toBe(
      slotMessages.weekday,
    );
    expect(
      slotError({ ...base, scheduledAt: monday1pmCancun, now: new Date('2030-02-01T00:00:00Z') }),
    ).toBe(slotMessages.past);
    expect(slotError({ ...base, scheduledAt: new Date('2030-01-07T18:05:00Z') })).toBe(
      slotMessages.grid,
    );
    expect(slotError({ ...base, scheduledAt: new Date('2030-01-07T21:15:00Z') })).toBe(
      slotMessages.grid,
    );
  });

  it('reads paid slots in the chosen zone', () => {
    const nineInTokyo = slotStart('2030-01-07', '09:00', 'Asia/Tokyo');
    expect(nineInTokyo.toISOString()).toBe('2030-01-07T00:00:00.000Z');
    expect(
      slotError({ packageType: 'single', scheduledAt: nineInTokyo, timezone: 'Asia/Tokyo', now }),
    ).toBeNull();
    expect(
      slotError({
        packageType: 'single',
        scheduledAt: nineInTokyo,
        timezone: 'Europe/London',
        now,
      }),
    ).toBe(slotMessages.grid);
  });

  it('follows daylight saving time in the chosen zone', () => {
    const summer = slotStart('2030-07-08', '09:00', 'America/New_York');
    expect(summer.toISOString()).toBe('2030-07-08T13:00:00.000Z');
    const winter = slotStart('2030-01-07', '09:00', 'America/New_York');
    expect(winter.toISOString()).toBe('2030-01-07T14:00:00.000Z');
  });
});

describe('availableSlots', () => {
  it('hides slots overlapping a scheduled session or a calendar event', () => {
    const slots = availableSlots({
      date: '2030-01-07',
      packageType: 'strategy-call',
      timezone: 'America/Cancun',
      now,
      taken: [{ packageType: 'strategy-call', scheduledAt: '2030-01-07T18:00:00Z' }],
      busy: [{ start: '2030-01-07T19:10:00Z', end: '2030-01-07T19:20:00Z' }],
    });
    const times = slots.map((slot) => slot.time);
    expect(times).not.toContain('13:00');
    expect(times).toContain('13:15');
    expect(times).not.toContain('14:00');
    expect(times).not.toContain('14:15');
    expect(times).toHaveLength(10);
  });

  it('gives nothing on weekends or bad dates', () => {
    const input = {
      packageType: 'single' as const,
      timezone: 'Europe/Paris',
      now,
      taken: [],
      busy: [],
    };
    expect(availableSlots({ ...input, date: '2030-01-05' })).toEqual([]);
    expect(availableSlots({ ...input, date: '2030-02-30' })).toEqual([]);
  });
});

describe('dates', () => {
  it('validates YYYY-MM-DD', () => {
    expect(isDateString('2030-01-07')).toBe(true);
    expect(isDateString('2030-1-7')).toBe(false);
    expect(isDateString('2030-02-30')).toBe(false);
  });

  it('bounds a Cancun day in UTC', () => {
    const { start, end } = dayBounds('2030-01-07', 'America/Cancun');
    expect(start.toISOString()).toBe('2030-01-07T05:00:00.000Z');
    expect(end.toISOString()).toBe('2030-01-08T05:00:00.000Z');
  });
});
