import { Link } from '@site/ui/router';
import styled from 'styled-components';
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
  return (
    <nav aria-label="Blog categories">
      <ChipList>
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
    </nav>
  );
}

const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.6rem;
  margin: 0 0 2.5rem;
  padding: 0;
  list-style: none;

  /* On phones the chips form one row that scrolls sideways instead of a tall stack. Its right
     edge fades out, so a cut chip reads as "more this way"; the row ends in a blank of the
     fade's width, so the last chip, scrolled to, stands clear of it. */
  ${({ theme }) => theme.media.mobile} {
    flex-wrap: nowrap;
    justify-content: flex-start;
    overflow-x: auto;
    margin-bottom: 1.75rem;
    padding: 0.25rem 3rem 0.75rem 0.25rem;
    scrollbar-width: thin;
    scroll-padding-inline: 0.25rem 3rem;
    mask-image: linear-gradient(to right, #000 calc(100% - 3rem), transparent);

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
