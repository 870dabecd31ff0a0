import { theme } from '../theme';

/** The size in px a fluid `clamp(min, a rem + b vw, max)` token (or a fixed rem) takes at a width. */
function sizeAt(token: string, width: number): number {
  const rem = 16;
  const fixed = /^([\d.]+)rem$/.exec(token);
  if (fixed) return Number(fixed[1]) * rem;
  // A fluid size, its preferred value optionally capped by a share of the width: min(c vw, …).
  const fluid =
    /^clamp\(([\d.]+)rem, (?:min\(([\d.]+)vw, )?([\d.]+)rem \+ ([\d.]+)vw\)?, ([\d.]+)rem\)$/.exec(
      token,
    );
  if (!fluid) throw new Error(`not a size this test reads: ${token}`);
  const [min, cap, base, slope, max] = fluid
    .slice(1)
    .map((value) => (value ? Number(value) : Infinity)) as [number, number, number, number, number];
  const preferred = Math.min((cap * width) / 100, base * rem + (slope * width) / 100);
  return Math.min(max * rem, Math.max(min * rem, preferred));
}

const widths = Array.from({ length: (1280 - 360) / 8 + 1 }, (_, index) => 360 + index * 8);
/** From the narrowest phone the site serves (320 px) to a desktop. */
const phoneToDesktop = Array.from({ length: (1280 - 320) / 8 + 1 }, (_, index) => 320 + index * 8);
const { type } = theme;

describe('the type scale', () => {
  it('gives a phone page a clear top: the page title (in capitals) at least 30.5 px at 360 px, about 1.3 times a section title', () => {
    expect(sizeAt(type.h1, 360)).toBeGreaterThanOrEqual(30.5);
    expect(sizeAt(type.h1, 360) / sizeAt(type.h2, 360)).toBeGreaterThanOrEqual(1.3);
  });

  it('keeps the page title at least 1.2 times a section title at every width, 46 px by a desktop', () => {
    for (const width of [...widths, 1440, 1920])
      expect(sizeAt(type.h1, width) / sizeAt(type.h2, width)).toBeGreaterThanOrEqual(1.2);
    expect(sizeAt(type.h1, 1280)).toBeCloseTo(46, 1);
  });

  it('keeps the home page’s title within five lines at 360 px, and narrows every title with a phone below it, so its longest word fits a 320 px phone', () => {
    // "ULTIMATE FREEDOM" is 10.36 times the size wide; the column is the width less 32 px.
    expect(sizeAt(type.h1, 360) * 10.36).toBeLessThanOrEqual(328);
    expect(sizeAt(type.h1, 320) * 10.36).toBeLessThanOrEqual(288);
    // "CONSCIOUSNESS" is 8.56 times the size wide; a 320 px phone's column is 288 px.
    expect(sizeAt(type.h1, 320) * 8.56).toBeLessThanOrEqual(288);
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
    // Below 360 px the page title follows the width itself, still without a jump.
    for (const width of phoneToDesktop.slice(1))
      expect(sizeAt(type.h1, width) - sizeAt(type.h1, width - 8)).toBeLessThan(0.8);
  });
});
