import { css } from 'styled-components';

/**
 * The back office's own layout rules, beside the site's theme (whose breakpoint, 768 px, is the
 * public pages'). A tool's screens need their width: the sidebar stands beside them only from
 * 1024 px, where the screen keeps at least about 720 px; below, a bar with a Menu button stands
 * above and the screen has the window's whole width.
 */
export const adminLayout = {
  /** From here the grouped sidebar stands beside the screen. */
  sidebar: '@media (min-width: 64rem)',
  /** Below it, the bar with the Menu button. */
  menuBar: '@media (max-width: 63.99rem)',
  /**
   * The screen's column is a size container of this name: a table lays itself out by the room
   * it has, whatever the window's width and the sidebar's.
   */
  screenContainer: 'admin-screen',
  /**
   * Narrower than this (a phone, held upright or sideways), a table's rows become cards whose
   * cells carry their column's name; from here (a small tablet up) a table keeps its rows, its
   * cells wrapping between words, and scrolls inside its own box if it still cannot fit.
   */
  tableRowsAsCards: '@container admin-screen (max-width: 37.49rem)',
  /** The opposite of `tableRowsAsCards`: a table keeps its rows. */
  tableAsRows: '@container admin-screen (min-width: 37.5rem)',
  /**
   * Narrower than this (a tablet's column, a laptop's at 1024 px beside the sidebar, a phone), a
   * list leaves out its secondary columns rather than squeeze every column to several lines.
   * Wider, they stand only where the table, measured with them, fits its box (TableScroll): how
   * wide a table must be depends on its rows.
   */
  tableSecondaryHidden: '@container admin-screen (max-width: 55.99rem)',
  /**
   * The calendar's month is a grid of seven columns at every width; what a cell shows depends on
   * the room: from a laptop's column (seven columns of 8 rem) a few items, one line each; on a
   * tablet's column fewer; on a phone's column (below 40 rem) its date and a dot and count per
   * kind, the chosen day's agenda under the grid.
   */
  calendarMonthWide: '@container admin-screen (min-width: 56rem)',
  calendarMonthTablet: '@container admin-screen (min-width: 40rem) and (max-width: 55.99rem)',
  calendarMonthCompact: '@container admin-screen (max-width: 39.99rem)',
  /** Below this window width the owner is on a touch screen: no keyboard hints. */
  touchOnly: '@media (max-width: 47.99rem)',
  /**
   * Below this (a phone's column), a list's filters stand behind one Filters button that opens
   * them as a panel.
   */
  filtersCollapsed: '@container admin-screen (max-width: 39.99rem)',
  filtersOpen: '@container admin-screen (min-width: 40rem)',
  /**
   * Narrower than this (a phone, and a tablet's column at 768 px), the calendar's week is a
   * day-by-day agenda; from here (a laptop's column, seven days of about 8 rem beside the hours)
   * it is a time grid, a column per day and an hour per row. Narrower, a day's column is too
   * small for the name of whom an item is with.
   */
  calendarWeekAsAgenda: '@container admin-screen (max-width: 55.99rem)',
  /** The calendar's week as a time grid (the opposite of `calendarWeekAsAgenda`). */
  calendarWeekAsGrid: '@container admin-screen (min-width: 56rem)',
  /**
   * Narrower than this (a phone), a table of a few columns becomes cards too, and a definition
   * list's names stand above their values.
   */
  tableCellsStacked: '@container admin-screen (max-width: 29.99rem)',
  /**
   * From a laptop's column, a long form's groups of fields stand side by side (two columns of
   * about 26 rem), so a wide card is not a narrow form beside empty space.
   */
  formGroupsSideBySide: '@container admin-screen (min-width: 56rem)',
} as const;

/**
 * The back office's button heights, one per role, so the buttons of one role stand at one height
 * on every page: an action (the gold button, a secondary beside it, a list's Apply and Filters,
 * the frame's Menu, View site and Sign Out) 44 px; a compact one (a row's, a card's or a toolbar's
 * small action: Send Again, Mark Handled, Cancel Session, a segmented control's part) 36 px on a
 * desktop. Below 768 px wide every button is a finger's 44 px (`adminLayout.touchOnly`).
 */
export const buttonHeights = { action: '44px', compact: '36px', touch: '44px' } as const;

/** The sidebar's small capitals: a group's name, and the Search field's label above them. */
export const sidebarLabelLook = css`
  padding-inline: 0.75rem;
  color: ${({ theme }) => theme.colors.onDarkMuted};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;
