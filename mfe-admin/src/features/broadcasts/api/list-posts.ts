import { queryOptions } from '@tanstack/react-query';
import { listBroadcastPosts } from '@site/contracts/endpoints/broadcasts';
import { urlOf } from '@site/contracts/endpoints/define';
import { adminGet } from '../../../lib/admin-http';
import { broadcastsKey, type BroadcastPost } from './types';

export function broadcastPostsQueryOptions() {
  return queryOptions({
    queryKey: [...broadcastsKey, 'posts'],
    queryFn: () => adminGet<BroadcastPost[]>(urlOf(listBroadcastPosts)),
    staleTime: 0,
  });
}
