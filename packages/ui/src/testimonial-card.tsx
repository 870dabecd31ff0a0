import type { CSSProperties, ReactNode } from 'react';
import styled from 'styled-components';

/** The quote's type: the serif's italic at 18 px, 1.55 lines. */
const quoteFontSize = '1.125rem';
const quoteLineHeight = 1.55;

/**
 * The italic's mean advance per character of running English text, in ems: a line of the card's
 * width, less the room it loses where the next word does not fit (`QUOTE_LINE_LOSS_EM`), holds
 * that width divided by this many characters. Both fitted to the site's two groups of quotes (the
 * clients' on the home page, the organizers' on /speaking) drawn at every 12 px from 320 to
 * 1440 px: the tallest quote of a row took exactly its estimated lines at 175 of those 188
 * widths and was a line off at the others (that count is from before `QUOTE_LAST_LINE_SLACK`;
 * with it, every row's tallest quote is exact at 360, 768 and 1280 px on both pages). A mean
 * cannot be exact for every text at every width; the end-to-end checks hold the widths that
 * matter.
 */
export const QUOTE_EM_PER_CHARACTER = 0.495;

/** The room a line loses at its end, on average, where the next word does not fit: in ems. */
export const QUOTE_LINE_LOSS_EM = 0.4;

/**
 * A last line the mean fills to more than 94 % is counted as spilling onto one more: the words
 * that would end it rarely fit exactly (the clients' first quote on the home page, 255
 * characters at 1280 px, came to 7.997 lines and took 9). Erring by a line too many costs
 * nothing where a quote is not its row's tallest (the quote keeps its estimated place at least,
 * `min-height`); erring by a line too few moved the page by 28 px as the quote was drawn.
 */
export const QUOTE_LAST_LINE_SLACK = 0.06;

/**
 * The height a quote of `--quote-characters` characters takes in the card's width (100cqi): its
 * lines, rounded up, times the line height. It stands for the quote while the quote is not laid
 * out (`content-visibility`), so it must match the drawn quote to within a line, and the tallest
 * of a row (whose height the row takes) exactly.
 */
const quotePlaceholderHeight = `calc(round(up, var(--quote-characters) * ${QUOTE_EM_PER_CHARACTER} * ${quoteFontSize} / (100cqi - ${QUOTE_LINE_LOSS_EM} * ${quoteFontSize}) + ${QUOTE_LAST_LINE_SLACK}, 1) * ${quoteLineHeight} * ${quoteFontSize})`;

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

  /* The quote's placeholder is worked out from its width (\`cqi\`): the quote's own box, inside the
     card's grid (a card sharing its rows with its neighbours cannot itself be the container, whose
     containment would end the shared rows). */
  [data-quote] {
    container-type: inline-size;
  }

  blockquote {
    margin: 0 0 1.25rem;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${quoteFontSize};
    font-style: italic;
    line-height: ${quoteLineHeight};
    /* Laid out only as it nears the screen: the italic face is fetched then, not beside the
       faces the first paint needs (every group of testimonials stands below the fold). Until
       then it holds the height its own text will take (\`quotePlaceholderHeight\`), so the page
       keeps its height as the quotes are drawn; once drawn, its own, remembered. */
    content-visibility: auto;
    contain-intrinsic-size: auto 14rem;

    /* A browser that cannot divide a length by a length holds about a quote's height instead.
       Drawn, the quote keeps at least its estimated place: an estimate a line over the quote's
       own never shrinks the page under the reader either. */
    @supports (width: calc(1px / 1px * 1px)) {
      contain-intrinsic-size: auto ${quotePlaceholderHeight};
      min-height: ${quotePlaceholderHeight};
    }
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
      <div data-quote="">
        <blockquote style={{ '--quote-characters': quote.length + 2 } as CSSProperties}>
          &ldquo;{quote}&rdquo;
        </blockquote>
      </div>
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
