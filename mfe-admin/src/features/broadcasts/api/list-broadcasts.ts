import { queryOptions } from '@tanstack/react-query';
import { listBroadcasts } from '@site/contracts/endpoints/broadcasts';
import { urlOf } from '@site/contracts/endpoints/define';
import { adminGet } from '../../../lib/admin-http';
import { broadcastsListKey, type BroadcastSummary } from './types';

export const broadcastsUrl = urlOf(listBroadcasts);

export function broadcastsQueryOptions() {
  return queryOptions({
    queryKey: broadcastsListKey,
    queryFn: () => adminGet<BroadcastSummary[]>(broadcastsUrl),
    staleTime: 0,
  });
}
