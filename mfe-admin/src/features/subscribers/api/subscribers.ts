import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPaths, type SubscriberList } from '@site/contracts/admin';
import { adminGet, adminSend, withQuery } from '../../../lib/admin-http';

export type SubscriberView = 'active' | 'unsubscribed';

export interface SubscriberFilters {
  status: SubscriberView;
  q?: string;
  page?: number;
}

export function subscribersQueryOptions(filters: SubscriberFilters) {
  return queryOptions({
    queryKey: ['admin', 'subscribers', filters],
    queryFn: () => adminGet<SubscriberList>(withQuery(adminPaths.subscribers, { ...filters })),
    staleTime: 0,
  });
}

export function useRemoveSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminSend('DELETE', adminPaths.subscriber(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'subscribers'] }),
  });
}
