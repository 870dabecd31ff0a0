import { queryOptions } from '@tanstack/react-query';
import { postStatuses, type AdminPostSummary, type PostStatus } from '@site/contracts/admin-posts';
import { listAdminPosts } from '@site/contracts/endpoints/admin-posts';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { adminGet } from '../../../lib/admin-http';

export const postStatusParam = 'status';

/** The state the page's address shows the posts of; none (every post) if it names no state. */
export function postStatusFrom(searchParams: URLSearchParams): PostStatus | undefined {
  const raw = searchParams.get(postStatusParam);
  return postStatuses.includes(raw as PostStatus) ? (raw as PostStatus) : undefined;
}

/** The list's address: every post, or those in one state. */
export const postsUrl = (status?: PostStatus) => urlOf(listAdminPosts, {}, { status });

/** Every post, or those in one state; always read fresh (another tab may have changed them). */
export function postsQueryOptions(status?: PostStatus) {
  return queryOptions({
    queryKey: queryKeyOf(listAdminPosts, status === undefined ? undefined : { status }),
    queryFn: () => adminGet<AdminPostSummary[]>(postsUrl(status)),
    staleTime: 0,
  });
}

/** The key covering every list, for invalidation after a change. */
export const postsListKey = queryKeyOf(listAdminPosts);
