import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from '@site/ui/router';
import { moreBeyondMask, RowEndButton, useMoreBeyond, type More } from '@site/ui/section-nav';
import styled, { css } from 'styled-components';
import { blogListPath } from '@site/contracts/blog';
import { allPostsLabel, blogCategories } from '../categories';

/**
 * The category filter. Each chip is a link to the first page of the list with `?category=…`
 * ('All Posts' without it), so a filtered list is a URL: shareable, rendered by the server, and
 * back/forward work. From any page of the list, a chip opens its category's first page.
 */
export function CategoryChips({ active }: { active: string | null }) {
  const chips = [
    { label: allPostsLabel, to: blogListPath(null), current: !active },
    ...blogCategories.map((category) => ({
      label: category.label,
      to: blogListPath(category.slug),
      current: active === category.slug,
    })),
  ];
  const { ref, more } = useMoreBeyond();
  const navRef = useRef<HTMLElement>(null);
  const roomy = useRoomForAll(navRef, ref);
  const overflows = (more.start || more.end) && !roomy;
  return (
    <Nav ref={navRef} aria-label="Blog categories">
      {/* Where the row runs past the screen, the site's step buttons stand at its ends (as on
          every row that scrolls sideways), each moving it on, unavailable at its end. */}
      {overflows && <RowEndButton side="start" more={more} row={ref} label="Previous categories" />}
      <ChipList ref={ref} $more={more}>
        {chips.map((chip) => (
          <li key={chip.label}>
            <Chip
              to={chip.to}
              aria-current={chip.current ? 'page' : undefined}
              $active={chip.current}
              preventScrollReset
            >
              {chip.label}
            </Chip>
          </li>
        ))}
      </ChipList>
      {overflows && <RowEndButton side="end" more={more} row={ref} label="More categories" />}
    </Nav>
  );
}

/**
 * Whether every chip fits the filter's whole width, the step buttons' room included: the row
 * measured alone would keep overflowing once the buttons narrowed it (a window widened from a
 * tablet's to a desktop's would keep them, and a chip cut, where all seven fit).
 */
function useRoomForAll(
  navRef: RefObject<HTMLElement | null>,
  listRef: RefObject<HTMLUListElement | null>,
) {
  const [roomy, setRoomy] = useState(false);
  useEffect(() => {
    const nav = navRef.current;
    const list = listRef.current;
    if (!nav || !list || typeof ResizeObserver === 'undefined') return;
    const measure = () => setRoomy(list.scrollWidth <= nav.clientWidth + 1);
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(nav);
    return () => resized.disconnect();
  }, [navRef, listRef]);
  return roomy;
}

/* The row and, where it overflows, a step button at each end, centred on the chips' line. */
const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  margin: 0 0 2.5rem;

  ${({ theme }) => theme.media.mobile} {
    margin-bottom: 1.75rem;
  }
`;

/* At every width the chips form one row, never a wrapped line with one chip left alone under
   five: where they all fit, the row is centred; where they do not, it scrolls sideways, and an
   edge with more chips beyond it fades out and carries a button that moves the row on. */
const ChipList = styled.ul<{ $more: More }>`
  display: flex;
  flex: 1;
  min-width: 0;
  flex-wrap: nowrap;
  gap: 0.6rem;
  margin: 0;
  padding: 0.25rem;
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  scroll-padding-inline: 3rem;
  mask-image: ${({ $more }) => moreBeyondMask($more)};

  &::-webkit-scrollbar {
    display: none;
  }

  li {
    flex: none;
  }

  /* Centred while the row fits; the auto margins fall to nothing once it scrolls, so its first
     chip is never cut off at the start. */
  li:first-child {
    margin-left: auto;
  }

  li:last-child {
    margin-right: auto;
  }
`;

/**
 * The blog's one chip: a white pill with a hairline, its words at 15 px, for the index's
 * categories (links, navy when chosen). A post's tags are words, not links, and are set flat.
 */
const chipStyles = css`
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.95rem;
  font-weight: 600;
`;

const Chip = styled(Link)<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.5rem 1.1rem;
  ${chipStyles}
  ${({ theme, $active }) =>
    $active &&
    css`
      border-color: ${theme.colors.navy};
      background: ${theme.colors.navy};
      color: ${theme.colors.ivory};
    `}
  text-decoration: none;
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease;

  &:hover {
    border-color: ${({ theme }) => theme.colors.goldDark};
  }
`;
