import { balancedRows, timesThatFit } from '../balanced-rows';

describe('a day’s times in rows', () => {
  it('never leaves one time alone on a row where three or more fit', () => {
    // Twelve half-hour times where eleven fit: two rows of six, not eleven and one.
    expect(balancedRows(12, 11)).toEqual([6, 6]);
    expect(balancedRows(7, 3)).toEqual([3, 2, 2]);
    expect(balancedRows(13, 4)).toEqual([4, 3, 3, 3]);
    for (let count = 2; count <= 30; count += 1)
      for (let fit = 3; fit <= 14; fit += 1) {
        const rows = balancedRows(count, fit);
        expect(rows.reduce((sum, row) => sum + row, 0)).toBe(count);
        expect(Math.max(...rows)).toBeLessThanOrEqual(fit);
        expect(Math.min(...rows)).toBeGreaterThan(1);
      }
  });

  it('keeps a day that fits on one row on one row', () => {
    expect(balancedRows(5, 11)).toEqual([5]);
    expect(balancedRows(1, 11)).toEqual([1]);
    expect(balancedRows(0, 11)).toEqual([]);
  });

  it('counts the times a line holds, with the gaps between them', () => {
    // 11 × 88 px and 10 gaps of 6 px: 1028 px.
    expect(timesThatFit(1028, 88, 6)).toBe(11);
    expect(timesThatFit(1027, 88, 6)).toBe(10);
    expect(timesThatFit(40, 88, 6)).toBe(1);
  });
});
