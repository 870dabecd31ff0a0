import styled, { css } from 'styled-components';
import { Button, ButtonLink } from '@site/ui/button';
import { Card } from '../../../components/card';

/**
 * The portal's second actions beside its one gold button per section: navy on white. Doubled so
 * the site's button look, whose rules may arrive later in the page, cannot repaint them gold.
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
`;

export const SecondaryButton = styled(Button)`
  ${secondary}
`;

export const SecondaryButtonLink = styled(ButtonLink)`
  ${secondary}
`;

/**
 * A section with nothing in it yet: its title and its one line side by side where they fit, not a
 * full card of white space.
 */
export const CompactCard = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 1rem;
  padding-block: 1rem;

  && h2 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
