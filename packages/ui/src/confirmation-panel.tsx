import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
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
 *
 * On a navy surface (the footer's newsletter) `$onDark` keeps the card in its ground instead of a
 * white slab: a faint ivory veil, a gold hairline and gold edge, ivory words and title, the tick
 * in the soft green that reads on navy.
 */
export const ConfirmationPanel = styled.section<{ $onDark?: boolean }>`
  ${cardStyles}
  display: grid;
  gap: 0.875rem;
  margin-bottom: 1.5rem;
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  scroll-margin-top: 6rem;
  --confirmation-tick: ${({ theme }) => theme.colors.success};
  --confirmation-tick-mark: #ffffff;

  ${({ $onDark, theme }) =>
    $onDark &&
    css`
      color: ${theme.colors.ivory};
      background: rgb(245 239 227 / 0.06);
      border-color: rgb(201 162 77 / 0.45);
      border-left-color: ${theme.colors.gold};
      box-shadow: none;
      --confirmation-tick: ${theme.colors.successOnDark};
      --confirmation-tick-mark: ${theme.colors.navy};

      h2 {
        color: ${theme.colors.ivory};
      }

      &:focus-visible {
        outline-color: ${theme.colors.focusOnDark};
      }
    `}

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

/** The tick before the title: the panel edge's green (a soft green on navy), read as "done". */
const Tick = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: 50%;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 1rem;
  color: var(--confirmation-tick-mark);
  background: var(--confirmation-tick);
`;

/** The panel's title: a tick, then what was done ("Discovery Call Scheduled!", "Session 2 Moved"). */
export function ConfirmationTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Title id={id}>
      <Tick aria-hidden="true">✓</Tick>
      {children}
    </Title>
  );
}
