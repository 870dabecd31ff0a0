import { Link } from '@site/ui/router';
import styled from 'styled-components';
import { CardGrid } from '@site/ui/card-grid';
import type { BlogPost } from '@site/contracts/api-types';
import { uploadedImageSources } from '@site/contracts/blog';
import { paths, toPath } from '@site/contracts/routes';

/** Below this width a card's head puts the cover above the title instead of beside it. */
const stackedHeadWidth = '26rem';

const Item = styled.li`
  display: flex;
  flex-direction: column;
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  /* The head is its own container: its cover sits beside the title where the card is wide, and
     above it where the card is narrow, so a title keeps the card's width (two or three lines, not
     five beside the cover). Either way the title starts at the head's top, so the titles of a
     row start on one line whatever their length (the row takes the longest). */
  header {
    container-type: inline-size;
    margin: 0 0 0.75rem;
  }

  header > div {
    display: flex;
    align-items: flex-start;
    gap: 1rem;
  }

  @container (max-width: ${stackedHeadWidth}) {
    header > div {
      flex-direction: column;
      gap: 0.75rem;
    }
  }

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.type.cardTitle};
  }

  /* The post's cover, the blog's line art, as a small framed medallion: the reading list looks
     like part of the blog's library. */
  img {
    flex: none;
    width: 4.5rem;
    height: 4.5rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid rgb(201 162 77 / 0.45);
    background: ${({ theme }) => theme.colors.navy};
  }

  h3 a {
    color: ${({ theme }) => theme.colors.navy};
    text-decoration: none;
  }

  h3 a:hover {
    text-decoration: underline;
  }

  p {
    margin: 0 0 0.75rem;
  }

  small {
    align-self: end;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The cover's side on the card (`img` above), for the browser's choice of an uploaded cover. */
const coverSizes = '72px';

/** A post's cover as the card's medallion (decorative: the title beside it names the post). */
function Cover({ src }: { src: string }) {
  const image = <img src={src} width={1200} height={630} alt="" loading="lazy" decoding="async" />;
  const sources = uploadedImageSources(src);
  if (!sources) return image;
  return (
    <picture style={{ display: 'contents' }}>
      <source type="image/avif" srcSet={sources.avifSrcSet} sizes={coverSizes} />
      <source type="image/webp" srcSet={sources.webpSrcSet} sizes={coverSizes} />
      {image}
    </picture>
  );
}

/**
 * Posts as cards: the post's cover beside its title (linking to the post), its excerpt and
 * reading time. Two columns at most, so a long guide's title reads in two lines rather than six.
 */
export function PostList({ posts }: { posts: readonly BlogPost[] }) {
  return (
    <CardGrid
      as="ul"
      $count={posts.length}
      $columns={{ phone: 1, tablet: 2, desktop: 2 }}
      $rows={3}
      $maxCardWidth="36rem"
      $widenLastRow
    >
      {posts.map((post) => (
        <Item key={post.slug}>
          <header>
            <div>
              <Cover src={post.featuredImage} />
              <h3>
                <Link to={toPath(paths.blogPost, { slug: post.slug })}>{post.title}</Link>
              </h3>
            </div>
          </header>
          <p>{post.excerpt}</p>
          <small>{post.readingTime} min read</small>
        </Item>
      ))}
    </CardGrid>
  );
}
