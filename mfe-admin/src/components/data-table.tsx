import { adminType } from './type';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { visuallyHidden } from '@site/ui/visually-hidden';
import styled, { css } from 'styled-components';
import { adminLayout } from './layout';
import { rowLink } from './ui';
import { dotBefore, separatedLine } from './separated';

/**
 * The class of a cell that holds a figure (a sum, a date, a count): it never breaks in the middle
 * ("$11,500." / "00"); the table scrolls inside its TableScroll box instead when it is too wide.
 */
export const figureCell = 'figure';

/** The column of a card's value names: as wide as the longest ("Next session", "Credits left"). */
const cardLabelWidth = '6.5rem';

/**
 * Each row a compact card: its first cell (the row's title: a client, a post's title, an email)
 * on a line of its own, then one line per value, its column's name in small print in a column of
 * fixed width before it, so every value of every card starts at one left edge whatever its name's
 * length; a lone control (a button) at the end of the card; the header hidden. No line stands
 * empty.
 */
const rowsAsCards = css`
  thead {
    ${visuallyHidden}
  }
  tbody {
    display: block;
  }
  tr {
    display: block;
    /* Inset from a list's card; a table inside a page's section (its card's padding around it)
       sets --row-inset: 0, its rows level with the section's heading. */
    padding: 0.625rem var(--row-inset, 0.75rem);
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  tr:last-child {
    border-bottom: 0;
  }
  /* The name in a column of fixed width at the cell's left (in its padding), the value after it:
     every part of the value (words, a dot, a badge, however many text runs) flows in the value's
     column, and a long one (an email, a title) wraps inside it, never past the card. */
  td {
    display: block;
    position: relative;
    padding: 0.125rem 0 0.125rem calc(${cardLabelWidth} + 0.75rem);
    border: 0;
    line-height: 1.4;
  }
  td::before {
    content: attr(data-label);
    position: absolute;
    top: 0.125rem;
    left: 0;
    width: ${cardLabelWidth};
    font-size: ${adminType.label};
    /* The value's line height: the name stands level with the value's first line. */
    line-height: 1.4rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  td > * {
    min-width: 0;
  }
  /* A figure stays whole (its parts never break: see formatDateTime), but a date may set its
     time on a line of its own after its comma: a date and time on one line is wider than a
     phone card's value column, and would widen the table past its card. */
  .${figureCell} {
    white-space: normal;
  }
  /* The row's title: its own line, its words in bold, no name before it. */
  td:first-child,
  /* A lone control (no name to show): the card's actions, at its end. */
  td:not([data-label]) {
    padding-left: 0;
  }
  td:first-child {
    padding-bottom: 0.25rem;
    font-weight: 700;
  }
  td:not([data-label]) {
    margin-top: 0.375rem;
  }
  td:first-child::before,
  td:not([data-label])::before {
    content: none;
  }
  /* A row without a value here: the table's dash holds a place; the card leaves the line out. */
  td[data-empty] {
    display: none;
  }
`;

/**
 * Each row a list's phone row, two lines at most where its facts fit: the row's title (its first
 * cell: a name, a post's title) with its state's pill (`data-pill`) at the line's right; under it,
 * quieter, its other facts in a line that flows, "10-Session Package · Credits left 3": words
 * alone, a figure (a count, a date: `data-named`) after its column's name, a dot between facts.
 * No fact without a value is shown (the table's dash leaves it out), nor the quiet line under a
 * title (an email under a name: on the row's own page); a lone control stands on its own line
 * at the end. About 64–90 px a row, where a card of named lines took two or three times that.
 */
