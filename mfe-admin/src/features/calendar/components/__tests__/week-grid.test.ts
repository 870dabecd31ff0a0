import { addDays, todayIn } from '@site/contracts/slots';
import { instantAt } from '../calendar-days';
import {
  defaultHours,
  gridMeasures,
  hourLabel,
  hourSpan,
  minBoxMinutes,
  minutesOnDay,
  packageLineMinutes,
  pastShare,
  placeDay,
  twoLineMinutes,
} from '../week-grid';

// Any day will do: the maths holds on every day of the year, month and year ends included.
const zone = 'America/Cancun';
const day = todayIn(zone, new Date());
const at = (date: string, time: string) => instantAt(date, time, zone);

describe('the week’s time grid', () => {
  it('puts an item at 09:30 for 45 minutes at its start, as tall as its duration', () => {
    const minutes = minutesOnDay({ start: at(day, '09:30'), end: at(day, '10:15') }, day, zone);
    expect(minutes).toEqual({ start: 570, end: 615 });
    const span = hourSpan([minutes!]);
    expect(span).toEqual({ from: 7, to: 21 });
    const [placed] = placeDay([{ item: 'a', ...minutes! }], span);
    // 07:00–21:00 is 840 minutes: 09:30 is 150 minutes down, 45 minutes tall.
    expect(placed!.top).toBeCloseTo(150 / 840);
    expect(placed!.height).toBeCloseTo(45 / 840);
    expect(placed).toMatchObject({ lane: 0, lanes: 1 });
  });

  it('splits overlapping items side by side, and leaves the others whole', () => {
    const placed = placeDay(
      [
        { item: 'ten', start: 600, end: 660 },
        { item: 'half past ten', start: 630, end: 690 },
        { item: 'quarter to eleven', start: 645, end: 675 },
        { item: 'noon', start: 720, end: 780 },
      ],
      defaultHours,
    );
    const lanes = Object.fromEntries(placed.map((p) => [p.item, [p.lane, p.lanes]]));
    expect(lanes).toEqual({
      ten: [0, 3],
      'half past ten': [1, 3],
      'quarter to eleven': [2, 3],
      noon: [0, 1],
    });
  });

  it('sets two sessions of one evening side by side, each at its own start, none under the other', () => {
    // 8:41–10:11 PM and 9:11–10:11 PM: the second is never drawn below the grid or under the first.
    const evening = [
      { item: 'morgan', start: 20 * 60 + 41, end: 22 * 60 + 11 },
      { item: 'rowan', start: 21 * 60 + 11, end: 22 * 60 + 11 },
    ];
    const span = hourSpan(evening);
    // The grid reaches the hour after the latest end: 10:11 PM needs 11 PM.
    expect(span).toEqual({ from: 7, to: 23 });
    const placed = placeDay(evening, span);
    const length = (span.to - span.from) * 60;
    expect(placed.map((p) => [p.item, p.lane, p.lanes])).toEqual([
      ['morgan', 0, 2],
      ['rowan', 1, 2],
    ]);
    for (const p of placed) {
      expect(p.top).toBeCloseTo((p.start - span.from * 60) / length);
      expect(p.top + p.height).toBeLessThanOrEqual(1);
    }
  });

  it('draws a box one line tall at the least (its name and its start side by side), its start under its name from two lines’ length, its package from three', () => {
    const { hourRem, itemTextRem, itemLineHeight, itemPaddingRem } = gridMeasures;
    const remOf = (minutes: number) => (minutes / 60) * hourRem;
    const lines = (count: number) => count * itemTextRem * itemLineHeight + 2 * itemPaddingRem;
    expect(remOf(minBoxMinutes)).toBeGreaterThanOrEqual(lines(1));
    expect(remOf(twoLineMinutes)).toBeGreaterThanOrEqual(lines(2));
    expect(remOf(packageLineMinutes)).toBeGreaterThanOrEqual(lines(3));
    // A quarter of an hour holds the one line: a quarter-hour call is drawn as long as it lasts.
    expect(minBoxMinutes).toBeLessThanOrEqual(15);
    // The line stays readable: at least 16 px of the grid's height at the browser's 16 px rem.
    expect(remOf(minBoxMinutes) * 16).toBeGreaterThanOrEqual(16);
  });

  it('draws an item as long as it lasts: a quarter-hour call a quarter of an hour, an hour’s session an hour', () => {
    const [call, session] = placeDay(
      [
        { item: 'call', start: 13 * 60, end: 13 * 60 + 15 },
        { item: 'session', start: 15 * 60, end: 16 * 60 },
      ],
      defaultHours,
    );
    // 07:00–21:00 is 840 minutes: 1 PM is 360 minutes down.
    expect(call!.top).toBeCloseTo(360 / 840);
    expect(call!.height).toBeCloseTo(15 / 840);
    expect(session!.top).toBeCloseTo(480 / 840);
    expect(session!.height).toBeCloseTo(60 / 840);
    expect(call!.tall).toBe(false);
    expect(session!.tall).toBe(true);
    // Something of five minutes still gets its one line.
    const [short] = placeDay([{ item: 'short', start: 600, end: 605 }], defaultHours);
    expect(short!.height).toBeCloseTo(minBoxMinutes / 840);
  });

  it('gives two calls back to back their own quarter each, one under the other', () => {
    const calls = [
      { item: 'first', start: 13 * 60 + 45, end: 14 * 60 },
      { item: 'next', start: 14 * 60, end: 14 * 60 + 15 },
    ];
    const placed = placeDay(calls, defaultHours);
    expect(placed[0]!.height).toBeCloseTo(15 / 840);
    expect(placed.map((p) => [p.lane, p.lanes])).toEqual([
      [0, 1],
      [0, 1],
    ]);
    expect(placed[0]!.top + placed[0]!.height).toBeCloseTo(placed[1]!.top);
    // Too short for the package's line; a 90-minute session has it.
    expect(placed[0]!.roomy).toBe(false);
    expect(
      placeDay([{ item: 'long', start: 600, end: 600 + packageLineMinutes }], defaultHours)[0]!
        .roomy,
    ).toBe(true);
  });

  it('dims all of a past day, none of a coming one, and today down to the present minute', () => {
    const now = new Date(at(day, '14:00'));
    expect(pastShare(addDays(day, -1), defaultHours, zone, now)).toBe(1);
    expect(pastShare(addDays(day, 1), defaultHours, zone, now)).toBe(0);
    // 07:00–21:00: 2 PM is 420 of its 840 minutes down.
    expect(pastShare(day, defaultHours, zone, now)).toBeCloseTo(420 / 840);
    // Before the grid's first hour nothing of today is dimmed; after its last, all of it.
    expect(pastShare(day, defaultHours, zone, new Date(at(day, '06:00')))).toBe(0);
    expect(pastShare(day, defaultHours, zone, new Date(at(day, '22:30')))).toBe(1);
  });

  it('never cuts a box at the grid’s foot, even a call at a quarter to midnight', () => {
    const late = [{ item: 'late', start: 23 * 60 + 45, end: 24 * 60 }];
    const span = hourSpan(late);
    expect(span.to).toBe(24);
    const [placed] = placeDay(late, span);
    expect(placed!.top + placed!.height).toBeCloseTo(1);
    expect(placed!.height).toBeCloseTo(minBoxMinutes / ((span.to - span.from) * 60));
  });

  it('gives a lane back once its item has ended', () => {
    const placed = placeDay(
      [
        { item: 'long', start: 600, end: 780 },
        { item: 'first', start: 600, end: 660 },
        { item: 'second', start: 660, end: 720 },
      ],
      defaultHours,
    );
    const lanes = Object.fromEntries(placed.map((p) => [p.item, [p.lane, p.lanes]]));
    expect(lanes).toEqual({ long: [0, 2], first: [1, 2], second: [1, 2] });
  });

  it('extends its hours to the whole hours around earlier and later items', () => {
    expect(
      hourSpan([
        { start: 6 * 60 + 30, end: 7 * 60 + 30 },
        { start: 21 * 60, end: 21 * 60 + 15 },
      ]),
    ).toEqual({ from: 6, to: 22 });
    expect(hourSpan([{ start: 23 * 60, end: 24 * 60 }])).toEqual({ from: 7, to: 24 });
    expect(hourSpan([])).toEqual(defaultHours);
  });

  it('cuts an item crossing midnight at the end of one day and the start of the next', () => {
    const next = addDays(day, 1);
    const night = { start: at(day, '22:00'), end: at(next, '01:00') };
    expect(minutesOnDay(night, day, zone)).toEqual({ start: 1320, end: 1440 });
    expect(minutesOnDay(night, next, zone)).toEqual({ start: 0, end: 60 });
    // Ending at midnight, it does not touch the next day.
    expect(minutesOnDay({ start: at(day, '23:00'), end: at(next, '00:00') }, next, zone)).toBe(
      null,
    );
  });

  it('labels the hours on the twelve-hour clock the back office reads', () => {
    expect([0, 7, 12, 15, 24].map(hourLabel)).toEqual([
      '12\u00a0AM',
      '7\u00a0AM',
      '12\u00a0PM',
      '3\u00a0PM',
      '12\u00a0AM',
    ]);
  });
});
