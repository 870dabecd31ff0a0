import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getJson, sendJson } from '@site/api-client/http';
import { urlOf } from '@site/contracts/endpoints/define';
import {
  getPortalThread,
  postPortalMessage,
  type PortalThread,
  type ThreadMessage,
} from '@site/contracts/endpoints/portal';
import type { ThreadMessageRequest } from '@site/contracts/schemas/portal';
import { portalKeys } from './portal-keys';

/** GET /api/portal/messages: the thread with the coach and whether the client can write now. */
export function portalThreadQueryOptions() {
  return queryOptions({
    queryKey: portalKeys.thread,
    queryFn: () => getJson<PortalThread>(urlOf(getPortalThread)),
  });
}

/** POST /api/portal/messages: the thread is read again after. */
export function usePostPortalMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ThreadMessageRequest) =>
      sendJson<ThreadMessage>('POST', urlOf(postPortalMessage), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.thread }),
  });
}