const phoneRows = css`
  thead {
    ${visuallyHidden}
  }
  tbody {
    display: block;
  }
  tr {
    /* The facts' line (separated.tsx): a dot between two facts, none at a line's start or end. */
    ${separatedLine('3px')}
    row-gap: 0.125rem;
    /* Inset from a list's card; a table inside a page's section (its card's padding around it)
       sets --row-inset: 0, its rows level with the section's heading. The inset is a transparent
       border, not padding, so the line's clip (at its padding box) falls at its content's edge;
       the rule under the row is drawn across the whole row. */
    padding: 0.625rem 0;
    border: 0;
    border-inline: var(--row-inset, 0.75rem) solid transparent;
    background: linear-gradient(
        ${({ theme }) => theme.colors.border},
        ${({ theme }) => theme.colors.border}
      )
      border-box bottom / 100% 1px no-repeat;
  }
  tr:last-child {
    background: none;
  }
  /* The title's line ends here: the facts start a line of their own. */
  tr::after {
    content: '';
    order: 2;
    flex-basis: 100%;
  }
  td {
    display: block;
    order: 3;
    min-width: 0;
    max-width: 100%;
    padding: 0;
    border: 0;
    line-height: 1.4;
    font-size: ${({ theme }) => theme.type.small};
    color: ${({ theme }) => theme.colors.muted};
  }
  td > div {
    display: inline;
  }
  .${figureCell} {
    white-space: normal;
  }
  td:first-child {
    order: 0;
    flex: 1 1 0;
    font-size: 1rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
  td:first-child [data-quiet] {
    display: none;
  }
  /* A quiet line of the title's own (a post's address and category) stays in plain weight. */
  td:first-child small {
    font-weight: 400;
  }
  td[data-pill] {
    order: 1;
    flex: none;
  }
  /* A fact after another: the dot between them (none where it starts a line); a figure's column
     name before it ("Credits left 3"). */
  td[data-fact] ~ td[data-fact] {
    ${dotBefore}
  }
  td[data-fact][data-named]::before {
    content: attr(data-label) ' ';
  }
  td:not([data-label]) {
    order: 4;
    flex-basis: 100%;
    margin-top: 0.375rem;
  }
  /* A fact without a value, and a secondary one (on the row's own page). */
  td[data-empty],
  td[data-secondary] {
    display: none;
  }
`;

/**
 * The one surface every list's table stands on (a card: the page's surface colour, a hairline
 * border, rounded corners), whether or not the list stands in a region of its own.
 */
export const ListCard = styled.div`
  margin-bottom: 1rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  table {
    background: transparent;
  }
  caption {
    padding: 0.75rem 0.75rem 0.25rem;
  }
  tbody tr:last-child > td {
    border-bottom: 0;
  }
`;

/**
 * The link that names a row and leads to its page: the first thing in its first cell (a cell's
 * value stands in one box, a div), a link within the back office.
 */
const rowNameLink = [
  "td:first-child > a[href^='/admin/']:first-child",
  "td:first-child > div:first-child > a[href^='/admin/']:first-child",
];

