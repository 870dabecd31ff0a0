import styled from 'styled-components';

/** Centres content at the site's maximum width with side padding that suits a 360 px screen. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.maxWidth};
  margin-inline: auto;
  padding-inline: clamp(1rem, 4vw, 2rem);
`;
