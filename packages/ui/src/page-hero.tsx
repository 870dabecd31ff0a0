import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import consultingArt from './art/consulting-art.svg';
import { gridBreakpoints, tabletEnd } from './card-grid';
import { Container } from './container';
import { Eyebrow, KeepHyphenatedWords } from './typography';

/**
 * How a hero is composed, by the page's purpose (one system: the same navy and gold, the one
 * page-title style, the same lead and buttons):
 * - `split`: the words beside the page's art (the default);
 * - `editorial`: from a desktop (1024 px), the words beside a large drawing that bleeds off the
 *   band's right edge; on phones and tablets the words across the column's width (the title in
 *   three lines, never a narrow column of one-word lines) and the drawing as a full-width strip
 *   under them;
 * - `stage`: a full-width stage: the words and the booking action centred, the art under them as
 *   a framed panel, whole inside the band;
 * - `compact`: a short band with a small mark, so the page's offer starts in the first screen;
 * - `portrait`: the person first, large on the left, the words beside with a pull quote.
 */
export type PageHeroLayout = 'split' | 'editorial' | 'stage' | 'compact' | 'portrait';

/**
 * What the art is: `decorative`, a line drawing that sets the mood (the words carry the page);
 * `portrait`, the slot of the owner's picture (his photograph once uploaded), or `photograph`, a
 * photograph the owner chose for an editorial hero, which is the page's picture of him and keeps
 * its size on a phone. A `portrait` layout's art is always a portrait.
 */
export type PageHeroArtRole = 'decorative' | 'portrait' | 'photograph';

/** Below this width (a phone) every hero's art follows the one phone rule (see `Art`). */
const phoneQuery = `@media (max-width: calc(${gridBreakpoints.tablet} - 0.02px))`;

/**
 * The phone rule's sizes: decorative art is a band across the screen cropped to this ratio (the
 * tablet's strip, about 150 px tall on a 360 px phone); a portrait stands this wide beside the
 * eyebrow and the title (on a 360 px phone a 4:5 portrait 160 px tall, an uploaded photograph at most 260 px).
 */
export const HERO_PHONE_BAND_RATIO = '21 / 9';
/* 8rem on a 360 px phone, narrower on a narrower one, so the title beside it keeps room for its
   longest word ("CRACKING", 159 px at 320 px). */
export const HERO_PHONE_PORTRAIT_WIDTH = 'clamp(5.5rem, 100vw - 14.5rem, 8rem)';
const HERO_PHONE_PORTRAIT_MAX_HEIGHT = '16.25rem';

const Wrapper = styled.header<{ $layout: PageHeroLayout }>`
  position: relative;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.ivory};
  background: ${({ theme }) => theme.navyGlow};

  :focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnDark};
  }

  /* The stage: one spotlight from above the centre onto a deeper navy. */
  ${({ $layout, theme }) =>
    $layout === 'stage' &&
    css`
      background:
        radial-gradient(ellipse 60% 70% at 50% -10%, rgb(230 199 122 / 0.24), transparent 70%),
        linear-gradient(180deg, ${theme.colors.navyDeep}, ${theme.colors.navy});
    `}
`;

const Layout = styled(Container)<{
  $withArt: boolean;
  $layout: PageHeroLayout;
  $portrait: boolean;
}>`
  display: grid;
  gap: clamp(2rem, 5vw, 3.5rem);
  align-items: center;
  padding-block: clamp(3.5rem, 10vw, 7rem);

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: ${({ $withArt }) => ($withArt ? 'minmax(0, 1.15fr) minmax(0, 0.85fr)' : '1fr')};
  }

  ${({ $layout, theme }) => {
    switch ($layout) {
      case 'editorial':
        return css`
          /* Below a desktop the words, then the art, stacked; from a desktop the art is laid
             against the band's right edge (see Art), the words take the rest. */
          padding-bottom: 0;

          ${theme.media.desktop} {
            grid-template-columns: 1fr;
          }

          @media (min-width: ${gridBreakpoints.desktop}) {
            grid-template-columns: minmax(0, 1fr) minmax(0, 0.82fr);
            padding-block: clamp(4rem, 9vw, 7.5rem);
          }
        `;
      case 'stage':
        return css`
          grid-template-columns: 1fr;
          justify-items: center;
          gap: clamp(2rem, 4vw, 2.75rem);
          padding-bottom: clamp(1.25rem, 5vw, 3.5rem);

          ${theme.media.desktop} {
            grid-template-columns: 1fr;
            padding-top: clamp(3.5rem, 7vw, 5.5rem);
          }
        `;
      case 'compact':
        return css`
          gap: 1.5rem;
          padding-block: clamp(2.5rem, 6vw, 3.5rem);

          ${theme.media.desktop} {
            grid-template-columns: minmax(0, 1fr) auto;
            gap: clamp(2rem, 5vw, 4rem);
          }
        `;
      case 'portrait':
        return css`
          ${theme.media.desktop} {
            grid-template-columns: minmax(0, 0.8fr) minmax(0, 1.2fr);
          }
        `;
      default:
        return '';
    }
  }}

  /* A phone: the medallion a short step under the buttons. A portrait stands beside the eyebrow
     and the title, as a byline's picture (see Art): the words' parts join this grid, the eyebrow
     and title in the column beside it, the rest across the width under them. */
  ${phoneQuery} {
    gap: 1.5rem;

    ${({ $portrait }) =>
      $portrait &&
      css`
        grid-template-columns: ${HERO_PHONE_PORTRAIT_WIDTH} minmax(0, 1fr);
        column-gap: 1rem;
        row-gap: 0;
        align-items: start;

        > div:first-child {
          display: contents;
        }

        > div:first-child > * {
          grid-column: 1 / -1;
        }

        > div:first-child > p:first-child {
          grid-column: 2;
          align-self: end;
        }

        > div:first-child > h1 {
          grid-column: 2;
        }
      `}
  }
`;

