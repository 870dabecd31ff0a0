import styled from 'styled-components';
import { Link } from '@site/ui/router';
import { currentMark } from './ui';

/* The rule runs under every tab, so tabs that wrap to a second line on a phone keep it under
   both lines instead of leaving the first line floating above it. */
const Nav = styled.nav`
  margin-bottom: 1.5rem;

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 0;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  }
  /* The rule goes on to the end of the line. */
  li:last-child {
    flex-grow: 1;
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
  /* The back office's one mark of the current item; a tab's bar is its own gold bottom edge. */
  a[aria-current='page'] {
    ${currentMark}
    border-bottom-color: ${({ theme }) => theme.colors.gold};
    text-decoration-line: none;
  }
  /* On a phone the tabs share each line's width, each line ruled from edge to edge. */
  ${({ theme }) => theme.media.mobile} {
    li {
      flex-grow: 1;
    }
    a {
      display: block;
      text-align: center;
    }
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
