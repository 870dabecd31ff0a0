import { useContext } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DataFromServer } from '@site/ui/screen-query';
import { clientUnreadQueryOptions, newMessagesQueryOptions } from './messages-list';

/** What waits under Messages: the new contact messages and the clients' unread portal messages. */
export interface WaitingMessages {
  /** New (unhandled) contact messages: the New tab's. */
  contact: number | undefined;
  /** Clients' portal messages not read yet: the Clients tab's. */
  clients: number | undefined;
}

/**
 * The one read of what waits under Messages, shared by the navigation's count and the Messages
 * screen's tabs, so they always agree (undefined while not known). On a page the server drew,
 * both counts came with it (first reads of every signed-in page): they are not asked again as the
 * page comes alive.
 */
export function useWaitingMessages(enabled = true): WaitingMessages {
  const fromServer = useContext(DataFromServer);
  const once = { enabled, ...(fromServer ? { refetchOnMount: false } : {}) } as const;
  const contact = useQuery({
    ...newMessagesQueryOptions(),
    ...once,
    select: (page) => page.total,
  });
  const clients = useQuery({
    ...clientUnreadQueryOptions(),
    ...once,
    select: (page) => page.unread,
  });
  return { contact: contact.data, clients: clients.data };
}
