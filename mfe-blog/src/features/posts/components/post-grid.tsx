import type { ComponentProps } from 'react';
import { CardGrid } from '@site/ui/card-grid';

/**
 * Post cards in the site's card grid: one column on phones, two on tablets, up to four on a
 * desktop, as many as fill every row (8 posts sit 4 + 4, 9 sit 3 + 3 + 3); a short last row is
 * centred.
 */
export function PostGrid({
  count,
  ...props
}: { count: number } & Omit<ComponentProps<typeof CardGrid>, '$count' | '$columns'>) {
  return (
    <CardGrid
      $count={count}
      $columns={{ phone: 1, tablet: 2, desktop: 4 }}
      $maxCardWidth="36rem"
      {...props}
    />
  );
}
