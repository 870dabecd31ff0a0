import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { LineArtMark } from './testimonial-mark';
import { Eyebrow, KeepHyphenatedWords } from './typography';

/* The navy of the marketing pages' opening bands (gold light from the upper right), as a panel
   inside the page's width, with two thin gold rings of the line art at its corner. */
/** A short page's column: a `narrow` page header, and the cards under it, this wide at most. */
export const narrowPageWidth = '56rem';

const Panel = styled.header<{
  $centred: boolean;
  $withArt: boolean;
  $narrow: boolean;
  $compact: boolean;
}>`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  display: grid;
  gap: clamp(1.25rem, 4vw, 3rem);
  align-items: center;
  margin-block: clamp(1rem, 3vw, 2rem) clamp(1.5rem, 4vw, 2.5rem);
  padding: clamp(2rem, 6vw, 3.5rem) clamp(1.25rem, 5vw, 3.5rem);
  border-radius: calc(${({ theme }) => theme.radius} * 1.6);
  color: ${({ theme }) => theme.colors.onDarkMuted};
  background: ${({ theme }) => theme.navyGlow};
  box-shadow: 0 18px 40px rgb(19 33 60 / 0.14);

  &::before,
  &::after {
    content: '';
    position: absolute;
    z-index: -1;
    border-radius: 50%;
    pointer-events: none;
  }

  &::before {
    top: -7rem;
    right: -5rem;
    width: 18rem;
    height: 18rem;
    border: 1px solid rgb(230 199 122 / 0.22);
  }

  &::after {
    top: -4.5rem;
    right: -2.5rem;
    width: 13rem;
    height: 13rem;
    border: 1px dashed rgb(230 199 122 / 0.18);
  }

  h1 {
    margin: 0;
    color: ${({ theme }) => theme.colors.ivory};
  }

  a:focus-visible,
  button:focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnDark};
  }

  ${({ theme, $withArt }) =>
    $withArt &&
    css`
      ${theme.media.desktop} {
        grid-template-columns: minmax(0, 1fr) auto;
      }
    `}

  /* A tool's band (the signed-in portal): the same title on less navy, so the work below it
     starts in the first screen of a phone. */
  ${({ $compact }) =>
    $compact &&
    css`
      gap: 1rem;
      margin-block: clamp(0.75rem, 2vw, 1.25rem) clamp(1rem, 2.5vw, 1.5rem);
      padding: clamp(1.25rem, 3.5vw, 2rem) clamp(1.25rem, 4vw, 2.5rem);
    `}

  ${({ $narrow }) =>
    $narrow &&
    css`
      width: 100%;
      max-width: ${narrowPageWidth};
      margin-inline: auto;
    `}

  ${({ $centred, theme }) =>
    $centred &&
    css`
      justify-items: center;
      text-align: center;

      &&& {
        grid-template-columns: none;
      }

      /* On a phone the rings at full size reach across the centred column, through its icon and
         its title: smaller, they keep to the corner, off the words. */
      ${theme.media.mobile} {
        &::before {
          top: -6.5rem;
          right: -5.5rem;
          width: 11rem;
          height: 11rem;
        }

        &::after {
          top: -4.5rem;
          right: -3.5rem;
          width: 8rem;
          height: 8rem;
        }
      }
    `}
`;

const Words = styled.div<{ $centred: boolean; $compact: boolean }>`
  display: grid;
  gap: ${({ $compact }) => ($compact ? '0.625rem' : '1rem')};
  min-width: 0;
  max-width: ${({ $centred }) => ($centred ? '42rem' : '50rem')};
  justify-items: ${({ $centred }) => ($centred ? 'center' : 'start')};

  ${Eyebrow} {
    margin: 0;
  }
`;

/** The paragraph under the title: the lead's size, light on navy. */
const Lead = styled.div`
  max-width: 42rem;
  font-size: ${({ theme }) => theme.type.lead};
  color: ${({ theme }) => theme.colors.onDarkMuted};

  p {
    margin: 0;
  }

  p + p {
    margin-top: 0.75rem;
  }

  :is(p, li) > a {
    color: ${({ theme }) => theme.colors.goldLight};
    font-weight: 700;
  }
`;

/* Gold title rule between the title and what follows: fading to the right under a title set
   left, from its middle to both ends under a centred one (a one-sided fade there reads as a rule
   pushed left of the title's axis). */
