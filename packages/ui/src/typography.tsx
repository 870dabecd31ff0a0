import { Children, cloneElement, isValidElement, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

/**
 * The eyebrow's letters: small, bold, letter-spaced capitals (the eyebrow, the badge, a small
 * label in capitals such as a timeline's dates), without the eyebrow's colour and margin.
 */
export const eyebrowLetters = css`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.type.eyebrow};
  font-weight: 700;
  line-height: 1.4;
  letter-spacing: 0.14em;
  text-transform: uppercase;
`;

/**
 * The small capitals above a section title or on a card ("The foundation", a post's category):
 * the one place the site uses letter-spaced capitals. Gold dark on light backgrounds, light gold
 * on navy; both keep 4.5:1 contrast.
 */
export const eyebrowStyles = css<{ $onDark?: boolean }>`
  margin: 0 0 0.75rem;
  ${eyebrowLetters}
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.goldLight : theme.colors.goldDark)};
`;

/**
 * A badge ('Most Popular', 'Most Requested', 'Limited Time Offer'): the eyebrow's letters on a
 * pill. The component sets the colours and where the pill sits.
 */
export const badgeStyles = css`
  display: inline-block;
  padding: 0.25rem 0.85rem;
  border-radius: 999px;
  ${eyebrowLetters}
  white-space: nowrap;
`;

export const Eyebrow = styled.p<{ $onDark?: boolean }>`
  ${eyebrowStyles}
`;

/** The paragraph under a page or section title: larger, muted, at a readable measure. */
export const leadStyles = css<{ $onDark?: boolean }>`
  max-width: 46rem;
  font-size: ${({ theme }) => theme.type.lead};
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.onDarkMuted : theme.colors.muted)};
`;

const Whole = styled.span`
  white-space: nowrap;
`;

/** A hyphenated word ("5-Session", "10–15 minutes") or a range ("10–15") with what touches it, as a capture. */
const hyphenatedWord = /(\S*\w[-\u2013]\w\S*)/;

function keepWordsOf(text: string): ReactNode {
  const parts = text.split(hyphenatedWord);
  if (parts.length === 1) return text;
  // An email address ("ann-marie@some-host.example") is no word: kept whole, a long one would
  // run out of a phone's column instead of breaking where it must.
  return parts.map((part, index) =>
    index % 2 === 1 && !part.includes('@') ? <Whole key={index}>{part}</Whole> : part,
  );
}

/* Code (a path, a key) keeps its own breaking rules: a long path must still break somewhere. */
const codeElements = new Set(['code', 'kbd', 'samp', 'pre']);

/** The text of `node` with its hyphenated words kept whole, inside its elements too. */
function keepWordsIn(node: ReactNode): ReactNode {
  if (typeof node === 'string') return keepWordsOf(node);
  if (Array.isArray(node)) return Children.map(node, keepWordsIn);
  if (
    isValidElement<{ children?: ReactNode }>(node) &&
    node.props.children !== undefined &&
    !(typeof node.type === 'string' && codeElements.has(node.type))
  )
    return cloneElement(node, undefined, keepWordsIn(node.props.children));
  return node;
}

/**
 * A text whose hyphenated words ("billion-dollar", "15-Minute", "10–15 minutes") and number ranges
 * ("10–15 minutes") are never broken at their hyphen or dash: each is kept on one line, the rest wraps as usual (headings balance their lines
 * around them). It takes a string or any text with elements in it (a lead's paragraph with a link
 * or a value put in), and reaches the words inside them; every page title, hero lead and page
 * header's lead goes through it.
 *
 * ```tsx
 * <h1><KeepHyphenatedWords>From rock bottom to billion-dollar prison</KeepHyphenatedWords></h1>
 * <KeepHyphenatedWords><p>One step away from your {pack.name}.</p></KeepHyphenatedWords>
 * ```
 */
export function KeepHyphenatedWords({ children }: { children: ReactNode }) {
  return <>{keepWordsIn(children)}</>;
}

/**
 * A name someone typed ("Lena Whitfield-Okonkwo"), to stand in a heading: its hyphens become
 * non-breaking (U+2011), so the name is never split at one where it fits its line, and a name
 * longer than the line still wraps (headings break an overlong word) instead of running off it.
 */
export function withUnbreakableHyphens(text: string): string {
  return text.replace(/(?<=\w)-(?=\w)/g, '\u2011');
}
