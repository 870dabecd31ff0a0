/**
 * The messages lists' reads (the inbox's and the clients' threads), and the count of what waits
 * that the frame shows by Messages (new messages and clients' unread ones).
 */
import { queryOptions } from '@tanstack/react-query';
import type { ClientThreadPage, ContactMessage, MessageStatus, Page } from '@site/contracts/admin';
import { paths } from '@site/contracts/routes';
import { adminClientThreads, adminMessages } from '@site/contracts/endpoints/admin';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { adminGet } from './admin-http';
import { pageInQuery } from './page-address';

/** The messages list's query: a folder and a page (the first page without one). */
export const messagesQuery = (status: MessageStatus, page: number) => ({
  status,
  page: pageInQuery(page),
});

export const messagesUrl = (status: MessageStatus, page: number) =>
  urlOf(adminMessages, {}, messagesQuery(status, page));

/** A page of the messages in one folder: the inbox's read. */
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

/** A page of the clients' portal threads, the newest first: the Messages screen's Clients tab. */
export const clientThreadsUrl = (page: number) =>
  urlOf(adminClientThreads, {}, { page: pageInQuery(page) });

export function clientThreadsQueryOptions(page: number) {
  return queryOptions({
    queryKey: queryKeyOf(adminClientThreads, { page: pageInQuery(page) }),
    queryFn: () => adminGet<ClientThreadPage>(clientThreadsUrl(page)),
    staleTime: 0,
  });
}

/**
 * The clients' unread messages the navigation adds to the new messages' count: every client's,
 * carried by the Clients tab's own first page, so reading a client's thread (which reads this
 * list again) refreshes the count too.
 */
export const clientUnreadUrl = clientThreadsUrl(1);

export function clientUnreadQueryOptions() {
  return queryOptions({ ...clientThreadsQueryOptions(1), staleTime: 60_000 });
}

/** Each folder of the inbox as the back office names it. */
export const messageFolderLabels: Record<MessageStatus, string> = {
  new: 'New',
  handled: 'Handled',
  archived: 'Archived',
};

/**
 * The inbox's address at one folder, always named: the address without one opens on whichever
 * tab holds what waits.
 */
export const messagesFolderPath = (status: MessageStatus): string =>
  `${paths.adminMessages}?status=${status}`;
