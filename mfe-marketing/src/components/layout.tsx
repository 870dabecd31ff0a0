import styled, { css } from 'styled-components';
import { CardGrid, type GridColumns } from '@site/ui/card-grid';
import { Container } from '@site/ui/container';
import { eyebrowStyles, KeepHyphenatedWords, leadStyles } from '@site/ui/typography';

export type BandTone = 'light' | 'surface' | 'dark';

/**
 * A full-width band of a page with its content centred at the site's width. `dark` is navy with
 * ivory text (and the light focus ring), `light` the page's ivory, `surface` white.
 */
export const Band = styled.section<{ $tone?: BandTone }>`
  padding-block: ${({ theme }) => theme.sectionSpace};

  /* Focused only by in-page scroll buttons, never clicked: no ring around the whole band. */
  &[tabindex='-1']:focus {
    outline: none;
  }
  ${({ theme, $tone = 'light' }) =>
    $tone === 'dark'
      ? css`
          color: ${theme.colors.ivory};
          background:
            radial-gradient(circle at 85% 0%, rgb(201 162 77 / 0.16), transparent 45%),
            ${theme.colors.navy};

          h2,
          h3 {
            color: ${theme.colors.ivory};
          }

          :focus-visible {
            outline-color: ${theme.colors.focusOnDark};
          }
        `
      : css`
          background: ${$tone === 'surface' ? theme.colors.surface : theme.colors.ivory};
        `}
`;

export const Inner = Container;

/** Small gold capitals above a heading. */
export const Eyebrow = styled.p<{ $onDark?: boolean }>`
  ${eyebrowStyles}
`;

export const SectionTitle = styled.h2`
  margin: 0 0 1rem;
`;

/** The paragraph under a section title; its hyphenated words are never broken at the hyphen. */
export const Lead = styled.p.attrs<{ $onDark?: boolean }>(({ children }) => ({
  'data-lead': '',
  children: <KeepHyphenatedWords>{children}</KeepHyphenatedWords>,
}))<{ $onDark?: boolean }>`
  ${leadStyles}
  margin: 0 0 2.5rem;
`;

export const Centered = styled.div`
  text-align: center;

  ${Lead} {
    margin-inline: auto;
  }

  /* A title without a lead keeps the same air above what follows as one with a lead. */
  & > ${SectionTitle}:last-child {
    margin-bottom: 2.5rem;
  }
`;

/** Responsive card grid: as many columns of at least `$min` as fit. */
export const Grid = styled.div<{ $min?: string }>`
  display: grid;
  gap: clamp(1rem, 2.5vw, 1.5rem);
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min = '16rem' }) => $min}), 1fr));
`;

export const Card = styled.article<{ $highlight?: boolean }>`
  position: relative;
  padding: clamp(1.25rem, 3vw, 1.75rem);
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid
    ${({ theme, $highlight }) => ($highlight ? theme.colors.gold : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ $highlight }) =>
    $highlight ? '0 18px 40px rgb(19 33 60 / 0.16)' : '0 6px 18px rgb(19 33 60 / 0.06)'};

  h3 {
    margin: 0 0 0.5rem;
    font-size: ${({ theme }) => theme.type.cardTitle};
    color: ${({ theme }) => theme.colors.navy};
  }

  p {
    margin: 0 0 0.75rem;
  }

  p:last-child {
    margin-bottom: 0;
  }
`;

/** A row of buttons that wraps on narrow screens. */
export const Actions = styled.div<{ $center?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  justify-content: ${({ $center }) => ($center ? 'center' : 'flex-start')};
  margin-top: 2rem;
`;

/** Long-form reading text: a comfortable measure and rhythm. */
export const Prose = styled.div<{ $centered?: boolean }>`
  max-width: ${({ theme }) => theme.type.measure};
  margin-inline: ${({ $centered }) => ($centered ? 'auto' : '0')};
  font-size: 1.125rem;

  h2 {
    margin: 2.5rem 0 1rem;
    color: ${({ theme }) => theme.colors.navy};
  }

  /* A title opening the text, or under its eyebrow, sits close to it as everywhere else. */
  & > h2:first-child,
  & > ${Eyebrow} + h2 {
    margin-top: 0;
  }

  h3 {
    margin: 1.75rem 0 0.5rem;
    color: ${({ theme }) => theme.colors.navy};
  }

  p,
  ul,
  ol {
    margin: 0 0 1.1rem;
  }

  li + li {
    margin-top: 0.35rem;
  }

  /* Links inside text; button-looking links (in an Actions row) keep their own colours. */
  :is(p, li, td) > a {
    color: ${({ theme }) => theme.colors.goldDark};
    font-weight: 600;
  }

  blockquote {
    margin: 2rem 0;
    padding: 0.25rem 0 0.25rem 1.25rem;
    border-left: 4px solid ${({ theme }) => theme.colors.gold};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.3rem;
    color: ${({ theme }) => theme.colors.navy};
  }
`;

/**
 * A group of simple cards, each a short heading and its text, in the site's card grid: rows full
 * (or a short last row centred), every card's text starting level with its neighbours'.
 */
export function TextCards({
  items,
  phoneScroll = false,
  columns = { phone: 1, tablet: 2, desktop: 4 },
}: {
  items: readonly { title: string; text: string }[];
  /** On phones one row to swipe through instead of a stack (a group browsed, not read through). */
  phoneScroll?: boolean;
  /** The widest column count per screen size (two a row on a tablet, four on a desktop). */
  columns?: GridColumns;
}) {
  return (
    <CardGrid $count={items.length} $columns={columns} $rows={2} $phoneScroll={phoneScroll}>
      {items.map((item) => (
        <Card key={item.title}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </Card>
      ))}
    </CardGrid>
  );
}

const Tiles = styled.dl<{ $onDark?: boolean }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem;
  margin: 0;

  /* Four across only where each tile holds its label on one line ("Revenue generated"), so the
     labels of a row stay level; two by two on phones and tablets. */
  @media (min-width: 1024px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  /* The value above its label (the label comes first for screen readers), every value at the
     top of its tile: values stay level however many lines a label takes. */
  div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    padding: 1.5rem 0.5rem;
    text-align: center;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme, $onDark }) =>
      $onDark ? 'rgb(245 239 227 / 0.06)' : theme.colors.surface};
    border: 1px solid
      ${({ theme, $onDark }) => ($onDark ? 'rgb(230 199 122 / 0.3)' : theme.colors.border)};
  }

  dt {
    color: ${({ theme, $onDark }) => ($onDark ? theme.colors.onDarkMuted : theme.colors.muted)};
    text-wrap: balance;
  }

  dd {
    margin: 0 0 0.25rem;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ $onDark }) =>
      $onDark ? 'clamp(2rem, 6vw, 3rem)' : 'clamp(1.75rem, 5vw, 2.5rem)'};
    font-weight: 700;
    color: ${({ theme, $onDark }) => ($onDark ? theme.colors.goldLight : theme.colors.navy)};
  }
`;

/** Figures as tiles, value above its label: two columns on phones and tablets, four on desktops. */
export function StatTiles({
  stats,
  onDark = false,
  label,
  className,
}: {
  stats: readonly { value: string; label: string }[];
  onDark?: boolean;
  label?: string;
  className?: string;
}) {
  return (
    <Tiles $onDark={onDark} aria-label={label} className={className} data-card-grid="">
      {stats.map((stat) => (
        <div key={stat.label}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </Tiles>
  );
}
