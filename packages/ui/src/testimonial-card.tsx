import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * The one testimonial card of the site (clients on the home page, organizers on /speaking): on
 * navy, the quote in the serif's italic, the name in light gold and the role under it. Laid out in
 * three rows (rating or nothing, quote, who said it) that `CardGrid $rows={3}` shares with the
 * cards beside it, so every name starts on one line.
 *
 * ```tsx
 * <TestimonialCard quote="Nobody left." name="Head of Events" role="Leadership summit" />
 * ```
 */
const Figure = styled.figure`
  display: grid;
  grid-template-rows: auto 1fr auto;
  height: 100%;
  margin: 0;
  /* Narrower on a phone, where the card takes most of a 360 px screen: the quote and the name
     keep their measure. */
  padding: clamp(1.25rem, 4vw, 1.75rem);
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid rgb(230 199 122 / 0.35);
  background: rgb(245 239 227 / 0.06);
  color: ${({ theme }) => theme.colors.ivory};

  blockquote {
    margin: 0 0 1.25rem;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.125rem;
    font-style: italic;
    line-height: 1.55;
    /* Laid out only as it nears the screen: the italic face is fetched then, not beside the
       faces the first paint needs (every group of testimonials stands below the fold). Until
       then it holds about a quote's height (five or six lines of a card); once drawn, its own,
       remembered. */
    content-visibility: auto;
    contain-intrinsic-size: auto 14rem;
  }

  /* Who said it: the name, then the role a step smaller (secondary, and fewer lines beside the
     portrait). Both start at the top of the row, beside the portrait's top: every card's name
     stands level with its neighbours', whether its role takes two lines or three. */
  figcaption {
    display: flex;
    align-items: flex-start;
    gap: 0.875rem;
    font-size: ${({ theme }) => theme.type.small};
    line-height: 1.45;
    color: ${({ theme }) => theme.colors.onDarkMuted};
  }

  strong {
    display: block;
    font-size: ${({ theme }) => theme.type.body};
    color: ${({ theme }) => theme.colors.goldLight};
  }
`;

/** The top row: a rating, or an empty row of no height when the quote has none. */
const Top = styled.div`
  min-height: 0;
`;

/**
 * The testimonial groups' columns (`CardGrid $columns`): one quote a row up to 1024 px (three side
 * by side would be too narrow to read, two would leave one alone), three from there.
 */
export const testimonialColumns = { phone: 1, tablet: 1, desktop: 3 } as const;

export function TestimonialCard({
  quote,
  name,
  role,
  rating,
  portrait,
  className,
}: {
  quote: string;
  name: string;
  /** Who the person is: a title, an event. */
  role?: string | null;
  /** A rating element (stars) shown above the quote. */
  rating?: ReactNode;
  /** A small portrait beside the name. */
  portrait?: ReactNode;
  className?: string;
}) {
  return (
    <Figure className={className}>
      <Top>{rating}</Top>
      <blockquote>&ldquo;{quote}&rdquo;</blockquote>
      <figcaption>
        {portrait}
        <span>
          <strong>{name}</strong>
          {role}
        </span>
      </figcaption>
    </Figure>
  );
}
