import { queryOptions } from '@tanstack/react-query';
import type { TodayOverview } from '@site/contracts/admin';
import { adminToday } from '@site/contracts/endpoints/admin';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { adminGet } from '../../../lib/admin-http';

/** What Today reads: also the address its page's first HTML starts fetching. */
export const todayUrl = urlOf(adminToday);

export function todayQueryOptions() {
  return queryOptions({
    queryKey: queryKeyOf(adminToday),
    queryFn: () => adminGet<TodayOverview>(todayUrl),
    // The owner comes back to Today often: it is read again on every visit.
    staleTime: 0,
  });
}
