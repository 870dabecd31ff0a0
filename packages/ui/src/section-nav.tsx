import styled from 'styled-components';

export interface SectionLink {
  /** The id of the section's heading (or the section) on the page. */
  id: string;
  label: string;
}

const Nav = styled.nav<{ $column: boolean }>`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.375rem 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0.25rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.navy};
    font-size: 0.9375rem;
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.goldDark};
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  /* In a side column from 1024 px: one link a line, the column kept in view while reading. */
  @media (min-width: 1024px) {
    ${({ $column, theme }) =>
      $column
        ? `
    position: sticky;
    top: calc(${theme.headerHeight} + 1rem);
    ul { flex-direction: column; flex-wrap: nowrap; gap: 0.25rem; }
    a { display: flex; border-color: transparent; background: transparent; border-radius: 8px; }
    a:hover { border-color: ${theme.colors.border}; background: ${theme.colors.surface}; }
    `
        : ''}
  }
`;

/**
 * A long page's own table of contents: links to its sections, so a reader jumps to what he came
 * for instead of scrolling past everything else. A row of pills that wraps on narrow screens;
 * `column` sets it one link a line in a side column on wide screens, where it stays in view.
 * Plain fragment links: the browser scrolls to the section and the next Tab starts from there.
 */
export function SectionNav({
  label,
  links,
  column = false,
}: {
  /** The navigation's name for assistive technology ("On this page"). */
  label: string;
  links: readonly SectionLink[];
  column?: boolean;
}) {
  return (
    <Nav aria-label={label} $column={column}>
      <ul>
        {links.map((link) => (
          <li key={link.id}>
            <a href={`#${link.id}`}>{link.label}</a>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
