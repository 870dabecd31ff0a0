import { queryOptions } from '@tanstack/react-query';
import { adminPaths, type TodayOverview } from '@site/contracts/admin';
import { adminGet } from '../../../lib/admin-http';

export function todayQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'today'],
    queryFn: () => adminGet<TodayOverview>(adminPaths.today),
    // The owner comes back to Today often: it is read again on every visit.
    staleTime: 0,
  });
}
