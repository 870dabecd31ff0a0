import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listAdminPosts } from '@site/contracts/endpoints/admin-posts';
import {
  listBroadcastPosts,
  sendBroadcast,
  unscheduleBroadcast,
  type SendBroadcastRequest,
} from '@site/contracts/endpoints/broadcasts';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { adminSend } from '../../../lib/admin-http';
import { broadcastKey, broadcastsListKey, type BroadcastDetail } from './types';

/** Send now (publishing the post with it if asked) or schedule. */
export function useSendBroadcast(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SendBroadcastRequest) =>
      adminSend<BroadcastDetail>('POST', urlOf(sendBroadcast, { id }), request),
    onSuccess: (sent, request) => {
      queryClient.setQueryData(broadcastKey(id), sent);
      // "Publish the post and email it": the posts' lists change too.
      if (request.publishPost)
        for (const endpoint of [listAdminPosts, listBroadcastPosts])
          void queryClient.invalidateQueries({ queryKey: queryKeyOf(endpoint) });
      return queryClient.invalidateQueries({ queryKey: broadcastsListKey });
    },
  });
}

export function useUnscheduleBroadcast(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminSend<BroadcastDetail>('POST', urlOf(unscheduleBroadcast, { id })),
    onSuccess: (draft) => {
      queryClient.setQueryData(broadcastKey(id), draft);
      return queryClient.invalidateQueries({ queryKey: broadcastsListKey });
    },
  });
}
