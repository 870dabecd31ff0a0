import styled from 'styled-components';
import { formatUsd } from '@site/contracts/money';
import { packages, paidPackageTypes, type PackageInfo } from '@site/contracts/packages';
import { cardStyles } from '@site/ui/card';
import { phoneEnd } from '@site/ui/card-grid';
import { KeepHyphenatedWords } from '@site/ui/typography';

/** What a package saves at its special price, in dollars and as a share of its regular price. */
export function savingOf(pack: PackageInfo): { dollars: number; percent: number } {
  const was = pack.wasPrice ?? pack.price;
  return {
    dollars: was - pack.price,
    percent: was > 0 ? Math.round((100 * (was - pack.price)) / was) : 0,
  };
}

type Row = {
  heading: string;
  cell: (pack: PackageInfo) => string;
  key?: boolean;
  /** Shown only while the special holds, or only once it has ended; unset: always. */
  only?: 'special' | 'ended';
};

/**
 * Each row of the comparison: its heading and each package's cell, from the packages' one table.
 * The rows that compare with the regular price stand only while the special holds.
 */
const rows: readonly Row[] = [
  {
    heading: 'Sessions',
    cell: (pack) => `${pack.sessionCredits} × ${pack.sessionMinutes} min`,
  },
  {
    heading: 'Regular price',
    cell: (pack) => formatUsd(pack.wasPrice ?? pack.price),
    only: 'special',
  },
  { heading: 'Special price', cell: (pack) => formatUsd(pack.price), key: true, only: 'special' },
  { heading: 'Price', cell: (pack) => formatUsd(pack.price), key: true, only: 'ended' },
  {
    heading: 'You save',
    key: true,
    only: 'special',
    cell: (pack) => {
      const saving = savingOf(pack);
      return `${formatUsd(saving.dollars)} (${saving.percent}%)`;
    },
  },
  {
    heading: 'Per session',
    cell: (pack) => formatUsd(Math.round(pack.price / pack.sessionCredits)),
  },
];

const Panel = styled.section`
  ${cardStyles}
  margin-bottom: 2.5rem;

  h2 {
    margin: 0 0 0.5rem;
  }

  > p {
    margin: 0 0 1.25rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/* From 600 px the table; should a long name need more than its width, it scrolls inside its
   panel, never the page. On a phone four columns leave each fact a few characters a line, so
   there each package is its own block instead (`Stacked`), and the table is not drawn. */
const phone = `@media (max-width: ${phoneEnd})`;

const Scroll = styled.div`
  overflow-x: auto;

  ${phone} {
    display: none;
  }
`;

const Stacked = styled.ul`
  display: none;
  margin: 0;
  padding: 0;
  list-style: none;
  font-variant-numeric: tabular-nums;

  ${phone} {
    display: grid;
    gap: 1rem;
  }

  > li {
    padding: 1rem 1rem 0.5rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.ivory};
  }

  h3 {
    margin: 0 0 0.25rem;
    font-size: ${({ theme }) => theme.type.h4};
    color: ${({ theme }) => theme.colors.navy};
  }

  dl {
    margin: 0;
  }

  dl > div {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    padding: 0.5rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  dl > div:last-child {
    border-bottom: 0;
  }

  dt {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }

  dd {
    margin: 0;
    text-align: right;
    white-space: nowrap;
  }

  div[data-key] dd {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.goldDark};
  }

  dd s {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: 0.7rem 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    vertical-align: top;
  }

  /* A figure ("$1,000 (40%)", "1 × 60 min") and a row's name are read whole. */
  td,
  tbody th {
    white-space: nowrap;
  }

  thead th {
    color: ${({ theme }) => theme.colors.navy};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.05rem;
    line-height: 1.25;
  }

  tbody th {
    text-align: left;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }

  /* The special price and the saving: what the page is for, in the brand's gold. */
  tr[data-key] td {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.goldDark};
  }

  td s {
    color: ${({ theme }) => theme.colors.muted};
  }

  ${({ theme }) => theme.media.mobile} {
    font-size: 0.9rem;

    th,
    td {
      padding: 0.6rem 0.3rem;
    }

    thead th {
      font-size: 0.95rem;
    }
  }
`;

/**
 * The three packages side by side by their numbers, the specials page's own: how many sessions,
 * the regular and the special price, what the special saves and what a session comes to; once
 * the special has ended (`special={false}`), the price and what a session comes to, nothing
 * compared with a regular price. Every figure is worked out from the packages' one table.
 */
export function PackageComparison({ special = true }: { special?: boolean }) {
  const compared = paidPackageTypes.map((type) => packages[type]);
  const shown = rows.filter((row) => row.only !== (special ? 'ended' : 'special'));
  return (
    <Panel aria-labelledby="side-by-side">
      <h2 id="side-by-side">
        {special ? 'Side by Side: What the Special Saves You' : 'Side by Side'}
      </h2>
      <p>
        {special
          ? 'The more sessions, the less each one costs: the special price holds for every package.'
          : 'The more sessions, the less each one costs.'}
      </p>
      <Scroll>
        <Table>
          <thead>
            <tr>
              <td />
              {compared.map((pack) => (
                <th key={pack.type} scope="col">
                  <KeepHyphenatedWords>{pack.name}</KeepHyphenatedWords>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.heading} data-key={row.key ? '' : undefined}>
                <th scope="row">{row.heading}</th>
                {compared.map((pack) => (
                  <td key={pack.type}>
                    {row.heading === 'Regular price' ? <s>{row.cell(pack)}</s> : row.cell(pack)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
      <Stacked aria-label="The packages side by side">
        {compared.map((pack) => (
          <li key={pack.type}>
            <h3>
              <KeepHyphenatedWords>{pack.name}</KeepHyphenatedWords>
            </h3>
            <dl>
              {shown.map((row) => (
                <div key={row.heading} data-key={row.key ? '' : undefined}>
                  <dt>{row.heading}</dt>
                  <dd>
                    {row.heading === 'Regular price' ? <s>{row.cell(pack)}</s> : row.cell(pack)}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </Stacked>
    </Panel>
  );
}
