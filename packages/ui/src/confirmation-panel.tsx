import type { ReactNode } from 'react';
import styled from 'styled-components';
import { cardStyles, cardTitleStyles } from './card';

/**
 * What a visitor has just done, confirmed where he did it and kept there (a session booked or
 * moved, a free call booked): a card with the success colour along its edge, taking the focus
 * as it appears (`tabIndex={-1}` and a ref on the section), its title a tick and the words.
 *
 * ```tsx
 * <ConfirmationPanel ref={own} tabIndex={-1} aria-labelledby="done" role="status">
 *   <ConfirmationTitle id="done">Session 2 Booked</ConfirmationTitle>
 *   …
 * </ConfirmationPanel>
 * ```
 */
export const ConfirmationPanel = styled.section`
  ${cardStyles}
  display: grid;
  gap: 0.875rem;
  margin-bottom: 1.5rem;
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  scroll-margin-top: 6rem;

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  p {
    margin: 0;
  }
`;

const Title = styled.h2`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  margin: 0;
  ${cardTitleStyles}
`;

/** The tick before the title: the panel edge's green, read as "done". */
const Tick = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: 50%;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 1rem;
  color: #ffffff;
  background: ${({ theme }) => theme.colors.success};
`;

/** The panel's title: a tick, then what was done ("You’re Booked", "Session 2 Moved"). */
export function ConfirmationTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Title id={id}>
      <Tick aria-hidden="true">✓</Tick>
      {children}
    </Title>
  );
}
