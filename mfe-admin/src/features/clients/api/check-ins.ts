import { queryOptions } from '@tanstack/react-query';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { listClientCheckIns, type CheckIn } from '@site/contracts/endpoints/promises';
import { adminGet } from '../../../lib/admin-http';

/** A client's check-ins (reading them marks his new ones read). */
export function clientCheckInsQueryOptions(clientId: number) {
  return queryOptions({
    queryKey: queryKeyOf(listClientCheckIns, { id: clientId }),
    queryFn: () => adminGet<CheckIn[]>(urlOf(listClientCheckIns, { id: clientId })),
    staleTime: 0,
  });
}
