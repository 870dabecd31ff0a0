import { pageDescriptions } from '@site/contracts/page-descriptions';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from '@site/ui/router';
import styled from 'styled-components';
import {
  blogApi,
  blogFeedTitle,
  blogListParams,
  blogListPath,
  parseBlogPage,
} from '@site/contracts/blog';
import type { HeadMeta } from '@site/contracts/head';
import { paths } from '@site/contracts/routes';
import { Button, ButtonLink } from '@site/ui/button';
import { ClosingPanel } from '@site/ui/closing-panel';
import { Container } from '@site/ui/container';
import { PageMeta } from '@site/ui/page-meta';
import { HeroArt, PageHero } from '@site/ui/page-hero';
import { useHttpStatus } from '@site/ui/server-render';
import { useSiteSettings } from '@site/ui/site-settings';
import blogArt from '../assets/blog-art.svg';
import { blogPageQueryOptions } from '../features/posts/api/blog-page-query';
import { categoryBySlug, categoryParam } from '../features/posts/categories';
import { CategoryChips } from '../features/posts/components/category-chips';
import { ListMessage } from '../features/posts/components/list-message';
import { Pagination } from '../features/posts/components/pagination';
import { PostList } from '../features/posts/components/post-list';
import { PostListSkeleton } from '../features/posts/components/post-list-skeleton';
import { cardImageLoading, wideScreenQuery } from '../features/posts/image-loading';
import { blogMessages } from '../features/posts/messages';

/**
 * /blog: the published posts, newest first, 12 a page (`?page=N`), optionally narrowed to one
 * category (`?category=`). Each page is its own address: its canonical link, its `prev`/`next`
 * links and its title say which page it is. An unknown category or a page that does not exist
 * answers 404 with the empty state.
 */
export function BlogListPage() {
  const { coachName } = useSiteSettings();
  const [searchParams] = useSearchParams();
  const categorySlug = searchParams.get(categoryParam);
  const category = categoryBySlug(categorySlug);
  const requestedPage = parseBlogPage(searchParams.get(blogListParams.page));
  const known = requestedPage !== null && (categorySlug === null || category !== undefined);
  const page = requestedPage ?? 1;
  const list = useQuery({ ...blogPageQueryOptions(category?.slug ?? null, page), enabled: known });
  const posts = list.data?.posts ?? [];
  const pageCount = list.data?.pageCount ?? 0;
  const missing = !known || (list.data !== undefined && page > 1 && page > pageCount);

  const links: NonNullable<HeadMeta['links']> = [
    {
      rel: 'alternate',
      type: 'application/rss+xml',
      href: blogApi.feed,
      title: blogFeedTitle(coachName),
    },
    ...(!missing && page > 1
      ? [{ rel: 'prev', href: blogListPath(category?.slug, page - 1) }]
      : []),
    ...(!missing && page < pageCount
      ? [{ rel: 'next', href: blogListPath(category?.slug, page + 1) }]
      : []),
    ...posts
      .filter((_, index) => cardImageLoading(index).preloadOnWideScreens)
      .map((post) => ({
        rel: 'preload',
        as: 'image',
        href: post.featuredImage,
        media: wideScreenQuery,
      })),
  ];
  const listTitle = category
    ? `${category.label} | Blog | ${coachName}`
    : `Blog | Insights for Authenticity | ${coachName}`;

  return (
    <>
      <PageMeta
        title={page > 1 ? `Page ${page} | ${listTitle}` : listTitle}
        description={
          category
            ? `Articles on ${category.label.toLowerCase()} from ${coachName}: authenticity, alignment and success that fulfils.`
            : pageDescriptions[paths.blog]
        }
        canonicalPath={blogListPath(category?.slug, page)}
        links={links}
        noindex={missing}
      />
      <PageHero
        eyebrow="The Blog"
        title="INSIGHTS FOR AUTHENTICITY"
        art={<HeroArt src={blogArt} />}
        actions={
          <ButtonLink to={paths.resources} $variant="outline">
            Start With the Reading List
          </ButtonLink>
        }
      >
        <p>
          Honest writing on aligning who you are with how you show up: the frameworks I use with
          clients, the lessons from my own billion-dollar detour, and practical ways to build
          success that also feels like yours.
        </p>
      </PageHero>
      <Section aria-label={category ? `${category.label} posts` : 'All posts'}>
        <Container>
          <CategoryChips active={categorySlug} />
          {missing ? (
            <NoSuchList />
          ) : list.isPending ? (
            <PostListSkeleton />
          ) : list.isError ? (
            <ListMessage {...blogMessages.listError} role="alert">
              <Button type="button" onClick={() => void list.refetch()}>
                Try Again
              </Button>
            </ListMessage>
          ) : posts.length === 0 ? (
            <ListMessage {...blogMessages.listEmpty}>
              {categorySlug ? <SeeAllPosts /> : null}
            </ListMessage>
          ) : (
            <>
              <PostList posts={posts} />
              <Pagination category={category?.slug ?? null} page={page} pageCount={pageCount} />
            </>
          )}
          <Closing aria-labelledby="blog-closing-title">
            <h2 id="blog-closing-title">Ready to Go Deeper?</h2>
            <p>
              Each essay is one piece of the map. A conversation shows you where you are standing on
              it, and what to do next.
            </p>
            <ButtonLink to={paths.strategyCall}>Book Your Free Discovery Call</ButtonLink>
          </Closing>
        </Container>
      </Section>
    </>
  );
}

/** An unknown category or a page past the last: the empty state, answered with a 404. */
function NoSuchList() {
  useHttpStatus(404);
  return (
    <ListMessage {...blogMessages.listEmpty}>
      <SeeAllPosts />
    </ListMessage>
  );
}

function SeeAllPosts() {
  return (
    <p>
      <AllLink to={blogListPath(null)}>See all posts</AllLink>
    </p>
  );
}

const Section = styled.section`
  padding: 2.5rem 0 5rem;
`;

/* The index's closing call, in the site's one closing panel, after the posts and their pages. */
const Closing = styled(ClosingPanel)`
  margin-top: clamp(3rem, 8vw, 4.5rem);
`;

const AllLink = styled(Link)`
  color: ${({ theme }) => theme.colors.goldDark};
  font-weight: 600;
`;
