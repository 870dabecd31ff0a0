/**
 * Where the arrow keys take the focus in a row of controls (a tab list, a toolbar): Right and
 * Left to the next and previous, round from one end to the other, Home and End to the first and
 * last. Undefined for any other key, which the row leaves to the control.
 */
export function rowIndexForKey(key: string, index: number, count: number): number | undefined {
  const last = count - 1;
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index + last) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return undefined;
}
