import styled from 'styled-components';

/** One column on phones, two from 768 px, three from 1100 px. */
export const PostGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.75rem;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  @media (min-width: 1100px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
