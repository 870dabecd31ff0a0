import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminPaths,
  type ContactMessage,
  type MessageStatus,
  type Page,
} from '@site/contracts/admin';
import { adminGet, adminSend, withQuery } from '../../../lib/admin-http';

export function messagesQueryOptions(status: MessageStatus, page: number) {
  return queryOptions({
    queryKey: ['admin', 'messages', status, page],
    queryFn: () =>
      adminGet<Page<ContactMessage>>(
        withQuery(adminPaths.messages, { status, page: page > 1 ? page : undefined }),
      ),
    staleTime: 0,
  });
}

export function useUpdateMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: MessageStatus }) =>
      adminSend<ContactMessage>('PATCH', adminPaths.message(id), { status }),
    // Another tab may have moved it too: every tab's lists are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'messages'] }),
  });
}
