import { maskedAddress } from '../masked-address';

describe('an address masked on the page', () => {
  it('keeps the first letter of its name and its whole domain', () => {
    expect(maskedAddress('rowan.reyes@example.com')).toBe('r…@example.com');
    expect(maskedAddress('  Dana@Example.org ')).toBe('D…@Example.org');
  });

  it('hides even a one-letter name behind the ellipsis, and splits at the last @', () => {
    expect(maskedAddress('r@example.com')).toBe('r…@example.com');
    expect(maskedAddress('"a@b"@example.com')).toBe('"…@example.com');
  });

  it('shows no more than a first letter of what is not an address', () => {
    expect(maskedAddress('rowan')).toBe('r…');
    expect(maskedAddress('')).toBe('…');
  });
});
