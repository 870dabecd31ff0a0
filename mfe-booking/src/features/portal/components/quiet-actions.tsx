import styled, { css } from 'styled-components';
import { Card } from '../../../components/card';

/**
 * The look of a section with nothing in it yet: its title, its one line of state under it, and its action (if
 * any) at its foot, tighter than a full card. Every card of the portal has this one anatomy, empty
 * or full: title, state, action at the foot; never title, line and button side by side in a row.
 */
export const compactCard = css`
  display: grid;
  align-content: start;
  justify-items: start;
  gap: 0.5rem;

  /* Doubled: a page that tightens its cards' padding keeps a compact card compact. */
  &&& {
    padding-block: 1.25rem;
  }

  && h2 {
    margin: 0;
  }
  /* Its children are grid items: a full-width child (a form opened on demand, an alert) stays
     the card's width. */
  > * {
    max-width: 100%;
  }
  > [data-open],
  > [role='alert'],
  > [role='status'] {
    justify-self: stretch;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const CompactCard = styled(Card)`
  ${compactCard}
`;
