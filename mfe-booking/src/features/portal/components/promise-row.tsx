import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * One thing to do between sessions (the check-in that is due, the follow-up call, the emergency
 * session): its name and one line on the left, its action on the right where both fit, under them
 * on a phone. A form opened from it takes the row's whole width. Rows, not headings: the card's
 * title is its only heading level.
 */
const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: center;
  gap: 0.5rem 1.5rem;
  padding-block: 0.875rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  @media (min-width: 48rem) {
    grid-template-columns: minmax(0, 1fr) auto;
  }

  > * {
    min-width: 0;
  }
  /* The action: no margin of its own in a row. */
  > :last-child {
    margin-block: 0;
  }
  /* An opened form spans the row under its words. */
  > [data-open] {
    grid-column: 1 / -1;
  }
`;

const Words = styled.div`
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.navy};
  }
  p {
    margin: 0.15rem 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export function PromiseRow({
  id,
  title,
  line,
  children,
}: {
  /** The row's id (a link to `#${id}` opens its form); its name's element is `${id}-title`. */
  id: string;
  title: string;
  line: ReactNode;
  /** Its action (a form on demand). */
  children: ReactNode;
}) {
  return (
    <Row id={id} role="group" aria-labelledby={`${id}-title`}>
      <Words>
        <strong id={`${id}-title`}>{title}</strong>
        <p>{line}</p>
      </Words>
      {children}
    </Row>
  );
}

/** The package a card's rows belong to: a quiet label over them, not a heading. */
export const PackageLabel = styled.p`
  margin: 1rem 0 0.25rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.type.small};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;
