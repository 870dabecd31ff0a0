import { queryOptions } from '@tanstack/react-query';
import { getBroadcast } from '@site/contracts/endpoints/broadcasts';
import { urlOf } from '@site/contracts/endpoints/define';
import { adminGet } from '../../../lib/admin-http';
import { broadcastKey, type BroadcastDetail } from './types';

export const broadcastUrl = (id: number) => urlOf(getBroadcast, { id });

/** One broadcast; while it is sending, asked again every few seconds so the counts move. */
export function broadcastQueryOptions(id: number) {
  return queryOptions({
    queryKey: broadcastKey(id),
    queryFn: () => adminGet<BroadcastDetail>(broadcastUrl(id)),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'sending' ? 3000 : false),
  });
}
