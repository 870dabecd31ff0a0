import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  sendBroadcast,
  unscheduleBroadcast,
  type SendBroadcastRequest,
} from '@site/contracts/endpoints/broadcasts';
import { urlOf } from '@site/contracts/endpoints/define';
import { adminSend } from '../../../lib/admin-http';
import { broadcastsKey, type BroadcastDetail } from './types';

/** Send now (publishing the post with it if asked) or schedule. */
export function useSendBroadcast(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SendBroadcastRequest) =>
      adminSend<BroadcastDetail>('POST', urlOf(sendBroadcast, { id }), request),
    onSuccess: (sent) => {
      queryClient.setQueryData([...broadcastsKey, 'one', id], sent);
      return queryClient.invalidateQueries({ queryKey: [...broadcastsKey, 'list'] });
    },
  });
}

export function useUnscheduleBroadcast(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminSend<BroadcastDetail>('POST', urlOf(unscheduleBroadcast, { id })),
    onSuccess: (draft) => {
      queryClient.setQueryData([...broadcastsKey, 'one', id], draft);
      return queryClient.invalidateQueries({ queryKey: [...broadcastsKey, 'list'] });
    },
  });
}
