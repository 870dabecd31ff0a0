import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * The class of a cell that holds a figure (a sum, a date, a count): it never breaks in the middle
 * ("$11,500." / "00"); the table scrolls inside its TableScroll box instead when it is too wide.
 */
export const figureCell = 'figure';

/**
 * A table of rows. From 768 px a plain table; below, each row becomes a card whose cells carry
 * their column's name (`data-label`), so nothing scrolls sideways at 360 px.
 */
export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};

  caption {
    padding-bottom: 0.5rem;
    text-align: left;
    color: ${({ theme }) => theme.colors.muted};
  }
  th,
  td {
    padding: 0.625rem 0.75rem;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  .${figureCell} {
    white-space: nowrap;
    overflow-wrap: normal;
  }
  th {
    font-size: 0.85rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.muted};
  }
  a {
    color: ${({ theme }) => theme.colors.goldDark};
    font-weight: 700;
  }

  ${({ theme }) => theme.media.mobile} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: block;
      padding: 0.75rem 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    td {
      display: grid;
      /* The value's column may be narrower than its longest word: that word wraps, never the card. */
      grid-template-columns: 7.5rem minmax(0, 1fr);
      /* A status pill keeps its own width instead of stretching across the card. */
      justify-items: start;
      gap: 0.75rem;
      padding: 0.25rem 0.5rem;
      border: 0;
      /* An e-mail or an id wraps at its punctuation, and mid-word only when longer than a line. */
      overflow-wrap: break-word;
    }
    td::before {
      content: attr(data-label);
      font-weight: 700;
      color: ${({ theme }) => theme.colors.muted};
    }
  }
  /* On a phone each cell's name stands above its value, which gets the card's whole width. */
  @media (max-width: 479.98px) {
    td {
      grid-template-columns: minmax(0, 1fr);
      gap: 0;
      padding-block: 0.375rem;
    }
    td::before {
      font-size: 0.8125rem;
    }
  }
`;

const ScrollBox = styled.div`
  /* From 768 px a table wider than the screen scrolls inside this box, never the page. */
  max-width: 100%;
  overflow-x: auto;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * A table's own scrolling box: named and focusable, so a keyboard can scroll it too. Below 768 px
 * the table's rows are cards and nothing scrolls sideways.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ScrollBox role="region" aria-label={label} tabIndex={0}>
      {children}
    </ScrollBox>
  );
}
