import { useState } from 'react';
import styled from 'styled-components';
import { Eyebrow } from '../../../components/layout';
import type { Framework } from '../content/frameworks';
import { FrameworkText } from './framework-text';
import { StartHereBadge } from './start-here-badge';

const Teaser = styled.p`
  max-width: ${({ theme }) => theme.type.measure};
  margin: 0;
  font-size: ${({ theme }) => theme.type.lead};
`;

/* The complete text uses the card's whole width: one readable column on phones and tablets, two
   from 1024 px (each well under the longest comfortable line), its blocks never split. */
const Full = styled.div`
  margin-top: 1.5rem;
  padding-top: 1.5rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  @media (min-width: 1024px) {
    columns: 2;
    column-gap: 3rem;
    column-rule: 1px solid ${({ theme }) => theme.colors.border};

    p,
    ul {
      break-inside: avoid;
    }

    p:has(> strong:only-child) {
      break-after: avoid;
    }
  }

  p,
  ul {
    margin: 0 0 1rem;
  }

  ul {
    padding-left: 1.25rem;
  }

  li + li {
    margin-top: 0.35rem;
  }

  strong {
    color: ${({ theme }) => theme.colors.navy};
  }

  /* A paragraph that is only bold text reads as a heading of the next block. */
  p:has(> strong:only-child) {
    margin-top: 1.5rem;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.type.h4};
  }

  p:first-child:has(> strong:only-child) {
    margin-top: 0;
  }
`;

const Toggle = styled.button`
  margin-top: 1.25rem;
  padding: 0.5rem 0;
  min-height: 44px;
  border: 0;
  font: inherit;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.goldDark};
  background: none;
  text-decoration: underline;
  text-underline-offset: 0.25em;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.navy};
  }
`;

const Article = styled.article<{ $primary: boolean }>`
  position: relative;
  padding: clamp(1.5rem, 4vw, 2.25rem);
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme, $primary }) => ($primary ? theme.colors.gold : theme.colors.border)};
  border-top-width: ${({ $primary }) => ($primary ? '6px' : '1px')};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ $primary }) =>
    $primary ? '0 22px 48px rgb(19 33 60 / 0.18)' : '0 6px 18px rgb(19 33 60 / 0.06)'};

  h3 {
    margin: 0 0 0.75rem;
    color: ${({ theme }) => theme.colors.navy};
  }

  /* On a desktop the card is a row: its name on the left third, its teaser and the toggle on the
     right, the complete text across both; no half-empty card. */
  @media (min-width: 1024px) {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    column-gap: 3rem;
    align-items: start;

    & > :first-child {
      grid-column: 1;
      grid-row: 1 / span 3;
    }

    & > ${Teaser} {
      grid-column: 2;
      grid-row: 1;
    }

    & > ${Full} {
      grid-column: 1 / -1;
      grid-row: 2;
    }

    & > ${Toggle} {
      grid-column: 2;
      grid-row: 3;
      justify-self: start;
    }
  }
`;

/**
 * A framework with its complete text. The text is always in the page (so it is in the first HTML
 * for search engines) and hidden until the visitor opens it.
 */
export function FrameworkCard({ framework }: { framework: Framework }) {
  const [expanded, setExpanded] = useState(false);
  const contentId = `framework-${framework.id}-full`;
  const titleId = `framework-${framework.id}-title`;
  return (
    <Article $primary={framework.isPrimary} aria-labelledby={titleId}>
      <div>
        {framework.isPrimary && <StartHereBadge />}
        <Eyebrow>{framework.headline}</Eyebrow>
        <h3 id={titleId}>{framework.title}</h3>
      </div>
      <Teaser>{framework.teaser}</Teaser>
      <Full id={contentId} hidden={!expanded}>
        <FrameworkText markdown={framework.fullContent} />
      </Full>
      <Toggle
        type="button"
        aria-expanded={expanded}
        aria-controls={contentId}
        aria-describedby={titleId}
        onClick={() => setExpanded((open) => !open)}
      >
        {expanded ? 'show less' : 'read the complete framework'}
      </Toggle>
    </Article>
  );
}
