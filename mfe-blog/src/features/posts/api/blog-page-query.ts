import { queryOptions } from '@tanstack/react-query';
import type { BlogPostPage } from '@site/contracts/api-types';
import { blogApi, blogListParams } from '@site/contracts/blog';
import { getJson } from '@site/api-client/http';

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
 * One page of the list (posts without their bodies), newest first. Each page stays fresh for 10
 * minutes and is kept for 30 after its last viewer leaves; it is not refetched on focus and a
 * failure is shown at once instead of being retried.
 */
export const blogPageQueryOptions = (category: string | null, page: number) =>
  queryOptions({
    queryKey: ['blog', 'posts', category ?? 'all', page] as const,
    queryFn: () => getJson<BlogPostPage>(blogPageUrl(category, page)),
    staleTime: 10 * minute,
    gcTime: 30 * minute,
    refetchOnWindowFocus: false,
    retry: false,
  });

/** The key every page of the list shares (a post opened from any page is found under it). */
export const blogPagesKey = ['blog', 'posts'] as const;
