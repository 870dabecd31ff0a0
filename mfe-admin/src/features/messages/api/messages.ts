import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage, MessageStatus, Page } from '@site/contracts/admin';
import { adminMessages, adminUpdateMessage } from '@site/contracts/endpoints/admin';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { adminGet, adminSend } from '../../../lib/admin-http';

export function messagesQueryOptions(status: MessageStatus, page: number) {
  const query = { status, page: page > 1 ? page : undefined };
  return queryOptions({
    queryKey: queryKeyOf(adminMessages, query),
    queryFn: () => adminGet<Page<ContactMessage>>(urlOf(adminMessages, {}, query)),
    staleTime: 0,
  });
}

export function useUpdateMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: MessageStatus }) =>
      adminSend<ContactMessage>('PATCH', urlOf(adminUpdateMessage, { id }), { status }),
    // Another tab may have moved it too: every tab's lists are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(adminMessages) }),
  });
}
