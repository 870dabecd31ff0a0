import { queryOptions } from '@tanstack/react-query';
import type { BlogPostPage, BlogPostSummary } from '@site/contracts/api-types';
import { blogApi, blogListParams } from '@site/contracts/blog';
import { getJson } from '@site/api-client/http';
import { withSmartQuotes } from '@site/ui/smart-quotes';

const minute = 60_000;

/** GET /api/blog-summaries for a category (null: all posts) and a page, written one way. */
export function blogPageUrl(category: string | null, page: number): string {
  const query = new URLSearchParams();
  if (category) query.set(blogListParams.category, category);
  if (page > 1) query.set(blogListParams.page, String(page));
  const search = query.toString();
  return search ? `${blogApi.summaries}?${search}` : blogApi.summaries;
}

/**
 * A post as a card of the list draws it (and a post opened from the list shows at once): the
 * summary without what only the post's own page reads (its tags, search description, date of
 * change). The list keeps only this, so a page's first HTML carries no field twice over in its
 * query state.
 */
export type BlogPostCard = Pick<
  BlogPostSummary,
  | 'id'
  | 'slug'
  | 'title'
  | 'subtitle'
  | 'excerpt'
  | 'featuredImage'
  | 'featuredImageAlt'
  | 'category'
  | 'readingTime'
  | 'publishedAt'
  | 'authorName'
>;

/** One page of the list, as the list keeps it. */
export type BlogCardPage = Omit<BlogPostPage, 'posts'> & { posts: BlogPostCard[] };

/** A summary as its card shows it, its words with typographic quotes. */
export function toCard(post: BlogPostSummary): BlogPostCard {
  return withSmartQuotes({
    id: post.id,
    slug: post.slug,
    title: post.title,
    ...(post.subtitle === undefined ? {} : { subtitle: post.subtitle }),
    excerpt: post.excerpt,
    featuredImage: post.featuredImage,
    ...(post.featuredImageAlt === undefined ? {} : { featuredImageAlt: post.featuredImageAlt }),
    category: post.category,
    readingTime: post.readingTime,
    publishedAt: post.publishedAt,
    authorName: post.authorName,
  });
}

async function fetchCardPage(category: string | null, page: number): Promise<BlogCardPage> {
  const answer = await getJson<BlogPostPage>(blogPageUrl(category, page));
  return { ...answer, posts: answer.posts.map(toCard) };
}

/**
 * One page of the list (cards of posts), newest first. Each page stays fresh for 10
 * minutes and is kept for 30 after its last viewer leaves; it is not refetched on focus and a
 * failure is shown at once instead of being retried.
 */
export const blogPageQueryOptions = (category: string | null, page: number) =>
  queryOptions({
    queryKey: ['blog', 'posts', category ?? 'all', page] as const,
    queryFn: () => fetchCardPage(category, page),
    staleTime: 10 * minute,
    gcTime: 30 * minute,
    refetchOnWindowFocus: false,
    retry: false,
  });

/** The key every page of the list shares (a post opened from any page is found under it). */
export const blogPagesKey = ['blog', 'posts'] as const;
