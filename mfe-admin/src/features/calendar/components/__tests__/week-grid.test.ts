import { addDays, todayIn } from '@site/contracts/slots';
import { instantAt } from '../calendar-days';
import {
  clusterDay,
  defaultHours,
  hourLabel,
  hourSpan,
  minutesOnDay,
  placeDay,
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

  it('gathers overlapping items into one cluster from the first start to the last end', () => {
    const clusters = clusterDay(
      placeDay(
        [
          { item: 'ten', start: 600, end: 660 },
          { item: 'half past ten', start: 630, end: 690 },
          { item: 'quarter to eleven', start: 645, end: 675 },
          { item: 'noon', start: 720, end: 780 },
          { item: 'one', start: 780, end: 810 },
        ],
        defaultHours,
      ),
    );
    expect(clusters.map((cluster) => cluster.members.map((member) => member.item))).toEqual([
      ['ten', 'half past ten', 'quarter to eleven'],
      ['noon'],
      ['one'],
    ]);
    // 10:00 is 180 minutes into 07:00–21:00 (840 minutes); the three last until 11:30.
    expect(clusters[0]!.top).toBeCloseTo(180 / 840);
    expect(clusters[0]!.height).toBeCloseTo(90 / 840);
    expect(clusters[1]!.height).toBeCloseTo(60 / 840);
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
