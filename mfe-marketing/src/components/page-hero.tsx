import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Container } from '@site/ui/container';
import { KeepHyphenatedWords } from '@site/ui/typography';
import { Eyebrow } from './layout';

const Wrapper = styled.header`
  position: relative;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.ivory};
  background:
    radial-gradient(ellipse at 80% 20%, rgb(201 162 77 / 0.22), transparent 55%),
    radial-gradient(ellipse at 0% 100%, rgb(47 111 237 / 0.12), transparent 50%),
    linear-gradient(
      160deg,
      ${({ theme }) => theme.colors.navyDeep},
      ${({ theme }) => theme.colors.navy}
    );

  :focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnDark};
  }
`;

const Layout = styled(Container)<{ $withArt: boolean }>`
  display: grid;
  gap: clamp(2rem, 5vw, 3.5rem);
  align-items: center;
  padding-block: clamp(3.5rem, 10vw, 7rem);

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: ${({ $withArt }) => ($withArt ? 'minmax(0, 1.15fr) minmax(0, 0.85fr)' : '1fr')};
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

/* Without art the words are centred in a column of their own, so a wide screen never shows an
   empty right half. */
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

/** The art's widest: an image in it is drawn at most this wide (its `sizes` say so). */
const artMaxWidth = '26rem';

/** The `sizes` of an image in the art column: the full width on phones, at most 26rem beside. */
export const PAGE_HERO_ART_SIZES = `(min-width: 768px) ${artMaxWidth}, 100vw`;

const Art = styled.div`
  justify-self: center;
  width: min(100%, ${artMaxWidth});

  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

/** The side of a page's designed hero art (a square line drawing in `src/assets`). */
export const HERO_ART_SIZE = 560;

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
 * optional art beside them on wide screens.
 */
export function PageHero({
  eyebrow,
  title,
  children,
  actions,
  art,
  footer,
}: {
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  art?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Wrapper>
      <Layout $withArt={Boolean(art)}>
        <Words $centred={!art}>
          {eyebrow && <Eyebrow $onDark>{eyebrow}</Eyebrow>}
          <Title>
            {typeof title === 'string' ? <KeepHyphenatedWords>{title}</KeepHyphenatedWords> : title}
          </Title>
          {children && (
            <Intro data-lead>
              <KeepHyphenatedWords>{children}</KeepHyphenatedWords>
            </Intro>
          )}
          {actions && <Buttons>{actions}</Buttons>}
        </Words>
        {art && <Art data-page-hero-art>{art}</Art>}
      </Layout>
      {footer}
    </Wrapper>
  );
}
