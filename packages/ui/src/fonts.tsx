import { css } from 'styled-components';
import loraLatin from '@fontsource-variable/lora/files/lora-latin-wght-normal.woff2';
import sourceSansLatin from '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2';

/**
 * The site's two typefaces, served from the site's own origin (the files come from npm packages
 * and are emitted by the build with a content hash, cached for a year): Lora, the serif of
 * headings (the social images use it too), and Source Sans 3, a humanist sans for text. Each is
 * one variable file (every weight from 400 to 700/900) holding only the Latin subset: the
 * characters the site's copy uses (Western European letters, typographic quotes and dashes, €
 * and ™). A character outside it is drawn by the fallback.
 */
export const fontFiles = { heading: loraLatin, body: sourceSansLatin } as const;

/** The Latin subset of both files, as Google Fonts and Fontsource cut it. */
const latinRange =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/**
 * `font-display: swap` shows text at once in a local fallback face, then swaps in the brand face.
 * The fallback faces are local fonts reshaped to the brand faces' metrics (average width,
 * ascent, descent, line gap), so the swap moves nothing on the page (no layout shift). Figures
 * computed from the fonts' own metrics (Lora: 1000 units per em, ascent 1006, descent 274,
 * average width 468; Source Sans 3: ascent 1024, descent 400, average width 418) against Times
 * New Roman and Arial; Liberation Serif and Liberation Sans (Linux) share those metrics.
 */
export const fontFaces = css`
  @font-face {
    font-family: 'Lora Variable';
    font-style: normal;
    font-display: swap;
    font-weight: 400 700;
    src: url(${loraLatin}) format('woff2');
    unicode-range: ${latinRange};
  }
  @font-face {
    font-family: 'Source Sans 3 Variable';
    font-style: normal;
    font-display: swap;
    font-weight: 200 900;
    src: url(${sourceSansLatin}) format('woff2');
    unicode-range: ${latinRange};
  }
  @font-face {
    font-family: 'Lora Fallback';
    src: local('Times New Roman'), local('TimesNewRomanPSMT'), local('Liberation Serif');
    size-adjust: 115.2%;
    ascent-override: 87.33%;
    descent-override: 23.78%;
    line-gap-override: 0%;
  }
  @font-face {
    font-family: 'Source Sans 3 Fallback';
    src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('Arimo');
    size-adjust: 93.76%;
    ascent-override: 109.21%;
    descent-override: 42.66%;
    line-gap-override: 0%;
  }
`;