/**
 * A table of rows. Wherever the screen's column can hold real rows (a tablet, a laptop with or
 * without the sidebar), a plain table; only on a phone's width does each row become a card whose
 * cells carry their column's name (`data-label`), so no word is squeezed letter by letter into a
 * narrow column. A table of three columns or fewer (`data-columns="few"`) stays a table down to a
 * phone's width. A cell without a name (a lone button) stands alone on its card, and an empty
 * cell (`data-empty`) is left out of it.
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
    padding: 0.375rem 0.75rem;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  td {
    /* A tool's rows read dense, as a line each: a row of one line and, at most, one quiet line
       under it (an email under a name) stays within about 56 px. */
    line-height: 1.4;
    /* An email or an id wraps at its punctuation (see Breakable); a column is never narrower
       than its longest word, so a word is never broken inside it ("Complete" / "d"). */
    overflow-wrap: break-word;
  }
  .${figureCell} {
    white-space: nowrap;
    overflow-wrap: normal;
    font-variant-numeric: tabular-nums;
  }
  /* A figure's column name may wrap between its words ("Credits / left"): the figures set the
     column's width, so the table keeps to a tablet's width. */
  th.${figureCell} {
    white-space: normal;
  }
  th {
    font-size: ${adminType.label};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.muted};
    /* A column's name wraps between its words only ("Held, no-show / or cancelled"). */
    overflow-wrap: normal;
    hyphens: manual;
  }
  a {
    ${rowLink}
  }
  /* A row named by a link to its own page (its first cell begins with a link within the back
     office) opens that page wherever it is clicked or tapped, as a dashboard's rows do: the
     link's box is stretched over the row. The row's other links, buttons and fields stand above
     it and keep their own action; the row is tinted under the pointer. */
  tbody tr:has(> ${rowNameLink[0]}, > ${rowNameLink[1]}) {
    position: relative;
  }
  tbody tr:has(> ${rowNameLink[0]}, > ${rowNameLink[1]}):hover {
    background-color: ${({ theme }) => theme.colors.ivory};
  }
  tbody :is(${rowNameLink.join(', ')})::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  tbody td :is(a, button, input, select, textarea, label, summary):not(${rowNameLink.join(', ')}) {
    position: relative;
    z-index: 1;
  }
  /* A row's name (its link to the row's page) on a touch screen's width: a finger's target 44 px
     tall, reaching into the space around its line without moving the line. */
  ${adminLayout.touchOnly} {
    td > a:first-child {
      display: inline-block;
      padding-block: 0.6875rem;
      margin-block: -0.6875rem;
    }
  }

  /* A row's quiet line (an email address under a name) stays one line: a long one is cut short
     at its end with an ellipsis (the whole in its title, and on the row's own page) rather than
     widen its column or add a line. It widens its column by 11.25 rem at most (the largest width
     it asks for), but fills the column it is given (the least it takes, which wins over the
     largest): beside a long name, the whole address shows. */
  ${adminLayout.tableAsRows} {
    td [data-quiet] {
      max-width: 11.25rem;
      min-width: 100%;
      line-height: 1.25;
      overflow: hidden;
      white-space: nowrap;
      text-overflow: ellipsis;
    }
    /* (Doubled, over the address's own cut of its name.) */
    && td [data-quiet] > span {
      display: inline;
    }
    td [data-quiet] wbr {
      display: none;
    }
  }

  ${adminLayout.tableRowsAsCards} {
    &:not([data-columns='few']):not([data-phone='rows']) {
      ${rowsAsCards}
    }
    &:not([data-columns='few'])[data-phone='rows'] {
      ${phoneRows}
    }
  }
  /* Its box measured it too narrow for its columns (TableScroll: a table's narrowest width
     depends on its rows, a long date, a pill, a button): its rows as a phone's, at any width. */
  [data-layout='rows']:not([data-measuring]) > &:not([data-phone='rows']) {
    ${rowsAsCards}
  }
  [data-layout='rows']:not([data-measuring]) > &[data-phone='rows'] {
    ${phoneRows}
  }
  /* A table of a few columns becomes cards only on a phone, unless every cell is short
     (data-cells="short": a month and two counts), which stays a table. */
  ${adminLayout.tableCellsStacked} {
    &:not([data-cells='short']):not([data-phone='rows']) {
      ${rowsAsCards}
    }
    &[data-columns='few']:not([data-cells='short'])[data-phone='rows'] {
      ${phoneRows}
    }
    /* A short-celled table keeps to its card: less room between columns, none at its edges. */
    &[data-cells='short'] th,
    &[data-cells='short'] td {
      padding-inline: 0.375rem;
    }
    &[data-cells='short'] :is(th, td):first-child {
      padding-left: 0;
    }
    &[data-cells='short'] :is(th, td):last-child {
      padding-right: 0;
    }
  }

  /* A secondary column or fact (data-secondary: a day booked, an amount) stands only where the
     screen's column holds it beside the rest on the row's line; narrower, the table and its cards
     leave it out, and the row's own page shows it. (Doubled, so a card's own cells' rule never
     shows it again.) */
  ${adminLayout.tableSecondaryHidden} {
    && [data-secondary] {
      display: none;
    }
  }
`;

/**
 * The frame of a table's box: while the table still scrolls inside it and its right end is not
 * in view, a fade at the frame's right edge says there is more to the right.
 */
const ScrollFrame = styled.div`
  position: relative;
  max-width: 100%;

  &::after {
    content: '';
    position: absolute;
    top: 0;
    right: 0;
    bottom: 0;
    width: 2.5rem;
    pointer-events: none;
    background: linear-gradient(to right, transparent, ${({ theme }) => theme.colors.surface});
    opacity: 0;
    transition: opacity 0.15s;
  }
  &[data-more-right]::after {
    opacity: 1;
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      transition: none;
    }
  }
