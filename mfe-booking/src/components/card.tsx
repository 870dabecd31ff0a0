import styled from 'styled-components';
import { atLeastOneScreen, Container } from '@site/ui/container';

/** The client pages' one card, shared with the questionnaire (`@site/ui/card`). */
export { Card } from '@site/ui/card';

/** Two cards side by side on wide screens, stacked on phones. */
export const TwoColumns = styled.div`
  display: grid;
  gap: 1.5rem;
  align-items: start;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
`;

export const PageBody = styled.div`
  padding-bottom: clamp(2.5rem, 8vw, 5rem);
`;

/**
 * A row of a definition list: label on the left, value on the right. `$labelWidth` gives the
 * labels' column a width (at least its longest label's) that several lists of one card share, so
 * their values start on one edge.
 */
export const Facts = styled.dl<{ $labelWidth?: string }>`
  display: grid;
  grid-template-columns: ${({ $labelWidth }) =>
      $labelWidth ? `minmax(max-content, ${$labelWidth})` : 'max-content'} 1fr;
  gap: 0.5rem 1rem;
  margin: 0;

  dt {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.navy};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  /* On a phone each label stands over its value, which takes the card's whole width (a long
     email or a sentence is not squeezed into the column beside its label). */
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;

    dt:not(:first-of-type) {
      margin-top: 0.75rem;
    }
  }
`;

/**
 * A page of one visitor's own data, which only the browser fetches (checkout, scheduling, the
 * payment's outcome): at least one screen tall, so its footer never jumps into view.
 */
export const VisitorPage = styled(Container)`
  ${atLeastOneScreen}
`;
