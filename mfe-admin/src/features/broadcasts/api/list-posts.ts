import { queryOptions } from '@tanstack/react-query';
import { listBroadcastPosts } from '@site/contracts/endpoints/broadcasts';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { adminGet } from '../../../lib/admin-http';
import type { BroadcastPost } from './types';

export const broadcastPostsUrl = urlOf(listBroadcastPosts);

export function broadcastPostsQueryOptions() {
  return queryOptions({
    queryKey: queryKeyOf(listBroadcastPosts),
    queryFn: () => adminGet<BroadcastPost[]>(broadcastPostsUrl),
    staleTime: 0,
  });
}
