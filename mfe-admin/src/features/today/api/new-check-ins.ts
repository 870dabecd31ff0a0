import { queryOptions } from '@tanstack/react-query';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { listNewCheckIns, type NewCheckIn } from '@site/contracts/endpoints/promises';
import { adminGet } from '../../../lib/admin-http';

/** The check-ins the coach has not read yet (his Today). */
export function newCheckInsQueryOptions() {
  return queryOptions({
    queryKey: queryKeyOf(listNewCheckIns),
    queryFn: () => adminGet<NewCheckIn[]>(urlOf(listNewCheckIns)),
    staleTime: 0,
  });
}
