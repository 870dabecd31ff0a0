import { fontFaceCss, fontStacks } from '../fonts';

const declared = [...fontFaceCss.matchAll(/font-family:'([^']+)'/g)].map((match) => match[1]);

describe('fonts', () => {
  it('lists each role’s brand face first, then only faces the CSS declares, then the system’s', () => {
    expect(fontStacks.heading).toMatch(/^'Lora Variable', 'Lora Fallback',.*, Georgia, serif$/);
    expect(fontStacks.body).toMatch(/^'Source Sans 3 Variable', .*, system-ui, sans-serif$/);
    expect(fontStacks.mono).toBe("'Source Code Pro Variable', ui-monospace, monospace");
    for (const stack of Object.values(fontStacks)) {
      for (const [, family] of stack.matchAll(/'([^']+)'/g)) expect(declared).toContain(family);
    }
  });

  it('swaps in the brand faces and draws the fallbacks at the brand faces’ metrics', () => {
    expect(fontFaceCss.match(/font-display:swap/g)).toHaveLength(5);
    expect(fontFaceCss.match(/size-adjust:/g)).toHaveLength(declared.length - 5);
    expect(fontFaceCss).toContain(
      "src:local('DejaVu Sans'),local('DejaVuSans');size-adjust:82.54%",
    );
  });
});

describe('italic faces', () => {
  it('declares the true italics of the serif and the sans, so no italic is slanted by the browser', () => {
    const italics = [
      ...fontFaceCss.matchAll(/font-family:'([^']+)';font-display:swap;font-style:italic;/g),
    ];
    expect(italics.map((match) => match[1])).toEqual(['Lora Variable', 'Source Sans 3 Variable']);
  });
});
