import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Muted, Section, tapTarget } from '../../../components/ui';

/* The card's link (See All in Calendar, Open the inbox) stands on its own line: a finger's target. */
const CardLink = styled.p`
  a {
    ${tapTarget}
  }
`;

/*
 * A card of Today with nothing to show: one line across the whole grid (its heading, then what it
 * has not), never a tall empty box beside a full card.
 */
const CompactSection = styled(Section)`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  align-items: baseline;
  margin-block: 0 0.75rem;
  padding-block: 0.75rem;

  > h2 {
    margin: 0;
  }
  > p {
    margin: 0;
  }
`;

/**
 * One card of Today: its list, or, with nothing in it, one compact line saying so. `link` (the
 * inbox, say) follows either.
 */
export function TodaySection({
  id,
  heading,
  empty,
  compact = false,
  link,
  children,
}: {
  id: string;
  heading: string;
  /** What the card says when it has nothing to show; null when it has. */
  empty: string | null;
  /** One line though not empty: a line of its own state (loading, failed) in place of a list. */
  compact?: boolean;
  link?: ReactNode;
  children?: ReactNode;
}) {
  if (empty !== null || compact)
    return (
      <CompactSection aria-labelledby={id} data-compact="">
        <h2 id={id}>{heading}</h2>
        {empty !== null ? <Muted>{empty}</Muted> : children}
        {link ? <CardLink>{link}</CardLink> : null}
      </CompactSection>
    );
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
      {link ? <CardLink>{link}</CardLink> : null}
    </Section>
  );
}
