import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Container } from '@site/ui/container';
import { SectionHeading } from '@site/ui/section-heading';
import { blogPageQueryOptions } from '../api/blog-page-query';
import { cardImageLoading, eagerImagesOnWideScreens } from '../image-loading';
import { chooseRelatedPosts } from '../related-posts';
import { PostCard } from './post-card';
import { PostGrid } from './post-grid';

/** Every related card's image waits until it nears the screen: they stand at the page's end. */
const lazyImage = cardImageLoading(eagerImagesOnWideScreens);

/**
 * "Keep Reading" at a post's end: two or three posts of its category (then the latest), drawn as
 * the list's cards (on a tablet a list, each card laid across its row, none bigger than another). They come from the list's first page (the same query as /blog), which the
 * server fetches with the post, so they are in the page's first HTML. Nothing shows while that
 * page is on its way in the browser or if it fails: the post itself is complete without them.
 */
export function RelatedPosts({ slug, category }: { slug: string; category: string }) {
  const latest = useQuery(blogPageQueryOptions(null, 1));
  const related = latest.data ? chooseRelatedPosts({ slug, category }, latest.data.posts) : [];
  if (related.length === 0) return null;
  return (
    <Section aria-labelledby="keep-reading-heading">
      <Container>
        <SectionHeading id="keep-reading-heading" eyebrow="From the blog" title="Keep Reading" />
        <PostGrid as="ul" count={related.length} $rows={4} tabletList>
          {related.map((post) => (
            <li key={post.id}>
              <PostCard post={post} image={lazyImage} headingLevel={3} />
            </li>
          ))}
        </PostGrid>
      </Container>
    </Section>
  );
}

const Section = styled.section`
  padding: clamp(2.5rem, 6vw, 4rem) 0 clamp(3rem, 7vw, 5rem);
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ul {
    padding: 0;
    margin: 0;
    list-style: none;
  }
`;
