import { queryOptions } from '@tanstack/react-query';
import type { BlogPost } from '@site/contracts/api-types';
import { blogApi } from '@site/contracts/blog';
import { getJson } from '@site/api-client/http';

const minute = 60_000;

/**
 * GET /api/blog: every published post, newest first. The list stays fresh for 10 minutes and is
 * kept for 30 after its last viewer leaves; it is not refetched on focus and a failure is shown at
 * once instead of being retried.
 */
export const blogPostsQueryOptions = () =>
  queryOptions({
    queryKey: ['blog', 'posts'] as const,
    queryFn: () => getJson<BlogPost[]>(blogApi.list),
    staleTime: 10 * minute,
    gcTime: 30 * minute,
    refetchOnWindowFocus: false,
    retry: false,
  });