const Rule = styled.span<{ $centred: boolean }>`
  display: block;
  width: 3.5rem;
  height: 2px;
  border-radius: 1px;
  background: ${({ theme, $centred }) =>
    $centred
      ? `linear-gradient(90deg, transparent, ${theme.colors.goldLight}, transparent)`
      : `linear-gradient(90deg, ${theme.colors.goldLight}, transparent)`};
`;

const Actions = styled.div<{ $centred: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: ${({ $centred }) => ($centred ? 'center' : 'flex-start')};
  gap: 0.75rem 1.25rem;
  margin-top: 0.5rem;
`;

const Art = styled.div`
  display: grid;
  place-items: center;
  flex: none;

  svg {
    display: block;
    width: clamp(5.5rem, 16vw, 9rem);
    height: auto;
    border-radius: 50%;
    box-shadow:
      0 0 0 1px rgb(230 199 122 / 0.45),
      0 0 0 10px rgb(230 199 122 / 0.06);
  }
`;

/**
 * The opening of every page that is not a marketing page (legal texts, resources, checkout,
 * booking, payment and not-found pages): a navy panel inside the page's width holding an
 * eyebrow, the page's one `<h1>` (the global title style), a gold rule, its lead and, for a short
 * page, its line-art emblem and its next actions, centred, so the page reads composed rather than
 * empty. `art` is a line-art emblem's index (`lineArtMarks`).
 *
 * ```tsx
 * <PageHeader eyebrow="Legal" title="Privacy Policy" lead={<p>Effective date: …</p>} />
 * <PageHeader centred narrow art={lineArtMarks.sunrise} title="Thank You" lead={…} actions={…} />
 * ```
 */
export function PageHeader({
  eyebrow,
  title,
  titleId,
  lead,
  actions,
  after,
  art,
  centred = false,
  narrow = false,
  before,
  busy,
  compact = false,
  className,
  ...attributes
}: Omit<ComponentPropsWithoutRef<'header'>, 'title'> & {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  art?: number;
  centred?: boolean;
  /** At most 56rem wide, centred: a short page's one message. */
  narrow?: boolean;
  /** The title's id (for `aria-labelledby`). */
  titleId?: string;
  /** Above the eyebrow (a status icon). */
  before?: ReactNode;
  /** Below the actions (a last word). */
  after?: ReactNode;
  /** The page is still fetching what the header will say. */
  busy?: boolean;
  /** A tool's header (the signed-in portal): less padding, so its work starts higher. */
  compact?: boolean;
  className?: string;
}) {
  const withArt = art !== undefined;
  return (
    <Panel
      {...attributes}
      // A header element takes no other role: a header given one (an alert) is a plain block.
      as={attributes.role ? 'div' : undefined}
      $centred={centred}
      $narrow={narrow}
      $withArt={withArt}
      $compact={compact}
      aria-busy={busy || undefined}
      className={className}
      data-page-header=""
    >
      {withArt && centred && (
        <Art>
          <LineArtMark mark={art} size={144} />
        </Art>
      )}
      <Words $centred={centred} $compact={compact}>
        {before}
        {eyebrow && <Eyebrow $onDark>{eyebrow}</Eyebrow>}
        <h1 id={titleId}>
          {typeof title === 'string' ? <KeepHyphenatedWords>{title}</KeepHyphenatedWords> : title}
        </h1>
        <Rule aria-hidden="true" $centred={centred} />
        {lead && (
          <Lead data-lead>
            <KeepHyphenatedWords>{lead}</KeepHyphenatedWords>
          </Lead>
        )}
        {actions && <Actions $centred={centred}>{actions}</Actions>}
        {after && (
          <Lead data-lead>
            <KeepHyphenatedWords>{after}</KeepHyphenatedWords>
          </Lead>
        )}
      </Words>
      {withArt && !centred && (
        <Art>
          <LineArtMark mark={art} size={144} />
        </Art>
      )}
    </Panel>
  );
}

/**
 * A short page (a thank-you, a booking or page not found): its header and what follows it
 * centred in at least one screen's height below the site's header, so the page reads as one
 * composition at every width instead of a panel over empty ground.
 */
export const ShortPage = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-height: calc(100vh - ${({ theme }) => theme.headerHeight});
  padding-bottom: clamp(1.5rem, 4vw, 2.5rem);
`;
