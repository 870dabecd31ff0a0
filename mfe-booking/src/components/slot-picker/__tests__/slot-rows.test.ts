import { SLOT_TRACKS, slotSpans } from '../slot-rows';

/** The slots each row holds, as the grid places the spans (a slot that does not fit wraps). */
function slotRows(spans: readonly number[]): number[] {
  const rows: number[] = [];
  let filled = SLOT_TRACKS;
  for (const span of spans) {
    if (filled + span > SLOT_TRACKS) {
      rows.push(0);
      filled = 0;
    }
    rows[rows.length - 1]! += 1;
    filled += span;
  }
  return rows;
}

describe('slotSpans', () => {
  it.each(Array.from({ length: 16 }, (_, index) => index + 1))(
    '%i slots: full rows of three, no row holding a single slot once there are two rows',
    (count) => {
      const spans = slotSpans(count);
      expect(spans).toHaveLength(count);
      const rows = slotRows(spans);
      expect(rows.reduce((sum, row) => sum + row, 0)).toBe(count);
      if (rows.length > 1) expect(rows).not.toContain(1);
      // Every row but a lone first one ends at the grid's right edge.
      if (count > 3) {
        let used = 0;
        for (const span of spans) {
          used += span;
          expect(used).toBeLessThanOrEqual(SLOT_TRACKS);
          if (used === SLOT_TRACKS) used = 0;
        }
        expect(used).toBe(0);
      }
      // Rows never grow past three, and only the last two rows may hold two.
      expect(Math.max(...rows)).toBeLessThanOrEqual(3);
      expect(rows.slice(0, -2).every((row) => row === 3)).toBe(true);
    },
  );

  it('lays a day of 13 slots as 3, 3, 3, 2, 2 and a day of 14 as 3, 3, 3, 3, 2', () => {
    expect(slotRows(slotSpans(13))).toEqual([3, 3, 3, 2, 2]);
    expect(slotRows(slotSpans(14))).toEqual([3, 3, 3, 3, 2]);
    expect(slotRows(slotSpans(12))).toEqual([3, 3, 3, 3]);
  });

  it('keeps a day of one to three slots on one row at the usual width', () => {
    expect(slotSpans(1)).toEqual([2]);
    expect(slotSpans(2)).toEqual([2, 2]);
    expect(slotSpans(3)).toEqual([2, 2, 2]);
  });
});
