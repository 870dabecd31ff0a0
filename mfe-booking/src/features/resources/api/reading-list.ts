import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@site/api-client/http';
import type { BlogPost } from '@site/contracts/api-types';
import { blogApi } from '@site/contracts/blog';
import { withSmartQuotes } from '@site/ui/smart-quotes';

/**
 * GET /api/blog, read by the resources page (public: prefetched when it renders on the server),
 * the posts' words with typographic quotes.
 */
export function readingListQueryOptions() {
  return queryOptions({
    queryKey: ['resources', 'posts'],
    queryFn: async () => (await getJson<BlogPost[]>(blogApi.list)).map(withSmartQuotes),
    staleTime: 10 * 60_000,
  });
}
