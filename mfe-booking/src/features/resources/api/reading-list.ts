import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@site/api-client/http';
import type { BlogPost } from '@site/contracts/api-types';
import { blogApi } from '@site/contracts/blog';

/** GET /api/blog, read by the resources page (public: prefetched when it renders on the server). */
export function readingListQueryOptions() {
  return queryOptions({
    queryKey: ['resources', 'posts'],
    queryFn: () => getJson<BlogPost[]>(blogApi.list),
    staleTime: 10 * 60_000,
  });
}
