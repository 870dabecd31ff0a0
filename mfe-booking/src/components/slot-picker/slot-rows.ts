/** The slot grid's tracks: three slots a row, each two tracks wide; a row of two, three each. */
export const SLOT_TRACKS = 6;

/**
 * How many of the grid's six tracks each of `count` slots spans, in order: three a row (two
 * tracks each), and when the slots fill more than one row, no slot left alone on the last one.
 * Four left over after the full rows of three (13 = 3 + 3 + 3 + 2 + 2) stand as two rows of two,
 * two left over as one row of two, each of those slots three tracks wide, so every row ends at the
 * grid's right edge. A day of one to three slots is one row, its slots the usual width.
 */
export function slotSpans(count: number): number[] {
  const spans = Array.from({ length: count }, () => 2);
  if (count <= 3) return spans;
  const left = count % 3;
  const widened = left === 1 ? 4 : left === 2 ? 2 : 0;
  for (let index = count - widened; index < count; index += 1) spans[index] = 3;
  return spans;
}
