import { Arrow } from '@site/ui/arrow';
import { Link } from '@site/ui/router';
import styled from 'styled-components';
import { blogListPath } from '@site/contracts/blog';

/**
 * The list's pages: newer and older posts around "Page N of M", each a link to the page's own URL
 * (within the category shown), so every page is a server-rendered address search engines follow.
 */
export function Pagination({
  category,
  page,
  pageCount,
}: {
  category: string | null;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label="Blog pages">
      {page > 1 ? (
        <PageLink to={blogListPath(category, page - 1)} rel="prev">
          <Arrow direction="left" />
          Newer posts
        </PageLink>
      ) : (
        <span />
      )}
      <Current>
        Page {page} of {pageCount}
      </Current>
      {page < pageCount ? (
        <PageLink to={blogListPath(category, page + 1)} rel="next">
          Older posts
          <Arrow direction="right" />
        </PageLink>
      ) : (
        <span />
      )}
    </Nav>
  );
}

const Nav = styled.nav`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: 1rem;
  margin-top: 3rem;

  > :first-child {
    justify-self: start;
  }

  > :last-child {
    justify-self: end;
  }
`;

const Current = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

const PageLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0.5rem 1.1rem;
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.navy};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.goldDark};
  }
`;
