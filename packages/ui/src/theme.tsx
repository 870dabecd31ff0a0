/**
 * Design tokens shared by the shell and every remote through styled-components' ThemeProvider.
 * Deep navy, gold and ivory; every text pairing below keeps at least 4.5:1 contrast
 * (gold on navy 6.7:1, goldDark on ivory 5.6:1, onDarkMuted on navy 10:1).
 */
export const theme = {
  colors: {
    ink: '#10141f',
    inkSoft: '#1b2236',
    navy: '#13213c',
    navyDeep: '#0c1529',
    gold: '#c9a24d',
    goldLight: '#e6c77a',
    /** Gold dark enough for text and links on ivory. */
    goldDark: '#7a5a12',
    ivory: '#f5efe3',
    text: '#1d2230',
    muted: '#5b6275',
    /** Secondary text on navy. */
    onDarkMuted: '#c8cedb',
    surface: '#ffffff',
    border: '#e3dccb',
    success: '#1f7a4d',
    destructive: '#b42318',
    focus: '#2f6fed',
    /** Focus ring on navy, where the blue ring is too faint. */
    focusOnDark: '#e6c77a',
  },
  fonts: {
    heading: "Georgia, 'Times New Roman', serif",
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  radius: '10px',
  maxWidth: '1160px',
  /** Height of the sticky header; anchors scroll this far short so it never covers them. */
  headerHeight: '4.5rem',
  breakpoints: { mobile: '768px' },
  /** Media queries for the breakpoints; `mobile` is below 768 px, `desktop` from 768 px up. */
  media: {
    mobile: '@media (max-width: 767.98px)',
    desktop: '@media (min-width: 768px)',
  },
  zIndex: { header: 50, toast: 100 },
} as const;

export type Theme = typeof theme;
