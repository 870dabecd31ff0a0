import { Arrow } from '@site/ui/arrow';
import { Link } from '@site/ui/router';
import { moreBeyondMask, scrollRow, useMoreBeyond, type More } from '@site/ui/section-nav';
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
  return (
    <Nav aria-label="Blog categories">
      {/* Where the row runs past the screen, a button at each edge with more beyond it moves it
          on; Tab already brings each chip into view, so the buttons stay out of the tab order. */}
      {more.start && (
        <ScrollButton
          type="button"
          $side="start"
          tabIndex={-1}
          aria-label="Previous categories"
          onClick={() => scrollRow(ref.current, -1)}
        >
          <Arrow direction="left" />
        </ScrollButton>
      )}
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
      {more.end && (
        <ScrollButton
          type="button"
          $side="end"
          tabIndex={-1}
          aria-label="More categories"
          onClick={() => scrollRow(ref.current, 1)}
        >
          <Arrow direction="right" />
        </ScrollButton>
      )}
    </Nav>
  );
}

const Nav = styled.nav`
  position: relative;
`;

const ChipList = styled.ul<{ $more: More }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.6rem;
  margin: 0 0 2.5rem;
  padding: 0;
  list-style: none;

  /* On phones the chips form one row that scrolls sideways instead of a tall stack. An edge with
     more chips beyond it fades out and carries a button that moves the row on. */
  ${({ theme }) => theme.media.mobile} {
    flex-wrap: nowrap;
    justify-content: flex-start;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    margin-bottom: 1.75rem;
    padding: 0.25rem;
    scrollbar-width: none;
    scroll-padding-inline: 3rem;
    mask-image: ${({ $more }) => moreBeyondMask($more)};

    &::-webkit-scrollbar {
      display: none;
    }

    li {
      flex: none;
    }
  }
`;

const Chip = styled(Link)<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.5rem 1.1rem;
  border: 1.5px solid ${({ theme, $active }) => ($active ? theme.colors.navy : theme.colors.border)};
  border-radius: 999px;
  background: ${({ theme, $active }) => ($active ? theme.colors.navy : theme.colors.surface)};
  color: ${({ theme, $active }) => ($active ? theme.colors.ivory : theme.colors.text)};
  font-size: 0.95rem;
  font-weight: 600;
  text-decoration: none;
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease;

  &:hover {
    border-color: ${({ theme }) => theme.colors.goldDark};
  }
`;

/* A round button over the row's edge, in the row's middle (the chips' height, not the margin
   under them); drawn over the fade, so it takes no room and moves nothing as it comes and goes. */
const ScrollButton = styled.button<{ $side: 'start' | 'end' }>`
  position: absolute;
  top: 0.25rem;
  ${({ $side }) =>
    $side === 'start'
      ? css`
          left: 0;
        `
      : css`
          right: 0;
        `}
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.navy};
  font-size: 1.1rem;
  box-shadow: 0 2px 8px rgb(16 20 31 / 12%);
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.goldDark};
  }

  /* Only a row that scrolls has them; from a tablet on the chips wrap and always show. */
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;