`;

const ScrollBox = styled.div`
  /* A table wider than the screen's column scrolls inside this box, never the page. */
  max-width: 100%;
  overflow-x: auto;

  /* Its secondary columns and facts left out: with them, its rows would not fit the box. */
  &[data-secondary-fits='false']:not([data-measuring]) [data-secondary],
  &[data-measuring='primary'] [data-secondary] {
    display: none;
  }
  /* While measured: the table in columns at its narrowest (a table is never narrower than its
     longest words and figures). */
  &[data-measuring] > table {
    width: 1px;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** How a table stands in its box, as measured (see useTableFit). */
export type TableLayout = 'columns' | 'rows';

/**
 * The narrowest width of a box's table in columns: with its secondary columns (`all`) or without
 * them (`primary`).
 */
function narrowestWidth(box: HTMLElement, table: Element, columns: 'all' | 'primary') {
  box.setAttribute('data-measuring', columns);
  const width = table.getBoundingClientRect().width;
  box.removeAttribute('data-measuring');
  return width;
}

/**
 * How a table fits its box, given the box's width and the table's narrowest widths in columns:
 * in columns with its secondary ones where they fit beside the rest; in columns without them
 * where only the rest fit; else as rows (a phone's, at any width), which never need more than
 * the box.
 */
export function tableFit(
  boxWidth: number,
  narrowest: { all: number; primary: number },
): { layout: TableLayout; secondaryFits: boolean } {
  // Half a pixel of rounding is no overflow.
  const fits = (width: number) => width <= boxWidth + 0.5;
  if (fits(narrowest.all)) return { layout: 'columns', secondaryFits: true };
  return { layout: fits(narrowest.primary) ? 'columns' : 'rows', secondaryFits: false };
}

/**
 * The box's table as it fits the box, followed as the window, the fonts or the rows change. A
 * table's narrowest width in columns depends on its data (a long name, a nowrap date, a state's
 * pill, a button), so no fixed width of the screen's column says when its columns fit: the table
 * is measured at its narrowest, with its secondary columns (`data-secondary`: a day booked, an
 * amount) and without, and stands in columns only where that fits the box; where not even its
 * main columns fit, its rows become a phone's rows (`data-layout="rows"`). Below a phone's width
 * (`tableRowsAsCards`) the rows are a phone's whatever the measure. Until measured (on the
 * server, before hydration) the column's width alone decides. Whatever still does not fit (a
 * table of few columns on a narrow phone) scrolls inside the box, its frame's fade at the right
 * edge saying so until its end is in view.
 */
function useTableFit() {
  const frame = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  // Before the browser paints: a table is never drawn wider than its box first.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const showMore = () => {
      const more = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      frame.current?.toggleAttribute('data-more-right', more);
    };
    const measure = () => {
      const table = element.querySelector(':scope > table');
      if (table) {
        const all = narrowestWidth(element, table, 'all');
        const primary = table.querySelector('[data-secondary]')
          ? narrowestWidth(element, table, 'primary')
          : all;
        const fit = tableFit(element.clientWidth, { all, primary });
        element.setAttribute('data-layout', fit.layout);
        element.setAttribute('data-secondary-fits', String(fit.secondaryFits));
      }
      setScrolls(element.scrollWidth > element.clientWidth + 1);
      showMore();
    };
    measure();
    element.addEventListener('scroll', showMore, { passive: true });
    const stop = () => element.removeEventListener('scroll', showMore);
    if (typeof ResizeObserver === 'undefined') return stop;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    // Its rows change (a new page, a filter): measured again.
    const rows = typeof MutationObserver === 'undefined' ? null : new MutationObserver(measure);
    rows?.observe(element, { childList: true, subtree: true, characterData: true });
    void document.fonts?.ready.then(measure);
    return () => {
      stop();
      observer.disconnect();
      rows?.disconnect();
    };
  }, []);
  return { frame, box, scrolls };
}

/**
 * A table's own scrolling box, named. Only while its table is wider than the box (and so scrolls)
 * is it a stop of the keyboard's Tab, so a keyboard can scroll it; otherwise there is nothing to
 * scroll and Tab goes straight to the table's links. Its table stands in columns (with its
 * secondary ones or without) or as a phone's rows as it fits the box (see useTableFit).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const { frame, box, scrolls } = useTableFit();
  return (
    <ScrollFrame ref={frame}>
      <ScrollBox ref={box} role="region" aria-label={label} tabIndex={scrolls ? 0 : undefined}>
        {children}
      </ScrollBox>
    </ScrollFrame>
  );
}
