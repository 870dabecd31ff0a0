import { Link, useLocation } from '@site/ui/router';
import styled from 'styled-components';
import { paths } from '@site/contracts/routes';
import { ButtonLink } from '@site/ui/button';
import { Container } from '@site/ui/container';
import { PageHeader, ShortPage } from '@site/ui/page-header';
import { lineArtMarks } from '@site/ui/testimonial-mark';
import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';
import { useHydratedMark } from './hydrated-mark';

/* The hint reads as a sentence to a visitor, in the body's face; only the path he typed is code. */
const Hint = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.type.body};
  color: ${({ theme }) => theme.colors.onDarkMuted};

  /* The path moves to the next line whole when it fits there; only a path longer than the line
     breaks, anywhere. */
  code {
    display: inline-block;
    max-width: 100%;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.goldLight};
  }
`;

/* The full stop stays on the path's line: a line never starts with it. The path itself keeps
   its own breaking (a path longer than the line still breaks). */
const PathThenStop = styled.span`
  white-space: nowrap;

  code {
    white-space: normal;
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

  /* On a phone the button takes its own line and the two links share the next: no link left
     alone on a line under the others. */
  ${({ theme }) => theme.media.mobile} {
    li:first-child {
      display: flex;
      justify-content: center;
      flex-basis: 100%;
    }
  }

  a:not([data-primary]) {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.goldLight};
  }
`;

/**
 * The page of any path no remote owns: a hint in the visitor's words (the address he asked for,
 * as code), and the ways back into the site.
 */
export function NotFoundPage() {
  useHydratedMark();
  const { pathname } = useLocation();
  const { coachName } = useSiteSettings();
  return (
    <Container>
      <PageMeta
        title={`404 Page Not Found | ${coachName}`}
        description="The page you are looking for does not exist."
        noindex
      />
      <ShortPage>
        <PageHeader
          centred
          narrow
          art={lineArtMarks.pathToStar}
          title="404 Page Not Found"
          lead={
            <Hint>
              The link may be mistyped, or the page has moved: there is no page at{' '}
              <PathThenStop>
                <code>{pathname}</code>.
              </PathThenStop>
            </Hint>
          }
          actions={
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
          }
        />
      </ShortPage>
    </Container>
  );
}
