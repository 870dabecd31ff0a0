import { queryOptions } from '@tanstack/react-query';
import { previewDraftBroadcast, type BroadcastRequest } from '@site/contracts/endpoints/broadcasts';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { adminSend } from '../../../lib/admin-http';
import type { BroadcastPreview } from './types';

/**
 * The composer's message as it stands (saved or not) as subscribers would receive it: rendered by
 * the API with the renderer its email is sent with. `id`: the saved broadcast being edited.
 */
export function draftPreviewQueryOptions(request: BroadcastRequest, id: number | null) {
  const url = urlOf(previewDraftBroadcast, {}, id === null ? {} : { id });
  return queryOptions({
    queryKey: [...queryKeyOf(previewDraftBroadcast, { id }), request],
    queryFn: () => adminSend<BroadcastPreview>('POST', url, request),
    staleTime: 0,
    retry: false,
  });
}
