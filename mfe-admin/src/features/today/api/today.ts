import { queryOptions } from '@tanstack/react-query';
import type { TodayOverview } from '@site/contracts/admin';
import { adminToday } from '@site/contracts/endpoints/admin';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { adminGet } from '../../../lib/admin-http';

export function todayQueryOptions() {
  return queryOptions({
    queryKey: queryKeyOf(adminToday),
    queryFn: () => adminGet<TodayOverview>(urlOf(adminToday)),
    // The owner comes back to Today often: it is read again on every visit.
    staleTime: 0,
  });
}
