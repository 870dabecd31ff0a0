import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { scroll-behavior: smooth; -webkit-text-size-adjust: 100%; }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.ivory};
    font-size: ${({ theme }) => theme.type.body};
    line-height: 1.6;
    text-rendering: optimizeLegibility;
    /* Italics come from the faces' own italic files; the browser never slants the upright. */
    font-synthesis: none;
  }
  /* One look per heading level, everywhere: the serif, weight 600. Balanced lines keep a short
     last word from sitting alone on a line; words are never hyphenated by the browser (a word
     that holds a hyphen, "billion-dollar", is kept whole with <KeepTogether>). */
  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-weight: 600;
    letter-spacing: normal;
    text-transform: none;
    text-wrap: balance;
    hyphens: manual;
    overflow-wrap: break-word;
  }
  /* Every page title looks alike: the serif in capitals, lightly tracked, whether its copy is
     written in capitals ("CONNECT WITH ME") or not ("Cracking the Code"). */
  h1 {
    font-size: ${({ theme }) => theme.type.h1};
    line-height: 1.15;
    letter-spacing: ${({ theme }) => theme.type.h1Tracking};
    text-transform: uppercase;
  }
  h2 { font-size: ${({ theme }) => theme.type.h2}; line-height: 1.2; }
  h3 { font-size: ${({ theme }) => theme.type.h3}; line-height: 1.3; }
  h4 { font-size: ${({ theme }) => theme.type.h4}; line-height: 1.35; }
  p, li { text-wrap: pretty; }
  button, input, select, textarea { font: inherit; }
  /* Every choice box and round in the brand's navy, never the browser's blue. */
  input[type='radio'], input[type='checkbox'] { accent-color: ${({ theme }) => theme.colors.navy}; }
  /* Code in the site's monospaced face (the browser's own style would take the machine's), a
     little smaller than the text around it, as its letters are wider. */
  code, kbd, samp, pre { font-family: ${({ theme }) => theme.fonts.mono}; font-size: 0.9em; }
  a { color: inherit; }
  img { max-width: 100%; height: auto; }
  /* The one focus ring (README, "Focus ring"); a navy surface turns it light gold by
     \`outline-color: colors.focusOnDark\`. A heading focused by script (a page's title after a
     route change, a form's summary) is no control: no ring. */
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  :is(h1, h2, h3, h4, h5, h6)[tabindex='-1']:focus { outline: none; }
  /* Sections reached through an anchor stop below the sticky header instead of under it. */
  [id] { scroll-margin-top: calc(${({ theme }) => theme.headerHeight} + 1rem); }
`;
