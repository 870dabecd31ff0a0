import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PersonErasure } from '@site/contracts/admin';
import {
  confirmErasureRequest,
  listErasureRequests,
  type ErasureRequest,
} from '@site/contracts/endpoints/client-actions';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { adminGet, adminSend } from '../../../lib/admin-http';
import { isBackOfficeQuery } from '../../../lib/session';

export function erasureRequestsQueryOptions() {
  return queryOptions({
    queryKey: queryKeyOf(listErasureRequests),
    queryFn: () => adminGet<ErasureRequest[]>(urlOf(listErasureRequests)),
    staleTime: 0,
  });
}

export function useConfirmErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: number) =>
      adminSend<PersonErasure>('POST', urlOf(confirmErasureRequest, { id: clientId })),
    // Everything listed anywhere may have changed.
    onSuccess: () => queryClient.invalidateQueries({ predicate: isBackOfficeQuery }),
  });
}
