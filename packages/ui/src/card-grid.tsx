import styled, { css } from 'styled-components';

/** The widest column count a card group may take on a phone, a tablet and a desktop. */
export interface GridColumns {
  /** Below 600 px (a 360 px phone). */
  phone: number;
  /** From 600 px (a 768 px tablet). */
  tablet: number;
  /** From 1024 px (a 1280 px desktop). */
  desktop: number;
}

/** The viewport widths from which the tablet and desktop counts apply. */
export const gridBreakpoints = { tablet: '600px', desktop: '1024px' } as const;
/** The widest viewport on which the phone count applies. */
export const phoneEnd = '599.98px';
/** The widest viewport on which the tablet count applies. */
export const tabletEnd = '1023.98px';

/**
 * How many columns `count` cards take when at most `max` fit: all of them on one row when they
 * fit; else the largest count from `max` down to half of it that divides them into full rows;
 * else `max`, and the short last row is centred (see `cardGridColumns`).
 */
export function columnsFor(count: number, max: number): number {
  const widest = Math.max(1, Math.floor(max));
  if (count <= widest) return Math.max(1, count);
  for (let columns = widest; columns >= Math.ceil(widest / 2); columns -= 1) {
    if (count % columns === 0) return columns;
  }
  return widest;
}

/**
 * The grid's columns for `count` cards: two tracks a column, each card spanning two, so a last row
 * holding fewer cards starts half a card in per missing card and sits centred under the full rows.
 */
function columnRules(
  count: number,
  max: number,
  maxCardWidth?: string,
  widen = false,
  leadWide = false,
) {
  // A wide first card takes the first row alone; the others then fill rows under it.
  if (leadWide && count > 1 && Math.floor(max) > 1) {
    return css`
      & > :first-child {
        grid-column: 1 / -1;
      }
      ${rowRules(count - 1, max, maxCardWidth, widen, 1)}
    `;
  }
  return rowRules(count, max, maxCardWidth, widen, 0);
}

/** `columnRules` for `count` cards after the first `skip` children (which place themselves). */
function rowRules(
  count: number,
  max: number,
  maxCardWidth: string | undefined,
  widen: boolean,
  skip: number,
) {
  // A grid that widens its last row keeps its widest column count whatever the count.
  const columns = widen ? Math.max(1, Math.min(count, Math.floor(max))) : columnsFor(count, max);
  const left = count % columns;
  if (widen && left > 0) return widenedRules(count, columns, left, skip);
  return css`
    grid-template-columns: repeat(${columns * 2}, minmax(0, 1fr));
    ${
      columns === 1 &&
      maxCardWidth &&
      css`
        max-width: ${maxCardWidth};
        margin-inline: auto;
      `
    }
    ${
      left > 0 &&
      css`
        & > :nth-child(${skip + count - left + 1}) {
          grid-column: ${columns - left + 1} / span 2;
        }
      `
    }
  `;
}

/**
 * Full rows, then the cards left over widened to fill the grid's width instead of centred: of
 * three columns, two left take half a row each, one left takes half a row with the card before
 * it (3 + 3 + 1 becomes 3 + 2 + 2); elsewhere the leftover cards share the last row.
 */
export function widenedSpans(
  count: number,
  columns: number,
): { from: number; span: number } | null {
  const tracks = columns * 2;
  const left = count % columns;
  if (left === 0) return null;
  if (left === 1 && columns === 3 && count >= 4) return { from: count - 3, span: 3 };
  if (tracks % left === 0) return { from: count - left + 1, span: tracks / left };
  return null;
}

function widenedRules(count: number, columns: number, left: number, skip: number) {
  const widened = widenedSpans(count, columns);
  return css`
    grid-template-columns: repeat(${columns * 2}, minmax(0, 1fr));
    ${
      widened
        ? css`
            & > :nth-child(n + ${skip + widened.from}) {
              grid-column: span ${widened.span};
            }
          `
        : css`
            & > :nth-child(${skip + count - left + 1}) {
              grid-column: ${columns - left + 1} / span 2;
            }
          `
    }
  `;
}

/** Each card takes `rows` rows of the grid and lays its own parts on them (subgrid). */
const subgridCards = (rows: number) => css`
  row-gap: 0;
  grid-row: span ${rows};
  display: grid;
  grid-template-rows: subgrid;
`;

