import styled from 'styled-components';
import { Link } from '@site/ui/router';
import { useMoreBeyond, type More } from '@site/ui/section-nav';
import { tabItem, tabRow } from './tab-look';

/* One row of tabs (the back office's one look of tabs: see tab-look), as links. */
const Nav = styled.nav<{ $more: More }>`
  min-width: 0;
  max-width: 100%;
  margin-bottom: 1.5rem;

  ul {
    ${tabRow}
  }
  li {
    flex: none;
  }
  a {
    ${tabItem}
  }
`;

/**
 * Views of one list as links (the view is in the URL, so a reload or a shared link keeps it);
 * the current one is marked for sight and for screen readers. The look of `Tabs`: one row,
 * which scrolls sideways where the tabs do not all fit.
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
  const { ref, more } = useMoreBeyond();
  return (
    <Nav aria-label={label} $more={more}>
      <ul ref={ref}>
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
