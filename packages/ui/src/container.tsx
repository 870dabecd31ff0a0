import styled, { css } from 'styled-components';

/**
 * Centres content at the site's maximum width with side padding that suits a 360 px screen.
 * A narrower page passes `$maxWidth` rather than restyling it: a restyled width can lose to this
 * rule when the page's styles arrive after the site's (a page opened by a link in the browser).
 */
export const Container = styled.div<{ $maxWidth?: string }>`
  width: 100%;
  max-width: ${({ theme, $maxWidth }) => $maxWidth ?? theme.maxWidth};
  margin-inline: auto;
  padding-inline: clamp(1rem, 4vw, 2rem);
`;

/**
 * For a page whose content only the browser can fetch (a visitor's booking, the questionnaire):
 * at least one screen tall, so the footer stays below the first screen whether the page shows
 * its loading state, its content or a short "not found" message, and never jumps into view. Its
 * children's margins stay inside it (flow-root), so the box itself never moves with its state.
 */
export const atLeastOneScreen = css`
  display: flow-root;
  min-height: calc(100vh - ${({ theme }) => theme.headerHeight});
`;
