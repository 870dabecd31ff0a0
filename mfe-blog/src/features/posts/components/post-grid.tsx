import type { ComponentProps } from 'react';
import { CardGrid } from '@site/ui/card-grid';

/**
 * Post cards in the site's card grid: one column on phones, two on tablets, three on a desktop
 * (cards wide enough for a title to read in two or three lines); a short last row is widened to
 * the grid's width (7 cards sit 3 + 2 + 2 on a desktop, 2 + 2 + 2 + 1 wide on a tablet).
 */
export function PostGrid({
  count,
  ...props
}: { count: number } & Omit<ComponentProps<typeof CardGrid>, '$count' | '$columns'>) {
  return (
    <CardGrid
      $count={count}
      $columns={{ phone: 1, tablet: 2, desktop: 3 }}
      $maxCardWidth="36rem"
      $widenLastRow
      {...props}
    />
  );
}
