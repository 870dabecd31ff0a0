import { adminType } from '../../../components/type';
import type { CSSProperties } from 'react';
import styled from 'styled-components';
import type { SubscriberMonth } from '@site/contracts/admin';
import { visuallyHidden } from '@site/ui/visually-hidden';
import { adminLayout } from '../../../components/layout';
import { EmptyState } from '../../../components/states';
import { formatMonth } from '../../../lib/format';

/** The two series, their names and colours (navy and a grey, each at least 3:1 on white). */
const series = [
  { key: 'subscribed', label: 'Subscribed' },
  { key: 'unsubscribed', label: 'Unsubscribed' },
] as const;

const barArea = '9rem';

/** The series' colours, for the key and the bars alike. */
const Chart = styled.div`
  --subscribed: ${({ theme }) => theme.colors.navy};
  --unsubscribed: #8a90a0;
`;

const Key = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.25rem;
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.type.small};

  li {
    display: flex;
    gap: 0.5rem;
    align-items: center;
  }
  li::before {
    content: '';
    width: 0.875rem;
    height: 0.875rem;
    border-radius: 3px;
    background: var(--colour);
  }
`;

/**
 * The bars: a column per month (its two bars side by side, each with its figure above it, the
 * month's short name below); on a phone, a row per month (the name, then the two bars across with
 * their figures after them), so twelve months fit without scrolling sideways.
 */
const Bars = styled.ol`
  display: grid;
  grid-template-columns: repeat(var(--months), minmax(0, 1fr));
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.type.small};
  font-variant-numeric: tabular-nums;

  > li {
    display: grid;
    grid-template-rows: ${barArea} auto;
    gap: 0.375rem;
    min-width: 0;
  }

  [data-bars] {
    display: flex;
    gap: 2px;
    justify-content: center;
    align-items: stretch;
    border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  }
  [data-series] {
    display: flex;
    flex-direction: column;
    justify-content: flex-end;
    align-items: center;
    flex: 0 1 1.125rem;
    min-width: 0;
  }
  [data-bar] {
    width: 100%;
    /* The figure's line stays free above the tallest bar. */
    height: calc(var(--value) * (100% - 1.25rem));
    border-radius: 3px 3px 0 0;
    background: var(--colour);
  }
  [data-figure] {
    line-height: 1.25rem;
    color: ${({ theme }) => theme.colors.text};
  }
  [data-month] {
    text-align: center;
    line-height: 1.2;
    color: ${({ theme }) => theme.colors.muted};
  }
  [data-month] span {
    display: block;
  }

  ${adminLayout.tableRowsAsCards} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0.5rem;

    > li {
      grid-template-rows: none;
      grid-template-columns: 4.5rem minmax(0, 1fr);
      align-items: center;
      gap: 0.75rem;
    }
    [data-month] {
      order: -1;
      text-align: left;
    }
    [data-month] span {
      display: inline;
    }
    [data-bars] {
      flex-direction: column;
      gap: 2px;
      border-bottom: 0;
      border-left: 2px solid ${({ theme }) => theme.colors.border};
    }
    [data-series] {
      flex-direction: row;
      justify-content: flex-start;
      gap: 0.375rem;
      flex: none;
    }
    [data-figure] {
      order: 1;
    }
    [data-bar] {
      width: calc(var(--value) * (100% - 2.5rem));
      height: 0.625rem;
      border-radius: 0 3px 3px 0;
    }
  }
`;

/** "Show Figures": the chart's figures as a table, for anyone who wants them exact. */
const Figures = styled.details`
  margin-top: 1rem;

  summary {
    display: inline-flex;
    gap: 0.5rem;
    align-items: center;
    min-height: 36px;
    padding: 0.25rem 0.875rem;
    border: 1px solid ${({ theme }) => theme.colors.navy};
    border-radius: 999px;
    font-size: ${({ theme }) => theme.type.small};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.navy};
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::after {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: translateY(-2px) rotate(45deg);
  }
  &[open] summary::after {
    transform: translateY(2px) rotate(-135deg);
  }
  summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  table {
    margin-top: 0.75rem;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  caption {
    ${visuallyHidden}
  }
  th,
  td {
    padding: 0.25rem 1rem 0.25rem 0;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    font-size: ${adminType.label};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The month's short name, with its year under the first month and under each January. */
function MonthLabel({ month, first }: { month: string; first: boolean }) {
  const [name = '', year = ''] = formatMonth(month).split(/\s/);
  return (
    <span data-month="">
      {name}
      {(first || month.endsWith('-01')) && <span> {year}</span>}
    </span>
  );
}

/**
 * The newsletter's last twelve months as a bar chart: per month, the addresses that subscribed and
 * those that unsubscribed, each bar with its figure (a month without any shows its zeros). The
 * drawing is for the eye (hidden from a screen reader); "Show Figures" opens the same figures as
 * a table, for everyone.
 */
export function MonthsChart({ months }: { months: readonly SubscriberMonth[] }) {
  const highest = Math.max(0, ...months.flatMap((month) => [month.subscribed, month.unsubscribed]));
  if (highest === 0)
    return <EmptyState>Nobody subscribed or unsubscribed in the last 12 months.</EmptyState>;
  return (
    <Chart>
      <Key aria-hidden="true">
        {series.map(({ key, label }) => (
          <li key={key} style={{ '--colour': `var(--${key})` } as CSSProperties}>
            {label}
          </li>
        ))}
      </Key>
      <Bars aria-hidden="true" data-chart="" style={{ '--months': months.length } as CSSProperties}>
        {months.map((month, index) => (
          <li key={month.month} data-chart-month={month.month}>
            <span data-bars="">
              {series.map(({ key }) => (
                <span
                  key={key}
                  data-series={key}
                  style={
                    {
                      '--value': month[key] / highest,
                      '--colour': `var(--${key})`,
                    } as CSSProperties
                  }
                >
                  <span data-figure="">{month[key]}</span>
                  <span data-bar="" />
                </span>
              ))}
            </span>
            <MonthLabel month={month.month} first={index === 0} />
          </li>
        ))}
      </Bars>
      <Figures>
        <summary>Show Figures</summary>
        <table>
          <caption>Subscribers by month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              {series.map(({ key, label }) => (
                <th key={key} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <td>{formatMonth(month.month)}</td>
                <td>{month.subscribed}</td>
                <td>{month.unsubscribed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Figures>
    </Chart>
  );
}
