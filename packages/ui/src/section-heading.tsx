import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Eyebrow, KeepHyphenatedWords, leadStyles } from './typography';

const Header = styled.div`
  margin: 0 0 clamp(1.5rem, 4vw, 2.5rem);
  text-align: center;

  h2 {
    margin: 0;
    color: ${({ theme }) => theme.colors.navy};
  }
`;

const Lead = styled.p<{ $onDark?: boolean }>`
  ${leadStyles}
  margin: 1rem auto 0;
`;

/**
 * The head of a section that holds a group of cards, on a light ground: its eyebrow (the small
 * gold capitals), its title (the page's `h2`, at the global section-title size) and, when it has
 * one, its lead (muted, the lead's size), centred over what follows. The same anatomy as the
 * marketing pages' sections, for every page that is not one of them (/resources, a blog post's
 * "Keep Reading").
 *
 * ```tsx
 * <section aria-labelledby="essential-reading">
 *   <SectionHeading id="essential-reading" eyebrow="The essays" title="Essential Reading" lead={…} />
 *   <PostList posts={essays} />
 * </section>
 * ```
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
}: {
  /** The title's id, which the section names itself by (`aria-labelledby`). */
  id: string;
  eyebrow: string;
  title: string;
  lead?: ReactNode;
}) {
  return (
    <Header>
      <Eyebrow>{eyebrow}</Eyebrow>
      <h2 id={id}>
        <KeepHyphenatedWords>{title}</KeepHyphenatedWords>
      </h2>
      {lead && (
        <Lead data-lead="">
          <KeepHyphenatedWords>{lead}</KeepHyphenatedWords>
        </Lead>
      )}
    </Header>
  );
}
