import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@site/api-client/http';
import type { OwnerSession, OwnerSetupRequest, SetupStatus } from '@site/contracts/admin';
import { adminSetup, adminSetupStatus } from '@site/contracts/endpoints/admin';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { isApiStatus } from '../../../lib/api-error';
import { isBackOfficeQuery, sessionQueryKey } from '../../../lib/session';

export const setupStatusQueryKey = queryKeyOf(adminSetupStatus);

/** Whether the first set-up is open: null once the site has an owner (the API answers 404). */
export function setupStatusQueryOptions() {
  return queryOptions({
    queryKey: setupStatusQueryKey,
    queryFn: async (): Promise<SetupStatus | null> => {
      try {
        const response = await apiRequest('GET', urlOf(adminSetupStatus));
        return (await response.json()) as SetupStatus;
      } catch (error) {
        if (isApiStatus(error, 404)) return null;
        throw error;
      }
    },
  });
}

/** Creates the owner with the link's token; he is signed in at once. */
export function useCompleteSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: OwnerSetupRequest) => {
      const response = await apiRequest('POST', urlOf(adminSetup), request);
      return (await response.json()) as OwnerSession;
    },
    onSuccess: (session) => {
      queryClient.removeQueries({ predicate: isBackOfficeQuery });
      queryClient.setQueryData(sessionQueryKey, session);
    },
  });
}
