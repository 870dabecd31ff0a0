import { formatCents, formatUsd } from '../money';

/** What the browser's own en-US formatting writes, the reference the site's figures must match. */
const intlUsd = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;
const intlCents = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('money', () => {
  it.each([
    [6000, '$6,000'],
    [0, '$0'],
    [999, '$999'],
    [1000, '$1,000'],
    [1234567, '$1,234,567'],
  ])('writes %d dollars as %s', (dollars, text) => {
    expect(formatUsd(dollars)).toBe(text);
  });

  it.each([
    [600000, '$6,000.00'],
    [0, '$0.00'],
    [5, '$0.05'],
    [99, '$0.99'],
    [100, '$1.00'],
    [123456789, '$1,234,567.89'],
    [-2500, '$-25.00'],
  ])('writes %d cents as %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('writes every amount as en-US formatting does, across the range the site handles', () => {
    const amounts = [-1_000_050, -1, 1, 7, 10, 101, 1_001, 99_999, 100_000, 2_147_483_647];
    for (let value = 0; value < 2_000_000; value += 7_919) amounts.push(value);
    for (const value of amounts) {
      expect(formatCents(value)).toBe(intlCents(value));
      expect(formatUsd(value)).toBe(intlUsd(value));
    }
  });
});
