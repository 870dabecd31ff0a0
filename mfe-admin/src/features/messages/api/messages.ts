import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageStatuses, type ContactMessage, type MessageStatus } from '@site/contracts/admin';
import { adminMessages, adminUpdateMessage } from '@site/contracts/endpoints/admin';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { messagesFromClients, messagesFromParam } from '@site/contracts/routes';
import { adminSend } from '../../../lib/admin-http';
import {
  clientThreadsQueryOptions,
  clientThreadsUrl,
  clientUnreadQueryOptions,
  clientUnreadUrl,
  messagesQueryOptions,
  messagesUrl,
  newMessagesQueryOptions,
  newMessagesUrl,
} from '../../../lib/messages-list';

/** The folder the page's address names; the new messages without one. */
export function messageStatusFrom(searchParams: URLSearchParams): MessageStatus {
  const raw = searchParams.get('status');
  return messageStatuses.includes(raw as MessageStatus) ? (raw as MessageStatus) : 'new';
}

/** The Messages screen's tabs: the contact form's three folders, and the clients' threads. */
export type MessagesView = MessageStatus | typeof messagesFromClients;

/** The tab the page's address names: the clients' threads (`?from=clients`), else a folder. */
export function messagesViewFrom(searchParams: URLSearchParams): MessagesView {
  return searchParams.get(messagesFromParam) === messagesFromClients
    ? messagesFromClients
    : messageStatusFrom(searchParams);
}

export {
  clientThreadsQueryOptions,
  clientThreadsUrl,
  clientUnreadQueryOptions,
  clientUnreadUrl,
  messagesQueryOptions,
  messagesUrl,
  newMessagesQueryOptions,
  newMessagesUrl,
};

export function useUpdateMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: MessageStatus }) =>
      adminSend<ContactMessage>('PATCH', urlOf(adminUpdateMessage, { id }), { status }),
    // Another tab may have moved it too: every tab's lists are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(adminMessages) }),
  });
}
