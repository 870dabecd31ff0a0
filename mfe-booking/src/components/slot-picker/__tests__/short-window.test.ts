import { addDays, todayIn } from '@site/contracts/slots';
import { injectClock } from '../../../test/clock';
import { shortWindowDays, shortWindowDaysOf } from '../short-window';

afterEach(() => jest.useRealTimers());

const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());

describe('shortWindowDaysOf', () => {
  it('lists the open days of a window of a week or less, in order, today first when open', () => {
    const { now } = injectClock();
    const today = todayIn('UTC', now);
    const lastDate = addDays(today, shortWindowDays - 1);
    const days = shortWindowDaysOf({ today, lastDate, isDisabled: isWeekend });
    const expected = Array.from({ length: shortWindowDays }, (_, index) =>
      addDays(today, index),
    ).filter((day) => !isWeekend(day));
    expect(days).toEqual(expected);
  });

  it('keeps the month calendar (null) for a window longer than a week', () => {
    const { now } = injectClock();
    const today = todayIn('UTC', now);
    expect(
      shortWindowDaysOf({
        today,
        lastDate: addDays(today, shortWindowDays),
        isDisabled: () => false,
      }),
    ).toBeNull();
    expect(
      shortWindowDaysOf({ today, lastDate: addDays(today, 60), isDisabled: () => false }),
    ).toBeNull();
  });

  it.each([
    ['a month end', '2030-01-29'],
    ['a year end', '2030-12-29'],
    ['a leap day', '2028-02-27'],
  ])('crosses %s day by day', (_name, today) => {
    const lastDate = addDays(today, 4);
    expect(shortWindowDaysOf({ today, lastDate, isDisabled: () => false })).toEqual(
      [0, 1, 2, 3, 4].map((index) => addDays(today, index)),
    );
  });

  it('gives an empty list when nothing in the short window is open', () => {
    const { now } = injectClock();
    const today = todayIn('UTC', now);
    expect(
      shortWindowDaysOf({ today, lastDate: addDays(today, 2), isDisabled: () => true }),
    ).toEqual([]);
  });
});
