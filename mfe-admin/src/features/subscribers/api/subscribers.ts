import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriberList } from '@site/contracts/admin';
import { adminRemoveSubscriber, adminSubscribers } from '@site/contracts/endpoints/admin';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { adminGet, adminSend } from '../../../lib/admin-http';

export type SubscriberView = 'active' | 'unsubscribed';

export interface SubscriberFilters {
  status: SubscriberView;
  q?: string;
  page?: number;
}

export function subscribersQueryOptions(filters: SubscriberFilters) {
  return queryOptions({
    queryKey: queryKeyOf(adminSubscribers, { ...filters }),
    queryFn: () => adminGet<SubscriberList>(urlOf(adminSubscribers, {}, { ...filters })),
    staleTime: 0,
  });
}

export function useRemoveSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminSend('DELETE', urlOf(adminRemoveSubscriber, { id })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(adminSubscribers) }),
  });
}
