import styled from 'styled-components';
import { Link } from '@site/ui/router';
import { RowEndButton, useMoreBeyond, type More } from '@site/ui/section-nav';
import { tabFrame, tabItem, tabRow } from './tab-look';
import { WaitingCount } from './waiting-count';

/* One row of tabs (the back office's one look of tabs: see tab-look), as links. */
const Nav = styled.nav<{ $more: More }>`
  ${tabFrame}
  margin-bottom: 1.5rem;

  ul {
    ${tabRow}
  }
  li {
    flex: none;
  }
  a {
    ${tabItem}
    /* Its count's hidden word stays inside it, within the row that scrolls. */
    position: relative;
  }
`;

/**
 * Views of one list as links (the view is in the URL, so a reload or a shared link keeps it);
 * the current one is marked for sight and for screen readers. The look of `Tabs`: one row,
 * which scrolls sideways where the tabs do not all fit. A tab with a `count` shows what waits in
 * it beside its name ("Clients 2", read "Clients 2 waiting").
 */
export function TabLinks<T extends string>({
  label,
  current,
  tabs,
}: {
  label: string;
  current: T;
  tabs: { value: T; label: string; to: string; count?: number }[];
}) {
  const { ref, more } = useMoreBeyond();
  return (
    <Nav aria-label={label} $more={more} data-overflow={more.start || more.end || undefined}>
      <RowEndButton side="start" more={more} row={ref} label="Earlier views" />
      <ul ref={ref}>
        {tabs.map((tab) => (
          <li key={tab.value}>
            <Link to={tab.to} aria-current={tab.value === current ? 'page' : undefined}>
              {tab.label}
              <WaitingCount count={tab.count} word="waiting" />
            </Link>
          </li>
        ))}
      </ul>
      <RowEndButton side="end" more={more} row={ref} label="More views" />
    </Nav>
  );
}
