import { sessionInterval } from '@site/contracts/slots';
import { clashesWithCalendar, withBuffers } from './scheduling';

/*
 * The slot rules themselves (weekly hours, overrides, buffers, notice, horizon, limits, daylight
 * saving) are the slot engine's, tested in @site/contracts/schedules/engine.test.ts; a booking
 * refused by them is tested through the API in modules/schedules.
 */

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

describe('the buffers around a session', () => {
  const start = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 5, 15));
  const slot = sessionInterval('single', start);

  it('widen the time the owner’s calendar must leave free, by each side’s minutes', () => {
    const padded = withBuffers(slot, { bufferBeforeMinutes: 15, bufferAfterMinutes: 30 });
    expect(padded.start.getTime()).toBe(start.getTime() - 15 * 60_000);
    expect(padded.end.getTime()).toBe(slot.end.getTime() + 30 * 60_000);
    const event = {
      start: new Date(slot.end.getTime() + 10 * 60_000).toISOString(),
      end: new Date(slot.end.getTime() + 20 * 60_000).toISOString(),
    };
    expect(clashesWithCalendar(slot, [event], null)).toBe(false);
    expect(clashesWithCalendar(padded, [event], null)).toBe(true);
  });
});
