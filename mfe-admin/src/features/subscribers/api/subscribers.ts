import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { subscriberStatuses, SubscriberList, SubscribersQuery } from '@site/contracts/admin';
import { adminRemoveSubscriber, adminSubscribers } from '@site/contracts/endpoints/admin';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { adminGet, adminSend } from '../../../lib/admin-http';
import { pageParam } from '../../../lib/page-address';

export type SubscriberView = (typeof subscriberStatuses)[number];

/** The list's filters as the page keeps them in its address: always a view, then a search and page. */
export type SubscriberFilters = Partial<SubscribersQuery> & { status: SubscriberView };

/** The filters of the page's address; anything unknown in it is ignored. */
export function subscriberFiltersFrom(searchParams: URLSearchParams): SubscriberFilters {
  const q = searchParams.get('q')?.trim() ?? '';
  const page = pageParam(searchParams);
  return {
    status: searchParams.get('status') === 'unsubscribed' ? 'unsubscribed' : 'active',
    ...(q ? { q } : {}),
    ...(page > 1 ? { page } : {}),
  };
}

export const subscribersUrl = (filters: SubscriberFilters) =>
  urlOf(adminSubscribers, {}, { ...filters });

export function subscribersQueryOptions(filters: SubscriberFilters) {
  return queryOptions({
    queryKey: queryKeyOf(adminSubscribers, { ...filters }),
    queryFn: () => adminGet<SubscriberList>(subscribersUrl(filters)),
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
