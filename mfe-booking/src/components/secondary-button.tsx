import styled, { css } from 'styled-components';
import { Button, ButtonLink } from '@site/ui/button';

/**
 * The one look of a second action beside a page's gold button: navy on white. Doubled (&&) so the
 * site's button look, whose rules may arrive later in the page, cannot repaint it gold.
 */
const secondary = css`
  && {
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.navy};
    color: ${({ theme }) => theme.colors.navy};
  }
  &&:hover {
    background: ${({ theme }) => theme.colors.ivory};
    border-color: ${({ theme }) => theme.colors.navy};
    color: ${({ theme }) => theme.colors.navy};
  }
  &&:disabled {
    background: ${({ theme }) => theme.colors.disabled};
    border-color: ${({ theme }) => theme.colors.disabled};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const SecondaryButton = styled(Button)`
  ${secondary}
`;

export const SecondaryButtonLink = styled(ButtonLink)`
  ${secondary}
`;

/** The same, a size smaller: for a card's own actions (reschedule, cancel, keep). */
export const CompactSecondaryButton = styled(SecondaryButton)`
  && {
    min-height: 44px;
    padding: 0.5rem 1rem;
    font-size: 0.95rem;
  }
`;
