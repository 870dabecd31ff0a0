import { css } from 'styled-components';

/**
 * The navy bar at the top of the window with its gold hairline: the site's header, and the
 * client's own bar on his portal, which stands in its place and must look like it.
 */
export const topBar = css`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  color: ${({ theme }) => theme.colors.ivory};
  background: ${({ theme }) => theme.colors.navy};
  border-bottom: 1px solid rgb(201 162 77 / 0.35);
`;

/**
 * A quiet outlined button on the navy (Sign Out in the back office's sidebar and the portal's
 * bar): ivory on a thin muted border, gold on hover, the on-dark focus ring, a wait cursor while
 * it works. Size and padding are the caller's.
 */
export const quietButtonOnDark = css`
  border: 1px solid ${({ theme }) => theme.colors.onDarkMuted};
  border-radius: 999px;
  color: ${({ theme }) => theme.colors.ivory};
  background: transparent;
  font: inherit;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.goldLight};
    color: ${({ theme }) => theme.colors.goldLight};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusOnDark};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;
