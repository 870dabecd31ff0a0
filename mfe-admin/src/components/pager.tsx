import styled from 'styled-components';
import { Link, useLocation, useSearchParams } from '@site/ui/router';
import type { Page } from '@site/contracts/admin';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1.25rem;
  align-items: center;
  justify-content: space-between;
  /* Under its list; a section after it (the subscribers' chart) stands the page's gap below, as
     sections stand apart (a section's own 2rem). */
  margin-block: 1.25rem 2rem;

  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.goldDark};
  }
`;

/** "Showing 21–40 of 57", with links to the pages before and after (the page is in the URL). */
export function Pager({ list, label }: { list: Page<unknown>; label: string }) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const first = list.total === 0 ? 0 : (list.page - 1) * list.pageSize + 1;
  const last = Math.min(list.total, list.page * list.pageSize);
  const hrefFor = (page: number) => {
    const params = new URLSearchParams(searchParams);
    if (page === 1) params.delete('page');
    else params.set('page', String(page));
    const search = params.toString();
    return search ? `${pathname}?${search}` : pathname;
  };
  return (
    <Nav aria-label={label}>
      <span>
        Showing {first}–{last} of {list.total}
      </span>
      <span style={{ display: 'flex', gap: '1.25rem' }}>
        {list.page > 1 && <Link to={hrefFor(list.page - 1)}>Previous page</Link>}
        {list.page < pages && <Link to={hrefFor(list.page + 1)}>Next page</Link>}
      </span>
    </Nav>
  );
}
