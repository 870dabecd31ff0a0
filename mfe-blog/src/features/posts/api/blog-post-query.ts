import { queryOptions } from '@tanstack/react-query';
import type { BlogPostDetail } from '@site/contracts/api-types';
import { blogApi } from '@site/contracts/blog';
import { ApiError, getJson } from '@site/api-client/http';
import { smartQuotesInHtml, withSmartQuotes } from '@site/ui/smart-quotes';

/**
 * GET /api/blog/:slug: the post with its body as HTML. A 404 is a page state (the post does not exist), so it resolves to `null`
 * and travels from the server's render to the browser like any data; every other failure throws.
 * Its title, subtitle, excerpt and body are read with typographic quotes.
 */
export const blogPostQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['blog', 'post', slug] as const,
    queryFn: async (): Promise<BlogPostDetail | null> => {
      try {
        const post = await getJson<BlogPostDetail>(blogApi.post(slug));
        return { ...withSmartQuotes(post), contentHtml: smartQuotesInHtml(post.contentHtml) };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
