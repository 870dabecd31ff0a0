import styled, { css } from 'styled-components';

/** The inner spacing of every card of a client's pages: 20 px on a phone, 32 px by a desktop. */
export const cardPadding = 'clamp(1.25rem, 4vw, 2rem)';

/**
 * The one card of a client's pages (checkout, scheduling, the payment's outcome, the
 * questionnaire, the portal): white on the page's ivory, a hairline border, a soft shadow and
 * one padding, so their contents start on one edge whichever remote draws them.
 */
export const cardStyles = css`
  padding: ${cardPadding};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 8px 24px rgb(19 33 60 / 0.06);
  min-width: 0;
`;

/** A card's title, whatever its element: the card-title size, navy. */
export const cardTitleStyles = css`
  font-size: ${({ theme }) => theme.type.cardTitle};
  color: ${({ theme }) => theme.colors.navy};
`;

/** The card as a section, its `h2` the card's title. */
export const Card = styled.section`
  ${cardStyles}

  h2 {
    margin: 0 0 1rem;
    ${cardTitleStyles}
  }
`;
