import { css } from 'styled-components';
import { moreBeyondMask, type More } from '@site/ui/section-nav';

/**
 * The back office's one look of a row of tabs, whether its tabs show parts of one page (`Tabs`)
 * or views of a list kept in the address (`TabLinks`): one row ruled from edge to edge, each tab
 * in bold, the others muted, the chosen one in navy over a gold bar that covers the rule. Where
 * the tabs do not all fit (a phone) the row scrolls sideways, the edge with more tabs beyond it
 * fading out and a step button at each end (`tabFrame`, the site's cue of every row that scrolls
 * sideways): a tab is never squeezed, stretched or wrapped to a second row, except by `Tabs`,
 * whose tabs wrap into rows of chips on a phone so all are in sight. (A choice between
 * two ways of showing one thing, Week or Month, is a `Segmented` control, not tabs.)
 */
export const tabRow = css<{ $more: More }>`
  display: flex;
  flex: 1;
  flex-wrap: nowrap;
  gap: 0.25rem;
  min-width: 0;
  max-width: 100%;
  margin: 0;
  padding: 0;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  list-style: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  mask-image: ${({ $more }) => moreBeyondMask($more)};

  &::-webkit-scrollbar {
    display: none;
  }
`;

/** One tab of a `tabRow`; the chosen one is `aria-selected` (a tab) or `aria-current` (a link). */
export const tabItem = css`
  display: inline-block;
  flex: none;
  margin-bottom: -1px;
  padding: 0.625rem 1rem;
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.muted};
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  ${({ theme }) => theme.media.mobile} {
    padding-inline: 0.75rem;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.navy};
  }
  &[aria-selected='true'],
  &[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.gold};
    color: ${({ theme }) => theme.colors.navy};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.navy};
    outline-offset: -2px;
  }
`;

/**
 * The frame around a `tabRow`: the row, and where it does not fit the site's step buttons at its
 * ends (`RowEndButton`), which say there are more tabs that way and scroll the row there.
 */
export const tabFrame = css`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  min-width: 0;
  max-width: 100%;

  > [data-row-end] {
    display: none;
    flex: none;
  }
  &[data-overflow] > [data-row-end] {
    display: inline-grid;
  }
`;
