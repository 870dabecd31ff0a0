import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from '@site/ui/router';
import styled from 'styled-components';
import { blogApi, blogFeedTitle } from '@site/contracts/blog';
import { paths } from '@site/contracts/routes';
import type { HeadMeta } from '@site/contracts/head';
import { Button } from '@site/ui/button';
import { Container } from '@site/ui/container';
import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';
import { Eyebrow, leadStyles } from '@site/ui/typography';
import { blogPostsQueryOptions } from '../features/posts/api/blog-posts-query';
import { categoryBySlug, categoryParam, filterPosts } from '../features/posts/categories';
import { CategoryChips } from '../features/posts/components/category-chips';
import { ListMessage } from '../features/posts/components/list-message';
import { PostList } from '../features/posts/components/post-list';
import { PostListSkeleton } from '../features/posts/components/post-list-skeleton';
import { cardImageLoading, wideScreenQuery } from '../features/posts/image-loading';
import { blogMessages } from '../features/posts/messages';

/** /blog: every published post, optionally narrowed to one category through `?category=`. */
export function BlogListPage() {
  const { coachName } = useSiteSettings();
  const [searchParams] = useSearchParams();
  const categorySlug = searchParams.get(categoryParam);
  const category = categoryBySlug(categorySlug);
  const posts = useQuery(blogPostsQueryOptions());
  const shown = posts.data ? filterPosts(posts.data, categorySlug) : [];

  const links: NonNullable<HeadMeta['links']> = [
    {
      rel: 'alternate',
      type: 'application/rss+xml',
      href: blogApi.feed,
      title: blogFeedTitle(coachName),
    },
    ...shown
      .filter((_, index) => cardImageLoading(index).preloadOnWideScreens)
      .map((post) => ({
        rel: 'preload',
        as: 'image',
        href: post.featuredImage,
        media: wideScreenQuery,
      })),
  ];

  return (
    <>
      <PageMeta
        title={
          category
            ? `${category.label} | Blog | ${coachName}`
            : `Blog | Insights for Authenticity | ${coachName}`
        }
        description={
          category
            ? `Articles on ${category.label.toLowerCase()} from ${coachName}: authenticity, alignment and success that fulfils.`
            : 'Articles and complete framework guides on authenticity, alignment, consciousness and success that fulfils.'
        }
        links={links}
      />
      <Hero>
        <Container>
          <Eyebrow $onDark>The Blog</Eyebrow>
          <HeroTitle>INSIGHTS FOR AUTHENTICITY</HeroTitle>
          <HeroText $onDark>
            Honest writing on aligning who you are with how you show up: the frameworks I use with
            clients, the lessons from my own billion-dollar detour, and practical ways to build
            success that also feels like yours.
          </HeroText>
        </Container>
      </Hero>
      <Section aria-label={category ? `${category.label} posts` : 'All posts'}>
        <Container>
          <CategoryChips active={categorySlug} />
          {posts.isPending ? (
            <PostListSkeleton />
          ) : posts.isError ? (
            <ListMessage {...blogMessages.listError} role="alert">
              <Button type="button" onClick={() => void posts.refetch()}>
                Try Again
              </Button>
            </ListMessage>
          ) : shown.length === 0 ? (
            <ListMessage {...blogMessages.listEmpty}>
              {categorySlug ? (
                <p>
                  <AllLink to={paths.blog}>See all posts</AllLink>
                </p>
              ) : null}
            </ListMessage>
          ) : (
            <PostList posts={shown} />
          )}
        </Container>
      </Section>
    </>
  );
}

const Hero = styled.section`
  padding: clamp(3.5rem, 8vw, 6rem) 0 clamp(3rem, 6vw, 4.5rem);
  text-align: center;
  background:
    radial-gradient(ellipse at 50% 0%, rgb(201 162 77 / 22%), transparent 60%),
    ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;

const HeroTitle = styled.h1`
  margin: 0 0 1.25rem;
  color: ${({ theme }) => theme.colors.ivory};
`;

const HeroText = styled.p<{ $onDark?: boolean }>`
  ${leadStyles}
  margin: 0 auto;
`;

const Section = styled.section`
  padding: 2.5rem 0 5rem;
`;

const AllLink = styled(Link)`
  color: ${({ theme }) => theme.colors.goldDark};
  font-weight: 600;
`;