const Title = styled.h1`
  margin: 0 0 1.25rem;
  color: ${({ theme }) => theme.colors.ivory};
`;

const Intro = styled.div`
  max-width: 40rem;
  font-size: ${({ theme }) => theme.type.lead};
  color: ${({ theme }) => theme.colors.onDarkMuted};

  p {
    margin: 0 0 1rem;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 2rem;
`;

/* The pull quote of a portrait hero: the serif, upright (no italic face is fetched for the first
   screen), behind a gold rule. */
const PullQuote = styled.blockquote`
  margin: 0 0 1.75rem;
  padding-left: 1.25rem;
  border-left: 3px solid ${({ theme }) => theme.colors.gold};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.type.lead};
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.ivory};

  p {
    margin: 0;
  }
`;

/* Without art, or on a stage, the words are centred in a column of their own, so a wide screen
   never shows an empty right half. */
const Words = styled.div<{ $centred: boolean }>`
  ${({ $centred }) =>
    $centred &&
    css`
      max-width: 50rem;
      margin-inline: auto;
      text-align: center;

      ${Intro} {
        margin-inline: auto;
      }

      ${Buttons} {
        justify-content: center;
      }
    `}
`;

/**
 * What a stage hero shows of its drawing (480 × 360, `stage-art.svg`): its top 276 units, the
 * spotlight, the speaker and the stage down to just above the first row of the audience.
 */
export const STAGE_ART_CROP = { width: 480, height: 276 } as const;

/** The art's widest: an image in it is drawn at most this wide (its `sizes` say so). */
const artMaxWidth = '26rem';

/** The `sizes` of an image in the art column: the full width on phones, at most 26rem beside. */
export const PAGE_HERO_ART_SIZES = `(min-width: 768px) ${artMaxWidth}, 100vw`;

/** The `sizes` of an editorial hero's image: the band's width below a desktop, 46% of it from one. */
export const EDITORIAL_HERO_ART_SIZES = `(min-width: ${gridBreakpoints.desktop}) 46vw, 100vw`;

