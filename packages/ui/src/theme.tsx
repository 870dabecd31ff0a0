import { fontStacks } from './fonts';
const colors = {
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
  /** Background of a disabled control (muted text on it: 4.6:1). */
  disabled: '#e4e1da',
  success: '#1f7a4d',
  /** Success on navy (the tick of a confirmation in the footer): a soft green, navy on it 9.5:1. */
  successOnDark: '#8fd6ae',
  destructive: '#b42318',
  /** A refusal on navy (a field's error in the footer, an error toast): a soft terracotta, 8.8:1. */
  destructiveOnDark: '#f4b4a4',
  /**
   * The one focus ring (3 px, 2 px off the control, set by the global styles for every element
   * the keyboard reaches) on white and ivory: the brand's dark gold, 6.4:1 on white, 5.6:1 on ivory.
   */
  focus: '#7a5a12',
  /** The same ring on navy (a dark band, the header, the footer, a hero): light gold, 9.5:1. */
  focusOnDark: '#e6c77a',
  /**
   * The one selected state of a choice among many (a date, a time slot, a chip): navy with
   * ivory text (13.9:1) and a gold ring, the same wherever something is picked.
   */
  selected: '#13213c',
  onSelected: '#f5efe3',
  selectedRing: '#c9a24d',
  /**
   * Time taken elsewhere that the site only knows as busy (the coach's Google Calendar): a quiet
   * slate, never the focus ring's gold, for an entry's edge and dot (4.9:1 on white).
   */
  busy: '#64708a',
  /**
   * A calendar's hours outside the coach's working time: a quiet grey, so his working hours,
   * white, read as the open time.
   */
  offHours: '#eeede9',
  /** A calendar's time gone by, laid over its hours: a translucent slate that dims them. */
  pastShade: 'rgb(91 98 117 / 0.13)',
} as const;

/**
 * Design tokens shared by the shell and every remote through styled-components' ThemeProvider.
 * Deep navy, gold and ivory; every text pairing below keeps at least 4.5:1 contrast
 * (gold on navy 6.7:1, goldDark on ivory 5.6:1, onDarkMuted on navy 10:1).
 */
export const theme = {
  colors,
  /**
   * The navy of the site's opening bands, the page hero (`page-hero.tsx`) and the short pages'
   * header panel (`page-header.tsx`): deep navy to navy, a gold light from the upper right and a
   * faint blue from the lower left.
   */
  navyGlow: `radial-gradient(ellipse at 80% 20%, rgb(201 162 77 / 0.22), transparent 55%),
    radial-gradient(ellipse at 0% 100%, rgb(47 111 237 / 0.12), transparent 50%),
    linear-gradient(160deg, ${colors.navyDeep}, ${colors.navy})`,
  /**
   * The fill of busy time (`colors.busy`): a faint slate hatch over the surface, so an entry he
   * cannot act on reads as taken, not as chosen or focused.
   */
  busyHatch: `repeating-linear-gradient(135deg, rgb(100 112 138 / 0.14) 0 0.375rem,
    transparent 0.375rem 0.75rem), ${colors.surface}`,
  /** The brand faces (see fonts.tsx), then their metric-matched fallbacks, then the system's. */
  fonts: {
    heading: fontStacks.heading,
    body: fontStacks.body,
    mono: fontStacks.mono,
  },
  /**
   * The one type scale. Headings grow fluidly from a 360 px phone to a 1280 px desktop and stop
   * there; every heading level has one look (global-style.tsx), set as written: no letter-spaced
   * or coloured variants. `eyebrow` is the small gold capitals above a section title.
   */
  type: {
    /**
     * Page titles (31→46 px) are set in capitals (global-style.tsx): on a phone a clear step
     * above the section title (23 px), about 1.35 times it, narrowing to 1.2 times by a desktop.
     * 31 px keeps the home page's long title within five lines on a 360 px phone ("ULTIMATE
     * FREEDOM" on one line; 32 px takes six). Below 360 px the size follows the screen's width
     * (8.6vw, 27.5 px at 320), so that title keeps its five lines and the longest word any title
     * holds ("CONSCIOUSNESS") stays whole on a 320 px phone.
     *
     * The steps under it give a phone its hierarchy: body 17, card title 19, section title 23.
     * A card title stays at most 0.85 times a section title on a phone and 0.8 times from a
     * tablet on, and both stay above the body text (17 px).
     */
    h1: 'clamp(1.625rem, min(8.6vw, 1.5672rem + 1.6348vw), 2.875rem)',
    /**
     * Letter-spacing of the page titles' capitals: none on a 360 px phone, where every capital
     * counts, opening to 0.03em by a desktop.
     */
    h1Tracking: 'clamp(0px, (100vw - 22.5rem) * 0.0015, 0.03em)',
    h2: 'clamp(1.4375rem, 1.0707rem + 1.6304vw, 2.375rem)',
    h3: 'clamp(1.1875rem, 1.1141rem + 0.3261vw, 1.375rem)',
    h4: '1.0625rem',
    /**
     * A card's title, whatever its element: clearly above the body text (19→22 px) and clearly
     * smaller than a section title (h2) at every width.
     */
    cardTitle: 'clamp(1.1875rem, 1.1141rem + 0.3261vw, 1.375rem)',
    /**
     * A section of a long text in its reading column (the legal texts' clauses, a blog post's
     * sections), 22→28 px: a step under a page's section titles, a step over the sub-sections
     * inside it (h3).
     */
    documentSection: 'clamp(1.375rem, 1.2283rem + 0.6522vw, 1.75rem)',
    lead: 'clamp(1.0625rem, 1rem + 0.45vw, 1.25rem)',
    body: '1.0625rem',
    small: '0.9375rem',
    eyebrow: '0.8125rem',
    /** Longest comfortable line for running text. */
    measure: '68ch',
  },
  radius: '10px',
  maxWidth: '1160px',
  /**
   * The space above and below a page's section (a band of the marketing pages, the specials'
   * cards under their hero): 48 px on a phone to 88 px on a desktop.
   */
  sectionSpace: 'clamp(3rem, 8vw, 5.5rem)',
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
