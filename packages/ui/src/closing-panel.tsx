import styled from 'styled-components';

/** The closing panel's width: its lines keep a readable measure however wide the page. */
export const closingPanelWidth = '46rem';

/**
 * The one navy box that closes a page with its call (the free call on /consulting, what follows a
 * purchase on /consulting/specials, the call at the end of /resources): one width, centred, the
 * heading in gold, links in gold, its button inside. A `<section>`: give it `aria-labelledby`.
 *
 * ```tsx
 * <ClosingPanel aria-labelledby="go-deeper">
 *   <h2 id="go-deeper">Ready to Go Deeper?</h2>
 *   <p>…</p>
 *   <ButtonLink to={paths.strategyCall}>Book Your Free Discovery Call</ButtonLink>
 * </ClosingPanel>
 * ```
 */
export const ClosingPanel = styled.section`
  max-width: ${closingPanelWidth};
  margin-inline: auto;
  padding: clamp(1.5rem, 5vw, 2.5rem);
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.ivory};
  background: ${({ theme }) => theme.colors.navy};

  h2 {
    margin-top: 0;
    color: ${({ theme }) => theme.colors.goldLight};
  }

  a:not([class]) {
    color: ${({ theme }) => theme.colors.goldLight};
  }

  :focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnDark};
  }

  ul {
    padding-left: 1.25rem;
  }

  > :last-child {
    margin-bottom: 0;
  }
`;
