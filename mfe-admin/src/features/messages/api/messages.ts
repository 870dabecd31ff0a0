import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  messageStatuses,
  type ContactMessage,
  type MessageStatus,
  type Page,
} from '@site/contracts/admin';
import { adminMessages, adminUpdateMessage } from '@site/contracts/endpoints/admin';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { adminGet, adminSend } from '../../../lib/admin-http';
import { pageInQuery } from '../../../lib/page-address';

/** The folder the page's address names; the new messages without one. */
export function messageStatusFrom(searchParams: URLSearchParams): MessageStatus {
  const raw = searchParams.get('status');
  return messageStatuses.includes(raw as MessageStatus) ? (raw as MessageStatus) : 'new';
}

const messagesQuery = (status: MessageStatus, page: number) => ({
  status,
  page: pageInQuery(page),
});
export const messagesUrl = (status: MessageStatus, page: number) =>
  urlOf(adminMessages, {}, messagesQuery(status, page));

export function messagesQueryOptions(status: MessageStatus, page: number) {
  const query = messagesQuery(status, page);
  return queryOptions({
    queryKey: queryKeyOf(adminMessages, query),
    queryFn: () => adminGet<Page<ContactMessage>>(messagesUrl(status, page)),
    staleTime: 0,
  });
}

/**
 * The new messages' count the navigation shows by Messages: the inbox's own first page of new
 * messages (its total), so the inbox and the count are one read, and marking a message handled
 * (which reads every list of messages again) refreshes the count too.
 */
export const newMessagesUrl = messagesUrl('new', 1);

export function newMessagesQueryOptions() {
  return queryOptions({
    ...messagesQueryOptions('new', 1),
    // Moving between screens does not ask again each time; coming back to the window does.
    staleTime: 60_000,
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
