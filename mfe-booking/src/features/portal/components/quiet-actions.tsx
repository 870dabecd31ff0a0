import styled from 'styled-components';
import { Card } from '../../../components/card';

/**
 * A section with nothing in it yet: its title and its one line side by side where they fit, not a
 * full card of white space.
 */
export const CompactCard = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 1rem;

  /* Doubled: a page that tightens its cards' padding keeps a compact card compact. */
  &&& {
    padding-block: 1rem;
  }

  && h2 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
