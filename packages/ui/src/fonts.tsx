import loraLatin from '@fontsource-variable/lora/files/lora-latin-wght-normal.woff2';
import loraLatinItalic from '@fontsource-variable/lora/files/lora-latin-wght-italic.woff2';
import sourceSansLatin from '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2';
import sourceSansLatinItalic from '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-italic.woff2';
import sourceCodeLatin from '@fontsource-variable/source-code-pro/files/source-code-pro-latin-wght-normal.woff2';

/**
 * The site's typefaces, served from the site's own origin (the files come from npm packages and
 * are emitted by the build with a content hash, cached for a year): Lora, the serif of headings
 * (the social images use it too), Source Sans 3, a humanist sans for text, and Source Code Pro,
 * its monospaced companion, for code (the payment set-up page's keys and addresses, the back
 * office's Markdown). Each is one variable file (every weight from 200/400 to 700/900) holding only
 * the Latin subset: Western European letters, typographic quotes, dashes, bullets, `…`, `›`, € and
 * ™, but no arrows (Source Sans 3 alone has ↑ and ↓) and no symbols such as ✓ or ★.
 *
 * A character a file does not hold is drawn by the next font of the stack that has it: a local
 * fallback or a system font, which differs from machine to machine. So the pages draw only
 * characters the files hold (arrows are drawn as lines: see arrow.tsx); the end-to-end visual
 * tests ask the browser which fonts drew every text of every page and fail on any other font.
 * `fontkit` lists what a file holds: `fontkit.openSync(file).characterSet`.
 */
export const fontFiles = {
  heading: loraLatin,
  body: sourceSansLatin,
  mono: sourceCodeLatin,
  /**
   * The true italics of the serif and the sans (pull quotes, testimonials, `em`): drawn by the
   * type designer, not slanted by the browser (the global styles forbid synthesis). A browser
   * downloads one only when a page shows italic text in that face.
   */
  headingItalic: loraLatinItalic,
  bodyItalic: sourceSansLatinItalic,
} as const;

/**
 * The Latin subset's range, as Google Fonts and Fontsource cut it (the same for the three files):
 * the characters for which the browser downloads the file. Each file holds those of them that its
 * face has.
 */
const latinRange =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/**
 * The local faces drawn until the brand faces arrive, each reshaped to the brand face's metrics
 * (size-adjust, ascent, descent as percentages), so the swap moves nothing on the page. Figures
 * computed from the fonts' own metrics (Lora: 1000 units per em, ascent 1006, descent 274;
 * Source Sans 3: ascent 1024, descent 400): size-adjust is the ratio of the two faces' average
 * widths of English text, ascent and descent the brand face's divided by it. One face
 * per local font, since the figures depend on the font: Times New Roman and Arial (Windows, macOS,
 * iOS; Liberation Serif and Sans share their metrics), Noto Serif and Roboto (Android), DejaVu
 * (most Linux desktops). A browser takes the first one it has, in this order. Code has none:
 * monospaced faces all advance about 0.6 em a character, as Source Code Pro does.
 */
const fallbackFaces = [
  {
    role: 'heading',
    family: 'Lora Fallback',
    locals: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif'],
    metrics: [115.2, 87.33, 23.78],
  },
  {
    role: 'heading',
    family: 'Lora Fallback Noto',
    locals: ['Noto Serif', 'NotoSerif'],
    metrics: [97.3, 103.39, 28.16],
  },
  {
    role: 'heading',
    family: 'Lora Fallback DejaVu',
    locals: ['DejaVu Serif', 'DejaVuSerif'],
    metrics: [91.46, 110, 29.96],
  },
  {
    role: 'body',
    family: 'Source Sans 3 Fallback',
    locals: ['Arial', 'ArialMT', 'Liberation Sans', 'Arimo'],
    metrics: [93.76, 109.21, 42.66],
  },
  {
    role: 'body',
    family: 'Source Sans 3 Fallback Roboto',
    locals: ['Roboto', 'Roboto-Regular'],
    metrics: [93.97, 108.97, 42.57],
  },
  {
    role: 'body',
    family: 'Source Sans 3 Fallback DejaVu',
    locals: ['DejaVu Sans', 'DejaVuSans'],
    metrics: [82.54, 124.06, 48.46],
  },
] as const;

/**
 * The brand faces: one variable file each (and one for the italic of the serif and the sans),
 * every weight it holds, and the system's last resort.
 */
const brandFaces = {
  heading: {
    family: 'Lora Variable',
    weights: '400 700',
    file: loraLatin,
    italic: loraLatinItalic as string | null,
    system: 'Georgia, serif',
  },
  body: {
    family: 'Source Sans 3 Variable',
    weights: '200 900',
    file: sourceSansLatin,
    italic: sourceSansLatinItalic as string | null,
    system: 'system-ui, sans-serif',
  },
  mono: {
    family: 'Source Code Pro Variable',
    weights: '200 900',
    file: sourceCodeLatin,
    italic: null as string | null,
    system: 'ui-monospace, monospace',
  },
} as const;

/** The family list of one role: the brand face, its fallbacks in order, then the system's. */
const stackOf = (role: keyof typeof brandFaces) =>
  [
    brandFaces[role].family,
    ...fallbackFaces.filter((face) => face.role === role).map((face) => face.family),
  ]
    .map((family) => `'${family}'`)
    .concat(brandFaces[role].system)
    .join(', ');

/** The family list of the headings, of the text and of code. */
export const fontStacks = {
  heading: stackOf('heading'),
  body: stackOf('body'),
  mono: stackOf('mono'),
} as const;

/**
 * The @font-face rules, as plain CSS the shell's server writes into its own `<style>` element in
 * the page's head, apart from styled-components' sheet. In Chromium every rule inserted into a
 * style sheet that also holds @font-face rules re-resolves the fonts and lays out all the text of
 * the page again; styled-components inserts rules into its sheet while a page hydrates, so with
 * the fonts in it the home page was laid out in full five more times as it started (about 100 ms
 * each on a phone-speed CPU, most of its blocking time).
 *
 * `font-display: swap` shows text at once in a local fallback face, then swaps in the brand face.
 * Written without spaces, as it travels in every page's HTML.
 */
export const fontFaceCss = `
${Object.values(brandFaces)
  .flatMap(({ family, weights, file, italic }) =>
    [
      { style: 'normal', src: file },
      { style: 'italic', src: italic },
    ].map(({ style, src }) =>
      src === null
        ? ''
        : `
  @font-face{
    font-family:'${family}';
    font-display:swap;
    font-style:${style};
    font-weight:${weights};
    src:url(${src}) format('woff2');
    unicode-range:${latinRange};
  }`,
    ),
  )
  .join('')}
${fallbackFaces
  .map(
    ({ family, locals, metrics }) => `
  @font-face{
    font-family:'${family}';
    src:${locals.map((name) => `local('${name}')`).join(',')};
    size-adjust:${metrics[0]}%;
    ascent-override:${metrics[1]}%;
    descent-override:${metrics[2]}%;
    line-gap-override:0%;
  }`,
  )
  .join('')}
`.replace(/\s*\n\s*/g, '');

/**
 * Adds the @font-face rules to a page that arrived without them (one the shell's server did not
 * write: its static index.html, or a remote run alone on its dev server).
 */
export function addFontStyle(doc: Document = document) {
  if (doc.querySelector('style[data-fonts]')) return;
  const style = doc.createElement('style');
  style.setAttribute('data-fonts', '');
  style.textContent = fontFaceCss;
  doc.head.append(style);
}
