import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { SubscriberMonth } from '@site/contracts/admin';
import { renderWithProviders } from '@site/ui/testing';
import { formatMonth } from '../../../../lib/format';
import { MonthsChart } from '../months-chart';

/** Twelve months ending with this one, whatever today is (year ends included). */
function twelveMonths(figures: (month: number) => [number, number]): SubscriberMonth[] {
  const now = dayjs();
  return Array.from({ length: 12 }, (_, index) => {
    const [subscribed, unsubscribed] = figures(index);
    return {
      month: now.subtract(11 - index, 'month').format('YYYY-MM'),
      subscribed,
      unsubscribed,
    };
  });
}

const bars = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('[data-chart-month]')].map((month) =>
    [...month.querySelectorAll<HTMLElement>('[data-series]')].map((bar) => ({
      figure: bar.querySelector('[data-figure]')?.textContent ?? null,
      value: Number(bar.style.getPropertyValue('--value')),
    })),
  );

describe('the subscribers’ months chart', () => {
  it('draws two bars for each of the twelve months, each with its figure, none over an empty one', () => {
    // Every third month without any.
    const months = twelveMonths((index) => (index % 3 === 0 ? [0, 0] : [index * 2, index % 2]));
    const { container } = renderWithProviders(<MonthsChart months={months} />);
    const drawn = bars(container);
    expect(drawn).toHaveLength(12);
    expect(drawn[0]).toEqual([
      { figure: null, value: 0 },
      { figure: null, value: 0 },
    ]);
    // The highest month (22 in the twelfth) is the full height; the others in proportion.
    expect(drawn[11]![0]).toEqual({ figure: '22', value: 1 });
    expect(drawn[5]![0]!.figure).toBe('10');
    expect(drawn[5]![0]!.value).toBeCloseTo(10 / 22);
    expect(drawn[5]![1]).toEqual({ figure: '1', value: 1 / 22 });
    // Short month names along the bottom.
    const labels = [...container.querySelectorAll('[data-month]')].map((label) =>
      label.textContent!.slice(0, 3),
    );
    expect(labels).toEqual(months.map((month) => formatMonth(month.month).slice(0, 3)));
  });

  it('folds a run of empty months into one line for a phone, "No sign-ups" and their span', () => {
    // Sign-ups only in the last month: the eleven before it are one run.
    const months = twelveMonths((index) => (index === 11 ? [3, 0] : [0, 0]));
    const { container } = renderWithProviders(<MonthsChart months={months} />);
    const runs = [...container.querySelectorAll('[data-empty-run]')].map((run) => run.textContent);
    const [first, last] = [months[0]!.month, months[10]!.month].map(formatMonth);
    const sameYear = first!.slice(-4) === last!.slice(-4);
    expect(runs).toEqual([
      `No sign-ups ${sameYear ? `${first!.slice(0, 3)}–${last!.slice(0, 3)}` : `${first}–${last}`}`,
    ]);
    expect(container.querySelectorAll('[data-in-empty-run]')).toHaveLength(11);
    // A lone empty month between two others is not folded.
    const alone = twelveMonths((index) => (index === 5 ? [0, 0] : [1, 1]));
    const { container: other } = renderWithProviders(<MonthsChart months={alone} />);
    expect(other.querySelectorAll('[data-empty-run], [data-in-empty-run]')).toHaveLength(0);
  });

  it('opens the same figures as a table under “Show Figures”, the drawing hidden from a screen reader', async () => {
    const months = twelveMonths((index) => [index, index === 4 ? 3 : 0]);
    const { container, user } = renderWithProviders(<MonthsChart months={months} />);
    expect(container.querySelector('[data-chart]')).toHaveAttribute('aria-hidden', 'true');
    const disclosure = screen.getByText('Show Figures').closest('details')!;
    expect(disclosure).not.toHaveAttribute('open');
    await user.click(screen.getByText('Show Figures'));
    expect(disclosure).toHaveAttribute('open');
    const table = within(disclosure).getByRole('table', { name: 'Subscribers by month' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(
      within(rows[4]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([formatMonth(months[4]!.month), '4', '3']);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([formatMonth(months[0]!.month), '0', '0']);
  });

  it('says so when nobody subscribed or unsubscribed all year', () => {
    const { container } = renderWithProviders(<MonthsChart months={twelveMonths(() => [0, 0])} />);
    expect(
      screen.getByText('Nobody subscribed or unsubscribed in the last 12 months.'),
    ).toBeInTheDocument();
    expect(container.querySelector('[data-chart]')).toBeNull();
  });
});
