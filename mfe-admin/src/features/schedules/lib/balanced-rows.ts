/**
 * How `count` times split into rows when at most `fit` stand on one: as few rows as that allows,
 * their sizes as even as possible (the longer rows first), so no row holds a time alone while
 * another holds many ("11 + 1" becomes "6 + 6", "7" in rows of three becomes "3 + 2 + 2"). Only a
 * line too narrow for three times (narrower than any phone's column) can leave one alone.
 */
export function balancedRows(count: number, fit: number): number[] {
  if (count <= 0) return [];
  const perRow = Math.max(1, Math.floor(fit));
  const rows = Math.ceil(count / perRow);
  const short = Math.floor(count / rows);
  const longer = count - short * rows;
  return Array.from({ length: rows }, (_, row) => (row < longer ? short + 1 : short));
}

/** How many times of `item` px stand on a line of `width` px with `gap` px between them. */
export function timesThatFit(width: number, item: number, gap: number): number {
  return Math.max(1, Math.floor((width + gap) / (item + gap)));
}
