import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createBroadcast,
  updateBroadcast,
  type BroadcastRequest,
} from '@site/contracts/endpoints/broadcasts';
import { urlOf } from '@site/contracts/endpoints/define';
import { adminSend } from '../../../lib/admin-http';
import { broadcastKey, broadcastsListKey, type BroadcastDetail } from './types';

/** Creates a draft (no id) or saves a draft or scheduled broadcast. */
export function useSaveBroadcast(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BroadcastRequest) =>
      id === null
        ? adminSend<BroadcastDetail>('POST', urlOf(createBroadcast), request)
        : adminSend<BroadcastDetail>('PUT', urlOf(updateBroadcast, { id }), request),
    onSuccess: (saved) => {
      queryClient.setQueryData(broadcastKey(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: broadcastsListKey });
    },
  });
}
