import { queryOptions } from '@tanstack/react-query';
import { previewBroadcast } from '@site/contracts/endpoints/broadcasts';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { adminGet } from '../../../lib/admin-http';
import type { BroadcastPreview } from './types';

export const broadcastPreviewUrl = (id: number) => urlOf(previewBroadcast, { id });

/** The message as subscribers will receive it (keyed by the broadcast's last change). */
export function broadcastPreviewQueryOptions(id: number, updatedAt: string) {
  return queryOptions({
    queryKey: queryKeyOf(previewBroadcast, { id, updatedAt }),
    queryFn: () => adminGet<BroadcastPreview>(broadcastPreviewUrl(id)),
    staleTime: 0,
  });
}
