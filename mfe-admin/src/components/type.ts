/**
 * The back office's type sizes, the one place they are set: a tool's headings, smaller than the
 * marketing pages' display sizes, so a screen's content starts high and its sections read as
 * parts of one page. The frame gives every h1, h2 and h3 of a screen these sizes; a screen styles
 * a heading's margin or colour, never its size.
 */
export const adminType = {
  /** The screen's title: 24 px on a phone to 30 px on a desktop. */
  h1: 'clamp(1.5rem, 1.35rem + 0.6vw, 1.875rem)',
  /** A card's or a section's title: 19 px on a phone to 22 px on a desktop. */
  h2: 'clamp(1.1875rem, 1.1141rem + 0.3261vw, 1.375rem)',
  /** A part within a card (a package's sessions, a preview's day, a photo): 17 px. */
  h3: '1.0625rem',
  /** A small label over a group (a day of Today's sessions), in capitals: 13 px. */
  groupLabel: '0.8125rem',
  /**
   * The smallest text: a column's name, a value's name (a post's "Published"), a state's pill:
   * 13 px. Quieter lines (an address under a name, a time, a hint, a small button) take the
   * site's small size (`theme.type.small`, 15 px) and text the body's (17 px): three sizes
   * under the headings, none between them.
   */
  label: '0.8125rem',
} as const;
