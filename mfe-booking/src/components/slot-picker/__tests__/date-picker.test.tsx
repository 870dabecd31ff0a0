import { screen, within } from '@testing-library/react';
import { addDays } from '@site/contracts/slots';
import { renderWithProviders } from '@site/ui/testing';
import { injectClock } from '../../../test/clock';
import { nextMonth } from '../calendar-opening';
import { DatePicker } from '../date-picker';
import { calendarRows, weeksOf } from '../date-picker-size';

afterEach(() => jest.useRealTimers());

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const daysIn = (month: string) => Number(addDays(`${nextMonth(month)}-01`, -1).slice(8));

/** The first month from the injected clock's on (YYYY-MM) that `fits`: no test names a year. */
function nextMonthWhere(fits: (month: string) => boolean): string {
  let month = injectClock().today.slice(0, 7);
  while (!fits(month)) month = nextMonth(month);
  return month;
}

/** A February of 28 days starting on a Sunday: exactly four weeks. */
const fourWeeks = () =>
  nextMonthWhere(
    (month) => month.endsWith('-02') && daysIn(month) === 28 && weekday(`${month}-01`) === 0,
  );
/** A month of 31 days starting on a Saturday: its last two days fall in a sixth week. */
const isSixWeeks = (month: string) => daysIn(month) === 31 && weekday(`${month}-01`) === 6;
const sixWeeks = () => nextMonthWhere(isSixWeeks);
/** A month of 31 days starting on a Monday: five weeks. */
const fiveWeeks = () =>
  nextMonthWhere((month) => daysIn(month) === 31 && weekday(`${month}-01`) === 1);

/** A calendar whose every day from the first of `month` to 90 days later can be chosen. */
function renderMonth(month: string) {
  const today = `${month}-01`;
  return renderWithProviders(
    <>
      <h2 id="calendar-title">Choose a Day</h2>
      <DatePicker
        selected={null}
        onSelect={() => {}}
        isDisabled={() => false}
        today={today}
        lastDate={addDays(today, 90)}
        labelledBy="calendar-title"
        opening={{ month, first: today, earlierIn: null }}
      />
    </>,
  );
}

/** The weeks the calendar draws (its rows of days; the weekdays' initials are its column heads). */
const weekRows = () => within(screen.getByRole('grid')).getAllByRole('row').length;

/** The height the calendar keeps for itself, in pixels. */
function reservedHeight(): number {
  const box = screen.getByRole('grid').closest<HTMLElement>('[style]');
  return Number.parseFloat(box?.style.height ?? '');
}

const heightOfWeeks = (weeks: number) =>
  calendarRows.caption + calendarRows.weekdays + weeks * calendarRows.week;

describe('the month calendar’s size', () => {
  it.each([
    ['a February of 28 days starting on a Sunday', fourWeeks, 4],
    ['a month of 31 days starting on a Monday', fiveWeeks, 5],
    ['a month of 31 days starting on a Saturday', sixWeeks, 6],
  ])('keeps room for exactly the weeks of %s (%#)', (_name, find, weeks) => {
    const month = find();
    expect(weeksOf(month)).toBe(weeks);
    renderMonth(month);
    expect(weekRows()).toBe(weeks);
    expect(reservedHeight()).toBe(heightOfWeeks(weeks));
  });

  it('takes a sixth row only while a month that needs it is shown, and gives it back', async () => {
    // The month before a six-week one (which ends on a Friday): five weeks, whatever its length.
    const before = nextMonthWhere((month) => isSixWeeks(nextMonth(month)));
    const { user } = renderMonth(before);
    expect(weekRows()).toBe(5);
    expect(reservedHeight()).toBe(heightOfWeeks(5));

    await user.click(screen.getByRole('button', { name: 'Go to the Next Month' }));
    expect(weekRows()).toBe(6);
    expect(reservedHeight()).toBe(heightOfWeeks(6));

    await user.click(screen.getByRole('button', { name: 'Go to the Previous Month' }));
    expect(weekRows()).toBe(5);
    expect(reservedHeight()).toBe(heightOfWeeks(5));
  });
});
