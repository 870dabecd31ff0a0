import styled from 'styled-components';
import { Link } from '@site/ui/router';

const Nav = styled.nav`
  margin-bottom: 1.5rem;
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: 0.625rem 1rem;
    margin-bottom: -2px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    border-bottom: 3px solid transparent;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.navy};
    border-bottom-color: ${({ theme }) => theme.colors.gold};
  }
`;

/**
 * Views of one list as links (the view is in the URL, so a reload or a shared link keeps it);
 * the current one is marked for sight and for screen readers.
 */
export function TabLinks<T extends string>({
  label,
  current,
  tabs,
}: {
  label: string;
  current: T;
  tabs: { value: T; label: string; to: string }[];
}) {
  return (
    <Nav aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.value}>
            <Link to={tab.to} aria-current={tab.value === current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
