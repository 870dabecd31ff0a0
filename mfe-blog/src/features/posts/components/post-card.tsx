import { Link } from '@site/ui/router';
import styled, { css } from 'styled-components';
import { paths, toPath } from '@site/contracts/routes';
import type { BlogPostCard } from '../api/blog-page-query';
import { formatPublishedDate, formatReadingTime } from '../format';
import type { CardImageLoading } from '../image-loading';
import { FeaturedPicture } from './featured-picture';
import { useSiteSettings } from '@site/ui/site-settings';
import { KeepHyphenatedWords } from '@site/ui/typography';

/** Size of the featured art, which every post draws at 1200×630. */
export const featuredImageSize = { width: 1200, height: 630 } as const;

/**
 * One post in the list; the whole card opens the post. The card is one styled element whose rules
 * reach its parts: a list page draws twelve cards, and a class per part on each would weigh on its
 * first HTML.
 */
export function PostCard({
  post,
  image,
  featured = false,
  headingLevel = 2,
}: {
  post: BlogPostCard;
  image: CardImageLoading;
  /** The newest post, drawn wide above the grid: its picture beside its words from 1024 px. */
  featured?: boolean;
  /** The title's heading level: 2 in the list, 3 under a section's own title. */
  headingLevel?: 2 | 3;
}) {
  const { timezone } = useSiteSettings();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const Frame = featured ? FeaturedCard : Card;
  return (
    <Frame data-featured-post={featured ? '' : undefined}>
      <FeaturedPicture
        sizes={
          featured
            ? '(min-width: 1280px) 620px, (min-width: 1024px) 50vw, 100vw'
            : '(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw'
        }
        image={
          <img
            src={post.featuredImage}
            alt={post.featuredImageAlt ?? ''}
            width={featuredImageSize.width}
            height={featuredImageSize.height}
            loading={image.loading}
            // Only what differs from the browser's defaults (`auto`), on each of twelve cards.
            fetchPriority={image.fetchPriority === 'high' ? 'high' : undefined}
            decoding={image.loading === 'eager' ? undefined : 'async'}
          />
        }
      />
      <div>
        <Heading>
          <Link to={toPath(paths.blogPost, { slug: post.slug })}>
            <KeepHyphenatedWords>{post.title}</KeepHyphenatedWords>
          </Link>
        </Heading>
        <p className="excerpt">{post.excerpt}</p>
        <p className="meta">
          {/* The spaces keep the parts apart when read aloud; the flex line lays them out. */}
          <span className="category">{post.category}</span>{' '}
          <time dateTime={post.publishedAt}>{formatPublishedDate(post.publishedAt, timezone)}</time>{' '}
          <span>{formatReadingTime(post.readingTime)}</span>
        </p>
      </div>
    </Frame>
  );
}

/**
 * A card laid across its row: the picture at the left, at most two fifths of the width and as
 * tall as the words, the words beside it. For a card that takes a whole row among cards of half
 * a row (a tablet's odd last post, a tablet's list of related posts), so it weighs no more than
 * they do. Applied by the grid to the card element.
 */
export const sideBySideCard = css`
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);

  & img {
    grid-column: 1;
    grid-row: 1 / -1;
    height: 100%;
    min-height: 100%;
    aspect-ratio: auto;
  }

  & > div {
    grid-column: 2;
    grid-row: 1 / -1;
    grid-template-rows: none;
    align-content: center;
    padding-block: 1rem;
  }

  /* Two lines of its excerpt and its meta on one line (it has the room, and no card beside it to
     keep level with) keep the card, and so its picture, no taller than a half-row card's
     picture. */
  & .excerpt {
    -webkit-line-clamp: 2;
  }

  & .meta > .category {
    flex-basis: auto;
  }
`;

/* In the list's grid the card lays its picture and its text's three parts (title, excerpt, one
   quiet meta line) on four rows it shares with the cards beside it (subgrid, set by the grid), so
   every title of a row starts on one line; alone it is one column. */
const Card = styled.article<{ $onDark?: boolean }>`
  position: relative;
  display: grid;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 1px 2px rgb(16 20 31 / 6%);
  transition:
    box-shadow 0.2s ease,
    transform 0.2s ease;

  &:hover,
  &:focus-within {
    box-shadow: 0 12px 28px rgb(16 20 31 / 14%);
    transform: translateY(-2px);
  }

  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1200 / 630;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.navy};
  }

  & > div {
    display: grid;
    grid-row: 2 / span 3;
    grid-template-rows: subgrid;
    row-gap: 0.6rem;
    padding: 1.25rem 1.25rem 1.5rem;
  }

  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.type.cardTitle};
    color: ${({ theme }) => theme.colors.navy};
  }

  h2 a,
  h3 a {
    text-decoration: none;

    /* The link covers the whole card, so the card is one target and one tab stop. */
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: ${({ theme }) => theme.radius};
    }

    &:hover {
      text-decoration: underline;
    }

    &:focus-visible {
      outline: none;
    }

    &:focus-visible::after {
      outline: 3px solid ${({ theme }) => theme.colors.focus};
      outline-offset: 2px;
    }
  }

  /* A step under the body's size, so the title leads clearly even on a phone. */
  .excerpt {
    align-self: start;
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.type.small};
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }

  /* Two quiet lines at the eyebrow's size, alike in every card: the category, then the date and
     the reading time with a dot between them (three parts on one line wrapped at a different
     place in each card). Each part stays whole. Each dot stands in the gap before its part and
     the line clips what lies left of it, so a part that opens a line shows no dot. Every card's
     lines start at its row's top. */
  .meta {
    display: flex;
    flex-wrap: wrap;
    row-gap: 0.15rem;
    align-self: start;
    min-width: 0;
    margin: 0 -0.9rem 0 0;
    padding-top: 0.5rem;
    overflow: hidden;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.type.eyebrow};

    > * {
      position: relative;
      margin-right: 0.9rem;
      white-space: nowrap;
    }

    > .category {
      flex-basis: 100%;
      white-space: normal;
    }

    > * + *::before {
      content: '·' / '';
      position: absolute;
      left: -0.6rem;
    }
  }
`;

/* The newest post, drawn wide above the grid: the card's rules, then these (one class more, not
   a second copy of the card's). */
const FeaturedCard = styled(Card)`
  margin-bottom: clamp(1.5rem, 3vw, 2rem);

  & > div {
    grid-row: auto;
    grid-template-rows: none;
    align-content: center;
    row-gap: 0.75rem;
  }

  .excerpt {
    font-size: ${({ theme }) => theme.type.lead};
    -webkit-line-clamp: 5;
  }

  /* Drawn wide, its title a step above the cards' and still clearly under a section title's
     (the index's closing band has one): four fifths of it, less a little. */
  ${({ theme }) => theme.media.desktop} {
    h2 {
      font-size: calc(${({ theme }) => theme.type.h2} * 0.78);
    }
  }

  /* Its picture beside its words where both have room. */
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);

    img {
      height: 100%;
      min-height: 18rem;
    }

    & > div {
      padding: clamp(1.5rem, 3vw, 2.5rem);
    }
  }
`;
