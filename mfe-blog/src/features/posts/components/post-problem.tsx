import styled from 'styled-components';
import { paths } from '@site/contracts/routes';
import { ButtonLink } from '@site/ui/button';
import { Container } from '@site/ui/container';

/** The post page when there is no post to show: not found, or the post failed to load. */
export function PostProblem({ title, text }: { title: string; text: string }) {
  return (
    <Container>
      <Box>
        <h1>{title}</h1>
        <p>{text}</p>
        <ButtonLink to={paths.blog}>Back to Blog</ButtonLink>
      </Box>
    </Container>
  );
}

const Box = styled.section`
  max-width: 38rem;
  margin: 4rem auto 5rem;
  padding: 2.5rem 1.5rem;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  h1 {
    margin: 0 0 0.75rem;
    color: ${({ theme }) => theme.colors.navy};
  }

  p {
    margin: 0 0 1.75rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
