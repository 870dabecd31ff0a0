import { Link, useLocation } from '@site/ui/router';
import styled from 'styled-components';
import { paths } from '@site/contracts/routes';
import { ButtonLink } from '@site/ui/button';
import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';
import { useHydratedMark } from './hydrated-mark';

const Wrapper = styled.section`
  min-height: 60vh;
  display: grid;
  place-content: center;
  justify-items: center;
  text-align: center;
  padding: 3rem 1.5rem;

  h1 {
    margin: 0 0 1rem;
    color: ${({ theme }) => theme.colors.navy};
  }
`;

const Hint = styled.p`
  max-width: 40rem;
  margin: 0 0 2rem;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};

  /* The path moves to the next line whole when it fits there; only a path longer than the line
     breaks, anywhere. */
  code {
    display: inline-block;
    max-width: 100%;
    overflow-wrap: anywhere;
  }
`;

const WaysBack = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 0.5rem 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  a:not([data-primary]) {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.goldDark};
  }
`;

/** The page of any path no remote owns: the developer's hint and the ways back into the site. */
export function NotFoundPage() {
  useHydratedMark();
  const { pathname } = useLocation();
  const { coachName } = useSiteSettings();
  return (
    <Wrapper>
      <PageMeta
        title={`404 Page Not Found | ${coachName}`}
        description="The page you are looking for does not exist."
        noindex
      />
      <h1>404 Page Not Found</h1>
      <Hint>
        Did you forget to add the page to the router? No route matches <code>{pathname}</code>.
      </Hint>
      <nav aria-label="Ways back">
        <WaysBack>
          <li>
            <ButtonLink to={paths.home} data-primary="">
              Return Home
            </ButtonLink>
          </li>
          <li>
            <Link to={paths.blog}>Read the Blog</Link>
          </li>
          <li>
            <Link to={paths.connect}>Contact Me</Link>
          </li>
        </WaysBack>
      </nav>
    </Wrapper>
  );
}
