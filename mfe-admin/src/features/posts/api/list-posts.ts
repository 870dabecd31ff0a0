import { queryOptions } from '@tanstack/react-query';
import type { AdminPostSummary, PostStatus } from '@site/contracts/admin-posts';
import { listAdminPosts } from '@site/contracts/endpoints/admin-posts';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { adminGet } from '../../../lib/admin-http';

/** Every post, or those in one state; always read fresh (another tab may have changed them). */
export function postsQueryOptions(status?: PostStatus) {
  return queryOptions({
    queryKey: queryKeyOf(listAdminPosts, status === undefined ? undefined : { status }),
    queryFn: () => adminGet<AdminPostSummary[]>(urlOf(listAdminPosts, {}, { status })),
    staleTime: 0,
  });
}

/** The key covering every list, for invalidation after a change. */
export const postsListKey = queryKeyOf(listAdminPosts);
