import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getClient, listClients } from '@site/contracts/endpoints/admin-clients';
import {
  addClientCredits,
  giveClientPackage,
  listClientEmails,
  listClientGrants,
  type ClientEmail,
  type ClientGrant,
} from '@site/contracts/endpoints/client-actions';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import type { AddCreditsRequest, GivePackageRequest } from '@site/contracts/schemas/client-actions';
import { adminGet, adminSend } from '../../../lib/admin-http';

export function clientGrantsQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeyOf(listClientGrants, { id }),
    queryFn: () => adminGet<ClientGrant[]>(urlOf(listClientGrants, { id })),
    staleTime: 0,
  });
}

export function clientEmailsQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeyOf(listClientEmails, { id }),
    queryFn: () => adminGet<ClientEmail[]>(urlOf(listClientEmails, { id })),
    staleTime: 0,
  });
}

/** Everything the client's page shows, read again after one of his actions. */
export function useRefreshClient() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [getClient, listClients, listClientGrants, listClientEmails].map((entry) =>
        queryClient.invalidateQueries({ queryKey: queryKeyOf(entry) }),
      ),
    );
}

export function useAddCredits(clientId: number) {
  const refresh = useRefreshClient();
  return useMutation({
    mutationFn: (input: AddCreditsRequest) =>
      adminSend<ClientGrant>('POST', urlOf(addClientCredits, { id: clientId }), input),
    onSettled: refresh,
  });
}

export function useGivePackage(clientId: number) {
  const refresh = useRefreshClient();
  return useMutation({
    mutationFn: (input: GivePackageRequest) =>
      adminSend<ClientGrant>('POST', urlOf(giveClientPackage, { id: clientId }), input),
    onSettled: refresh,
  });
}
