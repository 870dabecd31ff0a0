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

/**
 * The tab the page's address names: the clients' threads (`?from=clients`), else a folder; an
 * address that names none opens on `opening` (the new messages unless told otherwise).
 */
export function messagesViewFrom(
  searchParams: URLSearchParams,
  opening: MessagesView = 'new',
): MessagesView {
  if (searchParams.get(messagesFromParam) === messagesFromClients) return messagesFromClients;
  if (!searchParams.has('status')) return opening;
  return messageStatusFrom(searchParams);
}

/**
 * The tab the screen opens on when its address names none: the one that holds what waits, the
 * new messages first when both do (and when neither does, or the counts are not known yet).
 */
export function openingMessagesView(waiting: {
  contact: number | undefined;
  clients: number | undefined;
}): MessagesView {
  if (waiting.contact) return 'new';
  return waiting.clients ? messagesFromClients : 'new';
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
