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
  it('gives a phone page a clear top: the page title (in capitals) at least 1.1 times a section title at 360 px', () => {
    expect(sizeAt(type.h1, 360) / sizeAt(type.h2, 360)).toBeGreaterThanOrEqual(1.1);
  });

  it('widens the step from page title to section title to 1.2 times by a desktop, and never narrows it', () => {
    for (const width of widths.slice(1))
      expect(sizeAt(type.h1, width) / sizeAt(type.h2, width)).toBeGreaterThanOrEqual(
        sizeAt(type.h1, width - 8) / sizeAt(type.h2, width - 8) - 0.001,
      );
    for (const width of [1280, 1440, 1920])
      expect(sizeAt(type.h1, width) / sizeAt(type.h2, width)).toBeGreaterThanOrEqual(1.2);
  });

  it('keeps the page title no larger on a phone, so the longest titles stay within three lines', () => {
    expect(sizeAt(type.h1, 360)).toBeLessThanOrEqual(25.75);
  });

  it('raises the section titles well above the body text on a phone', () => {
    expect(sizeAt(type.h2, 360)).toBeGreaterThanOrEqual(sizeAt(type.body, 360) * 1.35);
    expect(sizeAt(type.h3, 360)).toBeGreaterThanOrEqual(sizeAt(type.body, 360) + 2);
  });

  it('sets card titles clearly above the body text at every width', () => {
    for (const width of widths)
      expect(sizeAt(type.cardTitle, width)).toBeGreaterThanOrEqual(sizeAt(type.body, width) + 2);
  });

  it('sets a card title clearly below a section title, and well below it from a tablet on', () => {
    for (const width of widths) {
      expect(sizeAt(type.cardTitle, width)).toBeLessThanOrEqual(sizeAt(type.h2, width) * 0.85);
      if (width >= 768)
        expect(sizeAt(type.cardTitle, width)).toBeLessThanOrEqual(sizeAt(type.h2, width) * 0.8);
    }
  });

  it('heads a long document’s sections between a section title and its sub-sections', () => {
    for (const width of widths) {
      expect(sizeAt(type.documentSection, width)).toBeLessThan(sizeAt(type.h2, width));
      expect(sizeAt(type.documentSection, width)).toBeGreaterThanOrEqual(
        sizeAt(type.h3, width) * 1.15,
      );
    }
  });

  it('grows every fluid size without a jump between 360 and 1280 px', () => {
    for (const token of [type.h1, type.h2, type.h3, type.cardTitle, type.documentSection])
      for (const width of widths.slice(1))
        expect(sizeAt(token, width) - sizeAt(token, width - 8)).toBeLessThan(0.5);
  });
});
