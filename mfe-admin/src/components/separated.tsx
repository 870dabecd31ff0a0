import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/**
 * The back office's one separator between facts on a line ("10-Session Package · Credits left 3",
 * "Founder, Northwind · 5 of 5 stars · Shown"): a dot at the centre of the room between two facts,
 * so the space before it equals the space after it; the facts wrap whole, and a fact that starts
 * a line carries no dot (nor does a line end with one).
 *
 * Each fact after the first carries its dot before it, in the room the line's gap leaves; a fact
 * that starts a line has that dot outside the line's box, where the line clips it
 * (`overflow-x: clip`). The dot is drawn, never read out: a screen reader reads the facts as they
 * come.
 */
export const separatorRoom = '0.75rem';

/**
 * The dot before a fact: in the gap to its left, centred. Its box is the fact's ::after (placed
 * at its left), so the fact's ::before stays free for words of its own ("Credits left").
 */
export const dotBefore = css`
  position: relative;

  &::after {
    content: '·';
    content: '·' / '';
    position: absolute;
    top: 0;
    right: 100%;
    width: ${separatorRoom};
    font-weight: 400;
    text-align: center;
    text-decoration: none;
  }
`;

/**
 * The line the facts stand on: they wrap whole, `separatorRoom` apart, and what hangs beyond its
 * left edge (the dot of a fact that starts a line) is clipped. `clipMargin` keeps a focus ring
 * drawn around its first fact (its 3 px) where the line has one.
 */
export const separatedLine = (clipMargin = '0px') => css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${separatorRoom};
  overflow-x: clip;
  overflow-clip-margin: ${clipMargin};
`;

const Line = styled.span`
  ${separatedLine()}

  > * {
    min-width: 0;
  }
  > * + * {
    ${dotBefore}
  }
`;

/** Facts on a line with the dot between them: each child a fact, kept whole. */
export function Separated({ children }: { children: ReactNode }) {
  return <Line data-separated="">{children}</Line>;
}
