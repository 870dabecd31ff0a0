import type { ComponentProps } from 'react';
import styled, { css } from 'styled-components';
import { CardGrid, gridBreakpoints, tabletEnd } from '@site/ui/card-grid';
import { sideBySideCard } from './post-card';

/** The tablet's width range, where two cards share a row (or one takes it, laid across). */
const tablet = `@media (min-width: ${gridBreakpoints.tablet}) and (max-width: ${tabletEnd})`;

/* A card is the grid's child or the only element of a list item. */
const Grid = styled(CardGrid)<{ $tabletList: boolean }>`
  ${tablet} {
    /* A short last row's one card takes the row laid across it, never a picture twice as big. */
    & > article:last-child:nth-child(odd),
    & > li:last-child:nth-child(odd) > article {
      ${sideBySideCard}
    }

    ${({ $tabletList }) =>
      $tabletList &&
      css`
        & > article,
        & > li > article {
          ${sideBySideCard}
        }
      `}
  }
`;

/**
 * Post cards in the site's card grid: one column on phones, two on tablets, three on a desktop
 * (cards wide enough for a title to read in two or three lines); a short last row is widened to
 * the grid's width (7 cards sit 3 + 2 + 2 on a desktop, 2 + 2 + 2 + 1 on a tablet, that one
 * card laid across the row: its picture beside its words, no taller than the cards above).
 * `tabletList`: on a tablet one card a row, each laid across it (a short list such as Keep
 * Reading, where no post should weigh more than the others).
 */
export function PostGrid({
  count,
  tabletList = false,
  ...props
}: { count: number; tabletList?: boolean } & Omit<
  ComponentProps<typeof CardGrid>,
  '$count' | '$columns'
>) {
  return (
    <Grid
      $count={count}
      $columns={{ phone: 1, tablet: tabletList ? 1 : 2, desktop: 3 }}
      $maxCardWidth={tabletList ? undefined : '36rem'}
      $widenLastRow
      $tabletList={tabletList}
      {...props}
    />
  );
}
