import { Link, useLocation } from '@site/ui/router';
import styled from 'styled-components';
import { PageMeta } from '@site/ui/page-meta';

const Wrapper = styled.section`
  min-height: 60vh;
  display: grid;
  place-content: center;
  text-align: center;
  padding: 3rem 1.5rem;
`;

const Hint = styled.p`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Wrapper>
      <PageMeta
        title="404 Page Not Found"
        description="The page you are looking for does not exist."
        noindex
      />
      <h1>404 Page Not Found</h1>
      <Hint>
        Did you forget to add the page to the router? No route matches <code>{pathname}</code>.
      </Hint>
      <p>
        <Link to="/">Return home</Link>
      </p>
    </Wrapper>
  );
}
