import { adminType } from '../../../components/type';
import { Fragment, type CSSProperties } from 'react';
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

  /* A run of empty months as one line ("No sign-ups Dec–Oct"): on a phone only, in place of
     their rows; wider, each keeps its column on the chart's axis, without bars. */
  > li[data-empty-run] {
    display: none;
  }

  ${adminLayout.tableRowsAsCards} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0.5rem;

    > li[data-empty-run] {
      display: block;
      color: ${({ theme }) => theme.colors.muted};
    }
    > li[data-in-empty-run] {
      display: none;
    }

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

const isEmpty = (month: SubscriberMonth) => month.subscribed === 0 && month.unsubscribed === 0;

/** "Dec–Oct", "Dec 2025–Oct 2026" when the run spans two years. */
function monthSpan(first: string, last: string): string {
  const [firstName, firstYear] = formatMonth(first).split(/\s/);
  const [lastName, lastYear] = formatMonth(last).split(/\s/);
  return firstYear === lastYear
    ? `${firstName}–${lastName}`
    : `${formatMonth(first)}–${formatMonth(last)}`;
}

/**
 * The runs of two or more empty months in a row: each run's words by its first month ("Dec–Oct"),
 * and every month inside one.
 */
export function emptyRuns(months: readonly SubscriberMonth[]) {
  const runs = new Map<string, string>();
  const inRun = new Set<string>();
  let start = 0;
  while (start < months.length) {
    let end = start;
    while (end < months.length && isEmpty(months[end]!)) end += 1;
    if (end - start >= 2) {
      runs.set(months[start]!.month, monthSpan(months[start]!.month, months[end - 1]!.month));
      for (const month of months.slice(start, end)) inRun.add(month.month);
    }
    start = Math.max(end, start + 1);
  }
  return { runs, inRun };
}

/**
 * The newsletter's last twelve months as a bar chart: per month, the addresses that subscribed and
 * those that unsubscribed, each bar with its figure (a month without any shows neither; on a phone a
 * run of such months is one line, "No sign-ups Dec–Oct"). The
 * drawing is for the eye (hidden from a screen reader); "Show Figures" opens the same figures as
 * a table, for everyone.
 */
export function MonthsChart({ months }: { months: readonly SubscriberMonth[] }) {
  const highest = Math.max(0, ...months.flatMap((month) => [month.subscribed, month.unsubscribed]));
  if (highest === 0)
    return <EmptyState>Nobody subscribed or unsubscribed in the last 12 months.</EmptyState>;
  const { runs, inRun } = emptyRuns(months);
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
          <Fragment key={month.month}>
            {runs.get(month.month) && (
              <li data-empty-run="">No sign-ups {runs.get(month.month)}</li>
            )}
            <li
              data-chart-month={month.month}
              data-in-empty-run={inRun.has(month.month) ? '' : undefined}
            >
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
                    {/* A month without any: no bar and no "0" over it. */}
                    {month[key] > 0 && <span data-figure="">{month[key]}</span>}
                    <span data-bar="" />
                  </span>
                ))}
              </span>
              <MonthLabel month={month.month} first={index === 0} />
            </li>
          </Fragment>
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
