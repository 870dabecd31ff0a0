import { theme } from '../theme';

/** The size in px a fluid `clamp(min, a rem + b vw, max)` token (or a fixed rem) takes at a width. */
function sizeAt(token: string, width: number): number {
  const rem = 16;
  const fixed = /^([\d.]+)rem$/.exec(token);
  if (fixed) return Number(fixed[1]) * rem;
  const fluid = /^clamp\(([\d.]+)rem, ([\d.]+)rem \+ ([\d.]+)vw, ([\d.]+)rem\)$/.exec(token);
  if (!fluid) throw new Error(`not a size this test reads: ${token}`);
  const [min, base, slope, max] = fluid.slice(1).map(Number) as [number, number, number, number];
  return Math.min(max * rem, Math.max(min * rem, base * rem + (slope * width) / 100));
}

const widths = Array.from({ length: (1280 - 360) / 8 + 1 }, (_, index) => 360 + index * 8);
const { type } = theme;

describe('the type scale', () => {
  it('gives a phone page a clear top: the page title at least 1.25 times a section title at 360 px', () => {
    expect(sizeAt(type.h1, 360) / sizeAt(type.h2, 360)).toBeGreaterThanOrEqual(1.25);
  });

  it('keeps the page title at least 1.2 times a section title at every width', () => {
    for (const width of [...widths, 1440, 1920])
      expect(sizeAt(type.h1, width) / sizeAt(type.h2, width)).toBeGreaterThanOrEqual(1.2);
  });

  it('keeps the page title no larger on a phone, so long titles stay within three lines', () => {
    expect(sizeAt(type.h1, 360)).toBeLessThanOrEqual(25.6);
  });

  it('sets card titles clearly above the body text at every width', () => {
    for (const width of widths)
      expect(sizeAt(type.cardTitle, width)).toBeGreaterThanOrEqual(sizeAt(type.body, width) + 1);
  });

  it('sets a card title distinctly below a section title, and well below it from a tablet on', () => {
    for (const width of widths) {
      expect(sizeAt(type.cardTitle, width)).toBeLessThanOrEqual(sizeAt(type.h2, width) / 1.1);
      if (width >= 768)
        expect(sizeAt(type.cardTitle, width)).toBeLessThanOrEqual(sizeAt(type.h2, width) * 0.8);
    }
  });

  it('grows every fluid size without a jump between 360 and 1280 px', () => {
    for (const token of [type.h1, type.h2, type.cardTitle])
      for (const width of widths.slice(1))
        expect(sizeAt(token, width) - sizeAt(token, width - 8)).toBeLessThan(0.5);
  });
});
