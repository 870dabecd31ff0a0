import styled from 'styled-components';
import { Link } from '@site/ui/router';
import { moreBeyondMask, useMoreBeyond, type More } from '@site/ui/section-nav';
import { currentMark } from './ui';

/* One row of tabs, ruled from edge to edge; where they do not all fit (a phone) the row scrolls
   sideways, the edge with more tabs beyond it fading out, instead of wrapping to a second row. */
const Nav = styled.nav<{ $more: More }>`
  min-width: 0;
  max-width: 100%;
  margin-bottom: 1.5rem;

  ul {
    display: flex;
    flex-wrap: nowrap;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scrollbar-width: none;
    margin: 0;
    padding: 0;
    list-style: none;
    mask-image: ${({ $more }) => moreBeyondMask($more)};
  }
  ul::-webkit-scrollbar {
    display: none;
  }
  li {
    flex: none;
    border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  }
  /* The rule goes on to the end of the line. */
  li:last-child {
    flex-grow: 1;
  }
  a {
    display: inline-block;
    padding: 0.625rem 1rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    white-space: nowrap;
    /* The current tab's mark covers the rule, inside the row's box (which clips what is below). */
    border-bottom: 3px solid transparent;
    margin-bottom: -2px;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  /* The back office's one mark of the current item; a tab's bar is its own gold bottom edge. */
  a[aria-current='page'] {
    ${currentMark}
    border-bottom-color: ${({ theme }) => theme.colors.gold};
    text-decoration-line: none;
  }
  /* On a phone the tabs share the row's width, a size and padding smaller so five tabs
     ("All" to "Unpublished") fit a 360 px phone whole; more still scroll, their edge fading. */
  ${({ theme }) => theme.media.mobile} {
    li {
      flex-grow: 1;
    }
    a {
      display: block;
      padding-inline: 0.25rem;
      font-size: ${({ theme }) => theme.type.small};
      text-align: center;
    }
  }
`;

/**
 * Views of one list as links (the view is in the URL, so a reload or a shared link keeps it);
 * the current one is marked for sight and for screen readers. One row, which scrolls sideways
 * where the tabs do not all fit.
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
