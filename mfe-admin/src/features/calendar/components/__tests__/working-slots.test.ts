import { addDays, todayIn } from '@site/contracts/slots';
import { instantAt } from '../calendar-days';
import { blockTimeDefault, placeRange, workingSlots } from '../working-slots';

// Any day will do: the days come from the clock, the maths holds on each.
const zone = 'America/Cancun';
const now = new Date();
const tomorrow = addDays(todayIn(zone, now), 1);
const at = (date: string, time: string) => instantAt(date, time, zone);

describe('the working hours in the week’s grid', () => {
  it('tints a range at its hours of the grid, cut at the grid’s edges', () => {
    const span = { from: 7, to: 21 };
    // 09:00–17:00 in a grid of 07:00–21:00 (840 minutes): 120 minutes down, 480 tall.
    const placed = placeRange({ start: '09:00', end: '17:00' }, span);
    expect(placed!.top).toBeCloseTo(120 / 840);
    expect(placed!.height).toBeCloseTo(480 / 840);
    expect(placeRange({ start: '05:00', end: '08:00' }, span)).toEqual({
      top: 0,
      height: 60 / 840,
    });
    expect(placeRange({ start: '21:00', end: '23:00' }, span)).toBeNull();
  });

  it('offers an hour’s slot from each range’s start, none where something is on', () => {
    const slots = workingSlots(
      tomorrow,
      [
        { start: '09:00', end: '12:00' },
        { start: '14:30', end: '16:00' },
      ],
      // A session 10:15–11:00 takes the 10:00 slot, a block 15:00–15:30 the 14:30 one; the
      // afternoon's last slot is the half hour left before 16:00.
      [
        { start: at(tomorrow, '10:15'), end: at(tomorrow, '11:00') },
        { start: at(tomorrow, '15:00'), end: at(tomorrow, '15:30') },
      ],
      zone,
      now,
    );
    expect(slots.map((slot) => [slot.time, slot.end - slot.start])).toEqual([
      ['09:00', 60],
      ['11:00', 60],
      ['15:30', 30],
    ]);
    expect(slots[0]!.at).toBe(at(tomorrow, '09:00'));
  });

  it('offers no slot that has begun, nor on a day he does not work', () => {
    const day = todayIn(zone, now);
    const slots = workingSlots(day, [{ start: '00:00', end: '24:00' }], [], zone, now);
    expect(slots.every((slot) => Date.parse(slot.at) >= now.getTime())).toBe(true);
    expect(slots.length).toBeLessThan(24);
    expect(workingSlots(tomorrow, [], [], zone, now)).toEqual([]);
  });
});

describe('where the Block time form starts', () => {
  const today = todayIn(zone, now);
  /** The clock at a time of today in the owner's zone. */
  const clockAt = (time: string) => new Date(at(today, time));
  const hours = [
    { start: '09:00', end: '12:00' },
    { start: '14:00', end: '18:00' },
  ];

  it('starts a day to come at its first working hour, and today before it opens', () => {
    expect(blockTimeDefault(tomorrow, hours, zone, clockAt('15:10'))).toEqual({
      from: '09:00',
      until: '12:00',
    });
    expect(
      blockTimeDefault(tomorrow, [{ start: '10:30', end: '12:00' }], zone, clockAt('15:10')),
    ).toEqual({ from: '10:30', until: '12:00' });
    expect(blockTimeDefault(today, hours, zone, clockAt('08:20'))).toEqual({
      from: '09:00',
      until: '12:00',
    });
    // A day without working hours: 9:00 AM to noon.
    expect(blockTimeDefault(tomorrow, [], zone, clockAt('15:10'))).toEqual({
      from: '09:00',
      until: '12:00',
    });
  });

  it('starts today at the next half hour ahead inside the hours, even before 9:00 AM', () => {
    const early = [{ start: '06:00', end: '12:00' }];
    expect(blockTimeDefault(today, early, zone, clockAt('07:10'))).toEqual({
      from: '07:30',
      until: '10:30',
    });
  });

  it('starts today at the next whole or half hour still ahead, never a past one', () => {
    expect(blockTimeDefault(today, hours, zone, clockAt('09:10'))).toEqual({
      from: '09:30',
      until: '12:00',
    });
    expect(blockTimeDefault(today, hours, zone, clockAt('09:30'))).toMatchObject({
      from: '10:00',
    });
    expect(blockTimeDefault(today, hours, zone, clockAt('14:45'))).toEqual({
      from: '15:00',
      until: '18:00',
    });
  });

  it('moves into the working hours: between two ranges, the next one’s start', () => {
    expect(blockTimeDefault(today, hours, zone, clockAt('12:40'))).toEqual({
      from: '14:00',
      until: '17:00',
    });
    // Past the last range: the next half hour all the same.
    expect(blockTimeDefault(today, hours, zone, clockAt('19:05'))).toEqual({
      from: '19:30',
      until: '22:30',
    });
  });
});