const Art = styled.div<{ $layout: PageHeroLayout; $role: PageHeroArtRole; $centred: boolean }>`
  justify-self: center;
  width: min(100%, ${artMaxWidth});

  img {
    display: block;
    width: 100%;
    height: auto;
  }

  ${({ $layout, theme }) => {
    switch ($layout) {
      case 'editorial':
        return css`
          /* Phones and tablets: a full-width strip under the words, cropped to a wide band (wider
             still on a tablet, so the band stays about a screen tall). */
          justify-self: stretch;
          width: auto;
          margin-inline: calc(-1 * clamp(1rem, 4vw, 2rem));

          img {
            aspect-ratio: 16 / 9;
            object-fit: cover;
          }

          @media (min-width: ${gridBreakpoints.tablet}) and (max-width: ${tabletEnd}) {
            img {
              aspect-ratio: ${HERO_PHONE_BAND_RATIO};
            }
          }

          /* A phone: the drawing is the phone rule's band (an owner's photograph keeps 16:9), so
             the words' two buttons and the first section still come within a screen and a fifth. */
          ${phoneQuery} {
            > img {
              aspect-ratio: ${HERO_PHONE_BAND_RATIO};
            }
          }

          /* The drawing's cut edges fade into the band, so no hard line crosses its circles and
             glow (a photograph keeps its own frame). */
          @media (max-width: ${tabletEnd}) {
            > img {
              mask-image: linear-gradient(to bottom, transparent, #000 22%, #000 78%, transparent);
            }
          }

          /* From a desktop: large against the band's right edge, bleeding off it and cut by it. */
          @media (min-width: ${gridBreakpoints.desktop}) {
            position: absolute;
            inset-block: 0;
            right: 0;
            width: 46vw;
            margin: 0;

            img,
            picture {
              width: 100%;
              height: 100%;
            }

            img {
              aspect-ratio: auto;
              object-fit: cover;
              object-position: 20% 50%;
            }
          }
        `;
      case 'stage':
        return css`
          /* The drawing as a framed panel inside the band, every edge and corner whole, cut at
             every width just above its audience (\`STAGE_ART_CROP\`): the speaker, the lectern
             and the stage whole, never a row of listeners halved by the panel's edge. */
          width: min(100%, 28rem);

          img {
            border-radius: calc(${theme.radius} * 1.6);
            aspect-ratio: ${STAGE_ART_CROP.width} / ${STAGE_ART_CROP.height};
            object-fit: cover;
            object-position: 50% 0;
          }
        `;
      case 'compact':
        return css`
          justify-self: start;
          width: min(100%, 9rem);

          /* From a tablet, as large beside the words as the other heroes' art at a desktop
             (their drawings stand about 22rem wide), in a band no taller than the words. */
          ${theme.media.desktop} {
            justify-self: end;
            width: clamp(9rem, 27vw, 22rem);
          }
        `;
      case 'portrait':
        return css`
          ${theme.media.desktop} {
            order: -1;
            width: min(100%, 30rem);
          }
        `;
      default:
        return '';
    }
  }}

  /* The one phone rule, whatever the layout: the words and buttons lead, and art is shown large
     or not at all, never as a small tile beside empty navy. Decorative art is a band from edge to
     edge under the buttons, cropped to the tablet's wide strip and fading into the navy at its
     cut edges; the stage keeps its framed window, as wide as the column (at most 28rem). A compact hero shows no
     art, so the page's offer starts in the first screen. A portrait keeps its frame, small,
     beside the eyebrow and the title (its column of the Layout's grid), never taller than
     ${HERO_PHONE_PORTRAIT_MAX_HEIGHT}. The owner's own photograph is the exception he chose: a
     strip from edge to edge under the buttons (the editorial crop), his face in its upper part. */
  ${phoneQuery} {
    ${({ $role, $layout }) =>
      $role === 'photograph'
        ? css`
            picture {
              border-radius: 0;
            }

            img {
              object-position: 50% 30%;
            }
          `
        : $role === 'portrait'
          ? css`
              grid-column: 1;
              grid-row: 1 / span 2;
              order: 0;
              width: 100%;
              margin-bottom: 1.25rem;

              img {
                max-height: ${HERO_PHONE_PORTRAIT_MAX_HEIGHT};
                object-fit: cover;
              }
            `
          : $layout === 'compact'
            ? css`
                display: none;
              `
            : $layout === 'stage'
              ? ''
              : css`
                  justify-self: stretch;
                  width: auto;
                  margin-inline: calc(-1 * clamp(1rem, 4vw, 2rem));

                  img {
                    aspect-ratio: ${HERO_PHONE_BAND_RATIO};
                    object-fit: cover;
                    mask-image: linear-gradient(
                      to bottom,
                      transparent,
                      #000 22%,
                      #000 78%,
                      transparent
                    );
                  }
                `}
  }
`;

/** The side of a page's designed hero art (a square line drawing). */
export const HERO_ART_SIZE = 560;

/** The consulting pages' hero drawing (/consulting and /consulting/specials sell the same work). */
export const consultingHeroArt = consultingArt;

/**
 * A page's designed line drawing in its hero's art column: a small vector file with its size in
 * the first HTML, decorative (the words beside it carry the page's meaning). It is fetched with the
 * page but not ahead of the page's text: on a phone it stands below the words.
 */
export function HeroArt({ src }: { src: string }) {
  return <img src={src} width={HERO_ART_SIZE} height={HERO_ART_SIZE} alt="" decoding="async" />;
}

/**
 * The navy opening band of a page: eyebrow, the page's one <h1>, an introduction, its buttons and
 * optional art, composed by `layout` (see `PageHeroLayout`); `quote` is a portrait hero's pull
 * quote, set between the title and the introduction.
 */
export function PageHero({
  eyebrow,
  title,
  children,
  actions,
  art,
  footer,
  quote,
  layout = 'split',
  artRole = layout === 'portrait' ? 'portrait' : 'decorative',
}: {
  /** The small capitals above the title: a text, or words the caller lays out (the home's roles). */
  eyebrow?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  art?: ReactNode;
  footer?: ReactNode;
  quote?: ReactNode;
  layout?: PageHeroLayout;
  artRole?: PageHeroArtRole;
}) {
  const centred = !art || layout === 'stage';
  return (
    <Wrapper $layout={layout} data-page-hero={layout}>
      <Layout
        $withArt={Boolean(art)}
        $layout={layout}
        $portrait={Boolean(art) && artRole === 'portrait'}
      >
        <Words $centred={centred}>
          {eyebrow && <Eyebrow $onDark>{eyebrow}</Eyebrow>}
          <Title>
            {typeof title === 'string' ? <KeepHyphenatedWords>{title}</KeepHyphenatedWords> : title}
          </Title>
          {quote && (
            <PullQuote>
              <KeepHyphenatedWords>{quote}</KeepHyphenatedWords>
            </PullQuote>
          )}
          {children && (
            <Intro data-lead>
              <KeepHyphenatedWords>{children}</KeepHyphenatedWords>
            </Intro>
          )}
          {actions && <Buttons>{actions}</Buttons>}
        </Words>
        {art && (
          <Art data-page-hero-art={artRole} $layout={layout} $role={artRole} $centred={centred}>
            {art}
          </Art>
        )}
      </Layout>
      {footer}
    </Wrapper>
  );
}