export interface CardGridProps {
  /** How many cards the grid holds (each direct child is a card). */
  $count: number;
  /** The widest column count per screen size. */
  $columns: GridColumns;
  /**
   * The parts every card lays out in the same order (badge, title, price, text, button…): they
   * share rows with the cards beside them, so titles, prices and buttons start on one line. A
   * card is the grid's direct child, or the only element inside a list item.
   */
  $rows?: number;
  /** The widest a card may grow where the cards stand in one column (centred). */
  $maxCardWidth?: string;
  /**
   * A short last row is widened to the grid's width instead of centred (`widenedSpans`): for
   * groups of any count, such as a list of posts, that must never leave one card alone.
   */
  $widenLastRow?: boolean;
  /**
   * From the tablet up, the first card (the group's featured one) takes the whole first row and
   * the others fill full rows under it, as `$columns` and `$widenLastRow` lay them out: five
   * cards in two columns read 1 + 2 + 2.
   */
  $leadWide?: boolean;
  /**
   * On phones, one row that scrolls sideways instead of a tall stack: each card takes most of
   * the screen and the next one shows at the edge (the cue that there is more), snapping into
   * place. For groups a visitor browses rather than reads through (quotes, topics).
   */
  $phoneScroll?: boolean;
  /**
   * With `$phoneScroll`, tablets scroll the row too (one card a screen with the next at the
   * edge), for a group whose cards read best one at a time until the desktop shows them all
   * (the home page's testimonials, which carry `<CarouselControls>` below 1024 px).
   */
  $tabletScroll?: boolean;
}

/* One row that scrolls sideways, each card snapping to the row's start. */
const phoneScroller = css`
  grid-template-columns: none;
  grid-auto-flow: column;
  grid-auto-columns: min(85%, var(--scroll-card-width, 22rem));
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding-inline: 0.25rem;
  padding: 0.25rem 0.25rem 0.75rem;

  & > * {
    grid-column: auto;
    scroll-snap-align: start;
  }
`;

/**
 * The one grid for groups of cards: no orphan (every row full, or a short last row centred by
 * design, or widened with `$widenLastRow`) and rows aligned across cards. Column counts come
 * from the number of cards, so 8 cards sit 4 + 4 on a desktop rather than 3 + 3 + 2.
 *
 * Marked `data-card-grid`: the end-to-end design checks find every card group by it.
 *
 * ```tsx
 * <CardGrid as="ul" $count={cards.length} $columns={{ phone: 1, tablet: 2, desktop: 4 }} $rows={3}>
 *   {cards.map((card) => <li key={card.id}><Card card={card} /></li>)}
 * </CardGrid>
 * ```
 */
export const CardGrid = styled.div.attrs<CardGridProps>(
  ({ $phoneScroll }) =>
    // A row that scrolls sideways is reached by the keyboard too (arrow keys scroll it once
    // focused).
    ({ 'data-card-grid': '', ...($phoneScroll ? { tabIndex: 0 } : {}) }) as Record<
      string,
      string | number
    >,
)`
  display: grid;
  column-gap: clamp(1rem, 2.5vw, 1.5rem);
  row-gap: ${({ $rows }) => ($rows ? '0' : 'clamp(1rem, 2.5vw, 1.5rem)')};
  margin: 0;
  padding: 0;
  list-style: none;

  & > * {
    grid-column: span 2;
    min-width: 0;
  }

  /* Each screen size's rules apply to its own range only, so one size's centred last card never
     leaks into another's. */
  @media (max-width: ${phoneEnd}) {
    ${({ $count, $columns, $maxCardWidth, $phoneScroll, $widenLastRow }) =>
      $phoneScroll
        ? phoneScroller
        : columnRules($count, $columns.phone, $maxCardWidth, $widenLastRow)}
  }

  @media (min-width: ${gridBreakpoints.tablet}) and (max-width: ${tabletEnd}) {
    ${({
      $count,
      $columns,
      $maxCardWidth,
      $phoneScroll,
      $tabletScroll,
      $widenLastRow,
      $leadWide,
    }) =>
      $phoneScroll && $tabletScroll
        ? css`
            ${phoneScroller}
            --scroll-card-width: 36rem;
          `
        : columnRules($count, $columns.tablet, $maxCardWidth, $widenLastRow, $leadWide)}
  }

  @media (min-width: ${gridBreakpoints.desktop}) {
    ${({ $count, $columns, $maxCardWidth, $widenLastRow, $leadWide }) =>
      columnRules($count, $columns.desktop, $maxCardWidth, $widenLastRow, $leadWide)}
  }

  ${({ $rows }) =>
    $rows &&
    css`
      && > * {
        ${subgridCards($rows)}
        margin-bottom: clamp(1rem, 2.5vw, 1.5rem);
      }

      && > li > :only-child {
        ${subgridCards($rows)}
        grid-row: 1 / span ${$rows};
      }
    `}
`;
