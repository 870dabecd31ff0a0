import { queryOptions } from '@tanstack/react-query';
import { previewBroadcast } from '@site/contracts/endpoints/broadcasts';
import { urlOf } from '@site/contracts/endpoints/define';
import { adminGet } from '../../../lib/admin-http';
import { broadcastsKey, type BroadcastPreview } from './types';

/** The message as subscribers will receive it (keyed by the broadcast's last change). */
export function broadcastPreviewQueryOptions(id: number, updatedAt: string) {
  return queryOptions({
    queryKey: [...broadcastsKey, 'preview', id, updatedAt],
    queryFn: () => adminGet<BroadcastPreview>(urlOf(previewBroadcast, { id })),
    staleTime: 0,
  });
}
